import { render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createBrowserRouter, useLocation, type DataRouter, type RouteObject } from '../router';

// Test helper for every front end: pages rendered on a real browser router (jsdom's history), the one @shop/shared
// exports. Not part of the package's run-time entry; tests import it from '@shop/shared/testing'.

const routers: DataRouter[] = [];

/** Disposes the routers the finished test made; call it from the test file's (or helper's) afterEach. */
export function disposeRouters(): void {
  for (const router of routers.splice(0)) router.dispose();
}

/** Shows where the router is (read it with currentLocation()), for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Where the router is now ("/account?x=1"). */
export const currentLocation = () => screen.getByTestId('location').textContent ?? '';

/** Renders routes (paths from the site root) opened at `url` with an optional location state; other paths render nothing. */
export function renderRoutes(routes: RouteObject[], url: string, state?: unknown) {
  window.history.replaceState({ usr: state ?? null, key: 'test', idx: 0 }, '', url);
  const router = createBrowserRouter([
    {
      path: '/',
      // Lazy routes (the real route tables) render this until their code has loaded.
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
