export { AccountLayout } from './components/account-layout';
export { CartTab } from './components/cart-tab';
export { WishlistTab } from './components/wishlist-tab';
