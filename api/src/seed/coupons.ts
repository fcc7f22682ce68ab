import { inArray, sql } from 'drizzle-orm';
import { DiscountType } from '@shop/shared/constants';
import type { Db } from '../db/client';
import { coupons, userCoupons } from '../db/schema';

/** The demo codes the README lists (docs/decisions/0014). */
export const DEMO_COUPONS = [
  { code: 'STORY10', type: DiscountType.REGULAR_PERCENTAGE, percent: 10, expiresAt: null },
  { code: 'WELCOME25', type: DiscountType.ONE_TIME_PERCENTAGE, percent: 25, expiresAt: null },
  { code: 'FREESTORY', type: DiscountType.ONE_TIME_FREE_CLIP, percent: null, expiresAt: null },
  // Already expired, so a newcomer can see the expired message.
  { code: 'SUMMER2025', type: DiscountType.REGULAR_PERCENTAGE, percent: 15, expiresAt: new Date('2025-09-01T00:00:00Z') },
] as const;

/**
 * Adds the demo codes that are missing, by code in any letter case (existing ones are left as they are). Runs on every
 * start, so a database made before coupons existed gets them too; safe to run twice at once.
 */
export async function ensureDemoCoupons(db: Db): Promise<void> {
  await db
    .insert(coupons)
    .values(DEMO_COUPONS.map((coupon) => ({ ...coupon })))
    .onConflictDoNothing();
}

/** Lists the coupons with these codes in the user's account, where missing; unknown codes are skipped. */
export async function giveCoupons(db: Db, userId: number, codes: readonly string[]): Promise<void> {
  const found = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(inArray(sql`lower(${coupons.code})`, codes.map((code) => code.toLowerCase())));
  if (found.length === 0) return;
  await db
    .insert(userCoupons)
    .values(found.map((coupon) => ({ userId, couponId: coupon.id })))
    .onConflictDoNothing();
}
