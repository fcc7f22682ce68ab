/** @jest-environment node */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type ClientRequest, type OutgoingHttpHeaders } from 'node:http';
import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { localRemotesMap } from '@shop/shared/apps';
import { API_UNAVAILABLE, ApiAgent } from './api-proxy';
import { createRemoteServer, createShellServer } from './servers';
import { trustProxySetting } from './trust-proxy';

// Real HTTP on loopback: a client, the shell's server and, behind it, a Fastify stand-in for the API that refuses
// bodies as the API does (413 with `{ message }` from the length alone, before reading, then closing the connection).

const MB = 1024 * 1024;
const CHUNK_LIMIT = 2 * MB;
const REFUSED = 'A chunk may be at most 2097152 bytes (2 MB)';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  );
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** What the stand-in saw of the last streamed body. */
interface Seen {
  firstBytes: Deferred;
  aborted: Deferred;
  publicCalls: number;
}

async function startApiStandIn(seen: Seen): Promise<FastifyInstance> {
  const api = Fastify({ bodyLimit: MB });
  api.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.code(error.statusCode ?? 500).send({ message: error.message }),
  );
  api.register(async (scope) => {
    // The chunk route's way: refused on its declared length before reading, else counted as it comes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      const tooLarge = Object.assign(new Error(REFUSED), { statusCode: 413 });
      if (Number(request.headers['content-length']) > CHUNK_LIMIT) return done(tooLarge);
      let size = 0;
      const count = (part: Buffer) => {
        size += part.length;
        if (size <= CHUNK_LIMIT) return;
        payload.removeListener('data', count);
        done(tooLarge);
      };
      payload.on('data', count);
      payload.on('end', () => size <= CHUNK_LIMIT && done(null, size));
    });
    scope.post('/api/media/upload', async (request) => ({ bytes: request.body }));
  });
  api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post('/api/echo', async (request) => {
      const hash = createHash('sha256');
      let bytes = 0;
      request.raw.once('aborted', () => seen.aborted.resolve());
      for await (const part of request.body as AsyncIterable<Buffer>) {
        seen.firstBytes.resolve();
        hash.update(part);
        bytes += part.length;
      }
      return { bytes, sha256: hash.digest('hex'), forwardedFor: request.headers['x-forwarded-for'] };
    });
  });
  api.post('/api/json', async (request) => ({ ok: true, acceptEncoding: request.headers['accept-encoding'] }));
  api.get('/api/who', async (request) => ({
    forwardedFor: request.headers['x-forwarded-for'],
    forwardedHost: request.headers['x-forwarded-host'],
    forwardedProto: request.headers['x-forwarded-proto'],
    acceptEncoding: request.headers['accept-encoding'],
    // Every header saying where the request came from.
    claims: Object.keys(request.headers).filter((name) => /forwarded|real-ip/.test(name)),
  }));
  // A catalogue-like answer: public for visitors, private for a signed-in caller; counts what reaches it.
  api.get('/api/public', async (request, reply) => {
    seen.publicCalls += 1;
    if (!request.headers.authorization) reply.header('cache-control', 'public, max-age=60').header('vary', 'authorization');
    return { calls: seen.publicCalls, stories: Array.from({ length: 100 }, (_, id) => `Story ${id}`) };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  return api;
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/** One request to the shell; `send` writes the body (the request is ended after it). */
function call(
  base: string,
  pathname: string,
  options: { method?: string; headers?: OutgoingHttpHeaders },
  send: (request: ClientRequest) => Promise<void> | void = () => undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${pathname}`, { method: 'POST', agent: false, ...options }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode!, json: JSON.parse(Buffer.concat(parts).toString() || '{}') }),
      );
    });
    request.on('error', reject);
    Promise.resolve(send(request)).then(() => request.end(), reject);
  });
}

/**
 * One kept-alive HTTP/1.1 connection driven byte by byte, as a browser holds it: Node's client gives up a connection
 * whose answer came before its body was sent, which would hide whether the shell can still use it.
 */
function rawConnection(base: string) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  let received = Buffer.alloc(0);
  let arrived = () => undefined as void;
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    arrived();
  });
  const write = (data: string | Buffer) =>
    new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));
  /** The next answer on the connection (answers here carry a Content-Length). */
  async function readAnswer(): Promise<Answer & { headers: Record<string, string> }> {
    for (;;) {
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd >= 0) {
        const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString().split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        );
        const bodyEnd = headEnd + 4 + Number(headers['content-length']);
        if (received.length >= bodyEnd) {
          const json = JSON.parse(received.subarray(headEnd + 4, bodyEnd).toString()) as Record<string, unknown>;
          received = received.subarray(bodyEnd);
          return { status: Number(statusLine.split(' ')[1]), headers, json };
        }
      }
      await new Promise<void>((resolve) => (arrived = resolve));
    }
  }
  return { socket, write, readAnswer };
}

/** Writes `body` in 64 KiB pieces, waiting whenever the connection asks to. */
async function writeSlowly(request: ClientRequest, body: Buffer): Promise<void> {
  for (let offset = 0; offset < body.length; offset += 64 * 1024) {
    if (!request.write(body.subarray(offset, offset + 64 * 1024)))
      await new Promise((resolve) => request.once('drain', resolve));
  }
}

describe('the shell proxying the API', () => {
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let base: string;
  let distDir: string;
  let seen: Seen;

  beforeAll(async () => {
    seen = { firstBytes: deferred(), aborted: deferred(), publicCalls: 0 };
    api = await startApiStandIn(seen);
    distDir = mkdtempSync(path.join(tmpdir(), 'api-proxy-'));
    writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    // A build's server part, beside the static files (never to be served).
    mkdirSync(path.join(distDir, 'server'));
    writeFileSync(path.join(distDir, 'server', 'build.json'), '{}');
    const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    shell = await createShellServer({ distDir, apiUrl, remotesMap: () => localRemotesMap() });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    seen.firstBytes = deferred();
    seen.aborted = deferred();
  });

  afterAll(async () => {
    await shell.close();
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('keeps the API\'s public answers: a visitor\'s repeat is answered without the API, compressed when accepted', async () => {
    const url = `${base}/api/public?page=${randomBytes(4).toString('hex')}`;
    const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const firstBody = await first.json();
    const repeat = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(repeat.headers.get('content-encoding')).toBe('br');
    expect(repeat.headers.get('vary')).toBe('authorization, accept-encoding');
    expect(repeat.headers.get('age')).toBe('0');
    expect(await repeat.json()).toEqual(firstBody);
    const calls = seen.publicCalls;
    const signedIn = await fetch(url, { headers: { authorization: 'Bearer x' } });
    expect((await signedIn.json()).calls).toBe(calls + 1);
    await fetch(url, { headers: { cookie: 'shop_personal=1' } });
    expect(seen.publicCalls).toBe(calls + 2);
    expect(firstBody.calls).toBe(calls);
  });

  it('serves neither the page template as a file nor the server build', async () => {
    for (const url of ['/index.html', '/server/build.json']) {
      const response = await fetch(`${base}${url}`);
      expect([url, response.status, await response.json()]).toEqual([url, 404, { message: 'Not found' }]);
    }
  });

  it('answers a path it cannot decode with 400 {message}, as the API does, for API and page paths, and so do remotes', async () => {
    for (const url of ['/api/%E0%A4%A', '/catalog/%E0%A4%A']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Malformed URL' });
    }
    const remote = await createRemoteServer(distDir);
    try {
      await remote.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`http://127.0.0.1:${(remote.server.address() as AddressInfo).port}/%E0%A4%A.js`);
      expect([response.status, await response.json()]).toEqual([400, { message: 'Malformed URL' }]);
    } finally {
      await remote.close();
    }
  });

  it('streams a 5 MB body to the API as it arrives, byte for byte, with the client address', async () => {
    const body = randomBytes(5 * MB);
    const headers = {
      'content-type': 'application/octet-stream',
      'content-length': body.length,
      'x-forwarded-for': '203.0.113.9',
    };
    const answer = await call(base, '/api/echo', { headers }, async (request) => {
      await writeSlowly(request, body.subarray(0, MB));
      // The API has the first megabyte while the client still holds the other four: nothing waits for the whole body.
      await within(seen.firstBytes.promise, 5000, 'the API seeing the first bytes');
      await writeSlowly(request, body.subarray(MB));
    });
    expect(answer).toMatchObject({
      status: 200,
      json: { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex'), forwardedFor: '127.0.0.1' },
    });
  }, 20_000);

  it('passes the API early 413 on a 3 MB body at once, drops the rest, and the connection carries the next request', async () => {
    const client = rawConnection(base);
    const body = randomBytes(3 * MB);
    try {
      const started = Date.now();
      await client.write(
        `POST /api/media/upload HTTP/1.1\r\nhost: shop\r\ncontent-type: application/octet-stream\r\ncontent-length: ${body.length}\r\n\r\n`,
      );
      await client.write(body.subarray(0, MB));
      const refused = await within(client.readAnswer(), 2000, 'the answer while the body is still coming');
      expect(refused).toMatchObject({ status: 413, json: { message: REFUSED } });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(refused.headers.connection).not.toBe('close');
      // The client sends the rest anyway, as a browser may: the shell reads and drops it, then serves the next request.
      await client.write(body.subarray(MB));
      await client.write(
        'POST /api/json HTTP/1.1\r\nhost: shop\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
      );
      expect(await within(client.readAnswer(), 5000, 'the next answer')).toMatchObject({
        status: 200,
        json: { ok: true },
      });
    } finally {
      client.socket.destroy();
    }
  }, 20_000);

  it('passes the 413 of a body refused midway (no length given) and of JSON over the limit', async () => {
    const midway = await call(
      base,
      '/api/media/upload',
      { headers: { 'content-type': 'application/octet-stream' } },
      (request) => writeSlowly(request, randomBytes(3 * MB)),
    );
    expect(midway).toMatchObject({ status: 413, json: { message: REFUSED } });
    const json = Buffer.from(JSON.stringify({ text: 'x'.repeat(2 * MB) }));
    const tooLong = await call(
      base,
      '/api/json',
      { headers: { 'content-type': 'application/json', 'content-length': json.length } },
      (request) => writeSlowly(request, json),
    );
    expect(tooLong.status).toBe(413);
    expect(tooLong.json.message).toEqual(expect.any(String));
  }, 20_000);

  it('cuts the request to the API when the client goes away mid-body', async () => {
    const request = httpRequest(`${base}/api/echo`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/octet-stream', 'content-length': 4 * MB },
    });
    request.on('error', () => undefined);
    await writeSlowly(request, randomBytes(MB));
    await within(seen.firstBytes.promise, 5000, 'the API seeing the first bytes');
    request.destroy();
    await within(seen.aborted.promise, 5000, 'the API seeing the request cut');
  }, 20_000);

  it('asks the API for uncompressed answers, whatever the client accepts (the shell compresses and keeps them)', async () => {
    // fetch decodes what the shell compressed.
    const headers = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' };
    const read = await (await fetch(`${base}/api/who`, { headers })).json();
    const sent = await (await fetch(`${base}/api/json`, { method: 'POST', headers, body: '{}' })).json();
    expect(read.acceptEncoding).toBe('identity');
    expect(sent.acceptEncoding).toBe('identity');
  });

  it('passes a small answer on whole: under the compression threshold as it came, above it compressed at once', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const small = await fetch(`${base}/api/who`, { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBe((await small.text()).length);
    const calls = seen.publicCalls;
    // A signed-in caller's public-like answer (about 1.2 KB) is not kept, so it is proxied like any other answer.
    const larger = await fetch(`${base}/api/public?page=whole`, { headers: { ...headers, authorization: 'Bearer x' } });
    expect(larger.headers.get('content-encoding')).toBe('gzip');
    expect(larger.headers.get('content-length')).not.toBeNull();
    expect((await larger.json()).calls).toBe(calls + 1);
  });

  it('connects to the API without Nagle\'s delay, as Node\'s own agents do', async () => {
    // With Nagle, the last part of an upload chunk waited for the API's delayed ACK (40 ms): about one chunk in ten.
    const agent = new ApiAgent();
    const { port } = api.server.address() as AddressInfo;
    const socket = agent.createConnection({ host: '127.0.0.1', port }) as Socket;
    try {
      await once(socket, 'connect');
      const noDelay = Object.getOwnPropertySymbols(socket).find((symbol) => symbol.description === 'kSetNoDelay');
      expect(noDelay && (socket as unknown as Record<symbol, unknown>)[noDelay]).toBe(true);
    } finally {
      socket.destroy();
      agent.destroy();
    }
  });

  it('keeps the client address on requests without a body, and passes on no other claim of the client about it', async () => {
    const claims = {
      'x-forwarded-for': '203.0.113.9',
      forwarded: 'for=203.0.113.9;proto=https',
      'x-real-ip': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    // The address the client asked (its Host, the shell's scheme) goes in x-forwarded-host and -proto, the API's tell.
    expect(await call(base, '/api/who', { method: 'GET', headers: claims })).toMatchObject({
      status: 200,
      json: {
        forwardedFor: '127.0.0.1',
        forwardedHost: new URL(base).host,
        forwardedProto: 'http',
        claims: ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'],
      },
    });
  });

  it('refuses targets that leave the API or its prefixes (absolute URL, //host, dot segments): nothing is forwarded', async () => {
    let reachedElsewhere = 0;
    const elsewhere = createServer((_request, response) => {
      reachedElsewhere += 1;
      response.setHeader('content-type', 'application/json').end('{"secret":true}');
    });
    elsewhere.listen(0, '127.0.0.1');
    await once(elsewhere, 'listening');
    const host = `127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    const connection = rawConnection(base);
    try {
      for (const target of [
        `http://${host}/api/who`,
        `http://${host}/api/../internal`,
        `//${host}/api/who`,
        // A page path too: the page renderer would resolve it against the other host.
        `http://${host}/catalog`,
        '/api/../who',
        '/api/%2e%2E/who',
        '/video-story/../../api/who/..',
      ]) {
        await connection.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        expect([target, await connection.readAnswer()]).toMatchObject([
          target,
          { status: 400, json: { message: 'Malformed URL' } },
        ]);
      }
      expect(reachedElsewhere).toBe(0);
    } finally {
      connection.socket.destroy();
      elsewhere.close();
    }
  });
});

