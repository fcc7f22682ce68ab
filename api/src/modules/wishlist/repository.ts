import { sql } from 'drizzle-orm';
import type { WishlistEntry } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { addPopularity, POPULARITY_WEIGHT } from '../catalog/repository';
import { isoTime, rows, sqlList } from '../../db/sql';
import { productJson } from '../catalog/product-sql';

/** The user's wishlist (WishlistStruct) as JSON text, newest entry first. */
export async function wishlistJson(db: Db, userId: number): Promise<string> {
  const [row] = await rows<{ body: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object('product', ${productJson(userId)}, 'addedAt', ${isoTime(sql`w.added_at`)}) order by w.added_at desc, w.id desc), '[]'::json)::text as body
      from wishlist_entries w join products p on p.id = w.product_id where w.user_id = ${userId}`,
  );
  return row?.body ?? '[]';
}

export async function listWishlist(db: Db, userId: number): Promise<WishlistEntry[]> {
  return JSON.parse(await wishlistJson(db, userId)) as WishlistEntry[];
}

/**
 * Adds products the user does not have on the list yet (existing entries keep their addedAt); ids of products that
 * do not exist are skipped. Answers how many entries were added.
 */
export async function addToWishlist(db: Db, userId: number, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const added = await rows<{ product_id: number }>(
      tx,
      sql`insert into wishlist_entries (user_id, product_id)
        select ${userId}, p.id from products p where p.id in (${sqlList(productIds)})
        order by p.id
        on conflict (user_id, product_id) do nothing
        returning product_id`,
    );
    await addPopularity(
      tx,
      added.map((row) => row.product_id),
      POPULARITY_WEIGHT.wishlist,
    );
    return added.length;
  });
}

/** Removes one product from the list; answers whether it was there. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await rows<{ product_id: number }>(
      tx,
      sql`delete from wishlist_entries where user_id = ${userId} and product_id = ${productId} returning product_id`,
    );
    await addPopularity(
      tx,
      removed.map((row) => row.product_id),
      -POPULARITY_WEIGHT.wishlist,
    );
    return removed.length > 0;
  });
}
