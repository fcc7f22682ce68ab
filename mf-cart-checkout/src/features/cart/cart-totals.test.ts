import { ProductType } from '@shop/shared';
import { cartItemFixture, productFixture } from '../../test/fixtures';
import { cartTotals } from './cart-totals';

const clip = productFixture({ id: 1 });
const simple = productFixture({ id: 2, type: ProductType.SIMPLE, clipProperties: null });
const gone = productFixture({ id: 3, isAvailable: false });

// The arithmetic's own cases (an empty cart, tax on the subtotal, the discount before the tax) are in @shop/shared
// (src/pricing/totals.test.ts); these check the cart's dollars go in and come out exact, which items count, and the
// coupon flag.
describe('cartTotals', () => {
  it('leaves out unavailable items and items whose product could not be loaded', () => {
    const items = [
      cartItemFixture({ id: 1, product: 1, baseCost: 10, discountAmount: 1 }),
      cartItemFixture({ id: 2, product: 3, baseCost: 500, discountAmount: 50 }),
      cartItemFixture({ id: 3, product: 99, baseCost: 700 }),
    ];
    expect(cartTotals(items, [clip, gone])).toMatchObject({ subtotal: 10, discount: 1, taxable: 9 });
  });

  it('tells a coupon that takes nothing off from no coupon', () => {
    const items = [
      cartItemFixture({ id: 1, product: 3, baseCost: 10, discountAmount: 0 }),
      cartItemFixture({ id: 2, product: 2, baseCost: 10, discountAmount: 0 }),
    ];
    expect(cartTotals(items, [gone, simple])).toMatchObject({ discount: 0, couponApplied: true });
  });

  it('sums in whole cents, so 0.1 + 0.2 is 0.30', () => {
    const items = [
      cartItemFixture({ id: 1, product: 1, baseCost: 0.1 }),
      cartItemFixture({ id: 2, product: 2, baseCost: 0.2 }),
    ];
    // 8.875% of 0.30 = 0.026625 → 0.03.
    expect(cartTotals(items, [clip, simple])).toEqual({
      subtotal: 0.3,
      discount: 0,
      taxable: 0.3,
      tax: 0.03,
      total: 0.33,
      couponApplied: false,
    });
  });

  it('keeps prices with cents exact (19.99 × 3)', () => {
    const items = [
      cartItemFixture({ id: 1, product: 2, baseCost: 59.97 }),
      cartItemFixture({ id: 2, product: 1, baseCost: 19.99 }),
    ];
    // 79.96; 8.875% = 7.09645 → 7.10.
    expect(
      cartTotals(
        items,
        new Map([
          [1, clip],
          [2, simple],
        ]),
      ),
    ).toEqual({ subtotal: 79.96, discount: 0, taxable: 79.96, tax: 7.1, total: 87.06, couponApplied: false });
  });
});
