// The cart store's tests: a signed-in user, the shop's lead times and a fresh store after each test.
import { cleanStores } from 'nanostores';
import { getCart, getInitialState } from '../../api';
import { $initialState, EMPTY_INITIAL_STATE, mergeInitialState } from '../initial-state';
import { $user } from '../user';
import { $cart, $cartCount, $cartStatus, $userCart, $visitorCart, resetCartLoading } from '.';

export const user = { id: 1, email: 'ann@example.com', token: 't1', profile: null };
export const leadTimePrices = [
  { id: 1, caption: 'Standard', price: 0, period: 72 },
  { id: 2, caption: 'Express', price: 20, period: 24 },
];
export const flush = () => new Promise(process.nextTick);

/** Call in a test file that mocks '../../api' (getCart, getInitialState and the calls it uses). */
export function setUpCartTests(): void {
  beforeEach(() => {
    mergeInitialState({ leadTimePrices });
    jest.mocked(getInitialState).mockResolvedValue(EMPTY_INITIAL_STATE);
    // Reading the cart while signed in loads it once.
    jest.mocked(getCart).mockResolvedValue([]);
  });

  afterEach(() => {
    cleanStores($cart, $cartCount, $userCart, $visitorCart, $cartStatus);
    $user.set(null);
    $visitorCart.set([]);
    $userCart.set([]);
    $cartStatus.set('idle');
    $initialState.set(null);
    resetCartLoading();
    localStorage.clear();
    jest.resetAllMocks();
  });
}
