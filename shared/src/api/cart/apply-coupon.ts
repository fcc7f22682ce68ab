import { ApplyCouponAnswerStruct, type ApplyCoupon, type ApplyCouponAnswer } from '../../contracts/cart';
import { apiRequest, parseAnswer } from '../client';

/**
 * POST /api/cart/apply-coupon {coupon}: { success, message, cart } with the cart's discounts set. A code that cannot
 * be applied answers 4xx { message, field: 'coupon' }, thrown as an ApiError carrying that message.
 */
export async function applyCoupon(input: ApplyCoupon): Promise<ApplyCouponAnswer> {
  const data = await apiRequest('cart/apply-coupon', { method: 'POST', json: { coupon: input.coupon } });
  return parseAnswer(data, ApplyCouponAnswerStruct, 'POST /api/cart/apply-coupon');
}
