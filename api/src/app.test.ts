import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { ApiErrorBodyStruct } from '@shop/shared/contracts';
import { JSON_BODY_LIMIT } from './config';
import type { Database, Db } from './db/client';
import { buildTestApp, createTestDatabase, testConfig } from './test/setup';

const database = await createTestDatabase();

/** An error answer: exactly `{ message, field? }`, with nothing that looks like a stack trace or a source path. */
function assertErrorBody(body: string) {
  const parsed: unknown = JSON.parse(body);
  assert.ok(is(parsed, ApiErrorBodyStruct), `not an error body: ${body}`);
  assert.doesNotMatch(body, /\bat .+:\d+|\.ts\b|node_modules|stack/i);
}

describe('the API error handling', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database);
  });
  afterEach(() => app.close());

  test('answers 404 Route not found for an unknown route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Route not found' });
  });

  test('answers 400 Malformed JSON body for broken JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', headers: { 'content-type': 'application/json' }, payload: '{"definedName": ' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Malformed JSON body' });
  });

  test('answers 413 with the limit when the body is larger than 1 MB', async () => {
    const content = 'x'.repeat(JSON_BODY_LIMIT);
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'big', title: 'Big', content } });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'Request body is too large; the limit is 1024 KB');
  });

  test('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', headers: { 'content-type': 'text/xml' }, payload: '<text/>' });
    assert.equal(response.statusCode, 415);
    assertErrorBody(response.body);
  });

  test('names the failing field when a body does not match its contract', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: '', title: 'Title', content: 'Text' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().field, 'definedName');
    assert.match(response.json().message, /^Invalid definedName: expected a string with a length between 1 and 100/);
  });

  test('says which field is missing and which is unknown', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'a', content: 'Text' } });
    assert.deepEqual(missing.json(), { message: 'title is required', field: 'title' });
    const unknown = await app.inject({ method: 'POST', url: '/api/editable-text', payload: { definedName: 'a', title: 'T', content: 'C', admin: true } });
    assert.deepEqual(unknown.json(), { message: 'Unknown field admin', field: 'admin' });
  });

  test('answers 400 for a body that is not an object', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/editable-text', payload: '[1, 2]', headers: { 'content-type': 'application/json' } });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /^Invalid request: expected an object/);
  });

  test('answers 400 Malformed URL for a broken percent-encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/%E0%A4%A' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Malformed URL' });
  });

  test('hides the details of an unexpected failure behind Internal server error', async () => {
    app.get('/api/explode', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal server error' });
  });

  test('never shows a stack trace in any error answer', async () => {
    app.get('/api/explode', async () => {
      throw new TypeError('undefined is not a function');
    });
    const requests = [
      { method: 'GET', url: '/api/explode' },
      { method: 'GET', url: '/api/nowhere' },
      { method: 'GET', url: '/api/pages/..%2f..%2fetc%2fpasswd' },
      { method: 'GET', url: '/api/media/%00' },
      { method: 'GET', url: '/api/media/anything.png?s=xl' },
      { method: 'POST', url: '/api/editable-text', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'POST', url: '/api/editable-text', payload: { definedName: 5 } },
    ] as const;
    for (const request of requests) {
      const response = await app.inject(request);
      assert.ok(response.statusCode >= 400, `${request.url} answered ${response.statusCode}`);
      assertErrorBody(response.body);
    }
  });

  test('sends security headers with API answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/time' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
    assert.ok(response.headers['x-frame-options']);
  });

  test('allows cross-origin calls only from the configured origins', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/api/time', headers: { origin: 'http://localhost:3001' } });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3001');
    const other = await app.inject({ method: 'GET', url: '/api/time', headers: { origin: 'https://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });
});

describe('the health check', () => {
  test('answers 503 Database unavailable when the database does not answer', async () => {
    const broken = { db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db } as Database;
    const app = buildTestApp(broken, testConfig());
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { message: 'Database unavailable' });
  });
});
