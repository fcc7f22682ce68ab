import { lazyWithReload, type RouteHandle, type RouteObject } from '@shop/shared';

// What mf-uploader exposes as './routes': the two marketplace upload screens (accounts-and-after-sale §2). Their code
// loads when the route is visited (a failed load reloads the page once).
const handle = { title: 'Upload your photos', crumb: 'Upload' } satisfies RouteHandle;

export const routes: RouteObject[] = [
  {
    path: 'upload',
    lazy: lazyWithReload(() =>
      import('./features/marketplace').then((module) => ({ Component: module.MarketplaceUpload1Page })),
    ),
    handle,
  },
  {
    path: 'uploader',
    lazy: lazyWithReload(() =>
      import('./features/marketplace').then((module) => ({ Component: module.MarketplaceUpload2Page })),
    ),
    handle,
  },
];
