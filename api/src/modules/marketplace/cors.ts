import type { FastifyRequest } from 'fastify';
import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import { CHUNK_HEADERS, NEW_IMAGE_ID_HEADER, UPLOAD_SESSION_HEADER } from '@shop/shared/contracts';
import { MARKETPLACE_VARIANTS } from '@shop/shared/marketplace';
import type { Config } from '../../config';

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
  const shop: FastifyCorsOptions = { origin: config.corsOrigins };
  const partner: FastifyCorsOptions = {
    origin: [...config.corsOrigins, ...config.marketplaceOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    // Headers the partner page's script must read: a chunk's completion, which photo a save made (without it the
    // uploader falls back to the newest photo, which may be another upload's when two run at once), and the upload
    // session it opened (for a browser that keeps no cookie for the shop).
    exposedHeaders: [CHUNK_HEADERS.status, NEW_IMAGE_ID_HEADER, UPLOAD_SESSION_HEADER],
  };
  return (request: FastifyRequest, callback) => callback(null, isPartnerPath(request.url) ? partner : shop);
}
