// The cart store, one concern per module: the visitor's browser cart, the user's server cart, the cart both make,
// the loading flag of image calls, visitor pricing, the shoppers' actions and the sync with the server at sign-in.
export { $visitorCart, CART_STORAGE_KEY, CART_MERGE_KEY_STORAGE_KEY } from './visitor-cart';
export { $userCart, $cartStatus } from './user-cart';
export { $cart, $cartCount, $cartProductIds } from './cart-contents';
export { $cartLoading, cartLoadingStarted, cartLoadingFinished, whileCartLoading } from './loading-flag';
export { defaultLeadTimePrice, priceWithExtras, type CartExtras, type PricedChoices } from './visitor-pricing';
export { addProductsToCart, addToCart, removeFromCart, toggleCart, updateCartExtras } from './actions';
export { cartReplaced, loadCartForUser, resetCartLoading } from './server-sync';
export { cartPhotoTarget, saveCartItemCaptions } from './cart-photos';
