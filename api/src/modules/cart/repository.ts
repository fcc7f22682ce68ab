import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CaptionValue, CartItem, CartItemChange, CartItemImage } from '@shop/shared/contracts';
import { CART_MAX_QUANTITY, DEFAULT_ADDITIONAL_PHOTO_COUNT, ProductType } from '@shop/shared/constants';
import {
  costsInDollars,
  lineCosts,
  lineDiscounts,
  toDollars,
  type CouponRule,
} from '@shop/shared/pricing';
import type { Db } from '../../db/client';
import { cartItemImages, cartItems, carts, leadTimePrices, products, type CaptionValueColumn } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { addPopularity, POPULARITY_WEIGHT } from '../catalog/repository';
import { captionType, rows } from '../catalog/product-sql';
import { couponUsableBy } from '../coupons/repository';
import { assertCaptionRules, captionRules, keepsRule, type CaptionRule } from './captions';
import { photoListJson } from '../photo-lists/positions';

// The signed-in user's cart: one cart row per user, one item row per product, at most one coupon per cart. Every
// change answers the full cart with prices and discounts computed from the current product and lead-time prices and
// the cart's coupon (@shop/shared/pricing, docs/decisions/0014).
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

interface CartRow {
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

export async function listCart(db: Db, userId: number): Promise<CartItem[]> {
  const items = await rows<CartRow>(
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
  const first = items[0];
  const coupon: CouponRule | null =
    first?.coupon_type != null
      ? { type: first.coupon_type, percent: first.coupon_percent, usable: first.coupon_usable === true }
      : null;
  const lines = items.map((item) => ({
    item,
    productType: item.product_type,
    productPriceCents: item.price_cents,
    isAvailable: item.is_available,
    quantity: item.quantity,
    additionalPhotoCount: item.additional_photo_count,
    leadTimePriceCents: item.lead_time_price_cents,
    giftVideoStory: item.gift_video_story,
  }));
  // With a coupon on the cart every item carries discountAmount (0 where nothing applies); without one it is absent.
  const discounts = coupon ? lineDiscounts(lines, coupon) : null;
  return lines.map(({ item, ...line }, index) => ({
    id: item.id,
    product: item.product_id,
    quantity: item.quantity,
    additionalPhotoCount: item.additional_photo_count,
    leadTimePrice: item.lead_time_price_id,
    giftVideoStory: item.gift_video_story,
    images: JSON.parse(item.images) as CartItemImage[],
    captions: JSON.parse(item.captions) as CaptionValue[],
    ...costsInDollars(lineCosts(line)),
    ...(discounts ? { discountAmount: toDollars(discounts[index] ?? 0) } : {}),
  }));
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

/** The default lead-time option: the one priced 0 (storefront §9), else the cheapest. */
async function defaultLeadTimeId(db: Db): Promise<number | null> {
  const [option] = await db
    .select({ id: leadTimePrices.id })
    .from(leadTimePrices)
    .orderBy(asc(leadTimePrices.priceCents), asc(leadTimePrices.id))
    .limit(1);
  return option?.id ?? null;
}

interface ProductFacts {
  id: number;
  type: number;
  isAvailable: boolean;
  /** The product's caption fields, by id, with the rules their values keep (captions.ts). */
  captionRules: Map<number, CaptionRule>;
}

async function productFacts(db: Db, ids: number[]): Promise<Map<number, ProductFacts>> {
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

async function leadTimeIds(db: Db): Promise<Set<number>> {
  return new Set((await db.select({ id: leadTimePrices.id }).from(leadTimePrices)).map((option) => option.id));
}

/** Captions as stored: one per field (the last given wins), in the order given. */
const captionColumn = (captions: NonNullable<CartItemChange['captions']>): CaptionValueColumn[] => [
  ...new Map(captions.map(({ fieldId, value }) => [fieldId, { fieldId, value }])).values(),
];

/** The stored columns a change sets for a product of its type: clips keep quantity 1, simple products no extras. */
function columnsOf(change: CartItemChange, product: ProductFacts) {
  const isClip = product.type === ProductType.CLIP;
  return {
    quantity: isClip ? undefined : change.quantity,
    additionalPhotoCount: isClip ? change.additionalPhotoCount : undefined,
    leadTimePriceId: isClip ? change.leadTimePrice : undefined,
    giftVideoStory: isClip ? change.giftVideoStory : undefined,
    captions: isClip && change.captions ? captionColumn(change.captions) : undefined,
  };
}

const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * POST /api/cart/update: creates the product's item or changes the fields given (upsert on cart+product).
 * Unknown product → 404; a new item for an unavailable product → 409; an unknown lead-time option, a caption field
 * of another product or a caption value breaking its field's rule (captions.ts) → 400. Nothing is written when the
 * change is refused.
 */
export async function updateCartItem(db: Db, userId: number, change: CartItemChange): Promise<void> {
  const product = (await productFacts(db, [change.product])).get(change.product);
  if (!product) throw new HttpError(404, 'Could not find product', 'product');
  if (change.leadTimePrice != null && !(await leadTimeIds(db)).has(change.leadTimePrice)) {
    throw new HttpError(400, 'Unknown lead time option', 'leadTimePrice');
  }
  const strayCaption = change.captions?.findIndex((caption) => !product.captionRules.has(caption.fieldId)) ?? -1;
  if (strayCaption >= 0)
    throw new HttpError(400, 'This caption field does not belong to the product', `captions.${strayCaption}.fieldId`);

  const columns = columnsOf(change, product);
  if (columns.captions) assertCaptionRules(product.captionRules, columns.captions);
  await db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, userId);
    const [existing] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, product.id)));
    if (!existing && !product.isAvailable) throw new HttpError(409, 'This product is not available', 'product');
    const isClip = product.type === ProductType.CLIP;
    const [written] = await tx
      .insert(cartItems)
      .values({
        cartId,
        productId: product.id,
        quantity: columns.quantity ?? 1,
        additionalPhotoCount: columns.additionalPhotoCount ?? DEFAULT_ADDITIONAL_PHOTO_COUNT,
        leadTimePriceId:
          columns.leadTimePriceId !== undefined ? columns.leadTimePriceId : isClip ? await defaultLeadTimeId(tx) : null,
        giftVideoStory: columns.giftVideoStory ?? false,
        captions: columns.captions ?? [],
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId],
        set: { ...defined(columns), updatedAt: sql`now()` },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (written?.inserted) await addPopularity(tx, [product.id], POPULARITY_WEIGHT.cart);
  });
}

