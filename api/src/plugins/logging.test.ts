import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { before, describe, test } from 'node:test';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase, testConfig } from '../test/setup';
import { apiLogger, redactUrl } from './logging';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** The app logging at `level` into memory, with one route that fails. */
function loggedApp(database: Database, level: string) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = buildApp({ config: testConfig(), database, logger: { level, stream } });
  app.get('/api/test/fail', async () => {
    throw new Error('broken on purpose');
  });
  return { app, lines };
}

describe('request logs', () => {
  let database: Database;
  before(async () => {
    database = await createTestDatabase();
  });

  test('one line per request when it is answered, at info for 2xx, warn for 4xx and error for 5xx', async () => {
    const { app, lines } = loggedApp(database, 'info');
    try {
      await app.inject({ method: 'GET', url: '/api/time' });
      await app.inject({ method: 'GET', url: '/api/no-such-route' });
      await app.inject({
        method: 'POST',
        url: '/api/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken',
      });
      await app.inject({ method: 'GET', url: '/api/test/fail' });
      assert.equal(lines.filter((line) => line.msg === 'incoming request').length, 0, 'no second line per request');
      const requests = lines.filter((line) => line.msg === 'request completed');
      assert.deepEqual(
        requests.map((line) => [line.level, line.req?.method, line.req?.url, line.res?.statusCode]),
        [
          [30, 'GET', '/api/time', 200],
          [40, 'GET', '/api/no-such-route', 404],
          [40, 'POST', '/api/sign-in', 400],
          [50, 'GET', '/api/test/fail', 500],
        ],
      );
      for (const line of requests) {
        assert.equal(typeof line.responseTime, 'number');
        assert.equal(line.req?.remoteAddress, '127.0.0.1');
      }
    } finally {
      await app.close();
    }
  });

  test('LOG_LEVEL=warn drops the 2xx lines and keeps every refused or failed request', async () => {
    const { app, lines } = loggedApp(database, 'warn');
    try {
      await app.inject({ method: 'GET', url: '/api/time' });
      await app.inject({ method: 'GET', url: '/api/no-such-route' });
      await app.inject({ method: 'GET', url: '/api/test/fail' });
      const requests = lines.filter((line) => line.msg === 'request completed');
      assert.deepEqual(
        requests.map((line) => line.res?.statusCode),
        [404, 500],
      );
    } finally {
      await app.close();
    }
  });

  test('the production logger writes from a worker thread to stdout, and starts none when silent', () => {
    assert.deepEqual(apiLogger('info'), {
      level: 'info',
      transport: { target: 'pino/file', options: { destination: 1 } },
    });
    assert.deepEqual(apiLogger('silent'), { level: 'silent' });
  });
});

describe('redactUrl: what a request log line shows of the URL', () => {
  test('keeps a URL without secrets as it is', () => {
    assert.equal(redactUrl('/api/catalog?page=2&sort=price'), '/api/catalog?page=2&sort=price');
    assert.equal(redactUrl('/api/cart'), '/api/cart');
  });

  test('hides the values of secret query parameters, a signed video link’s signature among them', () => {
    assert.equal(
      redactUrl('/video-story/draft/1?expires=1795831200&signature=R7GOx2'),
      '/video-story/draft/1?expires=1795831200&signature=%5Bredacted%5D',
    );
    assert.equal(
      redactUrl('/auth/google/callback?code=abc&state=def'),
      '/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
  });

  test('hides the local payment page’s session id, the only key to that page, with or without a query', () => {
    assert.equal(redactUrl('/api/checkout/pay/cs_local_k3y'), '/api/checkout/pay/[redacted]');
    assert.equal(redactUrl('/api/checkout/pay/cs_local_k3y/cancel'), '/api/checkout/pay/[redacted]/cancel');
    assert.equal(redactUrl('/api/checkout/pay/cs_local_k3y?x=1'), '/api/checkout/pay/[redacted]?x=1');
  });
});
