import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, RateLimits } from '../../config';
import { removeStaleUploads } from './chunks';
import uploadRoutes from './routes';

// Shoppers' uploads: who owns them, chunked uploads, and checked, stored photos. Cart images and marketplace
// routes build on these functions.
export {
  accountOwner,
  endVisitorSession,
  ownerAccount,
  uploadOwner,
  visitorSession,
  UPLOAD_SESSION_COOKIE,
  type UploadOwner,
} from './owner';
export { storePhoto, deletePhotos, releasePhotos, photoKeys, PHOTO_NAME, UPLOAD_TEXTS } from './photos';
export { takeChunkedUpload, removeStaleUploads, MAX_CHUNKS, CHUNK_TEXTS, type TakenUpload } from './chunks';

declare module 'fastify' {
  interface FastifyInstance {
    uploadSettings: UploadSettings;
  }
}

export interface UploadSettings {
  rateLimits: Pick<RateLimits, 'uploadSessionPerIp' | 'uploadChunkPerOwner'>;
  /** PUBLIC_URL is https: the session cookie is SameSite=None; Secure, for the uploader embedded on partners' sites. */
  secureCookies: boolean;
  /** MARKETPLACE_ORIGINS: a session opened for one of them is also named in the answer's x-upload-session. */
  partnerOrigins: string[];
}

/** How often stale chunked uploads are looked for. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

async function uploads(app: FastifyInstance, { config }: { config: Config }) {
  app.decorate('uploadSettings', {
    rateLimits: {
      uploadSessionPerIp: config.rateLimits.uploadSessionPerIp,
      uploadChunkPerOwner: config.rateLimits.uploadChunkPerOwner,
    },
    secureCookies: config.publicUrl.startsWith('https:'),
    partnerOrigins: config.marketplaceOrigins,
  });
  await app.register(uploadRoutes, { prefix: '/api' });
  app.background.every('stale upload cleanup', CLEANUP_INTERVAL_MS, () => removeStaleUploads(app));
}

/** Registered at the root (after storage, rate limits and auth), so every route module can call the functions above. */
export default fp(uploads, { name: 'uploads', dependencies: ['storage', 'rate-limit', 'background', 'auth'] });
