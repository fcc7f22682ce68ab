import { act, render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, data } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';
import { RouteErrorPage } from '../features/error-pages';
import { usePageTitle } from '../features/page-effects';

function Layout() {
  usePageTitle();
  return <Outlet />;
}

// A route that threw shows the error page; the document title follows it, not the titles of the routes above it.
describe('the page title of an error page', () => {
  it('is "Page not found" for an unknown product under Catalog, and follows the next page again', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            {
              path: 'catalog',
              handle: { title: 'Catalog' } satisfies RouteHandle,
              children: [
                { index: true, element: <p>catalog</p> },
                {
                  path: 'product/:slug',
                  loader: () => {
                    throw data('Could not find product', { status: 404 });
                  },
                  element: <p>product</p>,
                  errorElement: <RouteErrorPage />,
                  handle: { title: () => undefined } satisfies RouteHandle,
                },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/catalog/product/nope'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found — Story Shop'));
    await act(() => router.navigate('/catalog'));
    await waitFor(() => expect(document.title).toBe('Catalog — Story Shop'));
  });
});
