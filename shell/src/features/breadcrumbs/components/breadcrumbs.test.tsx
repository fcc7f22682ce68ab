import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@shop/shared';
import { LocationProbe } from '../../../test/render-with-router';
import { Breadcrumbs } from './breadcrumbs';

const routes: RouteObject[] = [
  {
    element: (
      <>
        <Breadcrumbs />
        <Outlet />
        <LocationProbe />
      </>
    ),
    children: [
      { index: true, element: <p>home</p>, handle: { crumb: 'Should not show' } satisfies RouteHandle },
      {
        path: 'catalog',
        handle: { crumb: 'Catalog' } satisfies RouteHandle,
        children: [
          { index: true, element: <p>catalog</p> },
          {
            path: ':slug',
            element: <p>category</p>,
            handle: { crumb: (match) => `Category ${match.params.slug}` } satisfies RouteHandle,
          },
        ],
      },
      { path: 'plain', element: <p>plain</p> },
      {
        path: 'catalog/product/:slug',
        element: <p>product</p>,
        handle: { crumb: 'Product', back: true } satisfies RouteHandle,
      },
      {
        path: 'account',
        handle: { crumb: 'Account' } satisfies RouteHandle,
        children: [
          {
            path: 'orders',
            element: <p>orders</p>,
            handle: { crumb: () => ['Orders', 'Recent'] } satisfies RouteHandle,
          },
          {
            path: 'change-password',
            element: <p>change password</p>,
            handle: { crumb: 'Change password', back: true } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];

function renderAt(...initialEntries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Breadcrumbs', () => {
  it('is hidden on the home page', () => {
    renderAt('/');
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('starts with Home and adds the crumbs of the matched routes, computed ones included', () => {
    renderAt('/catalog/weddings');
    expect(crumbs()).toEqual(['Home', 'Catalog', 'Category weddings']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
  });

  it('shows the last crumb as the current page, not as a link', () => {
    renderAt('/catalog/weddings');
    expect(screen.queryByRole('link', { name: 'Category weddings' })).not.toBeInTheDocument();
    expect(screen.getByText('Category weddings')).toHaveAttribute('aria-current', 'page');
  });

  it('still links Home on a page that gives no crumb of its own', () => {
    renderAt('/plain');
    expect(crumbs()).toEqual(['Home']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('accepts several labels from one route', () => {
    renderAt('/account/orders');
    expect(crumbs()).toEqual(['Home', 'Account', 'Orders', 'Recent']);
  });

  it('shows "< Back" where a route asks for it (handle.back), and it goes back one step', async () => {
    const user = userEvent.setup();
    renderAt('/catalog/weddings', '/catalog/product/golden-vows');
    await user.click(screen.getByRole('button', { name: '< Back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/catalog/weddings'));
    expect(screen.queryByRole('button', { name: '< Back' })).not.toBeInTheDocument();
  });

  it('shows "< Back" on a route that asks for it, not on its siblings', () => {
    renderAt('/account/orders', '/account/change-password');
    expect(screen.getByRole('button', { name: '< Back' })).toBeInTheDocument();
    cleanup();
    renderAt('/catalog', '/account/orders');
    expect(screen.queryByRole('button', { name: '< Back' })).not.toBeInTheDocument();
  });

  it('hides "< Back" on the first page of a visit, where going back would leave the shop', () => {
    renderAt('/catalog/product/golden-vows');
    expect(screen.getByText('product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '< Back' })).not.toBeInTheDocument();
  });
});
