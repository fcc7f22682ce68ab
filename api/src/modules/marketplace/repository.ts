import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type PhotoPosition, type UploadedPhoto } from '@shop/shared/contracts';
import { MARKETPLACE_VARIANTS, type MarketplaceVariant } from '@shop/shared/marketplace';
import type { Db } from '../../db/client';
import { marketplacePhotos, marketplaceSubmissions } from '../../db/schema';
import { refusableTransaction, type Outcome } from '../../db/transaction';
import { insertedAt, movedOrder, writeOrder } from '../photo-lists/positions';
import { accountOwner, ownerAccount, type UploadOwner } from '../uploads/index';
import type { MarketplaceRefusal } from './messages';

// Marketplace buyers' photos (accounts-and-after-sale §2 /upload and /uploader, §7): one list per uploader and variant
// until submitted. Every change first takes a transaction-scoped advisory lock on (owner, variant), so two uploads
// at once can neither both take the last free place nor interleave positions.

const photoColumns = { id: marketplacePhotos.id, image: marketplacePhotos.image, position: marketplacePhotos.position };
const ofUploader = (variant: MarketplaceVariant, owner: UploadOwner) =>
  and(
    eq(marketplacePhotos.owner, owner),
    eq(marketplacePhotos.variant, variant),
    isNull(marketplacePhotos.submissionId),
  );

