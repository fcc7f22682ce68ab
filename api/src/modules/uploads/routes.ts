import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHUNK_HEADERS, CHUNK_ID_PATTERN, CHUNK_STATUS_COMPLETE, type ChunkAnswer } from '@shop/shared/contracts';
import { UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { HttpError } from '../../lib/http-error';
import { receiveChunk, type ChunkHeaders } from './chunks';
import { uploadOwner } from './owner';

export const CHUNK_TOO_LARGE = `A chunk may be at most ${UPLOAD_CHUNK_SIZE} bytes (2 MB)`;
const MAX_NAME_LENGTH = 255;
const MAX_TYPE_LENGTH = 127;

/** POST /api/media/upload: one chunk of a file as the raw body (any content type), headers per CHUNK_HEADERS. */
export default async function uploadRoutes(app: FastifyInstance) {
  // This scope reads every body as raw bytes, at most one chunk; a connection cut mid-body fails here, before any
  // write, so a half-sent chunk is never stored.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readChunkBody(request, payload).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });

  app.post('/media/upload', async (request, reply): Promise<ChunkAnswer> => {
    const chunk = chunkHeaders(request);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const owner = await uploadOwner(request, reply, { create: true });
    await app.rateLimit({ rule: app.uploadSettings.rateLimits.uploadChunkPerOwner, key: owner, identity: true });
    const { received, total, complete } = await receiveChunk(app, owner, chunk, body);
    if (complete) reply.header(CHUNK_HEADERS.status, CHUNK_STATUS_COMPLETE);
    return { received, total };
  });
}

async function readChunkBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  // Refused before reading when the length says so; otherwise counted as it comes (chunked transfer encoding).
  if (declared > UPLOAD_CHUNK_SIZE) throw new HttpError(413, CHUNK_TOO_LARGE);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of payload) {
    size += part.length;
    if (size > UPLOAD_CHUNK_SIZE) throw new HttpError(413, CHUNK_TOO_LARGE);
    parts.push(part as Buffer);
  }
  const body = Buffer.concat(parts);
  if (Number.isInteger(declared) && declared !== body.length)
    throw new HttpError(400, 'The chunk ended before its Content-Length');
  return body;
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
  return { index, length, id, name, type };
}
