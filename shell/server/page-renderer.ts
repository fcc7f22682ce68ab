import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { frontEnd } from '@shop/shared/apps';
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
import { redactedError, redactSecretPaths } from './redact';
import { REMOTE_SERVER_BUILD, serverBuildSha256 } from './remotes-map';

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
  | { kind: 'redirect'; status: number; location: string }
  /** Left to the browser, with the route's own status (a 404 for an unknown product or content page). */
  | { kind: 'client'; status: number };

/** How long a remote's server build is used before its manifest is asked for again (a redeploy in place). */
const REMOTE_BUILD_TTL_MS = 30_000;

export interface PageRendererOptions {
  distDir: string;
  apiUrl: string;
  remotesMap: () => RemotesMap;
  /**
   * The SHA-256 (hex) of each remote's server build, from the remotes map: a remote's build runs only when its file
   * has exactly this digest. An unpinned remote's pages render in the browser.
   */
  serverBuilds?: () => Partial<Record<RemoteName, string>>;
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
 * A file a remote's manifest names, resolved against the manifest: only on the remote's own origin. An absolute URL
 * to elsewhere would make this server fetch (and inline) whatever host the manifest names.
 */
export function fileOfRemote(name: string, manifestUrl: string): string {
  const url = new URL(name, manifestUrl);
  if (url.origin !== new URL(manifestUrl).origin)
    throw new Error(`The manifest ${manifestUrl} names ${name}, which is not on its origin: not fetched`);
  return url.href;
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

  // A remote's file runs in this process only when its SHA-256 is the one the remotes map pins (the operator's
  // release), and it may require only the shell's singletons and its own base URL: no fs, net, child_process or other
  // built-in (docs/decisions/0028; vm is not a sandbox, the pin is what decides what runs).
  const requireFor = (baseUrl: string) => (request: string): unknown => {
    if (request === '@shop/server-public-path') return baseUrl;
    if (Object.hasOwn(renderer.sharedModules, request)) return renderer.sharedModules[request];
    throw new Error(`A remote's server build requires "${request}", which the shell does not give it`);
  };

  async function loadRemoteBuild(manifestUrl: string, manifest: FederationManifest, pin: string): Promise<RemoteServerBuild | null> {
    const codeUrl = serverUrl(new URL(REMOTE_SERVER_BUILD, manifestUrl).href);
    const response = await fetch(codeUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 404) return null; // this remote renders in the browser only
    if (!response.ok) throw new Error(`GET ${codeUrl} answered ${response.status}`);
    const code = Buffer.from(await response.arrayBuffer());
    const digest = serverBuildSha256(code);
    if (digest !== pin) throw new Error(`${codeUrl} has SHA-256 ${digest}, not the ${pin} the remotes map pins: not run`);
    const module: { exports: { routes?: RemoteRoutes } } = { exports: {} };
    const run = vm.runInThisContext(`(function (exports, require, module) {${code.toString('utf8')}\n})`, {
      filename: codeUrl,
    }) as (exports: unknown, require: (request: string) => unknown, module: unknown) => void;
    // Its pictures' URLs are for browsers: the public base.
    run(module.exports, requireFor(new URL('.', manifestUrl).href), module);
    if (!Array.isArray(module.exports.routes)) throw new Error(`${codeUrl} exports no routes`);
    const css = manifest.exposes.find((expose) => expose.path === './routes')?.assets.css;
    const files = [...new Set([...(css?.sync ?? []), ...(css?.async ?? [])])];
    const stylesheets = await Promise.all(
      files.map(async (name) => parseStylesheet(await (await fetchOk(serverUrl(fileOfRemote(name, manifestUrl)))).text())),
    );
    return { routes: module.exports.routes, stylesheets };
  }

  // Per manifest URL and pin: the build last loaded and the manifest it came with. The manifest is asked for again
  // after remoteBuildTtlMs; the build is loaded (and run) again only when the manifest changed (a redeploy in place),
  // and a remote that does not answer gets its pages rendered in the browser.
  const remoteBuilds = new Map<string, { checkedAt: number; manifest: string; build: Promise<RemoteServerBuild | null> }>();
  async function remoteBuild(manifestUrl: string, pin: string): Promise<RemoteServerBuild | null> {
    const key = `${manifestUrl} ${pin}`;
    const known = remoteBuilds.get(key);
    if (known && Date.now() - known.checkedAt < remoteBuildTtlMs) return known.build;
    const manifest = await (await fetchOk(serverUrl(manifestUrl))).text();
    if (known?.manifest === manifest) {
      known.checkedAt = Date.now();
      return known.build;
    }
    const build = loadRemoteBuild(manifestUrl, JSON.parse(manifest) as FederationManifest, pin);
    remoteBuilds.set(key, { checkedAt: Date.now(), manifest, build });
    build.catch(() => remoteBuilds.delete(key));
    return build;
  }

  // A remote without a pin renders in the browser; said once per place, not on every page, and only of a remote that
  // makes a server build (the apps table's serverEntry): the others always render in the browser.
  const unpinnedSaid = new Set<string>();
  function pinOf(remote: { name: RemoteName; manifestUrl: string }): string | undefined {
    const pin = options.serverBuilds?.()[remote.name];
    if (!pin && frontEnd(remote.name).serverEntry && !unpinnedSaid.has(remote.manifestUrl)) {
      unpinnedSaid.add(remote.manifestUrl);
      console.warn(`${remote.name}'s server build is not pinned in the remotes map (${remote.manifestUrl}): its pages render in the browser`);
    }
    return pin;
  }

  const pages = new Map<string, { renderedAt: number; nonce: string; page: Promise<RenderedPage | undefined> }>();

  /** The page at `url` rendered for a visitor, or undefined when the browser renders it. */
  return async function renderPage(url: URL, cookieHeader: string | undefined, nonce: string): Promise<RenderedPage | undefined> {
    if (hasPersonalState(cookieHeader)) return undefined;
    const name = remoteForPath(url.pathname);
    const remote = name && { name, manifestUrl: options.remotesMap()[name] };
    const pin = remote ? pinOf(remote) : undefined;
    if (remote && !pin) return undefined;
    // The owning remote's place and pin are part of the key: switching the remotes map (a redeploy) takes effect at once.
    const key = `${remote ? `${remote.manifestUrl} ${pin}` : ''} ${url.pathname}${url.search}`;
    const cached = pages.get(key);
    if (cached && Date.now() - cached.renderedAt < pageCacheMs) return withNonce(await cached.page, cached.nonce, nonce);
    const page = render(url, remote && { ...remote, pin: pin! }, nonce);
    pages.delete(key); // re-inserted last: the oldest entries are the first ones
    pages.set(key, { renderedAt: Date.now(), nonce, page });
    if (pages.size > PAGE_CACHE_ENTRIES) pages.delete(pages.keys().next().value!);
    return page;
  };

  async function render(
    url: URL,
    remote: { name: RemoteName; manifestUrl: string; pin: string } | undefined,
    nonce: string,
  ): Promise<RenderedPage | undefined> {
    try {
      const [build, initialState] = await Promise.all([
        remote ? remoteBuild(remote.manifestUrl, remote.pin) : undefined,
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
      if (result.kind === 'client') return result.status === 200 ? undefined : result;
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
      // A reset link's token is in its path: neither the line nor the error may carry it.
      console.error(`Server rendering of ${redactSecretPaths(url.pathname)} failed; the browser renders it`, redactedError(error));
      return undefined;
    }
  }
}

/** A cached page for another response: React's inline scripts (if any) carry that response's CSP nonce. */
function withNonce(page: RenderedPage | undefined, renderedWith: string, nonce: string): RenderedPage | undefined {
  if (page?.kind !== 'page' || !page.html.includes(renderedWith)) return page;
  return { ...page, html: page.html.replaceAll(`nonce="${renderedWith}"`, `nonce="${nonce}"`) };
}
