import { ProductType, type CaptionField } from '@shop/shared';
import { cartItemFixture, productFixture } from '../../test/fixtures';
import { checkoutReadiness } from './checkout-readiness';

const field = (id: number, label: string, position: number): CaptionField => ({
  id,
  label,
  position,
  type: 'text',
  required: true,
  parameters: {},
});
const image = { id: 1, image: 'photo.jpg', position: 0 };
const caption = (fieldId: number) => ({ fieldId, label: 'x', position: 0, type: 'text' as const, value: 'Our day' });

const simple = productFixture({ id: 1, name: 'Photo Book', type: ProductType.SIMPLE, clipProperties: null });
const vows = productFixture({
  id: 2,
  name: 'Golden Hour Vows',
  captionFields: [field(20, 'Story title', 2), field(21, 'Names', 1)],
});
const trip = productFixture({ id: 3, name: 'Road Trip' });

const completeClip = (product: number, overrides = {}) =>
  cartItemFixture({ id: product, product, leadTimePrice: 1, images: [image], ...overrides });

// The rules' own cases (the first missing caption by position, nothing left to pay for, ...) are in @shop/shared
// (src/pricing/readiness.test.ts); these check that the cart's items and products reach them: lead time, captions by
// field, photos, availability, unknown products, and the discount not taken for the subtotal.
describe('checkoutReadiness', () => {
  it('is ready with a simple item and a complete clip', () => {
    const items = [
      cartItemFixture({ id: 1, product: 1, baseCost: 10 }),
      completeClip(2, { captions: [caption(20), caption(21)] }),
      completeClip(3),
    ];
    expect(checkoutReadiness(items, [simple, vows, trip])).toEqual({ ready: true, reasons: [] });
  });

  it('asks for a lead time price first, then the captions, then the photos', () => {
    const items = [cartItemFixture({ id: 2, product: 2, leadTimePrice: null, images: [] })];
    expect(checkoutReadiness(items, [vows])).toEqual({
      ready: false,
      reasons: [
        'select a lead time price for Golden Hour Vows',
        'add Names for Golden Hour Vows',
        'upload photos for Golden Hour Vows',
      ],
    });
  });

  it('skips unavailable items and items whose product is unknown', () => {
    const items = [
      cartItemFixture({ id: 1, product: 1, baseCost: 10 }),
      cartItemFixture({ id: 2, product: 2, leadTimePrice: null }),
      cartItemFixture({ id: 9, product: 9, leadTimePrice: null }),
    ];
    expect(checkoutReadiness(items, [simple, { ...vows, isAvailable: false }])).toEqual({ ready: true, reasons: [] });
  });

  it('is ready when a coupon makes the cart free', () => {
    const items = [completeClip(3, { baseCost: 29, discountAmount: 29 })];
    expect(checkoutReadiness(items, [trip])).toEqual({ ready: true, reasons: [] });
  });
});
