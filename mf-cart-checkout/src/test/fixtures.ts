// Valid products, cart items and an initial state for tests (the same helpers @shop/shared's own tests use).
import { EMPTY_INITIAL_STATE, type InitialState, type SessionUser } from '@shop/shared';
import type { CheckoutCart } from '../features/checkout/components/checkout-view';

export { productFixture, cartItemFixture, orderFixture, orderItemFixture, quietErrors } from '@shop/shared/testing';

export const leadTimePrices = [
  { id: 1, caption: 'Standard (3 days)', price: 0, period: 72 },
  { id: 2, caption: 'Express (24 hours)', price: 20, period: 24 },
];

export function cartState(overrides: Partial<InitialState> = {}): InitialState {
  return { ...EMPTY_INITIAL_STATE, leadTimePrices, time: 1, ...overrides };
}

export const signedInUser: SessionUser = { id: 7, email: 'ann@example.com', token: 'token-7', profile: null };

/** A ready clip-only cart as the checkout view takes it ($29.00 and its tax), with overrides. */
export const checkoutCart = (overrides: Partial<CheckoutCart> = {}): CheckoutCart => ({
  lines: [{ id: 1, name: 'Golden Hour Vows', quantity: null, price: 29 }],
  totals: { subtotal: 29, discount: 0, tax: 2.57, total: 31.57, couponApplied: false },
  ready: true,
  hasSimpleProduct: false,
  busy: false,
  ...overrides,
});
