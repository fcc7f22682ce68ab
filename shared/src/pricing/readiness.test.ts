import { ProductType } from '../constants';
import { checkoutReadiness, ZERO_SUBTOTAL_REASON, type ReadinessLine } from './readiness';

const field = (id: number, label: string, position: number) => ({ id, label, position });

const line = (overrides: Partial<ReadinessLine>): ReadinessLine => ({
  isAvailable: true,
  productType: ProductType.CLIP,
  productName: 'Road Trip',
  baseCost: 2900,
  hasLeadTime: true,
  captionFields: [],
  captionedFieldIds: [],
  photoCount: 1,
  ...overrides,
});
const simple = (overrides: Partial<ReadinessLine> = {}) =>
  line({
    productType: ProductType.SIMPLE,
    productName: 'Photo Book',
    baseCost: 1000,
    hasLeadTime: false,
    photoCount: 0,
    ...overrides,
  });
const vowsFields = [field(20, 'Story title', 2), field(21, 'Names', 1)];
const vows = (overrides: Partial<ReadinessLine> = {}) =>
  line({ productName: 'Golden Hour Vows', captionFields: vowsFields, ...overrides });
const trip = (overrides: Partial<ReadinessLine> = {}) => line(overrides);

describe('checkoutReadiness', () => {
  it('is ready with a simple item and a complete clip', () => {
    const lines = [simple(), vows({ captionedFieldIds: [20, 21] }), trip()];
    expect(checkoutReadiness(lines)).toEqual({ ready: true, reasons: [] });
  });

  it('asks for a lead time price first, then the captions, then the photos', () => {
    expect(checkoutReadiness([vows({ hasLeadTime: false, photoCount: 0 })])).toEqual({
      ready: false,
      reasons: [
        'select a lead time price for Golden Hour Vows',
        'add Names for Golden Hour Vows',
        'upload photos for Golden Hour Vows',
      ],
    });
  });

  it('names only the first missing caption field of a product, by position', () => {
    expect(checkoutReadiness([vows()]).reasons).toEqual(['add Names for Golden Hour Vows']);
    expect(checkoutReadiness([vows({ captionedFieldIds: [21] })]).reasons).toEqual([
      'add Story title for Golden Hour Vows',
    ]);
  });

  it('asks for photos when none are uploaded', () => {
    expect(checkoutReadiness([trip({ photoCount: 0 })]).reasons).toEqual(['upload photos for Road Trip']);
  });

  it('lists the reasons of every product in cart order', () => {
    const lines = [trip({ photoCount: 0 }), vows({ hasLeadTime: false, captionedFieldIds: [20, 21] })];
    expect(checkoutReadiness(lines).reasons).toEqual([
      'upload photos for Road Trip',
      'select a lead time price for Golden Hour Vows',
    ]);
  });

  it('needs nothing more from a simple item', () => {
    expect(checkoutReadiness([simple()])).toEqual({ ready: true, reasons: [] });
  });

  it('skips unavailable items', () => {
    const lines = [simple(), vows({ isAvailable: false, hasLeadTime: false })];
    expect(checkoutReadiness(lines)).toEqual({ ready: true, reasons: [] });
  });

  it('is not ready when nothing available is left to pay for', () => {
    expect(checkoutReadiness([simple({ isAvailable: false })])).toEqual({
      ready: false,
      reasons: [ZERO_SUBTOTAL_REASON],
    });
    expect(checkoutReadiness([])).toEqual({ ready: false, reasons: ['add an available product to your cart'] });
  });

  it('is ready when a coupon makes the cart free (the subtotal is taken before discounts)', () => {
    const free = { ...trip({ baseCost: 2900 }), discount: 2900 };
    expect(checkoutReadiness([free])).toEqual({ ready: true, reasons: [] });
  });
});
