import type { RouteObject } from '@shop/shared';
import { ComingSoon, type RouteHandle } from '@shop/shared';

export const routes: RouteObject[] = [
  { index: true, element: <ComingSoon title="Turn your photos into a video story" note="Catalogue coming soon." /> },
  {
    path: 'catalog',
    element: <ComingSoon title="Catalog" />,
    handle: { title: 'Catalog', crumb: 'Catalog' } satisfies RouteHandle,
  },
  {
    path: 'catalog/:slug',
    element: <ComingSoon title="Catalog" />,
    handle: { title: 'Catalog', crumb: 'Catalog' } satisfies RouteHandle,
  },
  {
    path: 'catalog/product/:slug',
    element: <ComingSoon title="Product" />,
    handle: { title: 'Product', crumb: 'Product' } satisfies RouteHandle,
  },
  {
    path: 'wishlist',
    element: <ComingSoon title="Your Video Stories Wishlist" />,
    handle: { title: 'Wishlist', crumb: 'Wishlist' } satisfies RouteHandle,
  },
];
