/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRemoteServer } from './servers';

// The build writes file.br and file.gz beside each file (shared/build/precompress-plugin.ts); the static servers send
// them as they are. Distinct bodies here show which file went out.
describe('precompressed static files', () => {
  let dist: string;
  let server: FastifyInstance;
  const file = 'chunk.0123abcd.js';
  const plain = `export const x = ${JSON.stringify('a'.repeat(4000))};`;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
    writeFileSync(path.join(dist, file), plain);
    writeFileSync(path.join(dist, `${file}.br`), 'brotli bytes');
    writeFileSync(path.join(dist, `${file}.gz`), 'gzip bytes');
    writeFileSync(path.join(dist, 'only-plain.0123abcd.js'), plain);
    server = await createRemoteServer(dist);
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The answer's headers and body bytes as sent (not decoded). */
  const get = (url: string, acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.server.address() as AddressInfo;
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      httpGet({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the .br to a browser that takes brotli and the .gz to one that takes gzip, as the file’s type, cached for good', async () => {
    const brotli = await get(`/${file}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.toString()).toBe('brotli bytes');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get(`/${file}`, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.toString()).toBe('gzip bytes');
  });

  it('sends the file itself to a client that takes neither, and compresses on the fly a file the build left plain', async () => {
    const identity = await get(`/${file}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(plain);
    const onTheFly = await get('/only-plain.0123abcd.js', 'gzip');
    expect(onTheFly.headers['content-encoding']).toBe('gzip');
    expect(onTheFly.body.length).toBeLessThan(plain.length);
  });
});
