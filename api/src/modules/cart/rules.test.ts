import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CAPTION_MESSAGES } from '@shop/shared/contracts';
import { CART_MAX_QUANTITY, DEFAULT_ADDITIONAL_PHOTO_COUNT, ProductType } from '@shop/shared/constants';
import { changeRefusal, columnsOf, mergedItems, photoRefusal, type CaptionRule, type ProductFacts } from './rules';

const TEXT_FIELD = 7;
const requiredText: CaptionRule = { type: 'text', required: true, parameters: {} };
const clip: ProductFacts = { id: 1, type: ProductType.CLIP, isAvailable: true, captionRules: new Map([[TEXT_FIELD, requiredText]]) };
const simple: ProductFacts = { id: 2, type: ProductType.SIMPLE, isAvailable: true, captionRules: new Map() };
const facts = new Map([clip, simple].map((product) => [product.id, product]));
const LEAD_TIMES = new Set([10, 11]);

describe('cart rules', () => {
  test('a change stores only the fields of its product type', () => {
    const change = { product: 1, quantity: 5, additionalPhotoCount: 3, leadTimePrice: 11, giftVideoStory: true };
    assert.deepEqual(columnsOf(change, clip), { quantity: undefined, additionalPhotoCount: 3, leadTimePriceId: 11, giftVideoStory: true, captions: undefined });
    assert.deepEqual(columnsOf({ ...change, product: 2 }, simple), { quantity: 5, additionalPhotoCount: undefined, leadTimePriceId: undefined, giftVideoStory: undefined, captions: undefined });
  });

  test('a change is refused for an unknown lead time, a caption field of another product, or a value breaking its rule', () => {
    assert.deepEqual(changeRefusal({ product: 1, leadTimePrice: 99 }, clip, LEAD_TIMES), { reason: 'unknownLeadTime' });
    assert.deepEqual(
      changeRefusal({ product: 1, captions: [{ fieldId: TEXT_FIELD, value: 'Ann' }, { fieldId: 8, value: 'x' }] }, clip, LEAD_TIMES),
      { reason: 'strayCaption', index: 1 },
    );
    assert.deepEqual(changeRefusal({ product: 1, captions: [{ fieldId: TEXT_FIELD, value: '  ' }] }, clip, LEAD_TIMES), {
      reason: 'captionRule',
      problem: CAPTION_MESSAGES.required,
    });
    assert.equal(changeRefusal({ product: 1, leadTimePrice: 10, captions: [{ fieldId: TEXT_FIELD, value: 'Ann' }] }, clip, LEAD_TIMES), undefined);
    assert.equal(changeRefusal({ product: 1, leadTimePrice: null }, clip, new Set()), undefined);
  });

  test('a browser cart merges one row per product: quantities add up to the cap, clips take the larger extras', () => {
    const items = mergedItems(
      [
        { product: 2, quantity: CART_MAX_QUANTITY - 1 },
        { product: 2, quantity: 5 },
        { product: 1, additionalPhotoCount: 1 },
        { product: 1, additionalPhotoCount: 4, giftVideoStory: true },
      ],
      facts,
      LEAD_TIMES,
      10,
    );
    assert.deepEqual(items.map((item) => [item.isClip, item.row.productId, item.row.quantity, item.row.additionalPhotoCount, item.row.giftVideoStory]), [
      [false, 2, CART_MAX_QUANTITY, DEFAULT_ADDITIONAL_PHOTO_COUNT, false],
      [true, 1, 1, 4, true],
    ]);
  });

  test('a merge drops unknown products, unknown lead times and captions breaking their rule instead of refusing', () => {
    const items = mergedItems(
      [
        { product: 404 },
        { product: 1, leadTimePrice: 99, captions: [{ fieldId: TEXT_FIELD, value: '' }, { fieldId: 8, value: 'stray' }] },
      ],
      facts,
      LEAD_TIMES,
      10,
    );
    assert.equal(items.length, 1);
    assert.equal(items[0]?.row.leadTimePriceId, 10, 'the default lead time replaces an unknown one');
    assert.deepEqual(items[0]?.row.captions, []);
  });

  test("photos go on the user's clip items only, and adding stops at the item's limit", () => {
    assert.deepEqual(photoRefusal(undefined, 'change'), { reason: 'unknownPhotoItem' });
    assert.deepEqual(photoRefusal({ type: ProductType.SIMPLE, limit: 0, count: 0 }, 'change'), { reason: 'notClip' });
    assert.deepEqual(photoRefusal({ type: ProductType.CLIP, limit: 3, count: 3 }, 'add'), { reason: 'photoLimit', limit: 3 });
    assert.equal(photoRefusal({ type: ProductType.CLIP, limit: 3, count: 3 }, 'change'), undefined, 'a full item can still lose or reorder photos');
    assert.equal(photoRefusal({ type: ProductType.CLIP, limit: 3, count: 2 }, 'add'), undefined);
  });
});
