/** @jest-environment node */
import { ServerResponse, IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AnswerCache, sharedLifetimeMs, type CacheableRequest } from './answer-cache';

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };
const PUBLIC = { ...JSON_TYPE, 'cache-control': 'public, max-age=5' };
const body = Buffer.from(
  JSON.stringify({ data: Array.from({ length: 100 }, (_, id) => ({ id, title: `Story ${id}` })) }),
);
const get = (url = '/api/catalog?_page=2', headers: CacheableRequest['headers'] = {}): CacheableRequest => ({
  method: 'GET',
  url,
  headers,
});

function setUp(options: Partial<ConstructorParameters<typeof AnswerCache>[0]> = {}) {
  let now = 1_000_000;
  const cache = new AnswerCache({
    maxEntries: 10,
    maxBodyBytes: 64 * 1024,
    compress: true,
    now: () => now,
    ...options,
  });
  return { cache, later: (ms: number) => (now += ms) };
}

/** What a client would receive for `request` from the cache. */
function sent(cache: AnswerCache, request: CacheableRequest) {
  const entry = cache.lookup(request);
  if (!entry) return undefined;
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let headers: OutgoingHttpHeaders = {};
  let written: Buffer = Buffer.alloc(0);
  // The cache writes headers as node:http's flat list (name, value, name, value…).
  response.writeHead = ((status: number, given: string[]) => {
    headers = { status };
    for (let index = 0; index < given.length; index += 2) headers[given[index]!] = given[index + 1];
    return response;
  }) as typeof response.writeHead;
  response.end = ((chunk?: Buffer) => {
    written = chunk ?? Buffer.alloc(0);
    return response;
  }) as typeof response.end;
  cache.send(request, response, entry);
  return { headers, body: written };
}

describe('sharedLifetimeMs', () => {
  test.each([
    ['public, max-age=5', 5000],
    ['public, s-maxage=10, max-age=5', 10_000],
    ['max-age=5', 0],
    ['public, max-age=5, private', 0],
    ['public, no-store, max-age=5', 0],
    ['public, max-age=0', 0],
    ['public, max-age=abc', 0],
    [undefined, 0],
  ])('%s keeps an answer %d ms', (header, ms) => expect(sharedLifetimeMs(header)).toBe(ms));
});

describe('AnswerCache', () => {
  test('answers a kept public answer for its lifetime less its age, then forgets it', () => {
    const { cache, later } = setUp();
    expect(cache.store(get(), 200, { ...PUBLIC, age: '2' }, body)).toBe(true);
    expect(sent(cache, get())?.headers.age).toBe('0');
    later(999);
    expect(sent(cache, get())?.headers.age).toBe('0');
    later(1001);
    expect(sent(cache, get())?.headers.age).toBe('2');
    later(999);
    expect(sent(cache, get())?.body.equals(body)).toBe(true);
    later(1);
    expect(cache.lookup(get())).toBeUndefined();
  });

  test.each([
    ['private', 200, { ...JSON_TYPE, 'cache-control': 'private, no-store' }, get()],
    ['without a lifetime', 200, JSON_TYPE, get()],
    ['not 200', 404, PUBLIC, get()],
    ['setting a cookie', 200, { ...PUBLIC, 'set-cookie': ['a=b'] }, get()],
    ['already compressed', 200, { ...PUBLIC, 'content-encoding': 'gzip' }, get()],
    ['asked with a token', 200, PUBLIC, get(undefined, { authorization: 'Bearer x' })],
    ['asked with a cookie', 200, PUBLIC, get(undefined, { cookie: 'a=b' })],
    ['asked from another origin', 200, PUBLIC, get(undefined, { origin: 'https://partner.example' })],
    ['asked by POST', 200, PUBLIC, { ...get(), method: 'POST' }],
  ])('does not keep an answer %s', (_case, status, headers, request) => {
    const { cache } = setUp();
    expect(cache.store(request, status, headers, body)).toBe(false);
    expect(cache.lookup(get())).toBeUndefined();
  });

  test('never gives a kept answer to a request that names someone', () => {
    const { cache } = setUp();
    cache.store(get(), 200, PUBLIC, body);
    expect(cache.lookup(get(undefined, { authorization: 'Bearer x' }))).toBeUndefined();
    expect(cache.lookup(get(undefined, { cookie: 'shop_personal=1' }))).toBeUndefined();
    expect(cache.lookup(get())).toBeDefined();
  });

  test('keeps no answer larger than its limit, and drops the oldest beyond its count', () => {
    const { cache } = setUp({ maxEntries: 2, maxBodyBytes: body.length - 1 });
    expect(cache.store(get(), 200, PUBLIC, body)).toBe(false);
    const small = Buffer.from('{}');
    for (const page of [1, 2, 3]) cache.store(get(`/api/catalog?_page=${page}`), 200, PUBLIC, small);
    expect(cache.lookup(get('/api/catalog?_page=1'))).toBeUndefined();
    expect(cache.lookup(get('/api/catalog?_page=3'))).toBeDefined();
  });

  test('compresses for clients that accept it, brotli first, and says it varies on it', () => {
    const { cache } = setUp();
    cache.store(get(), 200, { ...PUBLIC, vary: 'authorization' }, body);
    const br = sent(cache, get(undefined, { 'accept-encoding': 'gzip, deflate, br' }))!;
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers.vary).toBe('authorization, accept-encoding');
    const gzip = sent(cache, get(undefined, { 'accept-encoding': 'gzip' }))!;
    expect(gunzipSync(gzip.body).equals(body)).toBe(true);
    const plain = sent(cache, get())!;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(body)).toBe(true);
  });

  test('sends uncompressed when compression is off or the answer is small', () => {
    const accepts = get(undefined, { 'accept-encoding': 'br' });
    const off = setUp({ compress: false }).cache;
    off.store(get(), 200, PUBLIC, body);
    expect(sent(off, accepts)!.headers['content-encoding']).toBeUndefined();
    const { cache } = setUp();
    cache.store(get(), 200, PUBLIC, Buffer.from('{"a":1}'));
    expect(sent(cache, accepts)!.headers['content-encoding']).toBeUndefined();
  });

  test('a HEAD gets the headers of the kept GET and no body', () => {
    const { cache } = setUp();
    cache.store(get(), 200, PUBLIC, body);
    const head = sent(cache, { ...get(), method: 'HEAD' })!;
    expect(head.headers['content-length']).toBe(String(body.length));
    expect(head.body.length).toBe(0);
  });
});
