// Valid products and cart items for tests (the same helpers @shop/shared's own tests use), plus a catalogue state.
import { EMPTY_INITIAL_STATE, type Category, type InitialState, type SessionUser } from '@shop/shared';

export { productFixture, cartItemFixture, quietErrors } from '@shop/shared/testing';

export const categories: Category[] = [
  { id: 1, slug: 'wedding', name: 'Wedding Stories', description: 'Weddings.', image: 'category-wedding.png' },
  { id: 2, slug: 'birthday', name: 'Birthday Surprises', description: 'Birthdays.', image: 'category-birthday.png' },
  { id: 3, slug: 'holidays', name: 'Holiday Greetings', description: 'Holidays.', image: null },
];

export function catalogueState(overrides: Partial<InitialState> = {}): InitialState {
  return {
    ...EMPTY_INITIAL_STATE,
    categories,
    filterParams: {
      price: { min: 0, max: 200, step: 1 },
      amount: { min: 5, max: 60, step: 1 },
      duration: { min: 30, max: 300, step: 5 },
    },
    leadTimePrices: [
      { id: 1, caption: 'Standard (3 days)', price: 0, period: 72 },
      { id: 2, caption: 'Express (24 hours)', price: 20, period: 24 },
    ],
    time: 1,
    ...overrides,
  };
}

export const signedInUser: SessionUser = { id: 7, email: 'ann@example.com', token: 'token-7', profile: null };
