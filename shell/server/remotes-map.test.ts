/** @jest-environment node */
// Settings come in as the environment (shellConfig), as the shell's server reads them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellConfig } from './config';
import { localRemotesMap } from '@shop/shared/apps';
import { createRemotesSource, createServerUrlRewrite } from './remotes-map';
import { contentSecurityPolicy } from './content-security-policy';

describe('the remotes map', () => {
  it('defaults to the local ports of the four remotes', () => {
    expect(createRemotesSource(shellConfig({}))().map).toEqual({
      mf_catalog: 'http://localhost:3001/mf-manifest.json',
      mf_cart_checkout: 'http://localhost:3002/mf-manifest.json',
      mf_account: 'http://localhost:3003/mf-manifest.json',
      mf_uploader: 'http://localhost:3004/mf-manifest.json',
    });
  });

  it('takes overrides from REMOTES in the environment', () => {
    const { map } = createRemotesSource(
      shellConfig({ REMOTES: JSON.stringify({ mf_catalog: 'https://cdn.example/catalog/mf-manifest.json' }) }),
    )();
    expect(map.mf_catalog).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(map.mf_account).toBe(localRemotesMap().mf_account);
  });

  it('re-reads REMOTES_FILE on every call, so a remote can be switched without restarting the shell', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ mf_catalog: 'http://localhost:4101/mf-manifest.json' }));
    const source = createRemotesSource(shellConfig({ REMOTES_FILE: file }));
    expect(source().map.mf_catalog).toBe('http://localhost:4101/mf-manifest.json');
    writeFileSync(file, JSON.stringify({ mf_catalog: 'http://localhost:4102/mf-manifest.json' }));
    expect(source().map.mf_catalog).toBe('http://localhost:4102/mf-manifest.json');
  });

  it('falls back to the defaults when the file is unreadable, and says so', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = createRemotesSource(shellConfig({ REMOTES_FILE: '/nonexistent/remotes.json' }));
    expect(source().map).toEqual(localRemotesMap());
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('pinned server builds in the remotes map', () => {
  const digest = 'a'.repeat(64);

  it('reads an entry with its server build’s SHA-256, and gives browsers only the URL', () => {
    const remotes = createRemotesSource(
      shellConfig({
        REMOTES: JSON.stringify({
          mf_catalog: { manifest: 'https://cdn.example/catalog/mf-manifest.json', serverBuildSha256: digest },
        }),
      }),
    )();
    expect(remotes.map.mf_catalog).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(remotes.serverBuilds).toEqual({ mf_catalog: digest });
  });

  it('takes a whole entry from one layer: a URL from REMOTES_FILE does not keep the built defaults’ pin', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ mf_catalog: 'http://localhost:4101/mf-manifest.json' }));
    const defaults = { mf_catalog: { manifest: 'http://localhost:3001/mf-manifest.json', serverBuildSha256: digest } };
    expect(createRemotesSource(shellConfig({}), defaults)().serverBuilds).toEqual({ mf_catalog: digest });
    const remotes = createRemotesSource(shellConfig({ REMOTES_FILE: file }), defaults)();
    expect(remotes.map.mf_catalog).toBe('http://localhost:4101/mf-manifest.json');
    expect(remotes.serverBuilds).toEqual({});
  });

  it('refuses a pin that is not a SHA-256 in hex', () => {
    const pinned = (serverBuildSha256: string) =>
      shellConfig({
        REMOTES: JSON.stringify({
          mf_catalog: { manifest: 'http://localhost:3001/mf-manifest.json', serverBuildSha256 },
        }),
      });
    expect(() => pinned('sha256-abc')).toThrow('SHA-256 in hex');
    expect(() => pinned(digest.toUpperCase())).toThrow('SHA-256 in hex');
    expect(() => shellConfig({ REMOTES: JSON.stringify({ mf_catalog: { serverBuildSha256: digest } }) })).toThrow(
      'no manifest URL',
    );
  });
});

describe('the content security policy', () => {
  it('allows scripts only from the shell and the remotes’ origins', () => {
    const policy = contentSecurityPolicy({
      ...localRemotesMap(),
      mf_catalog: 'https://catalog.example/v2/mf-manifest.json',
    });
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).toBe(
      "script-src 'self' https://catalog.example http://localhost:3002 http://localhost:3003 http://localhost:3004",
    );
    expect(policy).toContain("object-src 'none'");
  });
});

describe('where the shell’s server fetches remotes’ files', () => {
  it('rewrites the origins REMOTES_SERVER_ORIGINS names and leaves other URLs as they are', () => {
    const rewrite = createServerUrlRewrite(
      shellConfig({ REMOTES_SERVER_ORIGINS: JSON.stringify({ 'http://localhost:3001': 'http://mf-catalog:3000' }) })
        .remotesServerOrigins,
    );
    expect(rewrite('http://localhost:3001/server/routes.cjs?v=1')).toBe('http://mf-catalog:3000/server/routes.cjs?v=1');
    expect(rewrite('http://localhost:3002/mf-manifest.json')).toBe('http://localhost:3002/mf-manifest.json');
    expect(createServerUrlRewrite({})('http://localhost:3001/mf-manifest.json')).toBe(
      'http://localhost:3001/mf-manifest.json',
    );
  });
});
