import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { is } from 'superstruct';
import { ApplyCouponAnswerStruct, CartStruct, type CartItem } from '@shop/shared/contracts';
import { COUPON_CODE_MAX_LENGTH, DiscountType, GIFT_VIDEO_CARD_PRICE, ProductType } from '@shop/shared/constants';
import { carts, couponRedemptions, coupons, products } from '../../db/schema';
import { call, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, createSeededDatabase, testConfig } from '../../test/setup';
import { COUPON_MESSAGES } from '../coupons/messages';

const { database, mediaDir } = await createSeededDatabase();
const { db } = database;

let serial = 0;
const unique = (label: string) => `${label}-${process.pid}-${(serial += 1)}`;

/** A product of the test's own, so prices and availability are known and can change without touching others. */
async function makeProduct(type: number, priceCents: number, isAvailable = true): Promise<number> {
  const clipProperties = type === ProductType.CLIP ? { clipImageCount: 20, clipDuration: 120 } : {};
  const [row] = await db
    .insert(products)
    .values({ slug: unique('coupon-product'), name: 'Coupon test product', priceCents, type, isAvailable, ...clipProperties })
    .returning({ id: products.id });
  assert.ok(row);
  return row.id;
}

async function makeCoupon(type: number, percent: number | null, expiresAt: Date | null = null): Promise<{ id: number; code: string }> {
  const code = unique('CODE').toUpperCase();
  const [row] = await db.insert(coupons).values({ code, type, percent, expiresAt }).returning({ id: coupons.id });
  assert.ok(row);
  return { id: row.id, code };
}

const setAvailable = (product: number, isAvailable: boolean) => db.update(products).set({ isAvailable }).where(eq(products.id, product));
const couponOnCart = async (user: TestUser) => (await db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.userId, user.id)))[0]?.couponId ?? null;
const idOfCode = async (code: string) => (await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)))[0]?.id;
const round = (dollars: number) => Math.round(dollars * 100) / 100;

