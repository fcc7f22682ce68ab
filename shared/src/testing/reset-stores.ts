import {
  $cartStatus,
  $initialState,
  $user,
  $userCart,
  $visitorCart,
  $visitorWishlist,
  productCache,
  resetCartLoading,
  resetOrders,
} from '../stores';

/** Test helper: every shared store, cache and the browser storage back to a fresh page's state. */
export function resetShopStores(): void {
  $user.set(null);
  $initialState.set(null);
  $visitorCart.set([]);
  $visitorWishlist.set([]);
  $userCart.set([]);
  $cartStatus.set('idle');
  resetCartLoading();
  resetOrders();
  productCache.clear();
  localStorage.clear();
  sessionStorage.clear();
}
