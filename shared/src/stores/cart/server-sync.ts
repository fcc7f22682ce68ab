import { onMount } from 'nanostores';
import { getCart, mergeCart } from '../../api';
import type { CartItem, CartItemChange } from '../../contracts/cart';
import type { SessionUser } from '../../contracts/session';
import { followOtherTabs } from '../browser-storage';
import { $user } from '../user';
import { mergeVisitorWishlist } from '../wishlist';
import { $cart } from './cart-contents';
import { resetCartLoadingFlag } from './loading-flag';
import { $cartStatus, $userCart } from './user-cart';
import { $visitorCart, visitorMergeKey } from './visitor-cart';

/** What a cart item sends to the server: the product and the choices, nothing computed. */
function cartItemChange(item: CartItem): CartItemChange {
  const change: CartItemChange = {
    product: item.product,
    quantity: item.quantity,
    additionalPhotoCount: item.additionalPhotoCount,
    giftVideoStory: item.giftVideoStory,
  };
  if (item.leadTimePrice !== null) change.leadTimePrice = item.leadTimePrice;
  if (item.captions.length > 0) change.captions = item.captions.map(({ fieldId, value }) => ({ fieldId, value }));
  return change;
}

let loadedFor: string | undefined;
let loading: Promise<void> | undefined;
const loginOf = (user: SessionUser) => `${user.id}:${user.token ?? ''}`;

/**
 * Loads the user's cart once per login (storefront §4 Cart). A visitor's browser cart is merged into the account
 * first (POST /api/cart/merge answers the full cart) and emptied only when that worked, so nothing is lost.
 */
export function loadCartForUser(): Promise<void> {
  const user = $user.get();
  if (!user) return Promise.resolve();
  const login = loginOf(user);
  if (loadedFor === login && loading) return loading;
  if (loadedFor === login && $cartStatus.get() === 'ready') return Promise.resolve();
  loadedFor = login;
  $cartStatus.set('loading');
  const pending = (async () => {
    const visitor = $visitorCart.get();
    try {
      const items =
        visitor.length > 0
          ? await mergeCart({ items: visitor.map(cartItemChange), mergeKey: visitorMergeKey() })
          : await getCart();
      if (loadedFor !== login) return;
      if (visitor.length > 0) {
        // A merge changed the account's cart, which the other tabs then fetch again.
        cartReplaced(items);
        $visitorCart.set($visitorCart.get().filter((item) => !visitor.includes(item)));
      } else $userCart.set(items);
      $cartStatus.set('ready');
    } catch (error) {
      if (loadedFor !== login) return;
      console.error('Failed to load the cart', error);
      $cartStatus.set('error');
    }
  })();
  loading = pending;
  void pending.finally(() => {
    if (loading === pending) loading = undefined;
  });
  return pending;
}

/** Announced to the other tabs when this tab changed the user's cart; they fetch it again. */
export const USER_CART_CHANGED_KEY = 'shop.cart.changed';

// Another tab changed the user's cart: fetch it again, unless this tab has no cart loaded yet (its first load comes)
// or the login changed meanwhile.
const otherTabs = followOtherTabs(
  USER_CART_CHANGED_KEY,
  async () => {
    const user = $user.get();
    if (!user || loadedFor !== loginOf(user) || loading) return undefined;
    const login = loadedFor;
    const items = await getCart();
    return loadedFor === login ? items : undefined;
  },
  (items) => $userCart.set(items),
);

/**
 * A cart change call answered (here, or on the cart page): the full cart replaces the user's cart, and the other tabs
 * are told to fetch theirs, so every tab's badge and cart follow.
 */
export function cartReplaced(items: CartItem[]): void {
  $userCart.set(items);
  otherTabs.changed();
}

function followUser(user: SessionUser | null): void {
  if (!user) {
    loadedFor = undefined;
    // Only real changes: this runs while components read the cart, and a needless set would re-render them mid-render.
    if ($userCart.get().length > 0) $userCart.set([]);
    if ($cartStatus.get() !== 'idle') $cartStatus.set('idle');
    return;
  }
  void loadCartForUser();
  void mergeVisitorWishlist();
}

onMount($cart, () => {
  followUser($user.get());
  return $user.listen(followUser);
});

/** For tests: forget which login the cart was loaded for. */
export function resetCartLoading(): void {
  loadedFor = undefined;
  loading = undefined;
  resetCartLoadingFlag();
}