describe('coupons on the cart', () => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeEach(async () => {
    app = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, CATALOG_CACHE_TTL_MS: '0' }));
    user = await signUp(app);
  });
  afterEach(() => app.close());

  const update = async (payload: object, token = user.token): Promise<CartItem[]> => {
    const response = await call(app, 'POST', '/api/cart/update', { token, payload });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const apply = async (coupon: unknown, token = user.token) => {
    const response = await call(app, 'POST', '/api/cart/apply-coupon', { token, payload: coupon === undefined ? {} : { coupon } });
    const body = response.json();
    if (response.statusCode === 200) assert.ok(is(body, ApplyCouponAnswerStruct), JSON.stringify(ApplyCouponAnswerStruct.validate(body)[0]?.failures()[0]));
    return { status: response.statusCode, body };
  };
  const cartOf = async (token = user.token): Promise<CartItem[]> => {
    const response = await call(app, 'GET', '/api/cart', { token });
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(is(response.json(), CartStruct));
    return response.json();
  };
  const discounts = (cart: CartItem[]) => cart.map((item) => item.discountAmount);

  test('a percentage code applies in any letter case with spaces around it; every item is discounted on every answer', async () => {
    const simple = await makeProduct(ProductType.SIMPLE, 1999);
    const clip = await makeProduct(ProductType.CLIP, 4900);
    await update({ product: simple, quantity: 3 });
    const before = await update({ product: clip, additionalPhotoCount: 5, giftVideoStory: true });
    assert.deepEqual(discounts(before), [undefined, undefined], 'no coupon, no discountAmount');

    const { status, body } = await apply('  story10 ');
    assert.equal(status, 200);
    assert.equal(body.success, true);
    assert.equal(body.message, 'Coupon applied');
    // STORY10 is 10%: 59.97 → 6.00 (half a cent up); 49 + 5 + 50 = 104 → 10.40.
    assert.deepEqual(discounts(body.cart), [6, 10.4]);
    assert.deepEqual(
      body.cart.map((item: CartItem) => item.baseCost),
      [59.97, 49 + 5 + GIFT_VIDEO_CARD_PRICE],
    );
    assert.deepEqual(await cartOf(), body.cart);
    assert.equal(await couponOnCart(user), await idOfCode('STORY10'));
  });

  test('codes are public: a user who does not hold a code can apply it', async () => {
    await update({ product: await makeProduct(ProductType.SIMPLE, 1000) });
    const { status, body } = await apply('WELCOME25');
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(discounts(body.cart), [2.5]);
  });

  test('applying another coupon replaces the one on the cart', async () => {
    await update({ product: await makeProduct(ProductType.SIMPLE, 2000), quantity: 2 });
    assert.deepEqual(discounts((await apply('STORY10')).body.cart), [4]);
    assert.deepEqual(discounts((await apply('welcome25')).body.cart), [10]);
    assert.equal(await couponOnCart(user), await idOfCode('WELCOME25'));
    assert.deepEqual(discounts(await cartOf()), [10]);
  });

  test('each refusal answers its message with field coupon and leaves the cart and its coupon as they were', async () => {
    const simple = await makeProduct(ProductType.SIMPLE, 1500);
    const goneClip = await makeProduct(ProductType.CLIP, 3900);
    await update({ product: simple });
    await update({ product: goneClip });
    await setAvailable(goneClip, false);
    await apply('STORY10');
    const used = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 30);
    const usedClip = await makeCoupon(DiscountType.ONE_TIME_FREE_CLIP, null);
    await db.insert(couponRedemptions).values([
      { couponId: used.id, userId: user.id },
      { couponId: usedClip.id, userId: user.id },
    ]);
    const before = await cartOf();
    assert.deepEqual(discounts(before), [1.5, 0]);

    const cases: [unknown, number, string][] = [
      ['NO-SUCH-CODE', 404, COUPON_MESSAGES.unknown],
      ['summer2025', 400, COUPON_MESSAGES.expired],
      [used.code, 400, COUPON_MESSAGES.used],
      [usedClip.code.toLowerCase(), 400, COUPON_MESSAGES.used],
      ['FREESTORY', 400, COUPON_MESSAGES.noClip],
      ['', 400, COUPON_MESSAGES.missing],
      ['   ', 400, COUPON_MESSAGES.missing],
      [undefined, 400, COUPON_MESSAGES.missing],
      [42, 400, COUPON_MESSAGES.missing],
      ['X'.repeat(COUPON_CODE_MAX_LENGTH + 1), 400, COUPON_MESSAGES.tooLong],
      ['X'.repeat(10_000), 400, COUPON_MESSAGES.tooLong],
    ];
    for (const [coupon, status, message] of cases) {
      const answer = await apply(coupon);
      assert.equal(answer.status, status, `${String(coupon).slice(0, 20)}: ${JSON.stringify(answer.body)}`);
      assert.deepEqual(answer.body, { message, field: 'coupon' });
    }
    assert.equal(COUPON_MESSAGES.tooLong, 'A coupon code has at most 64 characters');
    assert.deepEqual(await cartOf(), before);
    assert.equal(await couponOnCart(user), await idOfCode('STORY10'));
  });

  test('a coupon needs an available product in the cart, and nothing is written when there is none', async () => {
    assert.deepEqual(await apply('STORY10'), { status: 400, body: { message: COUPON_MESSAGES.noProduct, field: 'coupon' } });
    assert.equal((await db.select().from(carts).where(eq(carts.userId, user.id))).length, 0, 'no cart row was made');
    const gone = await makeProduct(ProductType.SIMPLE, 1000);
    await update({ product: gone });
    await setAvailable(gone, false);
    assert.deepEqual(await apply('STORY10'), { status: 400, body: { message: COUPON_MESSAGES.noProduct, field: 'coupon' } });
    assert.equal(await couponOnCart(user), null);
  });

  test('a regular coupon can be used again after an order; one-time coupons cannot', async () => {
    await update({ product: await makeProduct(ProductType.SIMPLE, 1000) });
    const regular = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 20);
    await db.insert(couponRedemptions).values({ couponId: regular.id, userId: user.id });
    assert.deepEqual(discounts((await apply(regular.code)).body.cart), [2]);
    const once = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 20);
    const other = await signUp(app);
    await db.insert(couponRedemptions).values({ couponId: once.id, userId: other.id });
    assert.equal((await apply(once.code)).status, 200, 'another user\'s redemption does not count');
    assert.equal((await apply(once.code, other.token)).body.message, COUPON_MESSAGES.used);
  });

  test('the free clip pays the story of the most expensive available clip, the oldest of equals; extras are still paid', async () => {
    const simple = await makeProduct(ProductType.SIMPLE, 9900);
    const cheap = await makeProduct(ProductType.CLIP, 2900);
    const dear = await makeProduct(ProductType.CLIP, 5900);
    const dearToo = await makeProduct(ProductType.CLIP, 5900);
    const dearest = await makeProduct(ProductType.CLIP, 7900);
    await update({ product: simple });
    await update({ product: cheap });
    await update({ product: dear, additionalPhotoCount: 4, giftVideoStory: true });
    await update({ product: dearToo });
    await update({ product: dearest });
    await setAvailable(dearest, false);

    const { status, body } = await apply('FREESTORY');
    assert.equal(status, 200, JSON.stringify(body));
    assert.deepEqual(discounts(body.cart), [0, 0, 59, 0, 0]);
    const free = (body.cart as CartItem[])[2];
    assert.equal(round((free?.baseCost ?? 0) - (free?.discountAmount ?? 0)), 4 + GIFT_VIDEO_CARD_PRICE, 'photos and gift are still paid');

    await setAvailable(dearest, true);
    assert.deepEqual(discounts(await cartOf()), [0, 0, 0, 0, 79], 'back in stock, the dearest clip is the free one');
  });

  test('unavailable items stay in the cart with no discount', async () => {
    const kept = await makeProduct(ProductType.SIMPLE, 1000);
    const gone = await makeProduct(ProductType.SIMPLE, 3000);
    await update({ product: kept });
    await update({ product: gone });
    await apply('STORY10');
    await setAvailable(gone, false);
    const cart = await cartOf();
    assert.deepEqual(
      cart.map((item) => [item.product, item.baseCost, item.discountAmount]),
      [
        [kept, 10, 1],
        [gone, 30, 0],
      ],
    );
  });

  test('discounts are recomputed after a quantity change, a removal and a merge; the coupon stays while nothing applies', async () => {
    const simple = await makeProduct(ProductType.SIMPLE, 1250);
    const clip = await makeProduct(ProductType.CLIP, 3900);
    await update({ product: simple });
    await apply('STORY10');
    assert.deepEqual(discounts(await update({ product: simple, quantity: 4 })), [5]);
    const merged = await call(app, 'POST', '/api/cart/merge', { token: user.token, payload: { items: [{ product: simple, quantity: 3 }] } });
    assert.deepEqual(discounts(merged.json()), [round(12.5 * 7 * 0.1)]);

    const withClip = await update({ product: clip });
    assert.deepEqual(discounts((await apply('FREESTORY')).body.cart), [0, 39]);
    const clipItem = withClip.find((item) => item.product === clip);
    const removed = await call(app, 'POST', '/api/cart/remove', { token: user.token, payload: { id: clipItem?.id } });
    assert.deepEqual(discounts(removed.json()), [0], 'no clip: nothing free, but the coupon is still on the cart');
    assert.equal(await couponOnCart(user), await idOfCode('FREESTORY'));
    assert.deepEqual(discounts(await update({ product: clip })), [0, 39], 'the clip is back, so is the discount');
  });

  test('an expired or since-redeemed coupon stays on the cart and takes nothing off', async () => {
    await update({ product: await makeProduct(ProductType.SIMPLE, 1000) });
    const soon = await makeCoupon(DiscountType.REGULAR_PERCENTAGE, 50, new Date(Date.now() + 60 * 60 * 1000));
    assert.deepEqual(discounts((await apply(soon.code)).body.cart), [5]);
    await db.update(coupons).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(coupons.id, soon.id));
    assert.deepEqual(discounts(await cartOf()), [0]);
    assert.equal(await couponOnCart(user), soon.id);

    const once = await makeCoupon(DiscountType.ONE_TIME_PERCENTAGE, 50);
    assert.deepEqual(discounts((await apply(once.code)).body.cart), [5]);
    await db.insert(couponRedemptions).values({ couponId: once.id, userId: user.id });
    assert.deepEqual(discounts(await cartOf()), [0]);
  });

  test('discount amounts sent by the client are ignored', async () => {
    const product = await makeProduct(ProductType.SIMPLE, 1000);
    assert.deepEqual(discounts(await update({ product, discountAmount: 999, baseCost: 1 })), [undefined]);
    await apply('STORY10');
    const [item] = await update({ product, quantity: 2, discountAmount: 999 });
    assert.deepEqual([item?.baseCost, item?.discountAmount], [20, 2]);
  });

  test('codes tried are limited per user (429 on the coupon field), so codes cannot be found by trying them', async () => {
    const limited = buildTestApp(database, testConfig({ MEDIA_DIR: mediaDir, RATE_LIMIT_COUPON_APPLY_PER_USER: '3' }));
    try {
      const [guesser, other] = [await signUp(limited), await signUp(limited)];
      const tryCode = (code: string, token: string) => call(limited, 'POST', '/api/cart/apply-coupon', { token, payload: { coupon: code } });
      for (const guess of ['AAAA', 'AAAB', 'AAAC']) assert.equal((await tryCode(guess, guesser.token)).statusCode, 404);
      const stopped = await tryCode('AAAD', guesser.token);
      assert.equal(stopped.statusCode, 429);
      assert.equal(stopped.json().field, 'coupon');
      assert.ok(stopped.headers['retry-after']);
      assert.equal((await tryCode('AAAD', other.token)).statusCode, 404, 'another user may still try');
    } finally {
      await limited.close();
    }
  });

  test('apply-coupon asks a visitor to sign in', async () => {
    const response = await call(app, 'POST', '/api/cart/apply-coupon', { payload: { coupon: 'STORY10' } });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Please sign in to continue.' });
  });
});
