import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSize } from '@shop/shared/constants';
import { exists } from '../../lib/files';

/** Widths of the s, m and l sizes; images are never enlarged. */
export const IMAGE_WIDTHS: Record<ImageSize, number> = { s: 320, m: 640, l: 1280 };

export interface VariantRequest {
  file: string;
  /** Original, relative to the media folder. */
  originalPath: string;
  size: ImageSize | undefined;
  webp: boolean;
}

const inFlight = new Map<string, Promise<void>>();

/**
 * The path (relative to mediaDir) of the wanted size and format, made with sharp on first request and kept on disk.
 * Parallel requests for the same variant share one conversion.
 */
export async function imageVariant(mediaDir: string, { file, originalPath, size, webp }: VariantRequest): Promise<string> {
  if (!size && !webp) return originalPath;
  const variant = path.join('cache', `${file}.${size ?? 'full'}${webp ? '.webp' : path.extname(file)}`);
  const target = path.join(mediaDir, variant);
  if (await exists(target)) return variant;
  let making = inFlight.get(target);
  if (!making) {
    making = makeVariant(path.join(mediaDir, originalPath), target, size, webp).finally(() => inFlight.delete(target));
    inFlight.set(target, making);
  }
  await making;
  return variant;
}

async function makeVariant(source: string, target: string, size: ImageSize | undefined, webp: boolean): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const temporary = path.join(path.dirname(target), `tmp-${randomUUID()}-${path.basename(target)}`);
  let image = sharp(source).rotate();
  if (size) image = image.resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true });
  if (webp) image = image.webp({ quality: 80 });
  try {
    await image.toFile(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}
