import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter, Link } from 'react-router-dom';
import { useFocusMainOnNavigation } from './use-focus-main-on-navigation';

function Layout() {
  useFocusMainOnNavigation('main');
  return (
    <>
      <Link to="/cart">My cart</Link>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: 'catalog', element: <Link to="/catalog/product/a">A product</Link> },
          { path: 'account/*', element: <Link to="/account/orders">Orders</Link> },
          { path: '*', element: <p>A page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusMainOnNavigation', () => {
  it('moves focus from a header link to the main area when the page changes', async () => {
    renderAt('/catalog');
    screen.getByRole('link', { name: 'My cart' }).focus();
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
    await act(async () => screen.getByRole('link', { name: 'My cart' }).click());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('moves focus to the main area when the pressed link left with its page', async () => {
    renderAt('/catalog');
    screen.getByRole('link', { name: 'A product' }).focus();
    await act(async () => screen.getByRole('link', { name: 'A product' }).click());
    expect(screen.getByText('A page')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus that is inside the main area, the first page and a change of query alone', async () => {
    const router = renderAt('/account');
    expect(document.activeElement).toBe(document.body);
    const orders = screen.getByRole('link', { name: 'Orders' });
    orders.focus();
    await act(async () => orders.click());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Orders' }));
    screen.getByRole('link', { name: 'My cart' }).focus();
    await act(() => router.navigate('/account/orders?page=2'));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My cart' }));
  });
});