async function lockList(db: Db, variant: MarketplaceVariant, owner: UploadOwner): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`marketplace:${variant}:${owner}`}, 0))`);
}

/** GET base: the uploader's unsubmitted photos of this variant, in position order. */
export async function listPhotos(db: Db, variant: MarketplaceVariant, owner: UploadOwner): Promise<UploadedPhoto[]> {
  return db
    .select(photoColumns)
    .from(marketplacePhotos)
    .where(ofUploader(variant, owner))
    .orderBy(asc(marketplacePhotos.position), asc(marketplacePhotos.id));
}

/**
 * A visitor who signed in keeps what they uploaded: the visitor session's unsubmitted photos of each variant move, in
 * their order, to the end of the account's list, as far as the variant's limit allows. Answers how many stay with the
 * session (none unless the account's list was nearly full).
 */
export async function adoptVisitorPhotos(db: Db, visitor: UploadOwner, account: UploadOwner): Promise<number> {
  let left = 0;
  for (const variant of [1, 2] as const) {
    left += await db.transaction(async (tx) => {
      // Both lists' locks, always in the same order, so two calls adopting at once cannot wait on each other.
      for (const owner of [visitor, account].sort()) await lockList(tx, variant, owner);
      const visiting = (await listPhotos(tx, variant, visitor)).map((photo) => photo.id);
      if (visiting.length === 0) return 0;
      const kept = (await listPhotos(tx, variant, account)).map((photo) => photo.id);
      const moved = visiting.slice(0, Math.max(0, MARKETPLACE_VARIANTS[variant].limit - kept.length));
      if (moved.length === 0) return visiting.length;
      await tx.update(marketplacePhotos).set({ owner: account }).where(inArray(marketplacePhotos.id, moved));
      await writeOrder(tx, 'marketplace_photos', [...kept, ...moved]);
      await writeOrder(tx, 'marketplace_photos', visiting.slice(moved.length));
      return visiting.length - moved.length;
    });
  }
  return left;
}

/** The refusal of one more photo when the list is at the variant's limit; undefined while there is room. */
export async function roomRefusal(
  db: Db,
  variant: MarketplaceVariant,
  owner: UploadOwner,
): Promise<MarketplaceRefusal | undefined> {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(marketplacePhotos)
    .where(ofUploader(variant, owner));
  const { limit } = MARKETPLACE_VARIANTS[variant];
  return (counted?.count ?? 0) >= limit ? { reason: 'photoLimit', limit } : undefined;
}

/**
 * Puts the stored photo `image` in the uploader's list at `position` (past the end: last); the limit is checked
 * again under the lock (the caller deletes the photo it stored when this refuses). Answers the new photo's id and the
 * list.
 */
export async function addPhoto(
  db: Db,
  variant: MarketplaceVariant,
  owner: UploadOwner,
  image: string,
  position: number,
): Promise<Outcome<{ id: number; photos: UploadedPhoto[] }, MarketplaceRefusal>> {
  return refusableTransaction<{ id: number; photos: UploadedPhoto[] }, MarketplaceRefusal>(db, async (tx, refuse) => {
    await lockList(tx, variant, owner);
    const full = await roomRefusal(tx, variant, owner);
    if (full) return refuse(full);
    const [added] = await tx
      .insert(marketplacePhotos)
      .values({ variant, owner, image, position })
      .returning({ id: marketplacePhotos.id });
    if (!added) throw new Error('The marketplace photo row was not written');
    const others = (await listPhotos(tx, variant, owner))
      .filter((photo) => photo.id !== added.id)
      .map((photo) => photo.id);
    await writeOrder(tx, 'marketplace_photos', insertedAt(others, added.id, position));
    return { id: added.id, photos: await listPhotos(tx, variant, owner) };
  });
}

/**
 * DELETE base/{id}: takes the photo out of the uploader's list and renumbers the rest; answers its media name for the
 * caller to delete once this has committed. Another uploader's, a submitted or an unknown id: refused, nothing changed.
 */
export async function removePhoto(
  db: Db,
  variant: MarketplaceVariant,
  owner: UploadOwner,
  id: number,
): Promise<Outcome<string, MarketplaceRefusal>> {
  return refusableTransaction<string, MarketplaceRefusal>(db, async (tx, refuse) => {
    await lockList(tx, variant, owner);
    const [removed] = await tx
      .delete(marketplacePhotos)
      .where(and(eq(marketplacePhotos.id, id), ofUploader(variant, owner)))
      .returning({ image: marketplacePhotos.image });
    if (!removed) return refuse({ reason: 'unknownPhoto', field: 'id' });
    await writeOrder(
      tx,
      'marketplace_photos',
      (await listPhotos(tx, variant, owner)).map((photo) => photo.id),
    );
    return removed.image;
  });
}

/** POST base/update-positions (photo-lists/positions.ts movedOrder): ids outside the list are refused, nothing changed. */
export async function reorderPhotos(
  db: Db,
  variant: MarketplaceVariant,
  owner: UploadOwner,
  positions: PhotoPosition[],
): Promise<Outcome<UploadedPhoto[], MarketplaceRefusal>> {
  return refusableTransaction<UploadedPhoto[], MarketplaceRefusal>(db, async (tx, refuse) => {
    await lockList(tx, variant, owner);
    const moved = movedOrder(await listPhotos(tx, variant, owner), positions, '');
    if (!moved.ok) return refuse(moved.refusal);
    await writeOrder(tx, 'marketplace_photos', moved.value);
    return listPhotos(tx, variant, owner);
  });
}

/**
 * POST base/submit: stores the form values as a submission and links the named photos to it, in the order named
 * (which takes them out of the uploader's list). Every id must be one of the uploader's saved photos of this variant
 * (else refused naming it; a repeated id too); nothing is written on a refusal. Answers the submission's id.
 */
export async function submitPhotos(
  db: Db,
  variant: MarketplaceVariant,
  owner: UploadOwner,
  values: Record<string, string>,
  images: number[],
): Promise<Outcome<number, MarketplaceRefusal>> {
  return refusableTransaction<number, MarketplaceRefusal>(db, async (tx, refuse) => {
    await lockList(tx, variant, owner);
    const repeated = images.findIndex((id, index) => images.indexOf(id) !== index);
    if (repeated >= 0) return refuse({ reason: 'namedTwice', id: images[repeated] ?? 0, field: `images.${repeated}` });
    const saved = new Set((await listPhotos(tx, variant, owner)).map((photo) => photo.id));
    const stray = images.findIndex((id) => !saved.has(id));
    if (stray >= 0) return refuse({ reason: 'unknownPhoto', field: `images.${stray}` });
    const [submission] = await tx
      .insert(marketplaceSubmissions)
      .values({ variant, values, userId: ownerAccount(owner) ?? null })
      .returning({ id: marketplaceSubmissions.id });
    if (!submission) throw new Error('The submission row was not written');
    const ordered = sql.join(
      images.map((id, position) => sql`(${id}::int, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update marketplace_photos as p set submission_id = ${submission.id}, position = v.position
        from (values ${ordered}) as v(id, position) where p.id = v.id`,
    );
    await writeOrder(
      tx,
      'marketplace_photos',
      (await listPhotos(tx, variant, owner)).map((photo) => photo.id),
    );
    return submission.id;
  });
}

export interface MarketplaceSubmission {
  id: number;
  variant: MarketplaceVariant;
  values: Record<string, string>;
  /** The account that sent it; null for a visitor. */
  userId: number | null;
  createdAt: Date;
  /** Media names in the buyer's order. */
  photos: string[];
}

/** Submissions, newest first, with their photos: for the staff screens of a later issue. */
export async function listSubmissions(db: Db, { limit = 50, offset = 0 } = {}): Promise<MarketplaceSubmission[]> {
  const submissions = await db
    .select()
    .from(marketplaceSubmissions)
    .orderBy(desc(marketplaceSubmissions.createdAt), desc(marketplaceSubmissions.id))
    .limit(limit)
    .offset(offset);
  if (submissions.length === 0) return [];
  const photos = await db
    .select({ submissionId: marketplacePhotos.submissionId, image: marketplacePhotos.image })
    .from(marketplacePhotos)
    .where(
      inArray(
        marketplacePhotos.submissionId,
        submissions.map((submission) => submission.id),
      ),
    )
    .orderBy(asc(marketplacePhotos.position), asc(marketplacePhotos.id));
  return submissions.map((submission) => ({
    ...submission,
    variant: submission.variant as MarketplaceVariant,
    photos: photos.filter((photo) => photo.submissionId === submission.id).map((photo) => photo.image),
  }));
}

/** Media names of a signed-in user's unsubmitted marketplace photos (account deletion: owned-data.ts). */
export async function marketplacePhotoNames(db: Db, userId: number): Promise<string[]> {
  const found = await db
    .select({ image: marketplacePhotos.image })
    .from(marketplacePhotos)
    .where(and(eq(marketplacePhotos.owner, accountOwner(userId)), isNull(marketplacePhotos.submissionId)));
  return found.map((row) => row.image);
}
