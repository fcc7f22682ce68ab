/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { REDACTED, redactedError, redactSecretPaths } from './redact';
import { defaultRemotesMap } from './remotes-map';
import { createShellServer } from './servers';
import { trustProxySetting } from './trust-proxy';

const TOKEN = 'Zt3x-9aQ_sEcReT0000000000000000000000000000';

describe('secret paths in logs', () => {
  it('replaces a reset link token in a path, a URL and a stack, and leaves other paths alone', () => {
    expect(redactSecretPaths(`/password-reset/${TOKEN}`)).toBe(`/password-reset/${REDACTED}`);
    expect(redactSecretPaths(`GET http://shop/password-reset/${TOKEN}?x=1 failed`)).toBe(
      `GET http://shop/password-reset/${REDACTED}?x=1 failed`,
    );
    expect(redactSecretPaths('/catalog/password-reset')).toBe('/catalog/password-reset');
    expect(redactSecretPaths('/account/orders')).toBe('/account/orders');
  });

  it('gives a copy of an error without the token in its message or stack', () => {
    const error = new TypeError(`loader failed for /password-reset/${TOKEN}`);
    const copy = redactedError(error);
    expect(copy.name).toBe('TypeError');
    expect(copy.message).toBe(`loader failed for /password-reset/${REDACTED}`);
    expect(copy.stack).not.toContain(TOKEN);
    expect(redactedError(`thrown /password-reset/${TOKEN}`).message).not.toContain(TOKEN);
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
  const seen: string[] = [];
  beforeAll(async () => {
    api = Fastify();
    api.get('/api/whoami', async (request) => {
      seen.push(String(request.headers['x-forwarded-for']));
      return {};
    });
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    distDir = mkdtempSync(path.join(tmpdir(), 'shell-trust-'));
    writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  });
  afterAll(async () => {
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function forwardedThrough(trustProxy: boolean | string | undefined): Promise<string | undefined> {
    const shell = await createShellServer({
      distDir,
      apiUrl,
      remotesMap: () => defaultRemotesMap(),
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
    try {
      await shell.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(shell.server.address() as AddressInfo).port}`;
      seen.length = 0;
      const response = await fetch(`${base}/api/whoami`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(200);
      return seen[0];
    } finally {
      await shell.close();
    }
  }

  it('behind a trusted load balancer, tells the API the client address the balancer gave', async () => {
    expect(await forwardedThrough('loopback')).toBe('203.0.113.9');
  });

  it('without TRUST_PROXY, a client cannot choose its address: the API hears the connection peer', async () => {
    expect(await forwardedThrough(undefined)).toBe('127.0.0.1');
  });
});
