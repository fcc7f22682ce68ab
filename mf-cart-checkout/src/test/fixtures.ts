// Valid products, cart items and an initial state for tests (the same helpers @shop/shared's own tests use).
import { EMPTY_INITIAL_STATE, type InitialState, type SessionUser } from '@shop/shared';

export { productFixture, cartItemFixture, orderFixture, orderItemFixture, quietErrors } from '@shop/shared/testing';

export const leadTimePrices = [
  { id: 1, caption: 'Standard (3 days)', price: 0, period: 72 },
  { id: 2, caption: 'Express (24 hours)', price: 20, period: 24 },
];

export function cartState(overrides: Partial<InitialState> = {}): InitialState {
  return { ...EMPTY_INITIAL_STATE, leadTimePrices, time: 1, ...overrides };
}

export const signedInUser: SessionUser = { id: 7, email: 'ann@example.com', token: 'token-7', profile: null };
