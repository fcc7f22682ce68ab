import { computed, onMount } from 'nanostores';
import { array } from 'superstruct';
import { WishlistEntryStruct, type Product, type WishlistEntry } from '../contracts/catalog';
import { addToWishlist, getWishlist, mergeWishlist, removeFromWishlist } from '../api';
import { followOtherTabs, storedAtom } from './browser-storage';
import { $initialState, loadInitialState, mergeInitialState } from './initial-state';
import { $user } from './user';

export const WISHLIST_STORAGE_KEY = 'shop.wishlist';

/**
 * A visitor's wishlist, kept in the browser (same entries as the server's, newest first) until they sign in; the same in
 * every tab.
 */
export const $visitorWishlist = storedAtom<WishlistEntry[]>(WISHLIST_STORAGE_KEY, array(WishlistEntryStruct), []);

/** The wishlist: the signed-in user's from the initial state (replaced by every add/remove answer), else the visitor's. */
export const $wishlist = computed([$user, $initialState, $visitorWishlist], (user, state, visitor) =>
  user ? (state?.wishlist ?? []) : visitor,
);

/** Ids of the products on the wishlist. */
export const $wishlistIds = computed($wishlist, (entries) => new Set(entries.map((entry) => entry.product.id)));

/** Announced to the other tabs when this tab changed the user's wishlist; they fetch it again. */
export const USER_WISHLIST_CHANGED_KEY = 'shop.wishlist.changed';

const otherTabs = followOtherTabs(
  USER_WISHLIST_CHANGED_KEY,
  async () => {
    const user = $user.get();
    if (!user) return undefined;
    const wishlist = await getWishlist();
    return $user.get()?.id === user.id ? wishlist : undefined;
  },
  (wishlist) => mergeInitialState({ wishlist }),
);

/** An add, remove or merge answered the user's full wishlist: it replaces the list here and the other tabs follow. */
function replaceUserWishlist(wishlist: WishlistEntry[]): void {
  mergeInitialState({ wishlist });
  otherTabs.changed();
}

/** Adds a product (a no-op when it is there already). Failures are logged (storefront §8), never thrown. */
async function addProductToWishlist(product: Product): Promise<void> {
  if ($user.get()) {
    try {
      replaceUserWishlist(await addToWishlist({ product: product.id }));
    } catch (error) {
      console.error('Failed to add to the wishlist', error);
    }
    return;
  }
  const visitor = $visitorWishlist.get();
  if (visitor.some((entry) => entry.product.id === product.id)) return;
  $visitorWishlist.set([{ product: { ...product, onWishlist: true }, addedAt: new Date().toISOString() }, ...visitor]);
}

/** Removes products by id, one call each for a user (each answer replaces the list). Failures are logged. */
export async function removeProductsFromWishlist(productIds: readonly number[]): Promise<void> {
  if ($user.get()) {
    for (const product of productIds) {
      try {
        replaceUserWishlist(await removeFromWishlist({ product }));
      } catch (error) {
        console.error('Failed to remove from the wishlist', error);
      }
    }
    return;
  }
  const remove = new Set(productIds);
  $visitorWishlist.set($visitorWishlist.get().filter((entry) => !remove.has(entry.product.id)));
}

function removeProductFromWishlist(productId: number): Promise<void> {
  return removeProductsFromWishlist([productId]);
}

export function toggleWishlist(product: Product): Promise<void> {
  return $wishlistIds.get().has(product.id) ? removeProductFromWishlist(product.id) : addProductToWishlist(product);
}

/** For the visitor's wishlist page: fresher copies of the products (price, availability) replace the stored ones. */
export function refreshVisitorWishlistProducts(products: readonly Product[]): void {
  const byId = new Map(products.map((product) => [product.id, product]));
  const current = $visitorWishlist.get();
  if (!current.some((entry) => byId.has(entry.product.id))) return;
  $visitorWishlist.set(
    current.map((entry) => ({
      ...entry,
      product: { ...(byId.get(entry.product.id) ?? entry.product), onWishlist: true },
    })),
  );
}

let merging: Promise<void> | undefined;

/**
 * Joins the visitor's browser wishlist to the signed-in account (POST /api/wishlist/merge: no duplicates, existing
 * entries keep their date), then empties the browser list. A failure keeps the browser list for the next try.
 */
export function mergeVisitorWishlist(): Promise<void> {
  merging ??= (async () => {
    const visitor = $visitorWishlist.get();
    if (!$user.get() || visitor.length === 0) return;
    try {
      replaceUserWishlist(await mergeWishlist({ products: visitor.map((entry) => entry.product.id) }));
      $visitorWishlist.set([]);
      // A state load started at sign-in may answer after the merge with the list from before it; load once more.
      void loadInitialState();
    } catch (error) {
      console.error('Failed to merge the wishlist into the account', error);
    }
  })().finally(() => {
    merging = undefined;
  });
  return merging;
}

// While anything shows the wishlist: a sign-in (or a page opened signed in with a browser list left) merges it.
onMount($wishlist, () => {
  void mergeVisitorWishlist();
  return $user.listen((user) => {
    if (user) void mergeVisitorWishlist();
  });
});
