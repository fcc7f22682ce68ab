import { buttonClassName, ShopLink } from '@shop/shared';
import { paths } from '../../../config/paths';
import { EmptyTab } from './empty-tab';

// The tabs later issues fill. Until then each shows its real empty state (a new account has nothing there).

const browse = (
  <ShopLink to={paths.catalog.getHref()} className={buttonClassName({ variant: 'secondary' })}>
    Browse the catalog
  </ShopLink>
);

/** /account/cart. The cart belongs to mf-cart-checkout: its exposed cart plugs in here through federation. */
export function CartTab() {
  return <EmptyTab title="Cart" message="Your cart is empty." action={browse} />;
}

/** /account/orders ("Your Orders List", accounts §2). */
export function OrdersTab() {
  return <EmptyTab title="Your Orders List" message="No orders found" />;
}

/** /account/coupons ("Your Active Coupons", accounts §2). */
export function CouponsTab() {
  return <EmptyTab title="Your Active Coupons" message="You have no active coupons yet." />;
}

/** /account/support: tickets and the chat come with the support issue. */
export function SupportTab() {
  return <EmptyTab title="Support" message="You have no support requests yet." />;
}
