export { WishlistView, WISHLIST_TITLE } from './components/wishlist-view';
export { addableToCart, selectedProducts, unavailableIds } from './hooks/wishlist-rules';
