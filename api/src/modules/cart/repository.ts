import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { cartItemImages, cartItems, carts, products } from '../../db/schema';
import { captionType, rows, sqlList } from '../../db/sql';
import { couponUsableBy } from '../coupons/repository';
import { photoListJson } from '../photo-lists/positions';
import type { CaptionRule, ItemColumns, NewItem, ProductFacts } from './rules';

// The cart's SQL: one cart row per user, one item row per product, at most one coupon per cart. Decisions are in
// rules.ts and service.ts; nothing here refuses or words an answer.
//
// Every change of a cart runs in a transaction that first upserts the user's carts row (cartIdOf): that row lock
// makes concurrent changes of one cart (two tabs) wait for each other instead of interleaving.

/**
 * A cart item's (alias ci) caption values as JSON text, each with its field's label, position and type (CaptionValue),
 * in field order: the cart answer and the order's snapshot read them alike.
 */
export const captionValuesJson = sql`coalesce((select json_agg(json_build_object('fieldId', f.id, 'label', f.label, 'position', f.position, 'type', ${captionType}, 'value', cv.value)
            order by f.position, f.id)
          from jsonb_to_recordset(ci.captions) as cv("fieldId" int, value text)
          join caption_fields f on f.id = cv."fieldId" and f.product_id = ci.product_id), '[]'::json)::text`;

export interface CartRow {
  id: number;
  product_id: number;
  product_type: number;
  price_cents: number;
  is_available: boolean;
  quantity: number;
  additional_photo_count: number;
  lead_time_price_id: number | null;
  lead_time_price_cents: number | null;
  gift_video_story: boolean;
  captions: string;
  images: string;
  coupon_type: number | null;
  coupon_percent: number | null;
  coupon_usable: boolean | null;
}

/** The user's cart items, oldest first, with their product's price and the cart's coupon (pricedCart prices them). */
export function cartRows(db: Db, userId: number): Promise<CartRow[]> {
  return rows<CartRow>(
    db,
    sql`select ci.id, ci.product_id, p.type as product_type, p.price_cents, p.is_available, ci.quantity, ci.additional_photo_count,
        ci.lead_time_price_id, l.price_cents as lead_time_price_cents, ci.gift_video_story,
        ${captionValuesJson} as captions,
        ${photoListJson(sql`cart_item_images ph where ph.cart_item_id = ci.id`)}::text as images,
        k.type as coupon_type, k.percent as coupon_percent, ${couponUsableBy(userId)} as coupon_usable
      from carts c
      join cart_items ci on ci.cart_id = c.id
      join products p on p.id = ci.product_id
      left join lead_time_prices l on l.id = ci.lead_time_price_id
      left join coupons k on k.id = c.coupon_id
      where c.user_id = ${userId}
      order by ci.created_at, ci.id`,
  );
}

/** The user's cart row, made on first use; locks it until the transaction ends (see above). */
export async function cartIdOf(db: Db, userId: number): Promise<number> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error('The cart row was not written');
  return cart.id;
}

/** The rules of every caption field of these products: by product id (one without fields is absent), then field id. */
export async function captionRules(db: Db, productIds: number[]): Promise<Map<number, Map<number, CaptionRule>>> {
  const byProduct = new Map<number, Map<number, CaptionRule>>();
  if (productIds.length === 0) return byProduct;
  const fields = await rows<CaptionRule & { id: number; product_id: number }>(
    db,
    sql`select f.id, f.product_id, ${captionType} as type, f.required, f.parameters from caption_fields f where f.product_id in (${sqlList(productIds)})`,
  );
  for (const { id, product_id: productId, ...rule } of fields) {
    byProduct.set(productId, (byProduct.get(productId) ?? new Map<number, CaptionRule>()).set(id, rule));
  }
  return byProduct;
}

/** Type, availability and caption rules of these products, by id (unknown ids are absent). */
export async function productFacts(db: Db, ids: number[]): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, type: products.type, isAvailable: products.isAvailable })
    .from(products)
    .where(inArray(products.id, ids));
  const rules = await captionRules(db, ids);
  return new Map(
    found.map((product) => [product.id, { ...product, captionRules: rules.get(product.id) ?? new Map() }]),
  );
}

