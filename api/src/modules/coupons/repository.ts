import { sql } from 'drizzle-orm';
import type { Coupon } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { rows, sqlList } from '../../db/sql';
import { ONE_TIME_COUPON_TYPES, type CouponFacts } from './rules';

// Coupons' SQL: the account's list (GET /api/coupons), the lookup by code and the "usable by this user" condition the
// cart and orders share (docs/decisions/0014). Only user_coupons rows are "the user's coupons": public codes handed out
// elsewhere (STORY10) can be applied by anyone but are not listed.

/**
 * SQL: whether the coupon aliased `k` is usable by the user: not expired and, for a one-time type, not redeemed by
 * them. The cart's coupon (listCart), the order and the account's Coupons list ask the same question.
 */
export const couponUsableBy = (userId: number) =>
  sql`((k.expires_at is null or k.expires_at > now())
    and not (k.type in (${sqlList(ONE_TIME_COUPON_TYPES)}) and exists (select 1 from coupon_redemptions r where r.coupon_id = k.id and r.user_id = ${userId})))`;

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

/** The coupon with this code in any letter case, with whether it has expired and whether this user redeemed it. */
export async function findCouponByCode(
  db: Db,
  userId: number,
  code: string,
): Promise<(CouponFacts & { id: number }) | undefined> {
  const [coupon] = await rows<CouponFacts & { id: number }>(
    db,
    sql`select k.id, k.type, coalesce(k.expires_at <= now(), false) as expired,
        exists (select 1 from coupon_redemptions r where r.coupon_id = k.id and r.user_id = ${userId}) as redeemed
      from coupons k where lower(k.code) = lower(${code})`,
  );
  return coupon;
}
