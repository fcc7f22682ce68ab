import { cleanStores } from 'nanostores';
import { getCart, mergeCart, removeCartItem, updateCartItem, getInitialState } from '../../api';
import { cartItemFixture, productFixture } from '../../api/testing/fixtures';
import { ProductType } from '../../constants';
import {
  $cart,
  $cartCount,
  $cartLoading,
  $cartStatus,
  $userCart,
  $visitorCart,
  CART_STORAGE_KEY,
  CART_MERGE_KEY_STORAGE_KEY,
  addProductsToCart,
  addToCart,
  removeFromCart,
  resetCartLoading,
  cartLoadingFinished,
  cartLoadingStarted,
  toggleCart,
  updateCartExtras,
  whileCartLoading,
} from '.';
import { $initialState, EMPTY_INITIAL_STATE, mergeInitialState } from '../initial-state';
import { $user } from '../user';

jest.mock('../../api', () => ({
  ...jest.requireActual('../../api'),
  getCart: jest.fn(),
  updateCartItem: jest.fn(),
  removeCartItem: jest.fn(),
  mergeCart: jest.fn(),
  mergeWishlist: jest.fn(),
  getInitialState: jest.fn(),
}));

const user = { id: 1, email: 'ann@example.com', token: 't1', profile: null };
const leadTimePrices = [
  { id: 1, caption: 'Standard', price: 0, period: 72 },
  { id: 2, caption: 'Express', price: 20, period: 24 },
];
const flush = () => new Promise(process.nextTick);

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

describe('the visitor cart', () => {
  it('keeps items in the browser with the costs worked out', async () => {
    await addToCart(productFixture({ id: 1, price: 29 }), {
      additionalPhotoCount: 3,
      leadTimePrice: 2,
      giftVideoStory: true,
    });
    await addToCart(productFixture({ id: 2, price: 10, type: ProductType.SIMPLE, clipProperties: null }), {
      quantity: 2,
    });
    expect($cart.get()).toEqual([
      expect.objectContaining({
        id: -1,
        product: 1,
        additionalPhotoCount: 3,
        leadTimePrice: 2,
        giftVideoStory: true,
        extraPhotoCost: 3,
        leadTimeCost: 20,
        baseCost: 29 + 3 + 20 + 50,
      }),
      expect.objectContaining({ id: -2, product: 2, quantity: 2, leadTimePrice: null, baseCost: 20 }),
    ]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    expect(updateCartItem).not.toHaveBeenCalled();
  });

  it('gives a clip the lead time priced 0 when none is chosen', async () => {
    await addToCart(productFixture({ id: 1 }));
    expect($cart.get()[0]).toMatchObject({ leadTimePrice: 1, leadTimeCost: 0 });
  });

  it('adds a product once and never an unavailable one', async () => {
    await addToCart(productFixture({ id: 1 }));
    await addToCart(productFixture({ id: 1 }));
    await expect(addToCart(productFixture({ id: 2, isAvailable: false }))).resolves.toBe(false);
    expect($cart.get()).toHaveLength(1);
  });

  it('updates the extras of an item in the cart and ignores products not in it', async () => {
    const product = productFixture({ id: 1, price: 29 });
    await updateCartExtras(product, { giftVideoStory: true });
    expect($cart.get()).toEqual([]);
    await addToCart(product);
    await updateCartExtras(product, { additionalPhotoCount: 2 });
    await updateCartExtras(product, { giftVideoStory: true });
    expect($cart.get()[0]).toMatchObject({ additionalPhotoCount: 2, giftVideoStory: true, baseCost: 29 + 2 + 50 });
  });

  it('toggles and removes items', async () => {
    const product = productFixture({ id: 1 });
    await toggleCart(product);
    expect($cart.get()).toHaveLength(1);
    await toggleCart(product);
    expect($cart.get()).toHaveLength(0);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('adds many products, skipping unavailable ones and those in the cart', async () => {
    await addToCart(productFixture({ id: 1 }));
    await addProductsToCart([
      productFixture({ id: 1 }),
      productFixture({ id: 2, isAvailable: false }),
      productFixture({ id: 3 }),
    ]);
    expect($cart.get().map((item) => item.product)).toEqual([1, 3]);
  });
});

describe('the cart count for the header badge', () => {
  it('counts the cart items while it is watched', async () => {
    const unsubscribe = $cartCount.subscribe(() => undefined);
    expect($cartCount.get()).toBe(0);
    await addToCart(productFixture({ id: 1 }));
    await addToCart(productFixture({ id: 2 }));
    expect($cartCount.get()).toBe(2);
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

describe('the cart loading flag', () => {
  it('is false until an image call starts and false again once it has finished', () => {
    expect($cartLoading.get()).toBe(false);
    cartLoadingStarted();
    expect($cartLoading.get()).toBe(true);
    cartLoadingFinished();
    expect($cartLoading.get()).toBe(false);
  });

  it('stays true while any of several overlapping calls is in flight', () => {
    cartLoadingStarted();
    cartLoadingStarted();
    cartLoadingFinished();
    expect($cartLoading.get()).toBe(true);
    cartLoadingFinished();
    expect($cartLoading.get()).toBe(false);
    cartLoadingFinished();
    cartLoadingStarted();
    expect($cartLoading.get()).toBe(true);
  });

  it('is set around a call and cleared when the call fails', async () => {
    let during: boolean | undefined;
    await expect(
      whileCartLoading(async () => {
        during = $cartLoading.get();
        return 'done';
      }),
    ).resolves.toBe('done');
    expect(during).toBe(true);
    await expect(whileCartLoading(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect($cartLoading.get()).toBe(false);
  });
});
