import { cleanStores } from 'nanostores';
import { waitFor } from '@testing-library/react';
import { addToWishlist, getInitialState, getWishlist, mergeWishlist, removeFromWishlist } from '../api';
import { productFixture } from '../api/testing/fixtures';
import type { WishlistEntry } from '../contracts/catalog';
import { $initialState, EMPTY_INITIAL_STATE, mergeInitialState } from './initial-state';
import { $user } from './user';
import {
  $visitorWishlist,
  $wishlist,
  $wishlistIds,
  USER_WISHLIST_CHANGED_KEY,
  WISHLIST_STORAGE_KEY,
  mergeVisitorWishlist,
  removeProductsFromWishlist,
  toggleWishlist,
} from './wishlist';

jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  addToWishlist: jest.fn(),
  getWishlist: jest.fn(),
  removeFromWishlist: jest.fn(),
  mergeWishlist: jest.fn(),
  getInitialState: jest.fn(),
}));

const user = { id: 1, email: 'ann@example.com', token: 't1', profile: null };
const entry = (id: number, addedAt = '2024-03-05T10:00:00.000Z'): WishlistEntry => ({
  product: productFixture({ id, onWishlist: true }),
  addedAt,
});

beforeEach(() => {
  jest.mocked(getInitialState).mockResolvedValue({ ...EMPTY_INITIAL_STATE, user, wishlist: [entry(1), entry(2)] });
});

afterEach(() => {
  cleanStores($wishlist, $wishlistIds, $visitorWishlist);
  $user.set(null);
  $initialState.set(null);
  $visitorWishlist.set([]);
  localStorage.clear();
  jest.resetAllMocks();
});

describe('the visitor wishlist', () => {
  it('keeps products in the browser, newest first, once each', async () => {
    await toggleWishlist(productFixture({ id: 1 }));
    await toggleWishlist(productFixture({ id: 2 }));
    expect($wishlist.get().map((item) => item.product.id)).toEqual([2, 1]);
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toHaveLength(2);
    await toggleWishlist(productFixture({ id: 1 }));
    expect([...$wishlistIds.get()]).toEqual([2]);
    expect(addToWishlist).not.toHaveBeenCalled();
  });

  it('empties the stored list when the last product is removed', async () => {
    await toggleWishlist(productFixture({ id: 1 }));
    await removeProductsFromWishlist([1]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it("follows another tab's changes, so adding here keeps what was added there", async () => {
    await toggleWishlist(productFixture({ id: 1 }));
    const there = JSON.stringify([entry(2), ...$visitorWishlist.get()]);
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY, newValue: there }));
    expect([...$wishlistIds.get()]).toEqual([2, 1]);
    await toggleWishlist(productFixture({ id: 3 }));
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toHaveLength(3);
  });
});

describe('the signed-in wishlist', () => {
  it('comes from the initial state and is replaced by each answer', async () => {
    $user.set(user);
    mergeInitialState({ wishlist: [entry(1)] });
    expect([...$wishlistIds.get()]).toEqual([1]);
    jest.mocked(addToWishlist).mockResolvedValue([entry(3), entry(1)]);
    await toggleWishlist(productFixture({ id: 3 }));
    expect(addToWishlist).toHaveBeenCalledWith({ product: 3 });
    expect([...$wishlistIds.get()]).toEqual([3, 1]);
    jest.mocked(removeFromWishlist).mockResolvedValue([entry(3)]);
    await toggleWishlist(productFixture({ id: 1 }));
    expect(removeFromWishlist).toHaveBeenCalledWith({ product: 1 });
    expect([...$wishlistIds.get()]).toEqual([3]);
  });

  it('logs a failed call and keeps the list', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    $user.set(user);
    mergeInitialState({ wishlist: [entry(1)] });
    jest.mocked(removeFromWishlist).mockRejectedValue(new Error('offline'));
    await toggleWishlist(productFixture({ id: 1 }));
    expect([...$wishlistIds.get()]).toEqual([1]);
    expect(error).toHaveBeenCalledWith('Failed to remove from the wishlist', expect.any(Error));
  });
});

describe('merging the visitor wishlist at sign-in', () => {
  it('sends the browser list to the account once and then empties it', async () => {
    await toggleWishlist(productFixture({ id: 2 }));
    await toggleWishlist(productFixture({ id: 5 }));
    const merged = [entry(5), entry(2), entry(1)];
    jest.mocked(mergeWishlist).mockResolvedValue(merged);
    jest.mocked(getInitialState).mockResolvedValue({ ...EMPTY_INITIAL_STATE, user, wishlist: merged });
    const unsubscribe = $wishlist.subscribe(() => undefined);
    $user.set(user);
    await mergeVisitorWishlist();
    expect(mergeWishlist).toHaveBeenCalledTimes(1);
    expect(mergeWishlist).toHaveBeenCalledWith({ products: [5, 2] });
    expect($visitorWishlist.get()).toEqual([]);
    expect([...$wishlistIds.get()]).toEqual([5, 2, 1]);
    // The state is loaded once more, so an older answer started at sign-in cannot win.
    expect(getInitialState).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the browser list when the merge fails, so nothing is lost', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await toggleWishlist(productFixture({ id: 2 }));
    jest.mocked(mergeWishlist).mockRejectedValue(new Error('offline'));
    $user.set(user);
    await mergeVisitorWishlist();
    expect($visitorWishlist.get()).toHaveLength(1);
  });

  it('sends nothing when the visitor had no wishlist', async () => {
    $user.set(user);
    await mergeVisitorWishlist();
    expect(mergeWishlist).not.toHaveBeenCalled();
  });
});

describe('the signed-in wishlist across tabs', () => {
  const changedInAnotherTab = () =>
    window.dispatchEvent(new StorageEvent('storage', { key: USER_WISHLIST_CHANGED_KEY, newValue: String(Date.now()) }));

  it('tells the other tabs when an add was answered', async () => {
    $user.set(user);
    jest.mocked(addToWishlist).mockResolvedValue([entry(3)]);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    try {
      await toggleWishlist(productFixture({ id: 3 }));
      expect($wishlistIds.get()).toEqual(new Set([3]));
      expect(setItem).toHaveBeenCalledWith(USER_WISHLIST_CHANGED_KEY, expect.any(String));
      expect(localStorage.getItem(USER_WISHLIST_CHANGED_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it("fetches the user's wishlist again when another tab changed it, and nothing for a visitor", async () => {
    jest.mocked(getWishlist).mockResolvedValue([entry(4), entry(5)]);
    changedInAnotherTab();
    await Promise.resolve();
    expect(getWishlist).not.toHaveBeenCalled();
    $user.set(user);
    changedInAnotherTab();
    await waitFor(() => expect($wishlistIds.get()).toEqual(new Set([4, 5])));
    expect(getInitialState).not.toHaveBeenCalled();
  });
});
