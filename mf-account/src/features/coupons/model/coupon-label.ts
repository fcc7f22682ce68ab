import { DiscountType, type Coupon } from '@shop/shared';

/** What a coupon gives (accounts §2 Coupons screen): "Free story" for the one-time free clip, else "-N%". */
export function couponLabel(coupon: Coupon): string {
  return coupon.type === DiscountType.ONE_TIME_FREE_CLIP ? 'Free story' : `-${coupon.percent}%`;
}