describe('SHELL_TRUST_PROXY: the client address behind a load balancer', () => {
  it('trusts no proxy unless told', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('10.0.0.0/8,loopback')).toBe('10.0.0.0/8,loopback');
  });

  let api: FastifyInstance;
  let apiUrl: string;
  let distDir: string;
  beforeAll(async () => {
    api = await startApiStandIn({ firstBytes: deferred(), aborted: deferred(), publicCalls: 0 });
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    distDir = mkdtempSync(path.join(tmpdir(), 'shell-trust-'));
    writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  });
  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function forwardedThrough(trustProxy: boolean | string | undefined): Promise<unknown> {
    const shell = await createShellServer({
      distDir,
      apiUrl,
      remotesMap: () => localRemotesMap(),
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
    try {
      await shell.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
      const answer = await call(base, '/api/who', { method: 'GET', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(answer.status).toBe(200);
      return answer.json.forwardedFor;
    } finally {
      await shell.close();
    }
  }

  it('behind a trusted load balancer, tells the API the client address the balancer gave', async () => {
    expect(await forwardedThrough('loopback')).toBe('203.0.113.9');
  });

  it('without SHELL_TRUST_PROXY, a client cannot choose its address: the API hears the connection peer', async () => {
    expect(await forwardedThrough(undefined)).toBe('127.0.0.1');
  });
});

describe('the shell with the API down', () => {
  it('answers 502 with a message, with or without a body', async () => {
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(closed.server.address() as AddressInfo).port}`;
    await closed.close();
    const distDir = mkdtempSync(path.join(tmpdir(), 'api-proxy-'));
    writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body></body></html>');
    const shell = await createShellServer({ distDir, apiUrl, remotesMap: () => localRemotesMap() });
    await shell.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
    try {
      const upload = await call(
        base,
        '/api/media/upload',
        { headers: { 'content-type': 'application/octet-stream', 'content-length': MB } },
        (request) => writeSlowly(request, randomBytes(MB)),
      );
      expect(upload).toMatchObject({ status: 502, json: API_UNAVAILABLE });
      expect(await call(base, '/api/catalog', { method: 'GET' })).toMatchObject({ status: 502, json: API_UNAVAILABLE });
    } finally {
      await shell.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  }, 20_000);
});
