import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EXTRA_PHOTO_PRICE, GIFT_VIDEO_CARD_PRICE, ProductType } from '@shop/shared/constants';
import { itemCosts } from './prices';

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
