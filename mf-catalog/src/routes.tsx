import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [
  { index: true, element: <p>Catalogue coming soon</p> },
  { path: 'catalog', element: <p>Catalog</p>, handle: { title: 'Catalog', crumb: 'Catalog' } },
];
