import { join } from 'node:path';
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
import { applyModuleCss } from '../../../test/module-css';
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
    // As the empty cart and Orders say it: a way on, drawn as a button.
    expect(screen.getByRole('link', { name: 'Browse video stories' })).toHaveAttribute('href', '/catalog');
  });

  it('shows the columns and each entry with its price, date added and status', () => {
    $visitorWishlist.set([entry(1, { price: 29 }, '2024-03-05T10:00:00'), entry(2, { isAvailable: false })]);
    renderWishlist();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Select all',
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
    expect(screen.getByRole('button', { name: 'REMOVE ALL NOT AVAILABLE' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'REMOVE ALL' }));
    expect(screen.getByText('No items in wishlist')).toBeInTheDocument();
  });

  it('labels the Select all checkbox with text, shown where the column headers are hidden', () => {
    $visitorWishlist.set([entry(1)]);
    renderWishlist();
    // Text in the checkbox's label (its name), not only an aria-label; the CSS hides it where the header row shows.
    expect(screen.getByText('Select all').closest('label')).toContainElement(
      screen.getByRole('checkbox', { name: 'Select all' }),
    );
  });

  it('adds the selected products to the cart, only available ones not in the cart yet', async () => {
    const user = userEvent.setup();
    $visitorWishlist.set([entry(1), entry(2, { isAvailable: false }), entry(3), entry(4)]);
    renderWishlist();
    expect(screen.getByRole('button', { name: 'ADD SELECTED TO CART' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Select Story 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Story 2' }));
    await user.click(screen.getByRole('button', { name: 'ADD SELECTED TO CART' }));
    expect($cart.get().map((item) => item.product)).toEqual([1]);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'ADD SELECTED TO CART' }));
    expect($cart.get().map((item) => item.product)).toEqual([1, 3, 4]);
    expect(screen.getByRole('button', { name: 'ADD ALL TO CART' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps focus on ADD ALL TO CART once nothing is left to add, and ignores it then', async () => {
    const user = userEvent.setup();
    $visitorWishlist.set([entry(1), entry(2)]);
    renderWishlist();
    const addAll = screen.getByRole('button', { name: 'ADD ALL TO CART' });
    addAll.focus();
    await user.keyboard('{Enter}');
    expect($cart.get().map((item) => item.product)).toEqual([1, 2]);
    await waitFor(() => expect(addAll).toHaveAttribute('aria-disabled', 'true'));
    expect(addAll).toBeEnabled();
    expect(addAll).toHaveFocus();
    await user.keyboard('{Enter}');
    expect($cart.get().map((item) => item.product)).toEqual([1, 2]);
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

describe('keyboard focus when entries are removed', () => {
  const removeButton = (name: string) => screen.getByRole('button', { name: `Remove ${name} from the wishlist` });
  const title = () => screen.getByRole('heading', { level: 1, name: 'Your Video Stories Wishlist' });
  const ids = () => $wishlist.get().map((item) => item.product.id);

  it('moves to the remove button of the row that took its place, else the previous row’s, else the title', async () => {
    const user = userEvent.setup();
    $visitorWishlist.set([entry(1), entry(2), entry(3)]);
    renderWishlist();

    removeButton('Story 2').focus();
    await user.keyboard('{Enter}');
    expect(ids()).toEqual([1, 3]);
    await waitFor(() => expect(removeButton('Story 3')).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(ids()).toEqual([1]);
    await waitFor(() => expect(removeButton('Story 1')).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(screen.getByText('No items in wishlist')).toBeInTheDocument();
    await waitFor(() => expect(title()).toHaveFocus());
  });

  it('keeps focus on REMOVE ALL NOT AVAILABLE, which then does nothing, and gives it to the title after REMOVE ALL', async () => {
    const user = userEvent.setup();
    $visitorWishlist.set([entry(1), entry(2, { isAvailable: false })]);
    renderWishlist();
    const removeNotAvailable = screen.getByRole('button', { name: 'REMOVE ALL NOT AVAILABLE' });

    removeNotAvailable.focus();
    await user.keyboard('{Enter}');
    expect(ids()).toEqual([1]);
    // Focusable and announced as unavailable, not `disabled` (which would drop focus to the page in Chromium).
    await waitFor(() => expect(removeNotAvailable).toHaveAttribute('aria-disabled', 'true'));
    expect(removeNotAvailable).toBeEnabled();
    expect(removeNotAvailable).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(ids()).toEqual([1]);

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'REMOVE ALL' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('No items in wishlist')).toBeInTheDocument();
    await waitFor(() => expect(title()).toHaveFocus());
  });

  it('keeps focus on the pressed button while a signed-in user’s removal is sent', async () => {
    const user = userEvent.setup();
    let wishlist = [entry(1), entry(2), entry(3)];
    const answers: (() => void)[] = [];
    routeFetch((url, request) => {
      if (url.pathname === '/api/cart') return json([]);
      if (url.pathname !== '/api/wishlist/remove') return undefined;
      return request.json().then(
        (body: { product: number }) =>
          new Promise<Response>((resolve) =>
            answers.push(() => {
              wishlist = wishlist.filter((item) => item.product.id !== body.product);
              resolve(json(wishlist));
            }),
          ),
      );
    });
    $user.set(signedInUser);
    $initialState.set(catalogueState({ user: signedInUser, wishlist }));
    renderWishlist();
    const answer = async () => {
      await waitFor(() => expect(answers).toHaveLength(1));
      answers.shift()!();
    };

    removeButton('Story 1').focus();
    await user.keyboard('{Enter}');
    expect(removeButton('Story 1')).toHaveFocus();
    expect(removeButton('Story 1')).toBeEnabled();
    await answer();
    await waitFor(() => expect(removeButton('Story 2')).toHaveFocus());

    const removeAll = screen.getByRole('button', { name: 'REMOVE ALL' });
    removeAll.focus();
    await user.keyboard('{Enter}');
    await answer();
    await waitFor(() => expect(ids()).toEqual([3]));
    expect(removeAll).toHaveFocus();
    expect(removeAll).toHaveAttribute('aria-disabled', 'true');
    await answer();
    await waitFor(() => expect(title()).toHaveFocus());
    expect(screen.getByText('No items in wishlist')).toBeInTheDocument();
  });
});

describe('the wishlist buttons', () => {
  const BUTTONS = ['REMOVE ALL', 'REMOVE ALL NOT AVAILABLE', 'ADD SELECTED TO CART', 'ADD ALL TO CART'];
  const renderAt = (width: number) => {
    applyModuleCss(join(__dirname, 'wishlist-view.module.css'), { width });
    $visitorWishlist.set([entry(1), entry(2, { isAvailable: false })]);
    renderWishlist();
    const buttons = BUTTONS.map((name) => screen.getByRole('button', { name }));
    const group = (button: HTMLElement) => getComputedStyle(button.parentElement!);
    return { buttons, group, actions: getComputedStyle(buttons[0]!.parentElement!.parentElement!) };
  };

  it('are as wide as the cards at 375 px, one a row, and the remove button stays in its card', () => {
    const { buttons, group, actions } = renderAt(375);
    // A grid that packs its column to the widest button left them narrower than the cards.
    expect(actions.display).toBe('grid');
    expect(['', 'normal', 'stretch']).toContain(actions.justifyContent);
    for (const button of buttons) expect(group(button).gridTemplateColumns).toBe('minmax(0, 1fr)');
    // The cell takes its 32 px grid column, not the table's 48 px column width.
    const removeCell = screen.getByRole('button', { name: 'Remove Story 1 from the wishlist' }).closest('td')!;
    expect(getComputedStyle(removeCell).width).toBe('auto');
  });

  it('sit in two even rows of two beside the account menu at 1280 px', () => {
    const { buttons, group, actions } = renderAt(1280);
    expect(actions.display).toBe('grid');
    expect(['', 'normal', 'stretch']).toContain(actions.justifyContent);
    for (const button of buttons) expect(group(button).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    expect(buttons.map((button) => button.textContent)).toEqual(BUTTONS);
  });
});
