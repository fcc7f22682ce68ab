import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $cart,
  $initialState,
  $user,
  $visitorCart,
  $visitorWishlist,
  $wishlist,
  type WishlistEntry,
} from '@shop/shared';
import { cartItemFixture, catalogueState, productFixture, signedInUser } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-routes';
import { json, routeFetch } from '@shop/shared/testing';
import { addableToCart } from '../hooks/wishlist-rules';
import { WishlistView } from './wishlist-view';

const entry = (
  id: number,
  overrides: Parameters<typeof productFixture>[0] = {},
  addedAt = '2024-03-05T10:00:00',
): WishlistEntry => ({
  product: productFixture({ id, name: `Story ${id}`, onWishlist: true, ...overrides }),
  addedAt,
});

function renderWishlist() {
  return renderRoutes([{ path: 'wishlist', element: <WishlistView /> }], '/wishlist');
}
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  $initialState.set(catalogueState());
  // The visitor page refreshes its products; these answers change nothing.
  routeFetch((url) =>
    url.pathname === '/api/catalog'
      ? json({
          data: $visitorWishlist.get().map((item) => item.product),
          total: 0,
          pagination: { page: 1, perPage: 12, pages: 1 },
        })
      : undefined,
  );
});

describe('addableToCart', () => {
  it('keeps only available products that are not in the cart yet', () => {
    const products = [
      productFixture({ id: 1 }),
      productFixture({ id: 2, isAvailable: false }),
      productFixture({ id: 3 }),
    ];
    expect(addableToCart(products, new Set([3])).map((product) => product.id)).toEqual([1]);
  });
});

describe('WishlistView', () => {
  it('says so when the wishlist is empty', () => {
    renderWishlist();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Video Stories Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('No items in wishlist')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the columns and each entry with its price, date added and status', () => {
    $visitorWishlist.set([entry(1, { price: 29 }, '2024-03-05T10:00:00'), entry(2, { isAvailable: false })]);
    renderWishlist();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Remove',
      'Preview',
      'Video Story Name',
      'Price',
      'Date Added',
      'Status',
    ]);
    expect(within(row('Story 1')).getByText('$29.00')).toBeInTheDocument();
    expect(within(row('Story 1')).getByText('05.03.2024')).toBeInTheDocument();
    expect(within(row('Story 1')).getByText('Available')).toBeInTheDocument();
    expect(within(row('Story 2')).getByText('Not available')).toBeInTheDocument();
  });

  it('removes one entry, all entries not available, and all entries', async () => {
    const user = userEvent.setup();
    $visitorWishlist.set([entry(1), entry(2, { isAvailable: false }), entry(3), entry(4, { isAvailable: false })]);
    renderWishlist();
    await user.click(screen.getByRole('button', { name: 'Remove Story 3 from the wishlist' }));
    expect($wishlist.get().map((item) => item.product.id)).toEqual([1, 2, 4]);
    await user.click(screen.getByRole('button', { name: 'REMOVE ALL NOT AVAILABLE' }));
    expect($wishlist.get().map((item) => item.product.id)).toEqual([1]);
    expect(screen.getByRole('button', { name: 'REMOVE ALL NOT AVAILABLE' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'REMOVE ALL' }));
    expect(screen.getByText('No items in wishlist')).toBeInTheDocument();
  });

  it('adds the selected products to the cart, only available ones not in the cart yet', async () => {
    const user = userEvent.setup();
    $visitorWishlist.set([entry(1), entry(2, { isAvailable: false }), entry(3), entry(4)]);
    renderWishlist();
    expect(screen.getByRole('button', { name: 'ADD SELECTED TO CART' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Story 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Story 2' }));
    await user.click(screen.getByRole('button', { name: 'ADD SELECTED TO CART' }));
    expect($cart.get().map((item) => item.product)).toEqual([1]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'ADD SELECTED TO CART' }));
    expect($cart.get().map((item) => item.product)).toEqual([1, 3, 4]);
    expect(screen.getByRole('button', { name: 'ADD ALL TO CART' })).toBeDisabled();
  });

  it('adds all available products that are not in the cart for a signed-in user, one call each', async () => {
    const user = userEvent.setup();
    const { to } = routeFetch((url, request) => {
      if (url.pathname === '/api/cart') return json([cartItemFixture({ id: 10, product: 1 })]);
      if (url.pathname === '/api/cart/update') {
        return request
          .json()
          .then((body: { product: number }) =>
            json([cartItemFixture({ id: 10, product: 1 }), cartItemFixture({ id: 11, product: body.product })]),
          );
      }
      return undefined;
    });
    $user.set(signedInUser);
    $initialState.set(
      catalogueState({ user: signedInUser, wishlist: [entry(1), entry(2, { isAvailable: false }), entry(3)] }),
    );
    $visitorCart.set([]);
    renderWishlist();
    await waitFor(() => expect($cart.get().map((item) => item.product)).toEqual([1]));
    await user.click(screen.getByRole('button', { name: 'ADD ALL TO CART' }));
    await waitFor(() => expect(to('/api/cart/update')).toHaveLength(1));
    await expect(to('/api/cart/update')[0]!.json()).resolves.toEqual({ product: 3 });
    expect($cart.get().map((item) => item.product)).toEqual([1, 3]);
  });
});
