import type { RouteObject } from '@shop/shared';
import { ComingSoon, type RouteHandle } from '@shop/shared';

export const routes: RouteObject[] = [
  {
    path: 'cart',
    element: <ComingSoon title="Cart" />,
    handle: { title: 'Cart', crumb: 'Cart' } satisfies RouteHandle,
  },
  {
    path: 'checkout',
    element: <ComingSoon title="Checkout" />,
    handle: { title: 'Checkout', crumb: 'Checkout' } satisfies RouteHandle,
  },
  {
    path: 'checkout/success/:orderId',
    element: <ComingSoon title="Payment result" />,
    handle: { title: 'Payment result', crumb: 'Payment result' } satisfies RouteHandle,
  },
];
