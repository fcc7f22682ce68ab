import { captionProblem, type CaptionField, type CaptionValue, type CartItem, type CartItemChange, type CartItemImage } from '@shop/shared/contracts';
import { CART_MAX_QUANTITY, DEFAULT_ADDITIONAL_PHOTO_COUNT, ProductType } from '@shop/shared/constants';
import { costsInDollars, lineCosts, lineDiscounts, toDollars, type CouponRule } from '@shop/shared/pricing';
import type { CaptionValueColumn } from '../../db/schema';
import type { PhotoListRefusal } from '../photo-lists/messages';
import type { CartRow } from './repository';

// The cart's decisions (docs/decisions/0012, 0014), pure: what a change stores, when it is refused, how a visitor's
// cart merges into the account's and how the answer is priced. The repository reads and writes; the routes answer.

/** The caption form's rules (accounts-and-after-sale §5), checked with the same captionProblem the cart popup applies. */
export type CaptionRule = Pick<CaptionField, 'type' | 'required' | 'parameters'>;

export interface ProductFacts {
  id: number;
  type: number;
  isAvailable: boolean;
  /** The product's caption fields, by id, with the rules their values keep. */
  captionRules: Map<number, CaptionRule>;
}

/** Why a cart change is refused; the routes answer each (messages.ts). */
export type CartRefusal =
  | { reason: 'unknownProduct' }
  | { reason: 'unavailable' }
  | { reason: 'unknownLeadTime' }
  | { reason: 'strayCaption'; index: number }
  | { reason: 'captionRule'; problem: string }
  | { reason: 'unknownItem' }
  | { reason: 'unknownPhotoItem' }
  | { reason: 'notClip' }
  | { reason: 'photoLimit'; limit: number }
  | { reason: 'unknownImage' }
  | PhotoListRefusal;

/** A cart item as its photos see it: the product type, the photo limit and how many photos it has. */
export interface PhotoItem {
  type: number;
  /** The product's clip imageCount plus the item's additionalPhotoCount. */
  limit: number;
  count: number;
}

/**
 * Why an item's photos cannot change: not an item of this user, not a clip, or, when adding, its limit reached (the
 * same check runs before a sent photo is stored and again under the cart's lock).
 */
export function photoRefusal(item: PhotoItem | undefined, change: 'add' | 'change'): CartRefusal | undefined {
  if (!item) return { reason: 'unknownPhotoItem' };
  if (item.type !== ProductType.CLIP) return { reason: 'notClip' };
  if (change === 'add' && item.count >= item.limit) return { reason: 'photoLimit', limit: item.limit };
  return undefined;
}

/** Captions as stored: one per field (the last given wins), in the order given. */
const captionColumn = (captions: NonNullable<CartItemChange['captions']>): CaptionValueColumn[] => [
  ...new Map(captions.map(({ fieldId, value }) => [fieldId, { fieldId, value }])).values(),
];

/** The stored columns a change sets for a product of its type: clips keep quantity 1, simple products no extras. */
export function columnsOf(change: CartItemChange, product: ProductFacts) {
  const isClip = product.type === ProductType.CLIP;
  return {
    quantity: isClip ? undefined : change.quantity,
    additionalPhotoCount: isClip ? change.additionalPhotoCount : undefined,
    leadTimePriceId: isClip ? change.leadTimePrice : undefined,
    giftVideoStory: isClip ? change.giftVideoStory : undefined,
    captions: isClip && change.captions ? captionColumn(change.captions) : undefined,
  };
}

export type ItemColumns = ReturnType<typeof columnsOf>;

/** Whether a stored caption value keeps its field's rule (a value of an unknown field does not). */
const keepsRule = (rules: Map<number, CaptionRule>, caption: CaptionValueColumn) => {
  const rule = rules.get(caption.fieldId);
  return rule !== undefined && captionProblem(rule, caption.value) === undefined;
};

/**
 * Why POST /api/cart/update refuses a change of a known product, before anything is written: an unknown lead-time
 * option, a caption field of another product, or a caption value breaking its field's rule (the form's own message).
 * `leadTimeIds` need only be known when the change names a lead time.
 */
export function changeRefusal(change: CartItemChange, product: ProductFacts, leadTimeIds: ReadonlySet<number>): CartRefusal | undefined {
  if (change.leadTimePrice != null && !leadTimeIds.has(change.leadTimePrice)) return { reason: 'unknownLeadTime' };
  const stray = change.captions?.findIndex((caption) => !product.captionRules.has(caption.fieldId)) ?? -1;
  if (stray >= 0) return { reason: 'strayCaption', index: stray };
  for (const caption of columnsOf(change, product).captions ?? []) {
    const rule = product.captionRules.get(caption.fieldId);
    const problem = rule && captionProblem(rule, caption.value);
    if (problem) return { reason: 'captionRule', problem };
  }
  return undefined;
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

/** A new item's columns: what the change sets, defaults for the rest. */
export function newItem(productId: number, columns: ItemColumns, leadTimePriceId: number | null) {
  return {
    productId,
    quantity: columns.quantity ?? 1,
    additionalPhotoCount: columns.additionalPhotoCount ?? DEFAULT_ADDITIONAL_PHOTO_COUNT,
    leadTimePriceId,
    giftVideoStory: columns.giftVideoStory ?? false,
    captions: columns.captions ?? [],
  };
}

export type NewItem = ReturnType<typeof newItem>;

/**
 * The browser cart's items as rows to merge into the account's cart, one per product (mergeChanges). Unknown
 * products, unknown lead-time options, caption fields of other products and caption values breaking their field's
 * rule are dropped rather than refused: a stale browser cart must never block sign-in. A clip without a known lead
 * time gets `defaultLeadTime`.
 */
export function mergedItems(
  changes: CartItemChange[],
  facts: Map<number, ProductFacts>,
  leadTimeIds: ReadonlySet<number>,
  defaultLeadTime: number | null,
): { isClip: boolean; row: NewItem }[] {
  const byProduct = new Map<number, { product: ProductFacts; change: CartItemChange }>();
  for (const sent of changes) {
    const product = facts.get(sent.product);
    if (!product) continue;
    // Only values keeping their rule (only the product's own fields have one), before two copies of an item are
    // combined: a copy whose values all break their rules must not hide the other copy's good ones.
    const change = { ...sent, captions: sent.captions?.filter((caption) => keepsRule(product.captionRules, caption)) };
    const earlier = byProduct.get(sent.product)?.change;
    byProduct.set(sent.product, { product, change: earlier ? mergeChanges(earlier, change) : change });
  }
  return [...byProduct.values()].map(({ product, change }) => {
    const columns = columnsOf(change, product);
    const isClip = product.type === ProductType.CLIP;
    const leadTime =
      columns.leadTimePriceId != null && leadTimeIds.has(columns.leadTimePriceId)
        ? columns.leadTimePriceId
        : isClip
          ? defaultLeadTime
          : null;
    return { isClip, row: newItem(product.id, columns, leadTime) };
  });
}

/**
 * The cart answer: each item with its costs from the current product and lead-time prices and, with a coupon on the
 * cart, its discount (0 where nothing applies). Without a coupon discountAmount is absent (docs/decisions/0014).
 */
export function pricedCart(items: CartRow[]): CartItem[] {
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
