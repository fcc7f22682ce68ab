import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DiscountType, EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '@shop/shared/constants';
import { cartCosts, couponMismatch, discountCents, itemCosts, type CartCoupon, type CartLine } from './prices';

describe('itemCosts', () => {
  const base = { quantity: 1, additionalPhotoCount: 0, leadTimePriceCents: null, giftVideoStory: false };

  test('a simple product costs its price times the quantity', () => {
    assert.deepEqual(itemCosts({ ...base, productType: ProductType.SIMPLE, productPriceCents: 1999, quantity: 3 }), {
      productPrice: 19.99,
      extraPhotoCost: 0,
      leadTimeCost: 0,
      baseCost: 59.97,
    });
  });

  test('a clip adds extra photos, the lead time and the gift to its price, once', () => {
    assert.deepEqual(
      itemCosts({ productType: ProductType.CLIP, productPriceCents: 4900, quantity: 4, additionalPhotoCount: 5, leadTimePriceCents: 1900, giftVideoStory: true }),
      { productPrice: 49, extraPhotoCost: 5 * EXTRA_PHOTO_PRICE, leadTimeCost: 19, baseCost: 49 + 5 * EXTRA_PHOTO_PRICE + 19 + GIFT_VIDEO_CARD_PRICE },
    );
  });

  test('a clip without a lead time costs nothing for it', () => {
    assert.equal(itemCosts({ ...base, productType: ProductType.CLIP, productPriceCents: 2500 }).baseCost, 25);
  });
});

describe('discounts', () => {
  const clip = (productPriceCents: number, extras: Partial<CartLine> = {}): CartLine => ({
    productType: ProductType.CLIP,
    productPriceCents,
    quantity: 1,
    additionalPhotoCount: 0,
    leadTimePriceCents: null,
    giftVideoStory: false,
    isAvailable: true,
    ...extras,
  });
  const simple = (productPriceCents: number, quantity: number, extras: Partial<CartLine> = {}): CartLine => ({
    ...clip(productPriceCents),
    productType: ProductType.SIMPLE,
    quantity,
    ...extras,
  });
  const percent = (value: number, type: number = DiscountType.REGULAR_PERCENTAGE): CartCoupon => ({ type, percent: value, usable: true });
  const freeClip: CartCoupon = { type: DiscountType.ONE_TIME_FREE_CLIP, percent: null, usable: true };

  test('a percentage coupon takes the percent of each available item\'s base cost, extras included, to the cent', () => {
    const lines = [simple(1999, 3), clip(4900, { additionalPhotoCount: 5, leadTimePriceCents: 1900, giftVideoStory: true })];
    // 59.97 × 10% = 5.997 → 6.00; (49 + 5 + 19 + 50) × 10% = 12.30.
    assert.deepEqual(discountCents(lines, percent(10)), [600, 1230]);
    assert.deepEqual(discountCents(lines, percent(25, DiscountType.ONE_TIME_PERCENTAGE)), [1499, 3075]);
    assert.deepEqual(discountCents(lines, percent(100)), [5997, 12300]);
  });

  test('a percentage rounds half a cent up and anything less down', () => {
    assert.deepEqual(discountCents([simple(5, 1), simple(15, 1), simple(14, 1), simple(1, 1)], percent(10)), [1, 2, 1, 0]);
    assert.deepEqual(discountCents([simple(1050, 1)], percent(15)), [158]);
    assert.deepEqual(discountCents([simple(1030, 1)], percent(15)), [155]);
  });

  test('the free clip pays for the most expensive available clip\'s story only, the oldest of equals', () => {
    const lines = [simple(9900, 1), clip(2900), clip(4900, { additionalPhotoCount: 3, giftVideoStory: true }), clip(4900), clip(7900, { isAvailable: false })];
    assert.deepEqual(discountCents(lines, freeClip), [0, 0, 4900, 0, 0]);
  });

  test('unavailable items and an unusable coupon take nothing off', () => {
    assert.deepEqual(discountCents([simple(1000, 2, { isAvailable: false }), simple(1000, 1)], percent(50)), [0, 500]);
    assert.deepEqual(discountCents([clip(4900, { isAvailable: false })], freeClip), [0]);
    assert.deepEqual(discountCents([simple(1000, 1), clip(4900)], { ...percent(50), usable: false }), [0, 0]);
    assert.deepEqual(discountCents([clip(4900)], { ...freeClip, usable: false }), [0]);
  });

  test('cartCosts adds discountAmount in dollars to every item with a coupon and leaves it out without one', () => {
    const lines = [simple(1999, 3), simple(500, 1, { isAvailable: false }), clip(2500)];
    assert.deepEqual(
      cartCosts(lines, percent(10)).map(({ costs }) => costs.discountAmount),
      [6, 0, 2.5],
    );
    assert.deepEqual(
      cartCosts(lines, null).map(({ costs }) => 'discountAmount' in costs),
      [false, false, false],
    );
    assert.deepEqual(cartCosts(lines, null)[0]?.costs, itemCosts(simple(1999, 3)));
    assert.equal(cartCosts(lines, freeClip)[2]?.line, lines[2]);
  });

  test('a coupon needs an available product, and the free clip an available clip', () => {
    assert.equal(couponMismatch([], percent(10)), 'no-product');
    assert.equal(couponMismatch([simple(100, 1, { isAvailable: false })], percent(10)), 'no-product');
    assert.equal(couponMismatch([simple(100, 1)], percent(10)), null);
    assert.equal(couponMismatch([simple(100, 1), clip(100, { isAvailable: false })], freeClip), 'no-clip');
    assert.equal(couponMismatch([simple(100, 1), clip(100)], freeClip), null);
  });
});
