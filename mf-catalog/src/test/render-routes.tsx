import { render, screen } from '@testing-library/react';
import {
  $initialState,
  $user,
  $visitorCart,
  $visitorWishlist,
  $userCart,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  productCache,
  resetCartLoading,
  useLocation,
  type DataRouter,
  type RouteObject,
} from '@shop/shared';

// Tests render pages on a real browser router (jsdom's history), the one @shop/shared exports.

const routers: DataRouter[] = [];

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
  $user.set(null);
  $initialState.set(null);
  $visitorCart.set([]);
  $visitorWishlist.set([]);
  $userCart.set([]);
  resetCartLoading();
  productCache.clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Where the router is now ("/catalog?filter=..."). */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

/** Renders routes (paths from the site root) opened at `url`. */
export function renderRoutes(routes: RouteObject[], url: string) {
  window.history.replaceState({ usr: null, key: 'test', idx: 0 }, '', url);
  const router = createBrowserRouter([
    {
      path: '/',
      hydrateFallbackElement: <p>Loading page…</p>,
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [...routes, { path: '*', element: null }],
    },
  ]);
  routers.push(router);
  return { router, ...render(<RouterProvider router={router} />) };
}
