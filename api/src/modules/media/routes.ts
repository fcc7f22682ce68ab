import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MediaQueryStruct } from '@shop/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { exists } from '../../lib/files';
import { imageVariant } from './images';
import { findMedia } from './repository';

const QUERY_MESSAGES = { s: 'Unknown size; use s, m or l', webp: 'Invalid webp flag; use webp, webp=1 or webp=true' };

export default async function mediaRoutes(app: FastifyInstance, { mediaDir }: { mediaDir: string }) {
  // Only for reply.sendFile (ranges, ETag, 304); names are checked and looked up before any file is touched.
  await app.register(fastifyStatic, { root: mediaDir, serve: false });

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>('/media/:file', async (request, reply) => {
    // Only the known keys: other parameters (cache busters) are ignored, not refused.
    const query = validate(MediaQueryStruct, { s: request.query.s, webp: request.query.webp }, QUERY_MESSAGES);
    const item = await findMedia(app.db, request.params.file);
    if (!item || !(await exists(path.join(mediaDir, item.originalPath)))) throw new HttpError(404, 'Media not found');
    const webp = query.webp !== undefined;
    if (item.kind !== 'image' && (query.s || webp)) throw new HttpError(400, 'Sizes and webp apply to images only', query.s ? 's' : 'webp');

    const file = item.kind === 'image' ? await imageVariant(mediaDir, { ...item, size: query.s, webp }) : item.originalPath;
    // Media names never change content, so caches may keep them; other origins (an embedding partner) may show them.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.sendFile(file, { maxAge: '365d', immutable: true, acceptRanges: true });
  });
}
