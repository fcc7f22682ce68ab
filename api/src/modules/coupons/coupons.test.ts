import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { is } from 'superstruct';
import { DiscountType } from '@shop/shared/constants';
import { CouponListStruct, type Coupon } from '@shop/shared/contracts';
import { couponRedemptions, coupons, userCoupons } from '../../db/schema';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { ensureDemoCoupons } from '../../seed/coupons';
import { DEMO_ACCOUNT, ensureDemoAccount } from '../../seed/demo-account';
import { call, signIn, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase } from '../../test/setup';

// The catalogue is not needed: the demo codes and account, and coupons of each test's own.
const database = await createTestDatabase();
const { db } = database;
await ensureDemoCoupons(db);
await ensureDemoAccount(db);

let serial = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A coupon of the test's own with a unique code. */
async function makeCoupon(type: number, percent: number | null, expiresAt: Date | null = null): Promise<Coupon> {
  const code = `LIST-${process.pid}-${(serial += 1)}`;
  const [row] = await db.insert(coupons).values({ code, type, percent, expiresAt }).returning({ id: coupons.id });
  assert.ok(row);
  return { id: row.id, code, type, percent: percent ?? 0 };
}

const give = (user: TestUser, coupon: Coupon, addedAt = new Date()) =>
  db.insert(userCoupons).values({ userId: user.id, couponId: coupon.id, addedAt });
const redeem = (user: TestUser, coupon: Coupon) =>
  db.insert(couponRedemptions).values({ userId: user.id, couponId: coupon.id });

describe('GET /api/coupons', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildTestApp(database);
  });
  afterEach(() => app.close());

  const couponsOf = async (token: string): Promise<Coupon[]> => {
    const response = await call(app, 'GET', '/api/coupons', { token });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const body: unknown = response.json();
    assert.ok(is(body, CouponListStruct), JSON.stringify(CouponListStruct.validate(body)[0]?.failures()[0]));
    return body;
  };

  test('the demo account lists WELCOME25 (-25%) and FREESTORY (free clip, percent 0), not the public STORY10', async () => {
    const token = await signIn(app, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const list = await couponsOf(token);
    assert.deepEqual(
      list.map(({ code, type, percent }) => ({ code, type, percent })),
      [
        { code: 'WELCOME25', type: DiscountType.ONE_TIME_PERCENTAGE, percent: 25 },
        { code: 'FREESTORY', type: DiscountType.ONE_TIME_FREE_CLIP, percent: 0 },
      ],
    );
  });

  test("lists the user's coupons newest first, without expired ones", async () => {
    const user = await signUp(app);
    const older = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 15, new Date(Date.now() + DAY_MS));
    const newer = await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null);
    const expired = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 20, new Date(Date.now() - 1000));
    await give(user, older, new Date(Date.now() - 2 * DAY_MS));
    await give(user, newer, new Date(Date.now() - DAY_MS));
    await give(user, expired);
    assert.deepEqual(await couponsOf(user.token), [newer, older]);
  });

  test("a one-time coupon the user redeemed is gone; a regular one stays, and another user's redemption counts for them only", async () => {
    const user = await signUp(app);
    const other = await signUp(app);
    const percentOnce = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 30);
    const freeClip = await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null);
    const regular = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 5);
    const sharedOnce = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 40);
    // Listed at one time, so they come in coupon order.
    const listedAt = new Date();
    for (const coupon of [percentOnce, freeClip, regular, sharedOnce]) await give(user, coupon, listedAt);
    await give(other, sharedOnce);
    const before = await couponsOf(user.token);
    assert.deepEqual(
      before.map((coupon) => coupon.code),
      [percentOnce, freeClip, regular, sharedOnce].map((coupon) => coupon.code),
    );

    await redeem(user, percentOnce);
    await redeem(user, freeClip);
    await redeem(user, regular);
    await redeem(other, sharedOnce);
    assert.deepEqual(await couponsOf(user.token), [regular, sharedOnce]);
    assert.deepEqual(await couponsOf(other.token), []);
  });

  test("answers the token user's coupons only", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const coupon = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 12);
    await give(owner, coupon);
    assert.deepEqual(await couponsOf(stranger.token), []);
    assert.deepEqual(await couponsOf(owner.token), [coupon]);
    // A query naming the owner changes nothing.
    const naming = await call(app, 'GET', `/api/coupons?userId=${owner.id}`, { token: stranger.token });
    assert.deepEqual(naming.json(), []);
  });

  test('a visitor gets 401 and no coupons', async () => {
    const response = await call(app, 'GET', '/api/coupons');
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, SIGN_IN_REQUIRED);
  });
});
