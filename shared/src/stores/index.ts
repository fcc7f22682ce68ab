export {
  $sessionEnded,
  $user,
  sessionRefused,
  signedOut,
  signedIn,
  signedInUserUpdated,
  syncSignedInUser,
  USER_STORAGE_KEY,
} from './user';
export {
  $initialState,
  $initialStateStatus,
  $navigation,
  $categories,
  adoptInitialState,
  EMPTY_INITIAL_STATE,
  loadInitialState,
  mergeInitialState,
  navigationOf,
  type InitialStateStatus,
} from './initial-state';
export { $texts, useEditableText, ensureEditableText, resetRequestedTexts, type EditableTextDefault } from './texts';
export {
  $visitorWishlist,
  $wishlist,
  $wishlistIds,
  WISHLIST_STORAGE_KEY,
  removeProductsFromWishlist,
  toggleWishlist,
  refreshVisitorWishlistProducts,
  mergeVisitorWishlist,
} from './wishlist';
export {
  $cart,
  $cartCount,
  $cartLoading,
  $cartProductIds,
  $cartStatus,
  $userCart,
  $visitorCart,
  CART_STORAGE_KEY,
  addProductsToCart,
  addToCart,
  cartLoadingFinished,
  cartLoadingStarted,
  cartPhotoTarget,
  cartReplaced,
  defaultLeadTimePrice,
  loadCartForUser,
  priceWithExtras,
  removeFromCart,
  resetCartLoading,
  saveCartItemCaptions,
  toggleCart,
  updateCartExtras,
  whileCartLoading,
  type CartExtras,
  type PricedChoices,
} from './cart';
export { createProductCache, productCache, type ProductCache, type ProductCacheOptions } from './product-cache';
export { $hasPersonalState, keepPersonalStateCookie } from './personal-state';
export { $orders, $ordersStatus, loadOrders, orderById, resetOrders, type OrdersStatus } from './orders';
