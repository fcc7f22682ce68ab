export { AccountLayout } from './components/account-layout';
export { SupportTab } from './components/empty-tabs';
export { CartTab } from './components/cart-tab';
export { WishlistTab } from './components/wishlist-tab';
