import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { PERSONAL_STATE_COOKIE } from '@shop/shared/constants';
import {
  remoteForPath,
  type RemoteName,
  type RemotesMap,
  type ServerRenderData,
  type ServerRenderInput,
  type ServerRenderModule,
} from '@shop/shared/contracts';
import { listShellChunks } from './page-hints';
import { parseStylesheet, stylesForPage, type Stylesheet } from './page-styles';

type RemoteRoutes = NonNullable<ServerRenderInput['remote']>['routes'];

/** A remote's server build, with the stylesheets of its routes (the pages' CSS is needed before any script runs). */
interface RemoteServerBuild {
  routes: RemoteRoutes;
  stylesheets: Stylesheet[];
}

interface FederationManifest {
  exposes: { path: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      title: string;
      /** Preloads the page asked for while rendering (React's preload(): the LCP image), for the top of the head. */
      preloads: string;
      html: string;
      styles: string;
      data: ServerRenderData;
    }
  | { kind: 'redirect'; status: number; location: string };

/** How long a remote's server build is used before its manifest is asked for again (a redeploy in place). */
const REMOTE_BUILD_TTL_MS = 30_000;

export interface PageRendererOptions {
  distDir: string;
  apiUrl: string;
  remotesMap: () => RemotesMap;
  /** Where this server fetches a remote's file from (an internal address); the browser's URL by default. */
  serverUrl?: (url: string) => string;
  remoteBuildTtlMs?: number;
  pageCacheMs?: number;
}

/**
 * A visitor's page is the same for every visitor for a while (as the API's answers for visitors are, for 5 s): it is
 * rendered once per URL in that time, concurrent requests included. A render costs 25-35 ms of the server's CPU.
 */
const PAGE_CACHE_MS = 5_000;
const PAGE_CACHE_ENTRIES = 500;
const FETCH_TIMEOUT_MS = 5_000;

function hasPersonalState(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${PERSONAL_STATE_COOKIE}=1`));
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/**
 * Renders pages on the server for visitors, with the shell's server build (dist/server/render.cjs) and the server
 * builds of the remotes that have one (`server/routes.cjs` beside their manifest). Anything that fails (no build, a
 * remote down, a loader error) is logged and the page goes to the browser unrendered, as it would without this.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { remoteBuildTtlMs = REMOTE_BUILD_TTL_MS, pageCacheMs = PAGE_CACHE_MS, serverUrl = (url: string) => url } = options;
  const file = path.join(options.distDir, 'server', 'render.cjs');
  if (!existsSync(file)) return undefined;
  const nodeRequire = createRequire(import.meta.url);
  const renderer = nodeRequire(file) as ServerRenderModule;
  renderer.setApiOrigin(options.apiUrl);
  const shellStylesheets = listShellChunks(options.distDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => parseStylesheet(readFileSync(path.join(options.distDir, name), 'utf8')));

  // A remote's file is evaluated in this process with only the shell's singletons, Node's built-ins and its own base
  // URL to require: the same trust as the browser gives it (the remotes map is the operator's), one React for the page.
  const requireFor = (baseUrl: string) => (request: string): unknown => {
    if (request === '@shop/server-public-path') return baseUrl;
    if (Object.hasOwn(renderer.sharedModules, request)) return renderer.sharedModules[request];
    if (isBuiltin(request)) return nodeRequire(request);
    throw new Error(`A remote's server build requires "${request}", which the shell does not share`);
  };

