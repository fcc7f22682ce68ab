export { AccountLayout } from './components/account-layout';
export { CartTab, OrdersTab, WishlistTab, CouponsTab, SupportTab } from './components/empty-tabs';
