import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_SIZES, MAX_IMAGE_PIXELS, type ImageSize } from '@shop/shared/constants';
import { fileOrBytes, type Storage, type StoredObjectInfo } from '../../lib/storage/index';

/** Widths of the s, m and l sizes; images are never enlarged. */
export const IMAGE_WIDTHS: Record<ImageSize, number> = { s: 320, m: 640, l: 1280 };

export interface VariantRequest {
  file: string;
  /** Original's key in its store. */
  originalPath: string;
  size: ImageSize | undefined;
  webp: boolean;
}

/** Formats browsers cannot show (HEIC) get their sizes as JPEG; the others keep their own format. */
const VARIANT_EXTENSIONS: Record<string, string> = { '.heic': '.jpg', '.heif': '.jpg' };

/** The key of a size (or the full size re-encoded) next to the originals, in the original's store. */
export function variantKey(file: string, size: ImageSize | undefined, webp: boolean): string {
  const extension = path.extname(file).toLowerCase();
  return `cache/${file}.${size ?? 'full'}${webp ? '.webp' : (VARIANT_EXTENSIONS[extension] ?? path.extname(file))}`;
}

/** Every variant an image can have, for removing them with it. */
export function variantKeys(file: string): string[] {
  return [...IMAGE_SIZES, undefined].flatMap((size) => [variantKey(file, size, false), variantKey(file, size, true)]);
}

const inFlight = new Map<string, Promise<void>>();
/**
 * Sizes made at the same time, one per core: each holds its decoded pixels, and from S3 its whole original too, so a
 * page asking for 30 new photos' sizes at once holds a few originals, not 30.
 */
const making = pLimit(availableParallelism());

/**
 * The key of the wanted size and format, made with sharp on first request and kept in the store, and its head when it
 * was there already (undefined for the original itself and for a variant just made). Parallel requests for the same
 * variant share one conversion. Sizes are turned upright (EXIF orientation) and carry no metadata: sharp drops EXIF
 * (GPS included), XMP and IPTC unless asked to keep them.
 */
export async function imageVariant(
  store: Storage,
  { file, originalPath, size, webp }: VariantRequest,
): Promise<{ key: string; info: StoredObjectInfo | undefined }> {
  if (!size && !webp) return { key: originalPath, info: undefined };
  const key = variantKey(file, size, webp);
  const info = await store.head(key);
  if (info) return { key, info };
  const flightKey = `${store.kind}:${key}`;
  let made = inFlight.get(flightKey);
  if (!made) {
    made = making(() => makeVariant(store, originalPath, key, size, webp)).finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, made);
  }
  await made;
  return { key, info: undefined };
}

async function makeVariant(
  store: Storage,
  originalPath: string,
  key: string,
  size: ImageSize | undefined,
  webp: boolean,
): Promise<void> {
  const source = await fileOrBytes(store, originalPath);
  if (!source) throw new Error(`original ${originalPath} is missing`);
  let image = sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (size) image = image.resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true });
  if (webp) image = image.webp({ quality: 80 });
  else if (path.extname(key) === '.jpg' && !/\.jpe?g$/i.test(originalPath)) image = image.jpeg({ quality: 85 });
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  await store.put(key, data, `image/${info.format}`);
}

/** A size's content type: WebP when asked for, JPEG for a HEIC's sizes (see variantKey), else the original's own. */
export function variantType(key: string, originalType: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  return key.endsWith('.jpg') ? 'image/jpeg' : originalType;
}
