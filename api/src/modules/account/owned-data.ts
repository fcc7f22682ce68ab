import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { checkKey, type Storage } from '../../lib/storage/index';
import { cartPhotoNames } from '../cart/images';
import { marketplacePhotoNames } from '../marketplace/repository';
import { orderPhotoNames } from '../orders/index';
import { releasePhotos } from '../uploads/index';

/**
 * What deleting an account must also remove. Rows: every table a user owns references users.id with
 * `on delete cascade` (sessions, reset tokens, mail; later carts, wishlist, uploads), so deleting the user row removes
 * them in the same transaction. Files: each issue that stores a user's files on disk adds a query here that lists
 * them (keys in the uploads store, app.storage: MEDIA_DIR or S3); they are read inside the deleting transaction and
 * removed after it commits. Uploaded photos: uploads' releasePhotos(tx, names) deletes their media rows and answers
 * their keys.
 */
export type OwnedFilesQuery = (db: Db, userId: number) => Promise<string[]>;

/**
 * Photos in the user's cart and orders and their unsubmitted marketplace photos (submitted ones belong to their
 * submission).
 */
const uploadedPhotos: OwnedFilesQuery = async (db, userId) =>
  releasePhotos(db, [...(await cartPhotoNames(db, userId)), ...(await orderPhotoNames(db, userId)), ...(await marketplacePhotoNames(db, userId))]);

export const OWNED_FILES: OwnedFilesQuery[] = [uploadedPhotos];

/** Removes the listed keys from the store; a key that would leave it ("..", absolute) is refused and logged, never followed. */
export async function removeOwnedFiles(store: Storage, files: string[], log: FastifyBaseLogger): Promise<number> {
  let removed = 0;
  for (const file of files) {
    try {
      checkKey(file);
    } catch {
      log.error({ file }, 'refused to remove a file outside the media folder');
      continue;
    }
    try {
      await store.delete([file]);
      removed += 1;
    } catch (error) {
      // The account is already gone; a file left behind is logged for cleanup, not a failed deletion.
      log.error({ err: error, file }, 'could not remove a deleted account file');
    }
  }
  return removed;
}
