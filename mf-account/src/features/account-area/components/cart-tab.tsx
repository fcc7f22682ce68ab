import { lazy } from 'react';
import { loadRemoteModule } from '@shop/shared';
import { RemotePart } from '@shop/shared/remote-part';

// /account/cart shows mf-cart-checkout's cart page, loaded through federation against its contract in @shop/shared.
const CartPage = lazy(() => loadRemoteModule('mf_cart_checkout/cart').then((module) => ({ default: module.CartPage })));

export function CartTab() {
  return (
    <RemotePart
      texts={{
        failureLog: 'The cart could not be loaded',
        unavailableTitle: 'Your cart is unavailable right now',
        unavailableMessage: 'The cart could not be reached. Please try again in a moment.',
        loading: 'Loading your cart…',
      }}
    >
      <CartPage />
    </RemotePart>
  );
}
