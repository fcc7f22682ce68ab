import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';

/**
 * What deleting an account must also remove. Rows: every table a user owns references users.id with
 * `on delete cascade` (sessions, reset tokens, mail; later carts, wishlist, uploads), so deleting the user row removes
 * them in the same transaction. Files: each issue that stores a user's files on disk adds a query here that lists
 * them (paths relative to MEDIA_DIR); they are read inside the deleting transaction and removed after it commits.
 */
export type OwnedFilesQuery = (db: Db, userId: number) => Promise<string[]>;

export const OWNED_FILES: OwnedFilesQuery[] = [];

/** Removes the listed files under `root`; a path that would leave it is refused and logged, never followed. */
export async function removeOwnedFiles(root: string, files: string[], log: FastifyBaseLogger): Promise<number> {
  const base = path.resolve(root);
  let removed = 0;
  for (const file of files) {
    const target = path.resolve(base, file);
    if (!target.startsWith(base + path.sep)) {
      log.error({ file }, 'refused to remove a file outside the media folder');
      continue;
    }
    try {
      await rm(target, { force: true, recursive: true });
      removed += 1;
    } catch (error) {
      // The account is already gone; a file left behind is logged for cleanup, not a failed deletion.
      log.error({ err: error, file }, 'could not remove a deleted account file');
    }
  }
  return removed;
}
