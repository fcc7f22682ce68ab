import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

/** Public media names: no path separators, no leading dot, so a name can never leave MEDIA_DIR. */
export const MEDIA_FILE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

export async function findMedia(db: Db, file: string): Promise<Media | undefined> {
  if (!MEDIA_FILE_NAME.test(file)) return undefined;
  const [item] = await db.select().from(media).where(eq(media.file, file));
  return item;
}

export async function addMedia(db: Db, items: NewMedia[]): Promise<void> {
  if (items.length > 0) await db.insert(media).values(items).onConflictDoNothing({ target: media.file });
}
