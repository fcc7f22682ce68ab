import { Outlet, createBrowserRouter, type RouteObject } from '@shop/shared';
import type { ContentPage as ContentPageData, HydrationState, RouteHandle } from '@shop/shared';
import { AboutPage, ContentPage, FaqPage, loadAbout, loadFaq, loadPage } from '../features/content-pages';
import { RouteErrorPage, UnexpectedErrorScreen } from '../features/error-pages';
import { paths } from '../config/paths';
import { catchAllRoute, createRemoteAreas, ROOT_ROUTE_ID, type LoadRemoteRoutes, type UnavailableAreaOf } from './remote-areas';
import { PageLoader, ShellLayout } from './shell-layout';

const pageHandle: RouteHandle = {
  title: (match) => (match.data as ContentPageData | undefined)?.title,
  crumb: (match) => (match.data as ContentPageData | undefined)?.shortTitle,
};

/**
 * The route tree: a pathless 'root' layout (remotes' routes are patched under it) with the shell's own pages and a
 * '*' 404. The outer route only catches what the layout itself throws. `areas`: remote areas known from the start
 * (a page rendered on the server: its area is in the tree the server used). `unavailableAreaOf`: which paths the '*'
 * route shows as an unavailable area instead of the 404.
 */
export function createRoutes(areas: RouteObject[] = [], unavailableAreaOf?: UnavailableAreaOf): RouteObject[] {
  return [
    {
      id: 'app',
      errorElement: <UnexpectedErrorScreen />,
      children: [
        {
          id: ROOT_ROUTE_ID,
          element: (
            <ShellLayout>
              <Outlet />
            </ShellLayout>
          ),
          hydrateFallbackElement: (
            <ShellLayout>
              <PageLoader />
            </ShellLayout>
          ),
          errorElement: (
            <ShellLayout>
              <RouteErrorPage />
            </ShellLayout>
          ),
          children: [
            {
              path: paths.faq.path,
              loader: loadFaq,
              element: <FaqPage />,
              hydrateFallbackElement: <PageLoader />,
              errorElement: <RouteErrorPage />,
              handle: { title: 'FAQ', crumb: 'FAQ' } satisfies RouteHandle,
            },
            {
              path: paths.aboutUs.path,
              loader: loadAbout,
              element: <AboutPage />,
              hydrateFallbackElement: <PageLoader />,
              errorElement: <RouteErrorPage />,
              handle: { title: 'About us', crumb: 'About us' } satisfies RouteHandle,
            },
            {
              path: paths.page.path,
              loader: loadPage,
              element: <ContentPage />,
              hydrateFallbackElement: <PageLoader />,
              errorElement: <RouteErrorPage />,
              handle: pageHandle,
            },
            catchAllRoute(unavailableAreaOf),
            ...areas,
          ],
        },
      ],
    },
  ];
}

/** What the server rendered the page with: its loaders' data and the owning remote's area. */
export interface ServerRenderedStart {
  hydrationData: HydrationState;
  areas: RouteObject[];
}

export function createAppRouter(loadRemoteRoutes: LoadRemoteRoutes, start?: ServerRenderedStart) {
  const areas = createRemoteAreas(loadRemoteRoutes);
  const router = createBrowserRouter(createRoutes(start?.areas, areas.unavailableAreaOf), {
    patchRoutesOnNavigation: areas.patchRoutesOnNavigation,
    hydrationData: start?.hydrationData,
  });
  return { router, prefetchPath: areas.prefetcherFor(router) };
}
