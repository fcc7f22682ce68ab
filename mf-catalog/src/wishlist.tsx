// Exposed as './wishlist': the wishlist page for the account area (/account/wishlist), loaded through federation.
export { WishlistView as WishlistPage, WISHLIST_TITLE } from './features/wishlist';
