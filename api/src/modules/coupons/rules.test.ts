import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DiscountType, ProductType } from '@shop/shared/constants';
import { cartRefusal, couponRefusal, lookupCode } from './rules';

const simple = (isAvailable = true) => ({ productType: ProductType.SIMPLE, isAvailable });
const clip = (isAvailable = true) => ({ productType: ProductType.CLIP, isAvailable });
const coupon = (type: number, { expired = false, redeemed = false } = {}) => ({ type, expired, redeemed });

describe('coupon rules', () => {
  test('a code is looked up trimmed; a blank one is not looked up at all', () => {
    assert.equal(lookupCode('  story10 '), 'story10');
    assert.equal(lookupCode(''), undefined);
    assert.equal(lookupCode(' \t\n'), undefined);
  });

  test('an expired coupon is refused before anything else, redeemed or not', () => {
    assert.equal(couponRefusal(coupon(DiscountType.REGULAR_PERCENTAGE, { expired: true })), 'expired');
    assert.equal(couponRefusal(coupon(DiscountType.ONE_TIME_PERCENTAGE, { expired: true, redeemed: true })), 'expired');
  });

  test('a redemption refuses the one-time types only', () => {
    assert.equal(couponRefusal(coupon(DiscountType.ONE_TIME_PERCENTAGE, { redeemed: true })), 'used');
    assert.equal(couponRefusal(coupon(DiscountType.ONE_TIME_FREE_CLIP, { redeemed: true })), 'used');
    assert.equal(couponRefusal(coupon(DiscountType.REGULAR_PERCENTAGE, { redeemed: true })), undefined);
    assert.equal(couponRefusal(coupon(DiscountType.ONE_TIME_PERCENTAGE)), undefined);
  });

  test('a cart without an available product refuses every coupon', () => {
    assert.equal(cartRefusal([], coupon(DiscountType.REGULAR_PERCENTAGE)), 'noProduct');
    assert.equal(cartRefusal([simple(false), clip(false)], coupon(DiscountType.ONE_TIME_FREE_CLIP)), 'noProduct');
  });

  test('the free clip needs an available clip; percentages take any available product', () => {
    assert.equal(cartRefusal([simple(), clip(false)], coupon(DiscountType.ONE_TIME_FREE_CLIP)), 'noClip');
    assert.equal(cartRefusal([simple(), clip()], coupon(DiscountType.ONE_TIME_FREE_CLIP)), undefined);
    assert.equal(cartRefusal([simple()], coupon(DiscountType.ONE_TIME_PERCENTAGE)), undefined);
  });
});
