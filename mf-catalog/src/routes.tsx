import {
  $categories,
  lazyWithReload,
  type Product,
  type RouteHandle,
  type RouteObject,
  type UIMatch,
} from '@shop/shared';
import { catalogPaths } from './config/paths';
import { loader as productLoader, shouldRevalidate as productShouldRevalidate } from './pages/product-loader';

// What the shell loads at run time: a small table of lazy routes (and the product page's loader). Each page's code (and
// Swiper, on the catalogue and product pages) is fetched when the page is visited or a link to it is hovered. Home is
// the exception: it is the landing page and its first text is the LCP element, so its 3 KB ride in this chunk ("eager":
// still a lazy route, one request fewer before the first paint; docs/decisions/0013-catalogue-ui-choices.md has the
// figures).

const categoryName = (match: UIMatch) =>
  $categories.get().find((category) => category.slug === match.params.slug)?.name;
const productName = (match: UIMatch) => (match.data as Product | undefined)?.name;

export const routes: RouteObject[] = [
  { index: true, lazy: lazyWithReload(() => import(/* webpackMode: "eager" */ './pages/home-page')) },
  {
    path: catalogPaths.catalog.path,
    handle: { title: 'Catalog', crumb: 'Catalog' } satisfies RouteHandle,
    children: [
      { index: true, lazy: lazyWithReload(() => import('./pages/catalog-page')) },
      {
        path: catalogPaths.product.path,
        // The loader is the route's own (not in the lazy module), so the product request and the page's code load
        // at the same time.
        loader: productLoader,
        shouldRevalidate: productShouldRevalidate,
        lazy: lazyWithReload(() => import('./pages/product-page')),
        // Back to the list (its filters and page) or the carousel the product was opened from.
        handle: { title: productName, crumb: productName, back: true } satisfies RouteHandle,
      },
      {
        path: catalogPaths.category.path,
        lazy: lazyWithReload(() => import('./pages/category-page')),
        handle: { title: categoryName, crumb: categoryName } satisfies RouteHandle,
      },
    ],
  },
  {
    path: catalogPaths.wishlist.path,
    lazy: lazyWithReload(() => import('./pages/wishlist-page')),
    handle: { title: 'Wishlist', crumb: 'Wishlist' } satisfies RouteHandle,
  },
];
