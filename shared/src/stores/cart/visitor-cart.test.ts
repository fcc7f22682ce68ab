import { updateCartItem } from '../../api';
import { productFixture } from '../../api/testing/fixtures';
import { ProductType } from '../../constants';
import {
  $cart,
  $cartCount,
  CART_MERGE_KEY_STORAGE_KEY,
  CART_STORAGE_KEY,
  addProductsToCart,
  addToCart,
  toggleCart,
  updateCartExtras,
} from '.';
import { visitorCartItem } from './visitor-pricing';
import { setUpCartTests } from './test-setup';

jest.mock('../../api', () => ({
  ...jest.requireActual('../../api'),
  getCart: jest.fn(),
  updateCartItem: jest.fn(),
  mergeWishlist: jest.fn(),
  getInitialState: jest.fn(),
}));

setUpCartTests();

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

  it("follows another tab's changes, so adding here keeps the items added there", async () => {
    await addToCart(productFixture({ id: 1 }));
    // Another tab, which also had product 1, added product 2 and wrote its cart and merge key.
    const there = [...$cart.get(), visitorCartItem(productFixture({ id: 2 }), {}, -2)];
    localStorage.setItem(CART_MERGE_KEY_STORAGE_KEY, 'key-of-the-other-tab');
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(there));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify(there) }));
    expect($cart.get().map((item) => item.product)).toEqual([1, 2]);
    expect($cartCount.get()).toBe(2);
    // Taken, not written again: the other tab's version keeps its merge key.
    expect(localStorage.getItem(CART_MERGE_KEY_STORAGE_KEY)).toBe('key-of-the-other-tab');

    await addToCart(productFixture({ id: 3 }));
    expect($cart.get().map((item) => [item.product, item.id])).toEqual([
      [1, -1],
      [2, -2],
      [3, -3],
    ]);
    expect(localStorage.getItem(CART_MERGE_KEY_STORAGE_KEY)).not.toBe('key-of-the-other-tab');
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
