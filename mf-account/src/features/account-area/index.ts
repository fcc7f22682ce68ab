export { AccountLayout } from './components/account-layout';
export { CartTab, OrdersTab, CouponsTab, SupportTab } from './components/empty-tabs';
export { WishlistTab } from './components/wishlist-tab';
