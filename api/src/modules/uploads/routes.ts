import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHUNK_HEADERS, CHUNK_ID_PATTERN, CHUNK_STATUS_COMPLETE, type ChunkAnswer } from '@shop/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { receiveChunk, type ChunkHeaders } from './chunks';
import { uploadOwner } from './owner';

export const LENGTH_REQUIRED = 'Send the chunk with a Content-Length header';
const MAX_NAME_LENGTH = 255;
const MAX_TYPE_LENGTH = 127;

/** POST /api/media/upload: one chunk of a file as the raw body (any content type), headers per CHUNK_HEADERS. */
export default async function uploadRoutes(app: FastifyInstance) {
  // This scope leaves every body unread: the handler streams a chunk straight into the store once its headers, owner
  // and upload have been checked, so a 2 MB chunk is never held in memory.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post('/media/upload', async (request, reply): Promise<ChunkAnswer> => {
    const chunk = chunkHeaders(request);
    const owner = await uploadOwner(request, reply, { create: true });
    await app.rateLimit({ rule: app.uploadSettings.rateLimits.uploadChunkPerOwner, key: owner, identity: true });
    const { received, total, complete } = await receiveChunk(app, owner, chunk, request.raw);
    if (complete) reply.header(CHUNK_HEADERS.status, CHUNK_STATUS_COMPLETE);
    return { received, total };
  });
}

/** The chunk headers, checked; each problem names its header as the field. */
function chunkHeaders(request: FastifyRequest): ChunkHeaders {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const count = (name: string, least: number) => {
    const raw = header(name);
    const value = raw !== undefined && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= least)) throw new HttpError(400, `${name} must be a whole number from ${least}`, name);
    return value;
  };
  const index = count(CHUNK_HEADERS.index, 0);
  const length = count(CHUNK_HEADERS.length, 1);
  const id = header(CHUNK_HEADERS.id);
  if (!id || !CHUNK_ID_PATTERN.test(id))
    throw new HttpError(400, `${CHUNK_HEADERS.id} must be 8 to 64 letters, digits or hyphens`, CHUNK_HEADERS.id);
  let name: string;
  try {
    name = decodeURIComponent(header(CHUNK_HEADERS.name) ?? '');
  } catch {
    throw new HttpError(400, `${CHUNK_HEADERS.name} must be URL-encoded`, CHUNK_HEADERS.name);
  }
  if (!name || name.length > MAX_NAME_LENGTH)
    throw new HttpError(
      400,
      `${CHUNK_HEADERS.name} must name the file (at most ${MAX_NAME_LENGTH} characters)`,
      CHUNK_HEADERS.name,
    );
  const type = header(CHUNK_HEADERS.type) ?? '';
  if (type.length > MAX_TYPE_LENGTH) throw new HttpError(400, `${CHUNK_HEADERS.type} is too long`, CHUNK_HEADERS.type);
  // The body goes to the store as it arrives, which must know its length up front (browsers always send it).
  const size = header('content-length');
  if (size === undefined || !/^\d{1,10}$/.test(size)) throw new HttpError(411, LENGTH_REQUIRED);
  return { index, length, id, name, type, size: Number(size) };
}