/**
 * POST /api/cart/remove: only the user's own item; another user's or an unknown id → 404, nothing removed. Its photo
 * rows go with it (on delete cascade); answers their media names, for the caller to remove once this has committed.
 */
export async function removeCartItem(db: Db, userId: number, itemId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await cartIdOf(tx, userId);
    const photos = await tx
      .select({ image: cartItemImages.image })
      .from(cartItemImages)
      .where(eq(cartItemImages.cartItemId, itemId));
    const removed = await rows<{ product_id: number }>(
      tx,
      sql`delete from cart_items ci using carts c where ci.id = ${itemId} and ci.cart_id = c.id and c.user_id = ${userId} returning ci.product_id`,
    );
    if (removed.length === 0) throw new HttpError(404, 'Could not find cart item', 'id');
    await addPopularity(
      tx,
      removed.map((row) => row.product_id),
      -POPULARITY_WEIGHT.cart,
    );
    return photos.map((photo) => photo.image);
  });
}

/**
 * POST /api/cart/merge: the visitor's browser cart joined to the account's in one transaction, one row per product.
 * A simple product already in the cart adds the visitor's quantity (capped at CART_MAX_QUANTITY); a clip keeps its
 * row with the larger photo count, the gift if either had it, and the visitor's lead time and captions only where the
 * row had none. Unknown products, unknown lead-time options, caption fields of other products and caption values
 * breaking their field's rule are dropped rather than refused: a stale browser cart must never block sign-in.
 */
