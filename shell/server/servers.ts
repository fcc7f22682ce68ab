import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { SERVER_RENDER_DATA_ID, type RemoteName, type RemotesMap } from '@shop/shared/contracts';
import { AnswerCache, answerCacheServer } from '@shop/shared/server/answer-cache';
import { apiProxy } from './api-proxy';
import { contentSecurityPolicy, REMOTE_CONTENT_SECURITY_POLICY } from './content-security-policy';
import { EARLY_EVENTS_SCRIPT } from './early-events';
import { listShellChunks, pageHints } from './page-hints';
import { createPageRenderer, type RenderedPage } from './page-renderer';
import { redactSecretPaths } from './redact';

/** Data for the page's scripts, inert (not run, so the CSP allows it) and safe inside <script> (no "</"). */
function jsonScript(id: string, value: unknown): string {
  return `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2?)(\.br|\.gz)?$/;

/**
 * Caching headers for a static file. A hashed file never changes and is never revalidated (immutable), so it goes
 * without validators and range support: about 100 bytes less on each of a page's dozen script responses.
 */
function setStaticHeaders(reply: FastifyReply, filePath: string): void {
  if (!HASHED_ASSET.test(filePath)) {
    reply.header('cache-control', 'no-cache');
    return;
  }
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
}

export interface ShellServerOptions {
  distDir: string;
  apiUrl: string;
  remotesMap: () => RemotesMap;
  /** The SHA-256 of each remote's server build the remotes map pins (unpinned: its pages render in the browser). */
  serverBuilds?: () => Partial<Record<RemoteName, string>>;
  /** Where the server fetches remotes' files for server rendering, when not at their public URLs. */
  serverUrl?: (url: string) => string;
  /** Which proxies in front of the shell may name the client (SHELL_TRUST_PROXY, see trustProxySetting); none by default. */
  trustProxy?: boolean | string;
}

/**
 * A path the router cannot decode never reaches a route: answered in the API's shape and words, not Fastify's. The
 * only other error Fastify sends here (an async route constraint failing; there are none) is the server's own.
 */
function answerUndecodablePath(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).send({ message: 'Malformed URL' });
  request.log.error({ err: error }, 'request failed before routing');
  return reply.code(500).send({ message: 'Internal server error' });
}

/** The shell: static files, index.html with the remotes map injected, and /api, /auth, /video-story proxied. */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  // The API's public answers (the catalogue's), kept as long as it allows and given again before Fastify runs (0027).
  const apiAnswers = new AnswerCache({ compress: true });
  // Static files and a proxy: on close, drop kept-alive browser connections instead of waiting for them.
  const app = Fastify({
    serverFactory: answerCacheServer(apiAnswers),
    logger: { level: 'error', serializers: { req: (request) => ({ method: request.method, url: redactSecretPaths(request.url) }) } },
    forceCloseConnections: true,
    // Behind a load balancer: the client address it names (X-Forwarded-For) is the one the API's limits count.
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerUndecodablePath,
  });
  // Only a path is a target here. An absolute one ("GET http://host/…", a proxy's form) or "//host/…" would name
  // another host wherever the shell resolves a URL: the page renderer, which keeps what it renders for every visitor.
  app.addHook('onRequest', async (request, reply) => {
    const target = request.raw.url ?? '';
    if (!target.startsWith('/') || target.startsWith('//')) return reply.code(400).send({ message: 'Malformed URL' });
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  const template = readFileSync(path.join(options.distDir, 'index.html'), 'utf8');
  const shellChunks = listShellChunks(options.distDir);
  const renderPage = createPageRenderer(options);
  const renderIndex = (pathname: string, nonce: string, page?: Extract<RenderedPage, { kind: 'page' }>) => {
    const map = options.remotesMap();
    // The page's own preloads (its LCP image) first: the browser then fetches them ahead of the scripts.
    let head = `${page?.preloads ?? ''}${pageHints(pathname, map, shellChunks, Boolean(page))}${jsonScript('remotes-map', map)}`;
    let html = template;
    if (page) {
      // What the shopper clicks or types before the scripts hydrate the page is held, then replayed (0028).
      head = `<script nonce="${nonce}">${EARLY_EVENTS_SCRIPT}</script>${head}`;
      // The page's CSS in the page: its first paint waits for no stylesheet request.
      head += `<style>${page.styles}</style>`;
      head += jsonScript(SERVER_RENDER_DATA_ID, page.data);
      html = html
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace(/(<div id="root">)[\s\S]*<\/div>(\s*<\/body>)/, (_all, open: string, close: string) => `${open}${page.html}</div>${close}`);
    }
    return { html: html.replace('</head>', () => `${head}</head>`), csp: contentSecurityPolicy(map, page && nonce) };
  };
  await app.register(apiProxy, { upstream: options.apiUrl, prefixes: ['/api', '/auth', '/video-story'], answers: apiAnswers });
  app.get('/remotes.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(options.remotesMap()),
  );
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // The page template goes out only as a page (with its policy, the remotes map and the rendered page); the server
    // build is the server's.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
    cacheControl: false,
    // The build's .br and .gz beside each file (PrecompressPlugin), sent as they are; the compress plugin skips them.
    preCompressed: true,
    setHeaders: setStaticHeaders,
  });
  // Every other path is a client-side route: the router decides what it shows (including the 404 page). A route, not
  // the not-found handler, so the compress plugin compresses the page like any answer.
  app.get('/*', async (request, reply) => {
    // Only the path and query matter (whatever Host the request names).
    const url = new URL(request.url, 'http://localhost');
    // Only page paths get the page; a missing file (favicon.ico, a stale chunk) is a plain 404.
    if (/\.[a-z0-9]+$/i.test(url.pathname)) return reply.code(404).send({ message: 'Not found' });
    const nonce = randomBytes(16).toString('base64');
    const page = request.method === 'GET' ? await renderPage?.(url, request.headers.cookie, nonce) : undefined;
    if (page?.kind === 'redirect') return reply.redirect(page.location, page.status);
    const { html, csp } = renderIndex(url.pathname, nonce, page?.kind === 'page' ? page : undefined);
    return reply
      .code(page?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin')
      .send(html);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}

/** Answers a browser shows as a document, which a content security policy applies to. */
const DOCUMENT_TYPE = /^(text\/html|image\/svg\+xml)\b/;

/** A remote's static server: its own origin, CORS open for reading its modules, long cache for hashed files. */
export async function createRemoteServer(distDir: string): Promise<FastifyInstance> {
  // Static files: on close, drop kept-alive browser connections instead of waiting for them.
  const app = Fastify({ logger: { level: 'error' }, forceCloseConnections: true, frameworkErrors: answerUndecodablePath });
  await app.register(fastifyCompress, { threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    // A policy governs what a document may do: the standalone page, and an SVG opened on its own. On a script,
    // stylesheet or JSON answer it does nothing but cost every first load its bytes (three on a product page).
    if (DOCUMENT_TYPE.test(String(reply.getHeader('content-type') ?? '')))
      reply.header('content-security-policy', REMOTE_CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setStaticHeaders,
  });
  return app;
}
