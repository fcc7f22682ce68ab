import { CouponListStruct, type Coupon } from '../../contracts/support';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/coupons: the signed-in user's active coupons (accounts-and-after-sale §2 Coupons screen). */
export async function getCoupons(options: { signal?: AbortSignal } = {}): Promise<Coupon[]> {
  const data = await apiRequest('coupons', { signal: options.signal });
  return parseAnswer(data, CouponListStruct, 'GET /api/coupons');
}
