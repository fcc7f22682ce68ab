import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';

const placeholder = (title: string) => (
  <section>
    <h1>{title}</h1>
    <p>Coming soon.</p>
  </section>
);

export const routes: RouteObject[] = [
  { path: 'cart', element: placeholder('Cart'), handle: { title: 'Cart', crumb: 'Cart' } satisfies RouteHandle },
  { path: 'checkout', element: placeholder('Checkout'), handle: { title: 'Checkout', crumb: 'Checkout' } satisfies RouteHandle },
  {
    path: 'checkout/success/:orderId',
    element: placeholder('Payment result'),
    handle: { title: 'Payment result', crumb: 'Payment result' } satisfies RouteHandle,
  },
];
