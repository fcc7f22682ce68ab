import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';

const placeholder = (title: string, text = 'Coming soon.') => (
  <section>
    <h1>{title}</h1>
    <p>{text}</p>
  </section>
);

export const routes: RouteObject[] = [
  { index: true, element: placeholder('Turn your photos into a video story', 'Catalogue coming soon.') },
  { path: 'catalog', element: placeholder('Catalog'), handle: { title: 'Catalog', crumb: 'Catalog' } satisfies RouteHandle },
  { path: 'catalog/:slug', element: placeholder('Catalog'), handle: { title: 'Catalog', crumb: 'Catalog' } satisfies RouteHandle },
  { path: 'catalog/product/:slug', element: placeholder('Product'), handle: { title: 'Product', crumb: 'Product' } satisfies RouteHandle },
  {
    path: 'wishlist',
    element: placeholder('Your Video Stories Wishlist'),
    handle: { title: 'Wishlist', crumb: 'Wishlist' } satisfies RouteHandle,
  },
];
