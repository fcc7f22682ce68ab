export { $user, setUser, isSignedIn, signedIn, signedInUserUpdated, syncSignedInUser, USER_STORAGE_KEY } from './user';
export {
  $initialState,
  $initialStateStatus,
  $navigation,
  $categories,
  EMPTY_INITIAL_STATE,
  loadInitialState,
  mergeInitialState,
  navigationOf,
  type InitialStateStatus,
} from './initial-state';
export { $cartCount } from './cart-count';
export { $texts, useEditableText, ensureEditableText, resetRequestedTexts, type EditableTextDefault } from './texts';
export {
  $visitorWishlist,
  $wishlist,
  $wishlistIds,
  WISHLIST_STORAGE_KEY,
  addProductToWishlist,
  removeProductFromWishlist,
  removeProductsFromWishlist,
  toggleWishlist,
  refreshVisitorWishlistProducts,
  mergeVisitorWishlist,
} from './wishlist';
export {
  $cart,
  $cartLoading,
  $cartProductIds,
  $cartStatus,
  $userCart,
  $visitorCart,
  CART_STORAGE_KEY,
  addProductsToCart,
  addToCart,
  cartItemChange,
  cartLoadingFinished,
  cartLoadingStarted,
  cartReplaced,
  defaultLeadTimePrice,
  findCartItem,
  loadCartForUser,
  removeFromCart,
  resetCartLoading,
  toggleCart,
  updateCartExtras,
  visitorCartItem,
  whileCartLoading,
  type CartExtras,
} from './cart';
export { createProductCache, productCache, type ProductCache, type ProductCacheOptions } from './product-cache';
