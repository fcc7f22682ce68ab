import { screen } from '@testing-library/react';
import { $initialState, $user, type RouteHandle } from '@shop/shared';
import { cartState, signedInUser } from './test/fixtures';
import { currentLocation, json, renderRoutes, routeFetch } from './test/render-routes';
import { CartPage } from './cart';
import { CartView } from './features/cart';
import { routes } from './routes';

beforeEach(() => $initialState.set(cartState()));

describe('the cart routes', () => {
  it('show the cart to a visitor at /cart', async () => {
    renderRoutes(routes, '/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/cart');
  });

  it('send a signed-in user from /cart to /account/cart, replacing the history entry', async () => {
    routeFetch((url) => (url.pathname === '/api/cart' ? json([]) : undefined));
    $user.set(signedInUser);
    const { router } = renderRoutes([...routes, { path: 'account/cart', element: <p>The account cart</p> }], '/cart');
    expect(await screen.findByText('The account cart')).toBeInTheDocument();
    expect(currentLocation()).toBe('/account/cart');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('name the cart page Cart in the title and the breadcrumb', () => {
    expect(routes.find((route) => route.path === 'cart')?.handle).toEqual({ title: 'Cart', crumb: 'Cart' } satisfies RouteHandle);
  });

  it('expose the same cart page for the account area', () => {
    expect(CartPage).toBe(CartView);
  });
});
