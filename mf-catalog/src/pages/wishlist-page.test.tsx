import { screen, waitFor } from '@testing-library/react';
import { $initialState, $user } from '@shop/shared';
import { json, routeFetch } from '@shop/shared/testing';
import { catalogueState, signedInUser } from '../test/fixtures';
import { currentLocation, renderRoutes } from '../test/render-routes';
import { Component as WishlistPage } from './wishlist-page';

const routes = [
  { path: 'wishlist', Component: WishlistPage },
  { path: 'account/wishlist', element: <p>The account wishlist</p> },
];

beforeEach(() => {
  $initialState.set(catalogueState());
  routeFetch((url) => (['/api/wishlist', '/api/cart'].includes(url.pathname) ? json([]) : undefined));
});

describe('/wishlist', () => {
  it("is the visitors' wishlist", async () => {
    renderRoutes(routes, '/wishlist');
    expect(await screen.findByText('No items in wishlist')).toBeInTheDocument();
    expect(currentLocation()).toBe('/wishlist');
  });

  it('sends a signed-in user to /account/wishlist without adding a history entry', async () => {
    $user.set(signedInUser);
    const { router } = renderRoutes(routes, '/wishlist');
    expect(await screen.findByText('The account wishlist')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/account/wishlist'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
