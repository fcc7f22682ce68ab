import { DiscountType } from '@shop/shared/constants';
import { couponMismatch, type PricedLine } from '@shop/shared/pricing';

// The rules for putting a coupon on a cart (docs/decisions/0014), as pure decisions: each answers why a coupon is
// refused, or undefined. The texts and statuses of the answers are the routes' (messages.ts).

/** One-time coupon types: usable once per user (a coupon_redemptions row, written when the order is made). */
export const ONE_TIME_COUPON_TYPES: readonly number[] = [DiscountType.ONE_TIME_PERCENTAGE, DiscountType.ONE_TIME_FREE_CLIP];

/** Why a coupon does not go on the cart, in the order the checks run. */
export type CouponRefusal = 'missing' | 'unknown' | 'expired' | 'used' | 'noProduct' | 'noClip';

/** A coupon found by its code, as this user may use it. */
export interface CouponFacts {
  type: number;
  expired: boolean;
  /** Whether this user has redeemed it (counts for one-time types only). */
  redeemed: boolean;
}

/** The code looked up: trimmed (letter case is ignored by the lookup); undefined when nothing is left. */
export function lookupCode(code: string): string | undefined {
  const trimmed = code.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Refuses a coupon that has expired, or a one-time coupon this user has redeemed. */
export function couponRefusal(coupon: CouponFacts): CouponRefusal | undefined {
  if (coupon.expired) return 'expired';
  if (ONE_TIME_COUPON_TYPES.includes(coupon.type) && coupon.redeemed) return 'used';
  return undefined;
}

/** Refuses a cart without an available product, or, for the free clip, without an available clip. */
export function cartRefusal(
  lines: readonly Pick<PricedLine, 'productType' | 'isAvailable'>[],
  coupon: Pick<CouponFacts, 'type'>,
): CouponRefusal | undefined {
  const mismatch = couponMismatch(lines, coupon);
  if (mismatch === 'no-product') return 'noProduct';
  if (mismatch === 'no-clip') return 'noClip';
  return undefined;
}
