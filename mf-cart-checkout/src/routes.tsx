import { lazyWithReload, type RouteHandle, type RouteObject } from '@shop/shared';
import { paths } from './config/paths';

// What the shell loads at run time: each page's code is fetched when the page is visited or a link to it is hovered.
export const routes: RouteObject[] = [
  {
    path: paths.cart.path,
    lazy: lazyWithReload(() => import('./pages/cart-page')),
    handle: { title: 'Cart', crumb: 'Cart' } satisfies RouteHandle,
  },
  {
    path: paths.checkout.path,
    lazy: lazyWithReload(() => import('./pages/checkout-page')),
    handle: { title: 'Checkout', crumb: 'Checkout' } satisfies RouteHandle,
  },
  {
    path: paths.checkoutSuccess.path,
    lazy: lazyWithReload(() => import('./pages/checkout-success-page')),
    handle: { title: 'Payment result', crumb: 'Payment result' } satisfies RouteHandle,
  },
];
