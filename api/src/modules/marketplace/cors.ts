import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import { CHUNK_HEADERS, NEW_IMAGE_ID_HEADER, UPLOAD_SESSION_HEADER } from '@shop/shared/contracts';
import { MARKETPLACE_VARIANTS } from '@shop/shared/marketplace';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';

// Partner sites embed the photo uploader (<photo-uploader api="https://shop.example">), so the calls it makes accept
// MARKETPLACE_ORIGINS as well, with credentials for the upload-session cookie: the marketplace endpoints, the chunk
// upload and the media it shows. Every other route answers CORS_ORIGINS alone, as before.

const PARTNER_PATHS = [
  ...Object.values(MARKETPLACE_VARIANTS).map(({ base }) => new RegExp(`^/api/${base}(/|$)`)),
  /^\/api\/media\//,
];

/** Whether a request (by its path alone, so a preflight is judged as the call it announces) is one a partner may make. */
function isPartnerPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return PARTNER_PATHS.some((pattern) => pattern.test(pathname));
}

/** @fastify/cors's per-request options: the partner set on partner paths, today's options everywhere else. */
export function corsDelegator(config: Config): FastifyCorsOptionsDelegateCallback {
  // An OPTIONS that is no preflight (no Origin or Access-Control-Request-Method) is answered 204 like one, not with
  // the plugin's text/plain 400 "Invalid Preflight Request": the API's errors are JSON.
  const shop: FastifyCorsOptions = { origin: config.corsOrigins, strictPreflight: false };
  const partner: FastifyCorsOptions = {
    origin: [...config.corsOrigins, ...config.marketplaceOrigins],
    strictPreflight: false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    // Headers the partner page's script must read: a chunk's completion, which photo a save made (without it the
    // uploader falls back to the newest photo, which may be another upload's when two run at once), and the upload
    // session it opened (for a browser that keeps no cookie for the shop).
    exposedHeaders: [CHUNK_HEADERS.status, NEW_IMAGE_ID_HEADER, UPLOAD_SESSION_HEADER],
  };
  return (request: FastifyRequest, callback) => callback(null, isPartnerPath(request.url) ? partner : shop);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_WRITE_MESSAGE = "Photos are taken from the shop's pages and its partners' sites only.";

/**
 * Writes on partner paths come from the shop's pages (same-origin, or an Origin that is the address asked), its own
 * origins, partners, or a client that is no browser (no Origin); any other page is refused with 403 before anything is
 * read. A page on
 * another site can POST a multipart form there without a preflight, and on https the upload-session cookie
 * (SameSite=None, for the embedded uploader) goes with it: without this, a stranger's page could put its photos in
 * a buyer's list, to go out with the buyer's order. Calls with custom headers or JSON need a preflight, which CORS
 * already refuses to other origins; this covers the one kind that does not.
 */
/**
 * The origin the client asked, as a trusted proxy (the shell) names it in X-Forwarded-Proto and -Host: a page of the
 * shop on an address no list names (http://192.168.1.5:3000) sends Origin but no Sec-Fetch-Site, which browsers send
 * to https and localhost only.
 */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function refuseForeignWrites(config: Config): onRequestHookHandler {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins, ...config.marketplaceOrigins]);
  return async (request) => {
    // By the route the request matched, not its URL as written: "/api/marketplace%2Dorders/upload" reaches the same
    // route, and read as text it was no partner path.
    const route = request.routeOptions.url;
    if (!WRITES.has(request.method) || route === undefined || !isPartnerPath(route)) return;
    const site = request.headers['sec-fetch-site'];
    const { origin } = request.headers;
    const trusted =
      site === 'same-origin' ||
      (origin === undefined
        ? // No Origin: a client that is no browser, or the browser's own navigation ("none").
          site === undefined || site === 'none'
        : allowed.has(origin) ||
          // The address asked only where the browser said nothing of the site: one that says cross-site is believed
          // (behind a proxy that ends TLS and is not trusted, the address reads http://, and a plain-http page of the
          // same name would match it).
          (site === undefined && origin === ownOrigin(request)));
    if (trusted) return;
    throw new HttpError(403, FOREIGN_WRITE_MESSAGE);
  };
}
