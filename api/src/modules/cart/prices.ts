import type { CartItem } from '@shop/shared/contracts';
import { DiscountType, EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '@shop/shared/constants';

/** What a cart item's price depends on, in cents as stored. */
export interface PricedItem {
  productType: number;
  productPriceCents: number;
  quantity: number;
  additionalPhotoCount: number;
  /** The chosen lead-time option's price; null without one. */
  leadTimePriceCents: number | null;
  giftVideoStory: boolean;
}

/** A cart line as the discount rules see it: unavailable products stay in the cart but are never discounted. */
export interface CartLine extends PricedItem {
  isAvailable: boolean;
}

/** The coupon on a cart (docs/decisions/0014). */
export interface CartCoupon {
  /** DiscountType. */
  type: number;
  /** 1..100 for percentage coupons; null for the free clip. */
  percent: number | null;
  /** False when it has expired or this user has already redeemed it (one-time types): it stays on the cart, giving 0s. */
  usable: boolean;
}

export type ItemCosts = Pick<CartItem, 'baseCost' | 'productPrice' | 'extraPhotoCost' | 'leadTimeCost'>;
export type CartLineCosts = ItemCosts & Pick<CartItem, 'discountAmount'>;

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

function costCents(item: PricedItem) {
  if (item.productType !== ProductType.CLIP) return { product: item.productPriceCents, extra: 0, lead: 0, base: item.productPriceCents * item.quantity };
  const extra = item.additionalPhotoCount * cents(EXTRA_PHOTO_PRICE);
  const lead = item.leadTimePriceCents ?? 0;
  const gift = item.giftVideoStory ? cents(GIFT_VIDEO_CARD_PRICE) : 0;
  return { product: item.productPriceCents, extra, lead, base: item.productPriceCents + extra + lead + gift };
}

/**
 * The cost fields of a cart item (storefront §3, §4), always computed here from the stored choices and the current
 * product and option prices, never taken from the client. Simple: price × quantity. Clip (quantity 1): price +
 * additional photos × EXTRA_PHOTO_PRICE + the lead-time option's price + GIFT_VIDEO_CARD_PRICE with the gift.
 */
export function itemCosts(item: PricedItem): ItemCosts {
  const cost = costCents(item);
  return { productPrice: dollars(cost.product), extraPhotoCost: dollars(cost.extra), leadTimeCost: dollars(cost.lead), baseCost: dollars(cost.base) };
}

/** base × percent / 100 in whole cents, halves rounded up (exact: both factors are integers). */
const percentOf = (baseCents: number, percent: number) => Math.floor((baseCents * percent + 50) / 100);

/**
 * Each line's discount in cents, in the order given (the cart's order, oldest first). Percentage coupons (types 1
 * and 2) take `percent` of every available line's base cost; the free clip (type 3) takes the product price off the
 * available clip with the highest price (the oldest of equals) — its extras are still paid. Unavailable lines and an
 * unusable coupon give 0.
 */
export function discountCents(lines: readonly CartLine[], coupon: CartCoupon): number[] {
  const none = lines.map(() => 0);
  if (!coupon.usable) return none;
  if (coupon.type === DiscountType.ONE_TIME_FREE_CLIP) {
    let best = -1;
    lines.forEach((line, index) => {
      const leader = lines[best];
      if (line.isAvailable && line.productType === ProductType.CLIP && (!leader || line.productPriceCents > leader.productPriceCents)) best = index;
    });
    return none.map((zero, index) => (index === best ? (lines[index]?.productPriceCents ?? zero) : zero));
  }
  const percent = coupon.percent ?? 0;
  return lines.map((line) => (line.isAvailable ? percentOf(costCents(line).base, percent) : 0));
}

/**
 * Why a coupon cannot be applied to these lines, or null when it can: it needs an available product, and the free
 * clip an available clip.
 */
export function couponMismatch(lines: readonly Pick<CartLine, 'productType' | 'isAvailable'>[], coupon: Pick<CartCoupon, 'type'>): 'no-product' | 'no-clip' | null {
  const available = lines.filter((line) => line.isAvailable);
  if (available.length === 0) return 'no-product';
  if (coupon.type === DiscountType.ONE_TIME_FREE_CLIP && !available.some((line) => line.productType === ProductType.CLIP)) return 'no-clip';
  return null;
}

/**
 * Every line's costs, paired with the line; with a coupon on the cart each also carries discountAmount (0 where
 * nothing applies), without one discountAmount is absent.
 */
export function cartCosts<T extends CartLine>(lines: readonly T[], coupon: CartCoupon | null): { line: T; costs: CartLineCosts }[] {
  const discounts = coupon ? discountCents(lines, coupon) : null;
  return lines.map((line, index) => {
    const costs = itemCosts(line);
    return { line, costs: discounts ? { ...costs, discountAmount: dollars(discounts[index] ?? 0) } : costs };
  });
}
