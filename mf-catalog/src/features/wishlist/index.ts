export { WishlistView } from './components/wishlist-view';
