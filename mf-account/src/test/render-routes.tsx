import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { $user, Outlet, RouterProvider, createBrowserRouter, useLocation, type DataRouter, type RouteObject, type SessionUser } from '@shop/shared';

// Tests render pages on a real browser router (jsdom's history), the one @shop/shared exports.

const routers: DataRouter[] = [];

afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
  $user.set(null);
  localStorage.clear();
  jest.restoreAllMocks();
});

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/** Where the router is now ("/account?x=1"). */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** Renders routes (paths from the site root) opened at `url` with an optional location state; other paths render nothing. */
export function renderRoutes(routes: RouteObject[], url: string, state?: unknown) {
  window.history.replaceState({ usr: state ?? null, key: 'test', idx: 0 }, '', url);
  const router = createBrowserRouter([
    {
      path: '/',
      // Lazy routes (the real route table) render this until their code has loaded.
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

/** One page on its route path ("password-reset/:token"), opened at `url`. */
export function renderPage(path: string, element: ReactNode, url: string, state?: unknown) {
  return renderRoutes([{ path, element }], url, state);
}

export const signedInUser: SessionUser = {
  id: 7,
  email: 'ann@example.com',
  token: 'token-7',
  profile: { firstName: 'Ann', lastName: 'Lee', country: 'CAN', streetAddress: '1 Main St', city: 'Toronto', postcode: 'M5V', phone: '+1 416 555 0100' },
};

/** Silences the client's log of a failed call the test provokes. */
export function quietErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}
