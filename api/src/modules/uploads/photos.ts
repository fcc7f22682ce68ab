import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { variantKeys } from '../media/images';

export const UPLOAD_TEXTS = {
  notAnImage: 'The file is not a supported image',
  empty: 'The file is empty',
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  tooManyPixels: `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  damaged: 'The image is damaged or incomplete',
} as const;

/** What shoppers may send, recognised by content (magic bytes), never by name or declared type. */
const PHOTO_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** An uploaded photo's media name: 128 random bits as 32 hex digits, and its type's extension. */
export const PHOTO_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|avif|heic|heif)$/;
/** Uploaded originals live here, in the uploads store (see plugins/storage.ts). */
const PHOTO_FOLDER = 'photos/';

/** The field the save calls name their file in; errors point at it. */
const FIELD = 'image';

/**
 * Checks a shopper's image and stores it: the original kept byte for byte in the uploads store, a `media` row (image,
 * width and height as shown, after EXIF orientation) under a new unguessable name, which it answers. Every refusal
 * is a 4xx HttpError and stores nothing. A file source (a joined chunked upload) is moved into the store, not copied.
 */
export async function storePhoto(app: FastifyInstance, source: Buffer | { path: string }): Promise<string> {
  const size = Buffer.isBuffer(source) ? source.length : (await stat(source.path)).size;
  if (size === 0) throw new HttpError(400, UPLOAD_TEXTS.empty, FIELD);
  if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TEXTS.tooLarge, FIELD);
  const type = Buffer.isBuffer(source) ? await fileTypeFromBuffer(source) : await fileTypeFromFile(source.path);
  const extension = type && PHOTO_TYPES[type.mime];
  if (!type || !extension) throw new HttpError(415, UPLOAD_TEXTS.notAnImage, FIELD);

  const { width, height } = await checkImage(Buffer.isBuffer(source) ? source : source.path, type.mime);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  const originalPath = `${PHOTO_FOLDER}${name}`;
  if (Buffer.isBuffer(source)) await app.storage.put(originalPath, source, type.mime);
  else await app.storage.putFile(originalPath, source.path, type.mime);
  try {
    await app.db.insert(media).values({ file: name, kind: 'image', originalPath, mime: type.mime, width, height });
  } catch (error) {
    await app.storage.delete([originalPath]);
    throw error;
  }
  return name;
}

/**
 * Reads the header, refuses pixel floods before decoding, then decodes every pixel so a broken file fails now rather
 * than when a size is first asked for.
 */
async function checkImage(input: Buffer | string, mime: string): Promise<{ width: number; height: number }> {
  // HEIC is HEVC inside: recognised, but this sharp build (like most) has no HEVC decoder, so it is not supported.
  const undecodable = mime === 'image/heic' || mime === 'image/heif' ? UPLOAD_TEXTS.notAnImage : UPLOAD_TEXTS.damaged;
  const refuse = () => new HttpError(undecodable === UPLOAD_TEXTS.damaged ? 400 : 415, undecodable, FIELD);
  let metadata: Metadata;
  try {
    // The header only; sharp's own pixel limit would refuse a flood here with a less helpful error.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse();
  }
  if (!metadata.width || !metadata.height) throw refuse();
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new HttpError(400, UPLOAD_TEXTS.tooManyPixels, FIELD);
  try {
    // The smallest size makes sharp read the whole file (JPEG shrink-on-load still reads every scan); 'truncated'
    // turns libjpeg's "premature end of file" warning into an error. The limit guards a header that lied.
    await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: 320, withoutEnlargement: true })
      .toBuffer();
  } catch {
    throw refuse();
  }
  return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** The storage keys of an uploaded photo: the original and every size made from it. */
export function photoKeys(file: string): string[] {
  return [`${PHOTO_FOLDER}${file}`, ...variantKeys(file)];
}

/**
 * Deletes the `media` rows of uploaded photos (names of other media are ignored, so the catalogue's can never go this
 * way) and answers the storage keys to remove once the caller's transaction has committed. Rows pointing at these
 * media follow their foreign keys. For account deletion: an owned-files query (account/owned-data.ts) may call it.
 */
export async function releasePhotos(db: Db, files: string[]): Promise<string[]> {
  const names = files.filter((file) => PHOTO_NAME.test(file));
  if (names.length === 0) return [];
  const rows = await db.delete(media).where(inArray(media.file, names)).returning({ file: media.file });
  return rows.flatMap((row) => photoKeys(row.file));
}

/** Removes uploaded photos: their rows, then their originals and sizes from the store (a failed removal is logged). */
export async function deletePhotos(app: FastifyInstance, files: string[]): Promise<void> {
  const keys = await releasePhotos(app.db, files);
  if (keys.length === 0) return;
  try {
    await app.storage.delete(keys);
  } catch (error) {
    // The rows are gone, so nothing serves these files any more; a leftover is a cleanup matter, not the caller's.
    app.log.error({ err: error, files }, 'could not remove deleted photos from storage');
  }
}
