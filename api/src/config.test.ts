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

  test('MARKETPLACE_ORIGINS: none by default, a comma-separated list of origins, anything else refused', () => {
    assert.deepEqual(loadConfig({}).marketplaceOrigins, []);
    assert.deepEqual(loadConfig({ MARKETPLACE_ORIGINS: 'https://partner.example, http://localhost:8080' }).marketplaceOrigins, ['https://partner.example', 'http://localhost:8080']);
    assert.throws(() => loadConfig({ MARKETPLACE_ORIGINS: 'https://partner.example/upload' }), /MARKETPLACE_ORIGINS must be a comma-separated list of origins/);
    assert.throws(() => loadConfig({ MARKETPLACE_ORIGINS: '*' }), /MARKETPLACE_ORIGINS/);
  });

  test('keeps MEDIA_DIR apart from DATA_DIR when both are given', () => {
    assert.equal(loadConfig({ DATA_DIR: '/var/shop', MEDIA_DIR: '/mnt/media' }).mediaDir, '/mnt/media');
  });

  test('refuses the local payment provider in production unless PAYMENT_PROVIDER=local asks for it', () => {
    const production = { NODE_ENV: 'production', VIDEO_LINK_SECRET: 'v'.repeat(32) };
    assert.throws(() => loadConfig(production), /PAYMENT_PROVIDER=local/);
    assert.equal(loadConfig({ ...production, PAYMENT_PROVIDER: 'local' }).payments.provider, 'local');
    assert.equal(loadConfig({ ...production, PAYMENT_PROVIDER: 'local' }).production, true);
    assert.equal(loadConfig({}).payments.provider, 'local');
    assert.equal(loadConfig({}).production, false);
  });

  test('VIDEO_LINK_SECRET: required in production, at least 32 characters, a random one per process elsewhere', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' }), /In production set VIDEO_LINK_SECRET/);
    assert.throws(() => loadConfig({ VIDEO_LINK_SECRET: 'short' }), /VIDEO_LINK_SECRET must be at least 32 characters/);
    assert.equal(loadConfig({ VIDEO_LINK_SECRET: 's'.repeat(40) }).videoLinkSecret, 's'.repeat(40));
    assert.notEqual(loadConfig({}).videoLinkSecret, loadConfig({}).videoLinkSecret);
    assert.ok(loadConfig({}).videoLinkSecret.length >= 32);
  });

  test('production writes no JSON mail copies unless MAIL_OUTBOX_DIR names a folder', () => {
    const production = { NODE_ENV: 'production', VIDEO_LINK_SECRET: 'v'.repeat(32), PAYMENT_PROVIDER: 'local' };
    assert.equal(loadConfig(production).mail.outboxDir, undefined);
    assert.equal(loadConfig({ ...production, MAIL_OUTBOX_DIR: '/var/mail-copies' }).mail.outboxDir, '/var/mail-copies');
    assert.match(loadConfig({}).mail.outboxDir ?? '', /outbox$/);
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

describe('loadConfig for identity settings', () => {
  test('has safe defaults', () => {
    const config = loadConfig({});
    assert.equal(config.publicUrl, 'http://localhost:3000');
    assert.equal(config.trustProxy, 'loopback');
    assert.deepEqual(config.sessions, { ttlMs: 24 * 3600_000, rememberMeTtlMs: 30 * 24 * 3600_000, idleMs: 7 * 24 * 3600_000 });
    assert.equal(config.rateLimits.signInPerIdentity.limit, 10);
    assert.equal(config.redisUrl, undefined);
    assert.equal(config.mail.smtpUrl, undefined);
    assert.match(config.mail.outboxDir ?? '', /outbox$/);
    assert.deepEqual(config.social, {});
  });

  test('reads providers, limits and mail settings', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://shop.example/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      MICROSOFT_CLIENT_ID: 'mid',
      MICROSOFT_CLIENT_SECRET: 'msecret',
      RATE_LIMIT_SIGN_IN_PER_IP: '7',
      MAIL_OUTBOX_DIR: 'none',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    assert.equal(config.publicUrl, 'https://shop.example');
    assert.deepEqual(config.social, { google: { clientId: 'id', clientSecret: 'secret' }, microsoft: { clientId: 'mid', clientSecret: 'msecret', tenant: 'common' } });
    assert.equal(config.rateLimits.signInPerIp.limit, 7);
    assert.equal(config.mail.outboxDir, undefined);
    assert.equal(config.trustProxy, '10.0.0.0/8,127.0.0.1');
  });

  test('lists every problem at once', () => {
    try {
      loadConfig({ PUBLIC_URL: 'shop.example', GOOGLE_CLIENT_ID: 'only-id', RATE_LIMIT_RESET_PER_IP: '-1', REDIS_URL: 'http://x', SESSION_TTL_HOURS: 'abc' });
      assert.fail('expected a ConfigError');
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.problems.length, 5, error.message);
    }
  });
});

