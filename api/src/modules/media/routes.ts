import type { FastifyInstance } from 'fastify';
import { MediaQueryStruct } from '@shop/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { isUploaded, storeOf } from '../../plugins/storage';
import { imageVariant, variantType } from './images';
import { findMedia } from './repository';
import { sendStored } from './serve';

const PRIVATE_FOREVER = 'private, max-age=31536000, immutable';
const QUERY_MESSAGES = { s: 'Unknown size; use s, m or l', webp: 'Invalid webp flag; use webp, webp=1 or webp=true' };

/** GET /api/media/{file}: the seed's media from MEDIA_DIR, uploaded photos from the uploads store (disk or S3). */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    '/media/:file',
    async (request, reply) => {
      // Only the known keys: other parameters (cache busters) are ignored, not refused.
      const query = validate(MediaQueryStruct, { s: request.query.s, webp: request.query.webp }, QUERY_MESSAGES);
      const item = await findMedia(app.db, request.params.file);
      const store = item && storeOf(app, item.originalPath);
      const original = item && store && (await store.head(item.originalPath));
      if (!item || !store || !original) throw new HttpError(404, 'Media not found');
      const webp = query.webp !== undefined;
      if (item.kind !== 'image' && (query.s || webp))
        throw new HttpError(400, 'Sizes and webp apply to images only', query.s ? 's' : 'webp');

      const { key, info } =
        item.kind === 'image'
          ? await imageVariant(store, { ...item, size: query.s, webp })
          : { key: item.originalPath, info: undefined };
      const isOriginal = key === item.originalPath;
      // Media names never change content, so caches may keep them; other origins (an embedding partner) may show them.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // The heads already made are passed on: on S3 each is a request. A shopper's photo is kept by their browser
      // only: a shared cache (the shell's, the API's, a CDN) would still serve it after it was deleted.
      return sendStored(request, reply, store, key, isOriginal ? item.mime : variantType(key, item.mime), {
        known: isOriginal ? original : info,
        cacheControl: isUploaded(item.originalPath) ? PRIVATE_FOREVER : undefined,
      });
    },
  );
}
