import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, setRemoteModuleLoader, type RouteHandle, type UIMatch } from '@shop/shared';
import { json, routeFetch } from '@shop/shared/testing';
import { quietErrors, renderRoutes, signedInUser } from './test/render-routes';
import { routes } from './routes';

const menu = () => screen.getByRole('navigation', { name: 'Account area' });
const currentTab = () => within(menu()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('the account area', () => {
  it('asks a visitor to sign in, and comes back to the same tab afterwards', async () => {
    renderRoutes(routes, '/account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in to access your account.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?return=%2Faccount%2Forders');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/sign-up?return=%2Faccount%2Forders');
    expect(screen.queryByRole('navigation', { name: 'Account area' })).not.toBeInTheDocument();
  });

  it('shows the six tabs, with Personal Information as the index', async () => {
    $user.set(signedInUser);
    renderRoutes(routes, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Information' })).toBeInTheDocument();
    const tabs = within(menu()).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Cart', '/account/cart'],
      ['Orders', '/account/orders'],
      ['Wishlist', '/account/wishlist'],
      ['Coupons', '/account/coupons'],
      ['Personal Information', '/account'],
      ['Settings', '/account/settings'],
    ]);
    expect(currentTab().map((tab) => tab.textContent)).toEqual(['Personal Information']);
  });

  it('highlights Personal Information on Change Password', async () => {
    $user.set(signedInUser);
    renderRoutes(routes, '/account/change-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(currentTab().map((tab) => tab.textContent)).toEqual(['Personal Information']);
  });

  it.each([
    ['/account/orders', 'Orders', 'No orders found'],
    ['/account/coupons', 'Coupons', 'You have no active coupons yet.'],
  ])('shows the empty state of %s, not an error', async (url, tab, text) => {
    routeFetch((request) => (['/api/orders', '/api/coupons'].includes(request.pathname) ? json([]) : undefined));
    $user.set(signedInUser);
    renderRoutes(routes, url);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(currentTab().map((link) => link.textContent)).toEqual([tab]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the cart page of mf-cart-checkout inside the account area, with its tab lit', async () => {
    $user.set(signedInUser);
    const loader = jest.fn().mockResolvedValue({ CartPage: () => <p>Your cart is empty</p> });
    setRemoteModuleLoader(loader);
    renderRoutes(routes, '/account/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_cart_checkout/cart');
    expect(currentTab().map((link) => link.textContent)).toEqual(['Cart']);
    setRemoteModuleLoader(undefined);
  });

  it('shows the catalogue’s wishlist inside the account area, with its tab lit', async () => {
    $user.set(signedInUser);
    setRemoteModuleLoader(jest.fn().mockResolvedValue({ WishlistPage: () => <p>No items in wishlist</p> }));
    renderRoutes(routes, '/account/wishlist');
    expect(await screen.findByText('No items in wishlist')).toBeInTheDocument();
    expect(currentTab().map((link) => link.textContent)).toEqual(['Wishlist']);
    setRemoteModuleLoader(undefined);
  });

  it('shows Support (no tab of its own in the menu) and Settings with its tab lit', async () => {
    routeFetch((request) => (request.pathname === '/api/support/ticket' ? json([]) : undefined));
    $user.set(signedInUser);
    renderRoutes(routes, '/account/support');
    expect(await screen.findByRole('heading', { level: 2, name: 'New Support Request' })).toBeInTheDocument();
    expect(screen.getByText('Start a new conversation with our support team.')).toBeInTheDocument();
    expect(currentTab()).toEqual([]);
    await userEvent.setup().click(within(menu()).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(currentTab().map((link) => link.textContent)).toEqual(['Settings']);
  });
});

describe('the staff desk route', () => {
  const staffUser = { ...signedInUser, role: 'staff' as const };

  it.each([
    ['a visitor', null],
    ['a shopper', { ...signedInUser, role: 'customer' as const }],
  ])('answers 404 to %s without asking the staff API for anything', async (_who, user) => {
    quietErrors();
    const api = routeFetch(() => json([]));
    $user.set(user);
    const { router } = renderRoutes(routes, '/staff');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(Object.values(router.state.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]));
    expect(screen.queryByRole('heading', { name: 'Staff desk' })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => new URL(request.url).pathname.startsWith('/api/staff'))).toEqual([]);
  });

  it('shows the desk to staff', async () => {
    routeFetch(() => json([]));
    $user.set(staffUser);
    renderRoutes(routes, '/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff desk' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Support inbox' })).toBeInTheDocument();
  });

  it('gives staff a Staff desk tab in their account menu', async () => {
    $user.set(staffUser);
    renderRoutes(routes, '/account/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await within(menu()).findByRole('link', { name: 'Staff desk' })).toHaveAttribute('href', '/staff');
  });

  it('shows no Staff desk tab to a shopper', async () => {
    $user.set(signedInUser);
    renderRoutes(routes, '/account/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Staff desk' })).not.toBeInTheDocument();
  });
});

describe('the route table', () => {
  it('gives every page a title and a crumb', () => {
    const all = routes.flatMap((route) => [route, ...(route.children ?? [])]);
    // A computed title as before its route's data is there.
    const titles = all.map(({ handle }) => {
      const { title } = handle as RouteHandle;
      return typeof title === 'function' ? title({ params: {}, data: undefined } as UIMatch) : title;
    });
    expect(titles).toEqual([
      'Staff desk',
      'Login',
      'Login',
      'Create Your Account',
      'Reset Password',
      'Set New Password',
      'Account',
      'Personal Information',
      'Change Password',
      'Settings',
      'Cart',
      'Orders',
      'Wishlist',
      'Coupons',
      'Support',
    ]);
    expect(all.every((route) => Boolean((route.handle as RouteHandle).crumb))).toBe(true);
  });
});
