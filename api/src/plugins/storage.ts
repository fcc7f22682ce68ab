import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { DiskStorage } from '../lib/storage/disk';
import type { Storage } from '../lib/storage/index';
import { S3Storage } from '../lib/storage/s3';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads go (shoppers' photos, chunked uploads): S3 when S3_* is set, else MEDIA_DIR. */
    storage: Storage;
    /** MEDIA_DIR on this machine: the seeded catalogue media, which every replica makes for itself. */
    mediaDisk: Storage;
  }
}

/** Keys under these folders live in the uploads store; everything else (the seed's originals/ and cache/) on disk. */
export const UPLOAD_FOLDERS = ['photos/', 'chunks/'] as const;

/** Whether `key` is a shopper's upload (a photo, or a variant made next to it), not the seed's media. */
export const isUploaded = (key: string): boolean => UPLOAD_FOLDERS.some((folder) => key.startsWith(folder));

/** The store that holds `key` (an original's path, or a variant made next to it). */
export function storeOf(app: FastifyInstance, key: string): Storage {
  return isUploaded(key) ? app.storage : app.mediaDisk;
}

async function storage(app: FastifyInstance, { config }: { config: Config }) {
  const mediaDisk = new DiskStorage(config.mediaDir);
  const uploads: Storage = config.s3 ? new S3Storage(config.s3) : mediaDisk;
  // A missing bucket is made at start (a fresh MinIO); an unreachable service stops the start with its error.
  await uploads.prepare();
  app.decorate('storage', uploads);
  app.decorate('mediaDisk', mediaDisk);
  app.addHook('onClose', async () => uploads.close());
}

export default fp(storage, { name: 'storage' });
