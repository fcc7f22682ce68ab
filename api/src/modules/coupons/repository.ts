import { sql } from 'drizzle-orm';
import { DiscountType } from '@shop/shared/constants';
import type { Coupon } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { rows, sqlList } from '../catalog/product-sql';

// GET /api/coupons: the coupons the account's Coupons screen lists (docs/decisions/0014). Only user_coupons rows count:
// public codes handed out elsewhere (STORY10) can be applied by anyone but are not "the user's coupons".

/** Used once per user: a coupon_redemptions row takes them off the list (as apply-coupon refuses them). */
const ONE_TIME_COUPON_TYPES: readonly number[] = [DiscountType.ONE_TIME_PERCENTAGE, DiscountType.ONE_TIME_FREE_CLIP];

/**
 * The user's usable coupons: listed for them, not expired, and (one-time types) not redeemed by them; the newest
 * listed first. The free clip has no percent: 0, as CouponStruct says.
 */
export async function listActiveCoupons(db: Db, userId: number): Promise<Coupon[]> {
  return rows<Coupon>(
    db,
    sql`select k.id, k.code, k.type::int as type, coalesce(k.percent, 0) as percent
      from user_coupons uc
      join coupons k on k.id = uc.coupon_id
      where uc.user_id = ${userId}
        and (k.expires_at is null or k.expires_at > now())
        and not (k.type in (${sqlList(ONE_TIME_COUPON_TYPES)})
          and exists (select 1 from coupon_redemptions r where r.coupon_id = k.id and r.user_id = uc.user_id))
      order by uc.added_at desc, k.id`,
  );
}
