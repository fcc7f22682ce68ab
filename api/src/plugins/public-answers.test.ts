import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { signUp } from '../test/identity';
import { createSeededDatabase, testConfig } from '../test/setup';
import { PRIVATE_NO_STORE } from './private-answers';

const { database, mediaDir } = await createSeededDatabase();

const CATALOGUE = '/api/catalog?_sort=price&_order=asc&_page=2';

/** The API listening on a port (the cache answers before Fastify, so inject() would not see it), with what Fastify saw. */
async function listening(ttlMs: string) {
  const lines: { msg: string; req?: { url?: string; remoteAddress?: string }; res?: { statusCode: number } }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app: FastifyInstance = buildApp({
    config: testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: ttlMs }),
    database,
    logger: { level: 'info', stream },
  });
  const seen: string[] = [];
  app.addHook('onRequest', async (request) => void seen.push(request.url));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = (url: string, init: RequestInit = {}) => fetch(`${origin}${url}`, init);
  return { app, seen, lines, get, origin };
}

const withoutMoment = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !['date', 'age', 'keep-alive', 'connection'].includes(name)));

describe('public answers are given again before Fastify runs', async () => {
  const api = await listening('60000');
  after(() => api.app.close());

  test("a visitor's second catalogue request is answered from the cache, the same bytes and headers", async () => {
    const first = await api.get(CATALOGUE);
    const firstBody = await first.text();
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(first.headers.get('vary'), 'authorization');
    const second = await api.get(CATALOGUE);
    assert.equal(await second.text(), firstBody);
    assert.deepEqual(withoutMoment(second.headers), withoutMoment(first.headers));
    assert.equal(second.headers.get('age'), '0');
    assert.deepEqual(
      api.seen.filter((url) => url === CATALOGUE),
      [CATALOGUE],
      'Fastify saw the first request only',
    );
    const logged = api.lines.filter((line) => line.msg === 'request completed' && line.req?.url === CATALOGUE);
    assert.equal(logged.length, 2, 'the kept answer is logged like any request');
    assert.equal(logged[1]?.res?.statusCode, 200);
    assert.equal(logged[1]?.req?.remoteAddress, '127.0.0.1');
  });

  test('HEAD is answered from the kept GET, without a body', async () => {
    await api.get(CATALOGUE);
    const before = api.seen.length;
    const head = await api.get(CATALOGUE, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    assert.ok(Number(head.headers.get('content-length')) > 1000);
    assert.equal(api.seen.length, before);
  });

  test('a signed-in request, a cookie or another origin always reaches the routes', async () => {
    await api.get(CATALOGUE);
    const user = await signUp(api.app);
    const before = api.seen.length;
    const signedIn = await api.get(CATALOGUE, { headers: { authorization: `Bearer ${user.token}` } });
    assert.equal(signedIn.headers.get('cache-control'), PRIVATE_NO_STORE);
    assert.equal(((await signedIn.json()) as { data: { onWishlist: boolean }[] }).data[0]?.onWishlist, false);
    await api.get(CATALOGUE, { headers: { cookie: 'a=b' } });
    await api.get(CATALOGUE, { headers: { origin: 'https://partner.example' } });
    assert.equal(api.seen.length, before + 3);
  });

  test('answers not marked public are never kept', async () => {
    await api.get('/api/time');
    await api.get('/api/time');
    assert.equal(api.seen.filter((url) => url === '/api/time').length, 2);
  });
});

test('with the catalogue cache off, catalogue answers are not public and not kept', async () => {
  const api = await listening('0');
  try {
    const first = await api.get(CATALOGUE);
    assert.equal(first.headers.get('cache-control'), null);
    await api.get(CATALOGUE);
    assert.equal(api.seen.filter((url) => url === CATALOGUE).length, 2);
  } finally {
    await api.app.close();
  }
});