describe('loadConfig for upload storage', () => {
  test('keeps uploads in the media folder without S3_*, and reads the docker-compose names when given', () => {
    assert.equal(loadConfig({}).s3, undefined);
    const config = loadConfig({ S3_ENDPOINT: 'http://object-storage:9000', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'shop', S3_SECRET_ACCESS_KEY: 'shop-secret' });
    assert.deepEqual(config.s3, { bucket: 'media', endpoint: 'http://object-storage:9000', region: 'us-east-1', accessKeyId: 'shop', secretAccessKey: 'shop-secret' });
    assert.equal(loadConfig({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'eu-west-1' }).s3?.region, 'eu-west-1');
  });

  test('refuses a partial S3 setting or a bad endpoint, naming what is missing', () => {
    try {
      loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'object-storage:9000' });
      assert.fail('expected a ConfigError');
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      assert.deepEqual(error.problems, [
        'S3 storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well (or no S3_* variable at all)',
        'S3_ENDPOINT must be an http:// or https:// URL, got "object-storage:9000"',
      ]);
    }
  });

  test('reads the upload rate limits', () => {
    const config = loadConfig({ RATE_LIMIT_UPLOAD_SESSION_PER_IP: '4', RATE_LIMIT_UPLOAD_CHUNK_PER_OWNER: '9' });
    assert.equal(config.rateLimits.uploadSessionPerIp.limit, 4);
    assert.equal(config.rateLimits.uploadChunkPerOwner.limit, 9);
  });
});

describe('loadConfig for payments', () => {
  test('without Stripe keys the provider is local, with a webhook secret made at start', () => {
    const first = loadConfig({}).payments;
    const second = loadConfig({}).payments;
    assert.equal(first.provider, 'local');
    assert.equal(first.stripe, undefined);
    assert.match(first.webhookSecret, /^whsec_local_[A-Za-z0-9_-]{43}$/);
    assert.notEqual(first.webhookSecret, second.webhookSecret);
    assert.equal(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_given' }).payments.webhookSecret, 'whsec_given');
  });

  test('Stripe needs its three keys together; the API address parts are checked', () => {
    assert.throws(
      () => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.deepEqual(error.problems, [
          'Stripe payments need STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well as STRIPE_SECRET_KEY',
        ]);
        return true;
      },
    );
    assert.throws(
      () => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
      /STRIPE_PUBLISHABLE_KEY needs STRIPE_SECRET_KEY/,
    );
    assert.throws(() => loadConfig({ STRIPE_API_PORT: 'eighty' }), /STRIPE_API_PORT must be an integer/);
    assert.throws(() => loadConfig({ STRIPE_API_PROTOCOL: 'ftp' }), /STRIPE_API_PROTOCOL must be http or https/);
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    assert.deepEqual(loadConfig(keys).payments, {
      provider: 'stripe',
      webhookSecret: 'whsec_x',
      stripe: {
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        host: undefined,
        port: undefined,
        protocol: undefined,
      },
    });
  });
});
