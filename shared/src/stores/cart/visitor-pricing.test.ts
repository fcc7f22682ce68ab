import { productFixture } from '../../api/testing/fixtures';
import { ProductType } from '../../constants';
import { $initialState, mergeInitialState } from '../initial-state';
import { priceWithExtras } from './visitor-pricing';

const leadTimePrices = [
  { id: 1, caption: 'Standard', price: 0, period: 72 },
  { id: 2, caption: 'Express', price: 0.2, period: 24 },
];

beforeEach(() => mergeInitialState({ leadTimePrices }));
afterEach(() => $initialState.set(null));

describe('priceWithExtras', () => {
  it('prices a clip in whole cents as the server does, so 0.10 + 0.20 is 0.30', () => {
    // In dollars 0.1 + 0.2 is 0.30000000000000004.
    expect(priceWithExtras(productFixture({ price: 0.1 }), { leadTimePrice: 2 })).toEqual({
      quantity: 1,
      additionalPhotoCount: 0,
      leadTimePrice: 2,
      giftVideoStory: false,
      productPrice: 0.1,
      extraPhotoCost: 0,
      leadTimeCost: 0.2,
      baseCost: 0.3,
    });
  });

  it('takes the default lead time for one that is not offered, and keeps a simple product to its quantity', () => {
    expect(priceWithExtras(productFixture({ price: 29 }), { leadTimePrice: 99, giftVideoStory: true })).toMatchObject({
      leadTimePrice: 1,
      baseCost: 79,
    });
    const simple = productFixture({ price: 19.99, type: ProductType.SIMPLE, clipProperties: null });
    expect(priceWithExtras(simple, { quantity: 3, additionalPhotoCount: 5, giftVideoStory: true })).toEqual({
      quantity: 3,
      additionalPhotoCount: 0,
      leadTimePrice: null,
      giftVideoStory: false,
      productPrice: 19.99,
      extraPhotoCost: 0,
      leadTimeCost: 0,
      baseCost: 59.97,
    });
  });
});
