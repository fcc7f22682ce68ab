import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { API_ROOT, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  test('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.dataDir, path.join(API_ROOT, '.data'));
    assert.equal(config.pgliteDir, path.join(API_ROOT, '.data', 'pglite'));
    assert.equal(config.mediaDir, path.join(API_ROOT, '.data', 'media'));
    assert.deepEqual(config.corsOrigins, ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'http://localhost:3004']);
    assert.equal(config.logLevel, 'info');
  });

  test('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATA_DIR: '/var/shop',
      CORS_ORIGINS: 'https://shop.example, https://catalog.shop.example',
      LOG_LEVEL: 'warn',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, 'postgres://shop@db:5432/shop');
    assert.equal(config.mediaDir, '/var/shop/media');
    assert.deepEqual(config.corsOrigins, ['https://shop.example', 'https://catalog.shop.example']);
    assert.equal(config.logLevel, 'warn');
  });

  test('keeps MEDIA_DIR apart from DATA_DIR when both are given', () => {
    assert.equal(loadConfig({ DATA_DIR: '/var/shop', MEDIA_DIR: '/mnt/media' }).mediaDir, '/mnt/media');
  });

  test('lists every problem at once', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'localhost:3000', LOG_LEVEL: 'loud' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 4);
        assert.match(error.message, /PORT must be an integer/);
        assert.match(error.message, /DATABASE_URL must be a postgres/);
        assert.match(error.message, /CORS_ORIGINS must be a comma-separated list/);
        assert.match(error.message, /LOG_LEVEL must be one of/);
        return true;
      },
    );
  });
});
