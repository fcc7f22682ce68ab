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
 * Writes on partner paths come from the shop's pages, its own origins, partners, or a client that is no browser (it
 * sends neither Origin nor Sec-Fetch-Site); any other page is refused with 403 before anything is read. A page on
 * another site can POST a multipart form there without a preflight, and on https the upload-session cookie
 * (SameSite=None, for the embedded uploader) goes with it: without this, a stranger's page could put its photos in
 * a buyer's list, to go out with the buyer's order. Calls with custom headers or JSON need a preflight, which CORS
 * already refuses to other origins; this covers the one kind that does not.
 */
export function refuseForeignWrites(config: Config): onRequestHookHandler {
  const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins, ...config.marketplaceOrigins]);
  return async (request) => {
    if (!WRITES.has(request.method) || !isPartnerPath(request.url)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin') return;
    const { origin } = request.headers;
    const fromAllowedPage = origin === undefined ? site === undefined || site === 'none' : allowed.has(origin);
    if (!fromAllowedPage) throw new HttpError(403, FOREIGN_WRITE_MESSAGE);
  };
}
