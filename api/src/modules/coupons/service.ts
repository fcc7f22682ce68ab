import type { Db } from '../../db/client';
import { refusableTransaction, type Outcome } from '../../db/transaction';
import { cartIdOf, cartLines, setCartCoupon } from '../cart/repository';
import { findCouponByCode } from './repository';
import { cartRefusal, couponRefusal, lookupCode, type CouponRefusal } from './rules';

/**
 * POST /api/cart/apply-coupon: puts the coupon with this code (trimmed, any letter case) on the user's cart, replacing
 * the one there, under the cart's lock (cartIdOf). A refusal (rules.ts) writes nothing.
 */
export async function applyCoupon(db: Db, userId: number, code: string): Promise<Outcome<void, CouponRefusal>> {
  const wanted = lookupCode(code);
  if (wanted === undefined) return { ok: false, refusal: 'missing' };
  return refusableTransaction<void, CouponRefusal>(db, async (tx, refuse) => {
    const coupon = await findCouponByCode(tx, userId, wanted);
    if (!coupon) return refuse('unknown');
    const refusedCoupon = couponRefusal(coupon);
    if (refusedCoupon) return refuse(refusedCoupon);
    const cartId = await cartIdOf(tx, userId);
    const refusedCart = cartRefusal(await cartLines(tx, cartId), coupon);
    if (refusedCart) return refuse(refusedCart);
    await setCartCoupon(tx, cartId, coupon.id);
  });
}
