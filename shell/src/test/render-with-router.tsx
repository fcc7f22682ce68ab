import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router-dom';

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders an element on every path of a memory router (plus a location probe). */
export function renderWithRouter(ui: ReactNode, { initialEntries = ['/'], initialIndex }: { initialEntries?: string[]; initialIndex?: number } = {}) {
  const routes: RouteObject[] = [
    {
      path: '*',
      element: (
        <>
          {ui}
          <LocationProbe />
        </>
      ),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  return { router, ...render(<RouterProvider router={router} />) };
}