export async function mergeCart(db: Db, userId: number, changes: CartItemChange[], mergeKey?: string): Promise<void> {
  const byProduct = new Map<number, CartItemChange>();
  for (const change of changes) {
    const earlier = byProduct.get(change.product);
    byProduct.set(change.product, earlier ? mergeChanges(earlier, change) : change);
  }
  const facts = await productFacts(db, [...byProduct.keys()]);
  const options = await leadTimeIds(db);
  const fallbackLeadTime = await defaultLeadTimeId(db);
  await db.transaction(async (tx) => {
    const cartId = await cartIdOf(tx, userId);
    if (mergeKey !== undefined) {
      const fresh = await tx
        .update(carts)
        .set({ lastMergeKey: mergeKey })
        .where(and(eq(carts.id, cartId), sql`${carts.lastMergeKey} is distinct from ${mergeKey}`))
        .returning({ id: carts.id });
      if (fresh.length === 0) return;
    }
    const values = [...byProduct.values()].flatMap((change) => {
      const product = facts.get(change.product);
      if (!product) return [];
      const columns = columnsOf(
        {
          ...change,
          // Only the product's own fields have a rule to keep.
          captions: change.captions?.filter((caption) => keepsRule(product.captionRules, caption)),
        },
        product,
      );
      const isClip = product.type === ProductType.CLIP;
      const leadTime =
        columns.leadTimePriceId != null && options.has(columns.leadTimePriceId)
          ? columns.leadTimePriceId
          : isClip
            ? fallbackLeadTime
            : null;
      return [
        {
          isClip,
          row: {
            cartId,
            productId: product.id,
            quantity: columns.quantity ?? 1,
            additionalPhotoCount: columns.additionalPhotoCount ?? DEFAULT_ADDITIONAL_PHOTO_COUNT,
            leadTimePriceId: leadTime,
            giftVideoStory: columns.giftVideoStory ?? false,
            captions: columns.captions ?? [],
          },
        },
      ];
    });
    const excluded = (column: string): SQL => sql.raw(`excluded.${column}`);
    const upsert = async (rowsOfKind: (typeof values)[number]['row'][], set: Record<string, SQL>) => {
      if (rowsOfKind.length === 0) return [];
      return tx
        .insert(cartItems)
        .values(rowsOfKind)
        .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { ...set, updatedAt: sql`now()` } })
        .returning({ productId: cartItems.productId, inserted: sql<boolean>`(xmax = 0)` });
    };
    const written = [
      ...(await upsert(
        values.filter((value) => !value.isClip).map((value) => value.row),
        { quantity: sql`least(${cartItems.quantity} + ${excluded('quantity')}, ${CART_MAX_QUANTITY})` },
      )),
      ...(await upsert(
        values.filter((value) => value.isClip).map((value) => value.row),
        {
          additionalPhotoCount: sql`greatest(${cartItems.additionalPhotoCount}, ${excluded('additional_photo_count')})`,
          giftVideoStory: sql`${cartItems.giftVideoStory} or ${excluded('gift_video_story')}`,
          leadTimePriceId: sql`coalesce(${cartItems.leadTimePriceId}, ${excluded('lead_time_price_id')})`,
          captions: sql`case when jsonb_array_length(${cartItems.captions}) = 0 then ${excluded('captions')} else ${cartItems.captions} end`,
        },
      )),
    ];
    await addPopularity(
      tx,
      written.filter((row) => row.inserted).map((row) => row.productId),
      POPULARITY_WEIGHT.cart,
    );
  });
}

/** Two browser items of one product become one, by the same rule as the merge into the account. */
function mergeChanges(a: CartItemChange, b: CartItemChange): CartItemChange {
  return {
    product: a.product,
    quantity: Math.min((a.quantity ?? 1) + (b.quantity ?? 1), CART_MAX_QUANTITY),
    additionalPhotoCount: Math.max(a.additionalPhotoCount ?? 0, b.additionalPhotoCount ?? 0),
    giftVideoStory: Boolean(a.giftVideoStory || b.giftVideoStory),
    leadTimePrice: a.leadTimePrice ?? b.leadTimePrice ?? null,
    captions: a.captions?.length ? a.captions : (b.captions ?? []),
  };
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
