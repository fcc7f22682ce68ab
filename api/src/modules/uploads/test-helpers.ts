// Shared by the uploads tests: images made with sharp on the spot, chunk calls, and a save route like the cart's.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { CHUNK_HEADERS } from '@shop/shared/contracts';
import { UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import { HttpError } from '../../lib/http-error';
import { storePhoto, takeChunkedUpload, uploadOwner } from './index';

export const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** A JPEG of random pixels (noise does not compress) of about `bytes` bytes (a little more). */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 2.9));
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

export function splitChunks(file: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < file.length; start += UPLOAD_CHUNK_SIZE)
    chunks.push(file.subarray(start, start + UPLOAD_CHUNK_SIZE));
  return chunks;
}

export interface ChunkCall {
  id: string;
  index: number;
  length: number;
  body: Buffer;
  name?: string;
  type?: string;
  /** The shop_upload_session cookie value. */
  session?: string;
  token?: string;
  remoteAddress?: string;
}

export function sendChunk(
  app: FastifyInstance,
  {
    id,
    index,
    length,
    body,
    name = 'holiday photo.jpg',
    type = 'image/jpeg',
    session,
    token,
    remoteAddress,
  }: ChunkCall,
) {
  return app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: {
      'content-type': 'application/octet-stream',
      [CHUNK_HEADERS.id]: id,
      [CHUNK_HEADERS.index]: String(index),
      [CHUNK_HEADERS.length]: String(length),
      [CHUNK_HEADERS.name]: encodeURIComponent(name),
      [CHUNK_HEADERS.type]: type,
      ...(session ? { cookie: `shop_upload_session=${session}` } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The upload session a response set, if any. */
export function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith('shop_upload_session='));
  return header ? header.slice('shop_upload_session='.length).split(';')[0] : undefined;
}

/**
 * POST /api/test-save {chunkId}: what a save call (cart image, marketplace upload) does with "chunk:{id}", so the
 * tests drive takeChunkedUpload and storePhoto as the real routes will.
 */
export function addTestSaveRoute(app: FastifyInstance) {
  app.post<{ Body: { chunkId: string } }>('/api/test-save', async (request, reply) => {
    const owner = await uploadOwner(request, reply, { create: false });
    if (!owner) throw new HttpError(404, 'Upload not found');
    const upload = await takeChunkedUpload(app, request.body.chunkId, owner);
    try {
      return { image: await storePhoto(app, { path: upload.path }), name: upload.name };
    } finally {
      await upload.done();
    }
  });
}
