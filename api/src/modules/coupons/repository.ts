import { sql } from 'drizzle-orm';
import type { Coupon } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { couponUsableBy } from '../cart/repository';
import { rows } from '../catalog/product-sql';

// GET /api/coupons: the coupons the account's Coupons screen lists (docs/decisions/0014). Only user_coupons rows count:
// public codes handed out elsewhere (STORY10) can be applied by anyone but are not "the user's coupons".

/**
 * The user's usable coupons: listed for them, not expired, and (one-time types) not redeemed by them, by the cart's
 * own rule (couponUsableBy); the newest listed first. The free clip has no percent: 0, as CouponStruct says.
 */
export async function listActiveCoupons(db: Db, userId: number): Promise<Coupon[]> {
  return rows<Coupon>(
    db,
    sql`select k.id, k.code, k.type::int as type, coalesce(k.percent, 0) as percent
      from user_coupons uc
      join coupons k on k.id = uc.coupon_id
      where uc.user_id = ${userId} and ${couponUsableBy(userId)}
      order by uc.added_at desc, k.id`,
  );
}
