// Photo save calls in tests: multipart bodies for app.inject, real images made with sharp, chunked uploads, and what
// the store holds afterwards.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { CHUNK_HEADERS, CHUNK_REFERENCE_PREFIX } from '@shop/shared/contracts';
import { UPLOAD_CHUNK_SIZE } from '@shop/shared/constants';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { UPLOAD_SESSION_COOKIE } from '../modules/uploads/index';

export interface FormFile {
  file: Buffer;
  name?: string;
  type?: string;
}

/** A multipart/form-data body with the parts in the order given (text fields and files). */
export function multipartForm(parts: Array<[string, string | FormFile]>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----shop-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head =
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name ?? 'photo.jpg'}"\r\nContent-Type: ${value.type ?? 'image/jpeg'}\r\n\r\n`;
    chunks.push(Buffer.from(head), typeof value === 'string' ? Buffer.from(value) : value.file, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs this multipart form to `url` as `headers` (a token or an upload-session cookie). */
export function postForm(
  app: FastifyInstance,
  url: string,
  parts: Array<[string, string | FormFile]>,
  headers: Record<string, string> = {},
) {
  const form = multipartForm(parts);
  return app.inject({ method: 'POST', url, payload: form.payload, headers: { ...headers, ...form.headers } });
}

/** The upload-session cookie an answer set, as the headers that send it back. */
export function uploadSessionOf(response: LightMyRequestResponse): Record<string, string> {
  const header = [response.headers['set-cookie']]
    .flat()
    .find((cookie) => cookie?.startsWith(`${UPLOAD_SESSION_COOKIE}=`));
  assert.ok(header, 'an upload session cookie was set');
  return { cookie: header.split(';')[0] ?? '' };
}

/** Every stored photo: the media rows and the files in MEDIA_DIR's photos folder, each sorted by name. */
export async function storedPhotos(db: Db, mediaDir: string): Promise<{ media: string[]; files: string[] }> {
  const rows = await db.select({ file: media.file }).from(media).orderBy(asc(media.file));
  const files = await readdir(path.join(mediaDir, 'photos')).catch(() => [] as string[]);
  return { media: rows.map((row) => row.file), files: files.filter((file) => !file.startsWith('.')).sort() };
}

let hue = 0;
/** A JPEG of this size, each call a different colour (so two photos never have the same bytes). */
export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  hue = (hue + 47) % 256;
  return sharp({ create: { width, height, channels: 3, background: { r: hue, g: 255 - hue, b: 128 } } })
    .jpeg()
    .toBuffer();
}

/** A JPEG of noise, so it hardly compresses: at least `bytes` long. */
export async function largeJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes));
  const image = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  assert.ok(image.length >= bytes, `the noise JPEG has ${image.length} bytes, fewer than ${bytes}`);
  return image;
}

/**
 * Sends the bytes to POST /api/media/upload in 2 MB chunks as `headers` (a token or a cookie) and answers the
 * save call's image field for them ("chunk:{id}").
 */
export async function sendInChunks(
  app: FastifyInstance,
  bytes: Buffer,
  headers: Record<string, string>,
): Promise<string> {
  const id = randomUUID();
  const count = Math.ceil(bytes.length / UPLOAD_CHUNK_SIZE);
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: bytes.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE),
      headers: {
        ...headers,
        'content-type': 'application/octet-stream',
        [CHUNK_HEADERS.index]: String(index),
        [CHUNK_HEADERS.length]: String(count),
        [CHUNK_HEADERS.name]: encodeURIComponent('big photo.jpg'),
        [CHUNK_HEADERS.id]: id,
        [CHUNK_HEADERS.type]: 'image/jpeg',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
  }
  return `${CHUNK_REFERENCE_PREFIX}${id}`;
}
