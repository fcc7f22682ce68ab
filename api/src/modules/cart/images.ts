import { and, eq, sql } from 'drizzle-orm';
import type { PhotoPosition } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { cartItemImages } from '../../db/schema';
import { rows } from '../../db/sql';
import { refusableTransaction, type Outcome } from '../../db/transaction';
import { insertedAt, movedOrder, writeOrder } from '../photo-lists/positions';
import { cartIdOf } from './repository';
import { photoRefusal, type CartRefusal, type PhotoItem } from './rules';

// The photos of a clip in the signed-in user's cart (accounts-and-after-sale §4 cart upload popup, §7). Every change
// runs in a transaction that first locks the user's cart row (cartIdOf), like every other cart change, so two tabs
// adding photos at once cannot both take the last free place or interleave positions. Refusals (rules.ts:
// photoRefusal) are answered as values; the routes word them (messages.ts).

/**
 * The user's item with its product type, photo limit (the clip's imageCount plus the item's additionalPhotoCount) and
 * how many photos it has; undefined for another user's item or an unknown id. Inside a transaction, call after
 * cartIdOf so the count cannot change under it.
 */
export async function photoItem(db: Db, userId: number, itemId: number): Promise<PhotoItem | undefined> {
  const [item] = await rows<PhotoItem>(
    db,
    sql`select p.type, coalesce(p.clip_image_count, 0) + ci.additional_photo_count as "limit",
        (select count(*) from cart_item_images i where i.cart_item_id = ci.id)::int as count
      from cart_items ci join carts c on c.id = ci.cart_id join products p on p.id = ci.product_id
      where ci.id = ${itemId} and c.user_id = ${userId}`,
  );
  return item;
}

async function photoIds(db: Db, itemId: number): Promise<{ id: number; position: number }[]> {
  return db
    .select({ id: cartItemImages.id, position: cartItemImages.position })
    .from(cartItemImages)
    .where(eq(cartItemImages.cartItemId, itemId))
    .orderBy(cartItemImages.position, cartItemImages.id);
}

/**
 * Puts the stored photo `image` on the user's item at `position` (the others move up; past the end: last) and
 * answers the new image's id. The item and the limit are checked again under the cart's lock: whoever comes second
 * when one place is left is refused (the caller then deletes the photo it stored).
 */
export async function addCartImage(
  db: Db,
  userId: number,
  itemId: number,
  image: string,
  position: number,
): Promise<Outcome<number, CartRefusal>> {
  return refusableTransaction<number, CartRefusal>(db, async (tx, refuse) => {
    await cartIdOf(tx, userId);
    const refusal = photoRefusal(await photoItem(tx, userId, itemId), 'add');
    if (refusal) return refuse(refusal);
    const [added] = await tx
      .insert(cartItemImages)
      .values({ cartItemId: itemId, image, position })
      .returning({ id: cartItemImages.id });
    if (!added) throw new Error('The cart image row was not written');
    const others = (await photoIds(tx, itemId)).filter((photo) => photo.id !== added.id).map((photo) => photo.id);
    await writeOrder(tx, 'cart_item_images', insertedAt(others, added.id, position));
    return added.id;
  });
}

/**
 * DELETE /api/cart/image: takes the photo off the user's item and renumbers the rest; answers its media name for the
 * caller to delete once this has committed. An id that is not a photo of that item of this user: refused, nothing
 * changed.
 */
export async function removeCartImage(
  db: Db,
  userId: number,
  itemId: number,
  imageId: number,
): Promise<Outcome<string, CartRefusal>> {
  return refusableTransaction<string, CartRefusal>(db, async (tx, refuse) => {
    await cartIdOf(tx, userId);
    const refusal = photoRefusal(await photoItem(tx, userId, itemId), 'change');
    if (refusal) return refuse(refusal);
    const [removed] = await tx
      .delete(cartItemImages)
      .where(and(eq(cartItemImages.id, imageId), eq(cartItemImages.cartItemId, itemId)))
      .returning({ image: cartItemImages.image });
    if (!removed) return refuse({ reason: 'unknownImage' });
    await writeOrder(
      tx,
      'cart_item_images',
      (await photoIds(tx, itemId)).map((photo) => photo.id),
    );
    return removed.image;
  });
}

/** POST /api/cart/update-positions: see movedOrder (which refuses an id that is not a photo of that item). */
export async function reorderCartImages(
  db: Db,
  userId: number,
  itemId: number,
  positions: PhotoPosition[],
): Promise<Outcome<void, CartRefusal>> {
  return refusableTransaction<void, CartRefusal>(db, async (tx, refuse) => {
    await cartIdOf(tx, userId);
    const refusal = photoRefusal(await photoItem(tx, userId, itemId), 'change');
    if (refusal) return refuse(refusal);
    const moved = movedOrder(await photoIds(tx, itemId), positions);
    if (!moved.ok) return refuse(moved.refusal);
    await writeOrder(tx, 'cart_item_images', moved.value);
  });
}

/** Media names of every photo in the user's cart (account deletion: owned-data.ts). */
export async function cartPhotoNames(db: Db, userId: number): Promise<string[]> {
  const found = await rows<{ image: string }>(
    db,
    sql`select i.image from cart_item_images i join cart_items ci on ci.id = i.cart_item_id join carts c on c.id = ci.cart_id
      where c.user_id = ${userId}`,
  );
  return found.map((row) => row.image);
}
