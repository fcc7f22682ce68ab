import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, describe, test } from 'node:test';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { signUp } from '../test/identity';
import { createSeededDatabase, testConfig } from '../test/setup';
import { PRIVATE_NO_STORE } from './private-answers';
import { KeptAnswerLog } from './public-answers';

const { database, mediaDir } = await createSeededDatabase();

const CATALOGUE = '/api/catalog?_sort=price&_order=asc&_page=2';

interface LogLine {
  msg: string;
  level: number;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode: number };
  count?: number;
}

/** The API listening on a port (the cache answers before Fastify, so inject() would not see it), with what Fastify saw. */
async function listening(ttlMs: string) {
  const lines: LogLine[] = [];
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

/** fetch asks for gzip unless told otherwise. */
const IDENTITY = { headers: { 'accept-encoding': 'identity' } };

const withoutMoment = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !['date', 'age', 'keep-alive', 'connection'].includes(name)));

describe('public answers are given again before Fastify runs', async () => {
  const api = await listening('60000');
  after(() => api.app.close());

  test("a visitor's second catalogue request is answered from the cache, the same bytes and headers", async () => {
    const first = await api.get(CATALOGUE, IDENTITY);
    const firstBody = await first.text();
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=60');
    assert.equal(first.headers.get('vary'), 'authorization, accept-encoding');
    assert.equal(first.headers.get('content-encoding'), null);
    const second = await api.get(CATALOGUE, IDENTITY);
    assert.equal(await second.text(), firstBody);
    assert.deepEqual(withoutMoment(second.headers), withoutMoment(first.headers));
    assert.equal(second.headers.get('age'), '0');
    assert.deepEqual(
      api.seen.filter((url) => url === CATALOGUE),
      [CATALOGUE],
      'Fastify saw the first request only',
    );
  });

  test("a browser's repeat comes compressed in the encoding it prefers, the same answer once decoded", async () => {
    const plain = await (await api.get(CATALOGUE, IDENTITY)).text();
    const before = api.seen.length;
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      // fetch decodes the body and leaves the headers as they came.
      const answer = await api.get(CATALOGUE, { headers: { 'accept-encoding': accepted } });
      assert.equal(answer.headers.get('content-encoding'), expected);
      assert.ok(Number(answer.headers.get('content-length')) < plain.length / 3, `${expected} is smaller`);
      assert.equal(answer.headers.get('vary'), 'authorization, accept-encoding');
      assert.equal(await answer.text(), plain);
    }
    assert.equal(api.seen.length, before, 'Fastify saw none of them');
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

const PAGE_3 = CATALOGUE.replace('_page=2', '_page=3');

test('kept answers are counted in the log: one line per address, URL and status, with the count', async () => {
  const api = await listening('60000');
  await api.get(CATALOGUE);
  for (let repeat = 0; repeat < 3; repeat += 1) await api.get(CATALOGUE);
  await api.get(PAGE_3);
  await api.get(PAGE_3);
  await api.app.close();
  const completed = api.lines.filter((line) => line.msg === 'request completed' && [CATALOGUE, PAGE_3].includes(line.req?.url ?? ''));
  const kept = completed.filter((line) => line.count !== undefined);
  assert.equal(completed.length - kept.length, 2, 'each first request has its own line, written by Fastify');
  assert.deepEqual(
    kept.map((line) => [line.req, line.res?.statusCode, line.count, line.level]),
    [
      [{ method: 'GET', url: CATALOGUE, remoteAddress: '127.0.0.1' }, 200, 3, 30],
      [{ method: 'GET', url: PAGE_3, remoteAddress: '127.0.0.1' }, 200, 1, 30],
    ],
  );
});

test('the counts are written every interval, and nothing is counted while info lines are off', async () => {
  const written: { count: number; req: { ip?: string } }[] = [];
  let level = 'info';
  const log = {
    get level() {
      return level;
    },
    info: (line: { count: number; req: { ip?: string } }) => written.push({ ...line }),
  } as unknown as FastifyBaseLogger;
  const counts = new KeptAnswerLog(() => log, () => '10.0.0.1', 20);
  const request = { method: 'GET', url: '/api/catalog' } as IncomingMessage;
  const response = { statusCode: 200 } as ServerResponse;
  counts.record(request, response, performance.now());
  counts.record(request, response, performance.now());
  const deadline = Date.now() + 5000;
  while (written.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.deepEqual(
    written.map((line) => [line.count, line.req.ip]),
    [[2, '10.0.0.1']],
  );
  level = 'warn';
  counts.record(request, response, performance.now());
  counts.close();
  assert.equal(written.length, 1);
});