  async function loadRemoteBuild(manifestUrl: string, manifest: FederationManifest): Promise<RemoteServerBuild | null> {
    const codeUrl = serverUrl(new URL('server/routes.cjs', manifestUrl).href);
    const code = await fetch(codeUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (code.status === 404) return null; // this remote renders in the browser only
    if (!code.ok) throw new Error(`GET ${codeUrl} answered ${code.status}`);
    const module: { exports: { routes?: RemoteRoutes } } = { exports: {} };
    const run = vm.runInThisContext(`(function (exports, require, module) {${await code.text()}\n})`, {
      filename: codeUrl,
    }) as (exports: unknown, require: (request: string) => unknown, module: unknown) => void;
    // Its pictures' URLs are for browsers: the public base.
    run(module.exports, requireFor(new URL('.', manifestUrl).href), module);
    if (!Array.isArray(module.exports.routes)) throw new Error(`${codeUrl} exports no routes`);
    const css = manifest.exposes.find((expose) => expose.path === './routes')?.assets.css;
    const files = [...new Set([...(css?.sync ?? []), ...(css?.async ?? [])])];
    const stylesheets = await Promise.all(
      files.map(async (name) => parseStylesheet(await (await fetchOk(serverUrl(new URL(name, manifestUrl).href))).text())),
    );
    return { routes: module.exports.routes, stylesheets };
  }

  // Per manifest URL: the build last loaded and the manifest it came with. The manifest is asked for again after
  // remoteBuildTtlMs; the build is loaded (and run) again only when the manifest changed (a redeploy in place), and
  // a remote that does not answer gets its pages rendered in the browser.
  const remoteBuilds = new Map<string, { checkedAt: number; manifest: string; build: Promise<RemoteServerBuild | null> }>();
  async function remoteBuild(manifestUrl: string): Promise<RemoteServerBuild | null> {
    const known = remoteBuilds.get(manifestUrl);
    if (known && Date.now() - known.checkedAt < remoteBuildTtlMs) return known.build;
    const manifest = await (await fetchOk(serverUrl(manifestUrl))).text();
    if (known?.manifest === manifest) {
      known.checkedAt = Date.now();
      return known.build;
    }
    const build = loadRemoteBuild(manifestUrl, JSON.parse(manifest) as FederationManifest);
    remoteBuilds.set(manifestUrl, { checkedAt: Date.now(), manifest, build });
    build.catch(() => remoteBuilds.delete(manifestUrl));
    return build;
  }

  const pages = new Map<string, { renderedAt: number; nonce: string; page: Promise<RenderedPage | undefined> }>();

  /** The page at `url` rendered for a visitor, or undefined when the browser renders it. */
  return async function renderPage(url: URL, cookieHeader: string | undefined, nonce: string): Promise<RenderedPage | undefined> {
    if (hasPersonalState(cookieHeader)) return undefined;
    const name = remoteForPath(url.pathname);
    const remote = name && { name, manifestUrl: options.remotesMap()[name] };
    // The owning remote's place is part of the key: switching the remotes map (a redeploy) takes effect at once.
    const key = `${remote ? remote.manifestUrl : ''} ${url.pathname}${url.search}`;
    const cached = pages.get(key);
    if (cached && Date.now() - cached.renderedAt < pageCacheMs) return withNonce(await cached.page, cached.nonce, nonce);
    const page = render(url, remote, nonce);
    pages.delete(key); // re-inserted last: the oldest entries are the first ones
    pages.set(key, { renderedAt: Date.now(), nonce, page });
    if (pages.size > PAGE_CACHE_ENTRIES) pages.delete(pages.keys().next().value!);
    return page;
  };

  async function render(
    url: URL,
    remote: { name: RemoteName; manifestUrl: string } | undefined,
    nonce: string,
  ): Promise<RenderedPage | undefined> {
    try {
      const [build, initialState] = await Promise.all([
        remote ? remoteBuild(remote.manifestUrl) : undefined,
        // The API's own answer (the browser would get the same one), passed on as is.
        fetchOk(`${options.apiUrl}/api/initiate`).then((response) => response.json() as Promise<ServerRenderData['initialState']>),
      ]);
      if (build === null) return undefined;
      const result = await renderer.render({
        url: url.href,
        initialState,
        remote: remote && build ? { name: remote.name, routes: build.routes } : undefined,
        nonce,
      });
      if (result.kind === 'client') return undefined;
      if (result.kind === 'redirect') return result;
      // React writes the resources a render asked for (preload()) ahead of the markup when it renders no <head>.
      const [, preloads = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(result.html) ?? [];
      return {
        kind: 'page',
        status: result.status,
        title: result.title,
        preloads,
        html,
        styles: stylesForPage(html, [...shellStylesheets, ...(build?.stylesheets ?? [])]),
        data: { initialState, hydrationData: result.hydrationData, remote: build ? remote?.name : undefined },
      };
    } catch (error) {
      console.error(`Server rendering of ${url.pathname} failed; the browser renders it`, error);
      return undefined;
    }
  }
}

/** A cached page for another response: React's inline scripts (if any) carry that response's CSP nonce. */
function withNonce(page: RenderedPage | undefined, renderedWith: string, nonce: string): RenderedPage | undefined {
  if (page?.kind !== 'page' || !page.html.includes(renderedWith)) return page;
  return { ...page, html: page.html.replaceAll(`nonce="${renderedWith}"`, `nonce="${nonce}"`) };
}
