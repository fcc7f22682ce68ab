import { DiscountType, EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '../constants';

// Every amount in this module is a whole number of cents (docs/decisions/0014): sums stay exact and each rounding
// happens once, in integers. The API, the cart store and the pages convert at their edges (the contracts answer dollars).

/** Dollars → whole cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
/** Cents → dollars. */
export const toDollars = (cents: number) => cents / 100;

/** What an item's price depends on: its product and the shopper's extras. */
export interface PricedItem {
  /** ProductType. */
  productType: number;
  productPriceCents: number;
  quantity: number;
  additionalPhotoCount: number;
  /** The chosen lead-time option's price; null without one. */
  leadTimePriceCents: number | null;
  giftVideoStory: boolean;
}

/** A cart line as the discount rules see it: unavailable products stay in the cart but are never discounted. */
export interface PricedLine extends PricedItem {
  isAvailable: boolean;
}

/** An item's costs in cents, named as the cart item's cost fields (storefront §3). */
export interface LineCosts {
  productPrice: number;
  extraPhotoCost: number;
  leadTimeCost: number;
  baseCost: number;
}

/** The coupon on a cart (docs/decisions/0014). */
export interface CouponRule {
  /** DiscountType. */
  type: number;
  /** 1..100 for percentage coupons; null for the free clip. */
  percent: number | null;
  /** False when it has expired or this user has already redeemed it (one-time types): it stays on the cart, giving 0s. */
  usable: boolean;
}

/**
 * An item's costs. Simple: price × quantity. Clip (quantity 1): price + additional photos × EXTRA_PHOTO_PRICE + the
 * lead-time option's price + GIFT_VIDEO_CARD_PRICE with the gift.
 */
export function lineCosts(item: PricedItem): LineCosts {
  const productPrice = item.productPriceCents;
  if (item.productType !== ProductType.CLIP)
    return { productPrice, extraPhotoCost: 0, leadTimeCost: 0, baseCost: productPrice * item.quantity };
  const extraPhotoCost = item.additionalPhotoCount * toCents(EXTRA_PHOTO_PRICE);
  const leadTimeCost = item.leadTimePriceCents ?? 0;
  const gift = item.giftVideoStory ? toCents(GIFT_VIDEO_CARD_PRICE) : 0;
  return { productPrice, extraPhotoCost, leadTimeCost, baseCost: productPrice + extraPhotoCost + leadTimeCost + gift };
}

/** The same costs in dollars, as the cart contract carries them. */
export const costsInDollars = (costs: LineCosts): LineCosts => ({
  productPrice: toDollars(costs.productPrice),
  extraPhotoCost: toDollars(costs.extraPhotoCost),
  leadTimeCost: toDollars(costs.leadTimeCost),
  baseCost: toDollars(costs.baseCost),
});

/** base × percent / 100 in whole cents, halves rounded up (exact: both factors are integers). */
const percentOf = (baseCents: number, percent: number) => Math.floor((baseCents * percent + 50) / 100);

/**
 * Each line's discount, in the order given (the cart's order, oldest first). Percentage coupons (types 1 and 2) take
 * `percent` of every available line's base cost, extras included; the free clip (type 3) takes the product price off
 * the available clip with the highest price (the oldest of equals) — its extras are still paid. Unavailable lines
 * and an unusable coupon give 0.
 */
export function lineDiscounts(lines: readonly PricedLine[], coupon: CouponRule): number[] {
  const none = lines.map(() => 0);
  if (!coupon.usable) return none;
  if (coupon.type === DiscountType.ONE_TIME_FREE_CLIP) {
    let best = -1;
    lines.forEach((line, index) => {
      const leader = lines[best];
      if (
        line.isAvailable &&
        line.productType === ProductType.CLIP &&
        (!leader || line.productPriceCents > leader.productPriceCents)
      )
        best = index;
    });
    return none.map((zero, index) => (index === best ? (lines[index]?.productPriceCents ?? zero) : zero));
  }
  const percent = coupon.percent ?? 0;
  return lines.map((line) => (line.isAvailable ? percentOf(lineCosts(line).baseCost, percent) : 0));
}

/**
 * Why a coupon cannot be applied to these lines, or null when it can: it needs an available product, and the free
 * clip an available clip.
 */
export function couponMismatch(
  lines: readonly Pick<PricedLine, 'productType' | 'isAvailable'>[],
  coupon: Pick<CouponRule, 'type'>,
): 'no-product' | 'no-clip' | null {
  const available = lines.filter((line) => line.isAvailable);
  if (available.length === 0) return 'no-product';
  if (
    coupon.type === DiscountType.ONE_TIME_FREE_CLIP &&
    !available.some((line) => line.productType === ProductType.CLIP)
  )
    return 'no-clip';
  return null;
}
