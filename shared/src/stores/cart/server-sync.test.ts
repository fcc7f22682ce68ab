import { getCart, mergeCart, removeCartItem, updateCartItem } from '../../api';
import { cartItemFixture, productFixture } from '../../api/testing/fixtures';
import { ProductType } from '../../constants';
import { $user } from '../user';
import {
  $cart,
  $cartCount,
  $cartStatus,
  $visitorCart,
  CART_MERGE_KEY_STORAGE_KEY,
  CART_STORAGE_KEY,
  addToCart,
  removeFromCart,
} from '.';
import { USER_CART_CHANGED_KEY } from './server-sync';
import { flush, setUpCartTests, user } from './test-setup';

jest.mock('../../api', () => ({
  ...jest.requireActual('../../api'),
  getCart: jest.fn(),
  updateCartItem: jest.fn(),
  removeCartItem: jest.fn(),
  mergeCart: jest.fn(),
  mergeWishlist: jest.fn(),
  getInitialState: jest.fn(),
}));

setUpCartTests();

const cartChangedInAnotherTab = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: USER_CART_CHANGED_KEY, newValue: String(Date.now()) }));

describe('the signed-in cart across tabs', () => {
  it('tells the other tabs when a change was answered', async () => {
    $user.set(user);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      jest.mocked(updateCartItem).mockResolvedValue([cartItemFixture({ id: 10, product: 1 })]);
      await addToCart(productFixture({ id: 1 }));
      expect(setItem).toHaveBeenCalledWith(USER_CART_CHANGED_KEY, expect.any(String));
      expect(localStorage.getItem(USER_CART_CHANGED_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it('fetches the cart again when another tab changed it, without telling the tabs again', async () => {
    jest.mocked(getCart).mockResolvedValue([]);
    const unsubscribe = $cartCount.subscribe(() => undefined);
    $user.set(user);
    await flush();
    expect(getCart).toHaveBeenCalledTimes(1);
    jest
      .mocked(getCart)
      .mockResolvedValue([cartItemFixture({ id: 11, product: 2 }), cartItemFixture({ id: 12, product: 3 })]);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      cartChangedInAnotherTab();
      await flush();
      expect(getCart).toHaveBeenCalledTimes(2);
      expect($cartCount.get()).toBe(2);
      expect(setItem).not.toHaveBeenCalledWith(USER_CART_CHANGED_KEY, expect.anything());
    } finally {
      setItem.mockRestore();
      unsubscribe();
    }
  });

  it('fetches nothing for a visitor', async () => {
    const unsubscribe = $cartCount.subscribe(() => undefined);
    cartChangedInAnotherTab();
    await flush();
    expect(getCart).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('the signed-in cart', () => {
  it('is loaded once per sign-in, only when a user exists', async () => {
    jest.mocked(getCart).mockResolvedValue([cartItemFixture({ id: 10, product: 4 })]);
    const unsubscribe = $cartCount.subscribe(() => undefined);
    await flush();
    expect(getCart).not.toHaveBeenCalled();
    $user.set(user);
    await flush();
    expect(getCart).toHaveBeenCalledTimes(1);
    expect($cartCount.get()).toBe(1);
    expect($cartStatus.get()).toBe('ready');
    $user.set({ ...user, profile: { firstName: 'Ann' } });
    await flush();
    expect(getCart).toHaveBeenCalledTimes(1);
    $user.set(null);
    expect($cartCount.get()).toBe(0);
    $user.set({ ...user, token: 't2' });
    await flush();
    expect(getCart).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('replaces the cart with the full cart each change answers', async () => {
    $user.set(user);
    jest.mocked(updateCartItem).mockResolvedValue([cartItemFixture({ id: 10, product: 1 })]);
    await addToCart(productFixture({ id: 1 }), { giftVideoStory: true });
    expect(updateCartItem).toHaveBeenCalledWith({ product: 1, giftVideoStory: true });
    expect($cart.get()).toEqual([expect.objectContaining({ id: 10 })]);
    jest.mocked(removeCartItem).mockResolvedValue([]);
    await removeFromCart(1);
    expect(removeCartItem).toHaveBeenCalledWith({ id: 10 });
    expect($cart.get()).toEqual([]);
  });

  it('logs a failed change and keeps the cart', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    $user.set(user);
    jest.mocked(updateCartItem).mockRejectedValue(new Error('offline'));
    await expect(addToCart(productFixture({ id: 1 }))).resolves.toBe(false);
    expect($cart.get()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to add to the cart', expect.any(Error));
  });
});

describe('merging the visitor cart at sign-in', () => {
  it('sends the browser items to the account, takes the answer and empties the browser cart', async () => {
    await addToCart(productFixture({ id: 1 }), { additionalPhotoCount: 2 });
    await addToCart(productFixture({ id: 2, type: ProductType.SIMPLE, clipProperties: null }), { quantity: 3 });
    jest
      .mocked(mergeCart)
      .mockResolvedValue([
        cartItemFixture({ id: 7, product: 9 }),
        cartItemFixture({ id: 8, product: 1 }),
        cartItemFixture({ id: 9, product: 2 }),
      ]);
    const unsubscribe = $cartCount.subscribe(() => undefined);
    $user.set(user);
    await flush();
    expect(mergeCart).toHaveBeenCalledWith({
      items: [
        { product: 1, quantity: 1, additionalPhotoCount: 2, giftVideoStory: false, leadTimePrice: 1 },
        { product: 2, quantity: 3, additionalPhotoCount: 0, giftVideoStory: false },
      ],
      mergeKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(getCart).not.toHaveBeenCalled();
    expect($cartCount.get()).toBe(3);
    expect($visitorCart.get()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CART_MERGE_KEY_STORAGE_KEY)).toBeNull();
    unsubscribe();
  });

  it('names each version of the browser cart with a new merge key, so only a retry of the same cart repeats a key', async () => {
    await addToCart(productFixture({ id: 1 }));
    const first = JSON.parse(localStorage.getItem(CART_MERGE_KEY_STORAGE_KEY) ?? 'null') as string;
    await addToCart(productFixture({ id: 2 }));
    const second = JSON.parse(localStorage.getItem(CART_MERGE_KEY_STORAGE_KEY) ?? 'null') as string;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('keeps the browser cart when the merge fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await addToCart(productFixture({ id: 1 }));
    jest.mocked(mergeCart).mockRejectedValue(new Error('offline'));
    const unsubscribe = $cart.subscribe(() => undefined);
    $user.set(user);
    await flush();
    expect($cartStatus.get()).toBe('error');
    expect($visitorCart.get()).toHaveLength(1);
    unsubscribe();
  });
});
