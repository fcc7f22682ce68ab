/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localRemotesMap } from '@shop/shared/apps';
import type { RemoteName } from '@shop/shared/contracts';
import { serverBuildSha256 } from './remotes-map';
import { createPageRenderer } from './page-renderer';

// The shell's server build and a remote are stand-ins here (the real ones are built and exercised end to end in
// e2e/tests/server-rendering.spec.ts): what is tested is how the shell's server loads, caches and uses them.

/** A stand-in for dist/server/render.cjs: renders the remote's routes (strings) into a page. */
const RENDER_CJS = `
exports.sharedModules = { react: { name: 'the shell react' } };
exports.setApiOrigin = (origin) => { exports.apiOrigin = origin; };
exports.renders = 0;
exports.render = async (input) => {
  exports.renders++;
  if (new URL(input.url).pathname === '/scripted')
    return { kind: 'page', status: 200, title: 'T', hydrationData: {}, html: '<p>' + exports.renders + '</p><script nonce="' + input.nonce + '">x()</script>' };
  if (input.url.endsWith('/old')) return { kind: 'redirect', status: 301, location: '/new' };
  if (input.url.endsWith('/broken')) return { kind: 'client', status: 200 };
  if (input.url.endsWith('/missing')) return { kind: 'client', status: 404 };
  const routes = input.remote ? input.remote.routes.join(',') : 'shell';
  return {
    kind: 'page', status: 200, title: 'Title', hydrationData: { loaderData: {} },
    html: '<link rel="preload" as="image" href="/p.webp"/><div class="frame card">' + routes + ' ' + input.initialState.texts.hello + '</div>',
  };
};`;

let server: Server;
let origin: string;
const files = new Map<string, string>();
/** Every path the stand-in remote and API were asked for. */
const requested: string[] = [];
/** What the remotes map pins: the SHA-256 of the server build each publishRemote made. */
let pins: Partial<Record<RemoteName, string>> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/api/initiate') return void response.end(JSON.stringify({ texts: { hello: 'from the API' } }));
    const body = files.get(request.url ?? '');
    response.statusCode = body === undefined ? 404 : 200;
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function shellDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server/render.cjs'), RENDER_CJS);
  writeFileSync(path.join(dir, '633.abcdef12.css'), '.frame{margin:0}');
  return dir;
}

function publishRemote(version: string, routes: string): void {
  files.set(
    '/catalog/mf-manifest.json',
    JSON.stringify({
      version,
      exposes: [{ path: './routes', assets: { css: { sync: ['routes.css'], async: ['cart.css'] } } }],
    }),
  );
  files.set('/catalog/routes.css', '.card{padding:0}');
  files.set('/catalog/cart.css', '.cart{display:grid}');
  files.set('/catalog/server/routes.cjs', routes);
  pins = { mf_catalog: serverBuildSha256(routes) };
}

const renderer = (caching: { remoteBuildTtlMs?: number; pageCacheMs?: number } = {}) =>
  createPageRenderer({
    distDir: shellDist(),
    apiUrl: origin,
    remotesMap: () => ({ ...localRemotesMap(), mf_catalog: `${origin}/catalog/mf-manifest.json` }),
    serverBuilds: () => pins,
    ...caching,
  })!;

