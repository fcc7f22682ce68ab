import { and, eq, sql } from 'drizzle-orm';
import type { PhotoPosition } from '@shop/shared/contracts';
import { ProductType } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { cartItemImages } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { rows } from '../../db/sql';
import { insertedAt, movedOrder, writeOrder } from '../photo-lists/positions';
import { cartIdOf } from './repository';

// The photos of a clip in the signed-in user's cart (accounts-and-after-sale §4 cart upload popup, §7). Every change
// runs in a transaction that first locks the user's cart row (cartIdOf), like every other cart change, so two tabs
// adding photos at once cannot both take the last free place or interleave positions.

export const CART_IMAGE_TEXTS = {
  itemNotFound: 'Could not find cart item',
  imageNotFound: 'Could not find image',
  notClip: 'Photos belong to video story items only',
  limit: (limit: number) => `Photo limit reached: this video story takes at most ${limit} photos`,
} as const;

interface ItemFacts {
  /** The product's clip imageCount plus the item's additionalPhotoCount. */
  limit: number;
  count: number;
}

/**
 * The user's clip item, with its photo limit and how many photos it has: another user's item or an unknown id 404,
 * a simple product's item 400. Inside a transaction, call after cartIdOf so the count cannot change under it.
 */
export async function photoItem(db: Db, userId: number, itemId: number): Promise<ItemFacts> {
  const [item] = await rows<{ type: number; limit: number; count: number }>(
    db,
    sql`select p.type, coalesce(p.clip_image_count, 0) + ci.additional_photo_count as "limit",
        (select count(*) from cart_item_images i where i.cart_item_id = ci.id)::int as count
      from cart_items ci join carts c on c.id = ci.cart_id join products p on p.id = ci.product_id
      where ci.id = ${itemId} and c.user_id = ${userId}`,
  );
  if (!item) throw new HttpError(404, CART_IMAGE_TEXTS.itemNotFound, 'cartItem');
  if (item.type !== ProductType.CLIP) throw new HttpError(400, CART_IMAGE_TEXTS.notClip, 'cartItem');
  return { limit: item.limit, count: item.count };
}

/** Refuses a photo past the item's limit (409, field image). */
export function assertRoomFor(item: ItemFacts): void {
  if (item.count >= item.limit) throw new HttpError(409, CART_IMAGE_TEXTS.limit(item.limit), 'image');
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
): Promise<number> {
  return db.transaction(async (tx) => {
    await cartIdOf(tx, userId);
    assertRoomFor(await photoItem(tx, userId, itemId));
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
 * caller to delete once this has committed. An id that is not a photo of that item of this user: 404, nothing changed.
 */
export async function removeCartImage(db: Db, userId: number, itemId: number, imageId: number): Promise<string> {
  return db.transaction(async (tx) => {
    await cartIdOf(tx, userId);
    await photoItem(tx, userId, itemId);
    const [removed] = await tx
      .delete(cartItemImages)
      .where(and(eq(cartItemImages.id, imageId), eq(cartItemImages.cartItemId, itemId)))
      .returning({ image: cartItemImages.image });
    if (!removed) throw new HttpError(404, CART_IMAGE_TEXTS.imageNotFound, 'id');
    await writeOrder(
      tx,
      'cart_item_images',
      (await photoIds(tx, itemId)).map((photo) => photo.id),
    );
    return removed.image;
  });
}

/** POST /api/cart/update-positions: see movedOrder; an id that is not a photo of that item → 404, nothing changed. */
export async function reorderCartImages(
  db: Db,
  userId: number,
  itemId: number,
  positions: PhotoPosition[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await cartIdOf(tx, userId);
    await photoItem(tx, userId, itemId);
    await writeOrder(tx, 'cart_item_images', movedOrder(await photoIds(tx, itemId), positions));
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
