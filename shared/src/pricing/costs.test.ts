import { DiscountType, EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '../constants';
import {
  costsInDollars,
  couponMismatch,
  lineCosts,
  lineDiscounts,
  toCents,
  toDollars,
  type CouponRule,
  type PricedLine,
} from './costs';

describe('lineCosts', () => {
  const base = { quantity: 1, additionalPhotoCount: 0, leadTimePriceCents: null, giftVideoStory: false };

  it('a simple product costs its price times the quantity', () => {
    expect(lineCosts({ ...base, productType: ProductType.SIMPLE, productPriceCents: 1999, quantity: 3 })).toEqual({
      productPrice: 1999,
      extraPhotoCost: 0,
      leadTimeCost: 0,
      baseCost: 5997,
    });
  });

  it('a clip adds extra photos, the lead time and the gift to its price, once', () => {
    const costs = lineCosts({
      productType: ProductType.CLIP,
      productPriceCents: 4900,
      quantity: 4,
      additionalPhotoCount: 5,
      leadTimePriceCents: 1900,
      giftVideoStory: true,
    });
    expect(costsInDollars(costs)).toEqual({
      productPrice: 49,
      extraPhotoCost: 5 * EXTRA_PHOTO_PRICE,
      leadTimeCost: 19,
      baseCost: 49 + 5 * EXTRA_PHOTO_PRICE + 19 + GIFT_VIDEO_CARD_PRICE,
    });
  });

  it('a clip without a lead time costs nothing for it', () => {
    expect(lineCosts({ ...base, productType: ProductType.CLIP, productPriceCents: 2500 }).baseCost).toBe(2500);
  });

  it('converts dollars to whole cents and back', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(5997)).toBe(59.97);
  });
});

describe('lineDiscounts', () => {
  const clip = (productPriceCents: number, extras: Partial<PricedLine> = {}): PricedLine => ({
    productType: ProductType.CLIP,
    productPriceCents,
    quantity: 1,
    additionalPhotoCount: 0,
    leadTimePriceCents: null,
    giftVideoStory: false,
    isAvailable: true,
    ...extras,
  });
  const simple = (productPriceCents: number, quantity: number, extras: Partial<PricedLine> = {}): PricedLine => ({
    ...clip(productPriceCents),
    productType: ProductType.SIMPLE,
    quantity,
    ...extras,
  });
  const percent = (value: number, type: number = DiscountType.REGULAR_PERCENTAGE): CouponRule => ({
    type,
    percent: value,
    usable: true,
  });
  const freeClip: CouponRule = { type: DiscountType.ONE_TIME_FREE_CLIP, percent: null, usable: true };

  it("a percentage coupon takes the percent of each available item's base cost, extras included, to the cent", () => {
    const lines = [
      simple(1999, 3),
      clip(4900, { additionalPhotoCount: 5, leadTimePriceCents: 1900, giftVideoStory: true }),
    ];
    // 59.97 × 10% = 5.997 → 6.00; (49 + 5 + 19 + 50) × 10% = 12.30.
    expect(lineDiscounts(lines, percent(10))).toEqual([600, 1230]);
    expect(lineDiscounts(lines, percent(25, DiscountType.ONE_TIME_PERCENTAGE))).toEqual([1499, 3075]);
    expect(lineDiscounts(lines, percent(100))).toEqual([5997, 12300]);
  });

  it('a percentage rounds half a cent up and anything less down', () => {
    expect(lineDiscounts([simple(5, 1), simple(15, 1), simple(14, 1), simple(1, 1)], percent(10))).toEqual([
      1, 2, 1, 0,
    ]);
    expect(lineDiscounts([simple(1050, 1)], percent(15))).toEqual([158]);
    expect(lineDiscounts([simple(1030, 1)], percent(15))).toEqual([155]);
  });

  it("the free clip pays for the most expensive available clip's story only, the oldest of equals", () => {
    const lines = [
      simple(9900, 1),
      clip(2900),
      clip(4900, { additionalPhotoCount: 3, giftVideoStory: true }),
      clip(4900),
      clip(7900, { isAvailable: false }),
    ];
    expect(lineDiscounts(lines, freeClip)).toEqual([0, 0, 4900, 0, 0]);
  });

  it('unavailable items and an unusable coupon take nothing off', () => {
    expect(lineDiscounts([simple(1000, 2, { isAvailable: false }), simple(1000, 1)], percent(50))).toEqual([0, 500]);
    expect(lineDiscounts([clip(4900, { isAvailable: false })], freeClip)).toEqual([0]);
    expect(lineDiscounts([simple(1000, 1), clip(4900)], { ...percent(50), usable: false })).toEqual([0, 0]);
    expect(lineDiscounts([clip(4900)], { ...freeClip, usable: false })).toEqual([0]);
  });

  it('a coupon needs an available product, and the free clip an available clip', () => {
    expect(couponMismatch([], percent(10))).toBe('no-product');
    expect(couponMismatch([simple(100, 1, { isAvailable: false })], percent(10))).toBe('no-product');
    expect(couponMismatch([simple(100, 1)], percent(10))).toBeNull();
    expect(couponMismatch([simple(100, 1), clip(100, { isAvailable: false })], freeClip)).toBe('no-clip');
    expect(couponMismatch([simple(100, 1), clip(100)], freeClip)).toBeNull();
  });
});