beforeEach(() => {
  files.clear();
  requested.length = 0;
  pins = {};
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('renders a remote’s page with its server build, the API’s state, the preloads apart and the CSS it uses', async () => {
  publishRemote('1', `const react = require('react'); exports.routes = ['catalogue routes', react.name];`);
  const page = await renderer()(new URL('http://shop/catalog'), undefined, 'n0nce');
  expect(page).toEqual({
    kind: 'page',
    status: 200,
    title: 'Title',
    preloads: '<link rel="preload" as="image" href="/p.webp"/>',
    html: '<div class="frame card">catalogue routes,the shell react from the API</div>',
    styles: '.frame{margin:0}.card{padding:0}',
    data: {
      initialState: { texts: { hello: 'from the API' } },
      hydrationData: { loaderData: {} },
      remote: 'mf_catalog',
    },
  });
});

it('leaves the page to the browser when it keeps state of its own, or the remote has no server build', async () => {
  publishRemote('1', 'exports.routes = [];');
  expect(await renderer()(new URL('http://shop/catalog'), 'a=b; shop_personal=1', 'n')).toBeUndefined();
  files.delete('/catalog/server/routes.cjs');
  expect(await renderer()(new URL('http://shop/catalog'), 'a=b', 'n')).toBeUndefined();
  // The shell's own pages need no remote.
  expect(await renderer()(new URL('http://shop/faq'), undefined, 'n')).toMatchObject({
    kind: 'page',
    html: '<div class="frame card">shell from the API</div>',
  });
});

it('passes a redirect on; a page the render leaves to the browser stays unrendered, with the route’s 4xx', async () => {
  const render = renderer();
  expect(await render(new URL('http://shop/old'), undefined, 'n')).toEqual({
    kind: 'redirect',
    status: 301,
    location: '/new',
  });
  expect(await render(new URL('http://shop/broken'), undefined, 'n')).toBeUndefined();
  expect(await render(new URL('http://shop/missing'), undefined, 'n')).toEqual({ kind: 'client', status: 404 });
});

it('logs a remote build that requires what the shell does not share, and leaves the page to the browser', async () => {
  publishRemote('1', `require('left-pad'); exports.routes = [];`);
  expect(await renderer()(new URL('http://shop/catalog'), undefined, 'n')).toBeUndefined();
  expect(console.error).toHaveBeenCalledWith(
    'Server rendering of /catalog failed; the browser renders it',
    expect.objectContaining({ message: expect.stringContaining('"left-pad"') }),
  );
});

it('runs a remote’s build again only when its manifest changed', async () => {
  const build = (label: string) => `exports.routes = ['${label}'];`;
  publishRemote('1', build('v1'));
  const render = renderer({ remoteBuildTtlMs: 0, pageCacheMs: 0 }); // the manifest is asked for on every page
  const html = async () => ((await render(new URL('http://shop/catalog'), undefined, 'n')) as { html: string }).html;
  expect(await html()).toContain('>v1 ');
  // The same manifest: the build already run is used, whatever the file says now.
  files.set('/catalog/server/routes.cjs', build('v1 changed without a new manifest'));
  expect(await html()).toContain('>v1 ');
  publishRemote('2', build('v2'));
  expect(await html()).toContain('>v2 ');
});

it('renders a URL once for every visitor within the cache time, each response with its own nonce', async () => {
  const render = renderer({ pageCacheMs: 60_000 });
  const [first, second] = await Promise.all([
    render(new URL('http://shop/scripted'), undefined, 'nonce-one'),
    render(new URL('http://shop/scripted'), undefined, 'nonce-two'),
  ]);
  expect(first).toMatchObject({ html: '<p>1</p><script nonce="nonce-one">x()</script>' });
  expect(second).toMatchObject({ html: '<p>1</p><script nonce="nonce-two">x()</script>' });
  // Another query is another page.
  expect(await render(new URL('http://shop/scripted?page=2'), undefined, 'n')).toMatchObject({
    html: expect.stringContaining('<p>2</p>'),
  });
});

it('renders again once the cache time is over', async () => {
  const render = renderer({ pageCacheMs: 0 });
  await render(new URL('http://shop/scripted'), undefined, 'n');
  expect(await render(new URL('http://shop/scripted'), undefined, 'n')).toMatchObject({
    html: expect.stringContaining('<p>2</p>'),
  });
});

it('fetches a remote’s files where this server reaches it, and gives the build the address browsers use', async () => {
  publishRemote('1', `exports.routes = [require('@shop/server-public-path')];`);
  const render = createPageRenderer({
    distDir: shellDist(),
    apiUrl: origin,
    remotesMap: () => ({ ...localRemotesMap(), mf_catalog: 'http://catalog.shop.example/catalog/mf-manifest.json' }),
    serverBuilds: () => pins,
    serverUrl: (url) => url.replace('http://catalog.shop.example', origin),
  })!;
  expect(await render(new URL('http://shop/catalog'), undefined, 'n')).toMatchObject({
    html: '<div class="frame card">http://catalog.shop.example/catalog/ from the API</div>',
  });
});

describe('a remote’s server build runs only as the remotes map pins it', () => {
  const failure = () =>
    (console.error as jest.Mock).mock.calls.find(([text]) =>
      String(text).startsWith('Server rendering of /catalog failed'),
    )?.[1] as Error | undefined;

  it('refuses a build whose SHA-256 is not the pinned one, without running it, and the browser renders the page', async () => {
    publishRemote('1', `exports.routes = ['released'];`);
    files.set('/catalog/server/routes.cjs', `globalThis.tamperedBuildRan = true; exports.routes = ['tampered'];`);
    expect(await renderer()(new URL('http://shop/catalog'), undefined, 'n')).toBeUndefined();
    expect(failure()?.message).toContain(`not the ${pins.mf_catalog} the remotes map pins`);
    expect((globalThis as { tamperedBuildRan?: boolean }).tamperedBuildRan).toBeUndefined();
  });

  it('does not fetch the build of a remote the map does not pin, and says so once', async () => {
    publishRemote('1', `exports.routes = ['released'];`);
    pins = {};
    const render = renderer({ pageCacheMs: 0 });
    expect(await render(new URL('http://shop/catalog'), undefined, 'n')).toBeUndefined();
    expect(await render(new URL('http://shop/catalog/product/x'), undefined, 'n')).toBeUndefined();
    expect(requested.filter((url) => url.startsWith('/catalog/'))).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("mf_catalog's server build is not pinned"));
  });

  it('says nothing of a remote that makes no server build (its pages always render in the browser)', async () => {
    pins = {};
    expect(await renderer({ pageCacheMs: 0 })(new URL('http://shop/cart'), undefined, 'n')).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(['fs', 'node:fs', 'net', 'child_process', 'http', 'vm'])('gives a build no require(%p)', async (module) => {
    publishRemote('1', `const m = require('${module}'); exports.routes = [typeof m];`);
    expect(await renderer()(new URL('http://shop/catalog'), undefined, 'n')).toBeUndefined();
    expect(failure()?.message).toContain(`requires "${module}"`);
  });

  it('fetches no file a manifest names on another origin', async () => {
    let foreignRequests = 0;
    const foreign = createServer((_request, response) => {
      foreignRequests++;
      response.end('.card{padding:0}');
    });
    await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
    try {
      const foreignCss = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/internal-metadata.css`;
      publishRemote('1', `exports.routes = ['catalogue'];`);
      files.set(
        '/catalog/mf-manifest.json',
        JSON.stringify({
          version: '1',
          exposes: [{ path: './routes', assets: { css: { sync: ['routes.css', foreignCss], async: [] } } }],
        }),
      );
      expect(await renderer()(new URL('http://shop/catalog'), undefined, 'n')).toBeUndefined();
      expect(failure()?.message).toContain('not on its origin');
      expect(foreignRequests).toBe(0);
    } finally {
      await new Promise<void>((resolve) => foreign.close(() => resolve()));
    }
  });
});