/** Whether the cart has an item of this product. */
export async function hasItem(db: Db, cartId: number, productId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return existing !== undefined;
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** Writes the item (`item` when new, else the columns given); answers whether it was inserted. */
export async function upsertItem(db: Db, cartId: number, item: NewItem, columns: ItemColumns): Promise<boolean> {
  const [written] = await db
    .insert(cartItems)
    .values({ cartId, ...item })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { ...defined(columns), updatedAt: sql`now()` },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return written?.inserted === true;
}

/** Media names of the item's photos. */
export async function itemPhotoNames(db: Db, itemId: number): Promise<string[]> {
  const photos = await db
    .select({ image: cartItemImages.image })
    .from(cartItemImages)
    .where(eq(cartItemImages.cartItemId, itemId));
  return photos.map((photo) => photo.image);
}

/** Deletes the user's own item (its photo rows cascade); answers its product id, undefined when there was none. */
export async function deleteItem(db: Db, userId: number, itemId: number): Promise<number | undefined> {
  const [removed] = await rows<{ product_id: number }>(
    db,
    sql`delete from cart_items ci using carts c where ci.id = ${itemId} and ci.cart_id = c.id and c.user_id = ${userId} returning ci.product_id`,
  );
  return removed?.product_id;
}

/** Records the merge's key on the cart; false when the last merge had this key (a retry: nothing to do). */
export async function claimMergeKey(db: Db, cartId: number, mergeKey: string): Promise<boolean> {
  const fresh = await db
    .update(carts)
    .set({ lastMergeKey: mergeKey })
    .where(and(eq(carts.id, cartId), sql`${carts.lastMergeKey} is distinct from ${mergeKey}`))
    .returning({ id: carts.id });
  return fresh.length > 0;
}

const excluded = (column: string): SQL => sql.raw(`excluded.${column}`);

async function upsertMerged(db: Db, cartId: number, items: NewItem[], set: Record<string, SQL>) {
  if (items.length === 0) return [];
  return db
    .insert(cartItems)
    .values(items.map((item) => ({ cartId, ...item })))
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { ...set, updatedAt: sql`now()` } })
    .returning({ productId: cartItems.productId, inserted: sql<boolean>`(xmax = 0)` });
}

/**
 * Merges items into the cart, one row per product: a simple product already there adds the quantity (capped at
 * CART_MAX_QUANTITY); a clip keeps its row with the larger photo count, the gift if either had it, the faster (dearer)
 * lead time, and the new captions only where the row had none. Answers the products that got a new row.
 */
export async function mergeItems(db: Db, cartId: number, simple: NewItem[], clips: NewItem[]): Promise<number[]> {
  const written = [
    ...(await upsertMerged(db, cartId, simple, {
      quantity: sql`least(${cartItems.quantity} + ${excluded('quantity')}, ${CART_MAX_QUANTITY})`,
    })),
    ...(await upsertMerged(db, cartId, clips, {
      additionalPhotoCount: sql`greatest(${cartItems.additionalPhotoCount}, ${excluded('additional_photo_count')})`,
      giftVideoStory: sql`${cartItems.giftVideoStory} or ${excluded('gift_video_story')}`,
      // Every clip row has a lead time (the free one by default), so "where the row had none" let a visitor's paid
      // Express fall back to Standard at sign-in: the dearer of the two is kept, as the larger photo count is.
      leadTimePriceId: sql`case when ${excluded('lead_time_price_id')} is not null and (${cartItems.leadTimePriceId} is null
        or (select price_cents from lead_time_prices where id = ${excluded('lead_time_price_id')})
          > (select price_cents from lead_time_prices where id = ${cartItems.leadTimePriceId}))
        then ${excluded('lead_time_price_id')} else ${cartItems.leadTimePriceId} end`,
      captions: sql`case when jsonb_array_length(${cartItems.captions}) = 0 then ${excluded('captions')} else ${cartItems.captions} end`,
    })),
  ];
  return written.filter((row) => row.inserted).map((row) => row.productId);
}

/** The product type and availability of each item in the cart (the coupon rules' view of it). */
export function cartLines(db: Db, cartId: number): Promise<{ productType: number; isAvailable: boolean }[]> {
  return db
    .select({ productType: products.type, isAvailable: products.isAvailable })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartId));
}

/** Puts the coupon on the cart, replacing the one there. */
export async function setCartCoupon(db: Db, cartId: number, couponId: number): Promise<void> {
  await db
    .update(carts)
    .set({ couponId, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
