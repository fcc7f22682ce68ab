import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LocationProbe } from '@shop/shared/testing';

export { LocationProbe };

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
