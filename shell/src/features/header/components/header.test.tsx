import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $initialState,
  $sessionEnded,
  $user,
  $visitorCart,
  NavigationGroup,
  SEARCH_KEYWORD_MAX_LENGTH,
  logout,
} from '@shop/shared';
import { cartItemFixture } from '@shop/shared/testing';
import { initialState, navigationEntry, signedInUser } from '../../../test/fixtures';
import { renderWithRouter } from '../../../test/render-with-router';
import { Header } from './header';

jest.mock('@shop/shared', () => ({ ...jest.requireActual('@shop/shared'), logout: jest.fn(async () => undefined) }));

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  // A signed-in header loads the cart once (for its badge): answer with an empty cart instead of the network.
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
  $user.set(null);
  $visitorCart.set([]);
  $initialState.set(
    initialState({
      navigation: [
        navigationEntry({ title: 'Weddings', path: '/catalog/weddings', position: 2 }),
        navigationEntry({ title: 'Catalog', path: '/catalog', position: 1 }),
        navigationEntry({ title: 'Terms', path: '/pages/terms', group: NavigationGroup.FOOTER_PRIMARY, position: 0 }),
      ],
    }),
  );
  window.history.replaceState(null, '');
});

afterEach(() => {
  $initialState.set(null);
  $user.set(null);
  jest.restoreAllMocks();
});

describe('Header', () => {
  it('shows Sign In, Sign Up and the visitor wishlist when signed out', () => {
    renderWithRouter(<Header />);
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(within(account).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(within(account).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(within(account).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('links Sign In back to the page the shopper is on, but not from the sign-in pages themselves', () => {
    renderWithRouter(<Header />, { initialEntries: ['/catalog?page=2'] });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in?return=%2Fcatalog%3Fpage%3D2',
    );
  });

  it('links Sign In plainly from the sign-up page', () => {
    renderWithRouter(<Header />, { initialEntries: ['/sign-up'] });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows Account, Sign Out and the account wishlist when signed in', () => {
    $user.set(signedInUser);
    renderWithRouter(<Header />);
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(account).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/account/wishlist');
    expect(within(account).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('links the logo home with the shop name as its text alternative and the 109 by 58 size', () => {
    renderWithRouter(<Header />, { initialEntries: ['/faq'] });
    const logo = screen.getByRole('img', { name: 'Story Shop' });
    expect(logo).toHaveAttribute('width', '109');
    expect(logo).toHaveAttribute('height', '58');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the editable tagline', () => {
    renderWithRouter(<Header />);
    expect(screen.getByText('The best story is your story')).toBeInTheDocument();
  });

  it('sends the cart link to /cart for visitors and /account/cart when signed in', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: /My cart/ })).toHaveAttribute('href', '/cart');
    act(() => $user.set(signedInUser));
    expect(screen.getByRole('link', { name: /My cart/ })).toHaveAttribute('href', '/account/cart');
  });

  it('shows the cart count badge only when the count is above 0', () => {
    renderWithRouter(<Header />);
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    act(() => $visitorCart.set([1, 2, 3].map((id) => cartItemFixture({ id: -id, product: id }))));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    const cart = screen.getByRole('link', { name: 'My cart (3 items)' });
    // The name is the link's own text (label in name, WCAG 2.5.3), not an aria-label over it.
    expect(cart).not.toHaveAttribute('aria-label');
    act(() => $visitorCart.set([cartItemFixture({ id: -1, product: 1 })]));
    expect(screen.getByRole('link', { name: 'My cart (1 item)' })).toBeInTheDocument();
  });

  it('lists the HEADER navigation entries sorted by position', () => {
    renderWithRouter(<Header />);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const titles = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(titles).toEqual(['Catalog', 'Weddings']);
  });
});

describe('Header search', () => {
  it('opens the catalogue filtered by the trimmed keyword and clears the box', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />, { initialEntries: ['/faq'] });
    const box = screen.getByRole('textbox', { name: 'Search products' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('placeholder', 'search');
    await user.type(box, '  wedding story  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(location()).toBe(`/catalog?filter=${encodeURIComponent(JSON.stringify({ keyword: 'wedding story' }))}`),
    );
    expect(box).toHaveValue('');
  });

  it('takes no more of a keyword than the API accepts', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />, { initialEntries: ['/faq'] });
    const box = screen.getByRole('textbox', { name: 'Search products' });
    expect(box).toHaveAttribute('maxlength', String(SEARCH_KEYWORD_MAX_LENGTH));
    await user.click(box);
    await user.paste('a'.repeat(SEARCH_KEYWORD_MAX_LENGTH + 50));
    expect(box).toHaveValue('a'.repeat(SEARCH_KEYWORD_MAX_LENGTH));
  });

  it('does nothing when the keyword is blank', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />, { initialEntries: ['/faq'] });
    const box = screen.getByRole('textbox', { name: 'Search products' });
    await user.type(box, '   {Enter}');
    expect(location()).toBe('/faq');
    expect(box).toHaveValue('   ');
  });
});

describe('Header menu', () => {
  it('opens with MENU and closes with Close menu', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const open = screen.getByRole('button', { name: 'MENU' });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');
  });

  it('slides only while opening or closing: marked on each change, unmarked when its own transition ends', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(menu).not.toHaveAttribute('data-sliding');

    await user.click(screen.getByRole('button', { name: 'MENU' }));
    expect(menu).toHaveAttribute('data-sliding');
    // A link's own transition bubbling up does not end the slide.
    fireEvent.transitionEnd(within(menu).getByRole('link', { name: 'Weddings' }));
    expect(menu).toHaveAttribute('data-sliding');
    fireEvent.transitionEnd(menu);
    expect(menu).not.toHaveAttribute('data-sliding');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu).toHaveAttribute('data-sliding');
    fireEvent.transitionCancel(menu);
    expect(menu).not.toHaveAttribute('data-sliding');
  });

  it('closes when a menu link is followed', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'MENU' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Weddings' }));
    expect(screen.getByRole('button', { name: 'MENU' })).toHaveAttribute('aria-expanded', 'false');
    expect(location()).toBe('/catalog/weddings');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Header />);
    await user.click(screen.getByRole('button', { name: 'MENU' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'MENU' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open drawer, wrapping both ways, and MENU opens it again after Escape', async () => {
    const user = userEvent.setup();
    // A link under the drawer, as the breadcrumbs are.
    renderWithRouter(
      <>
        <Header />
        <a href="/catalog">Under the drawer</a>
      </>,
    );
    const menuButton = screen.getByRole('button', { name: 'MENU' });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Catalog' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Weddings' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(menu).getByRole('link', { name: 'Weddings' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Closed, it keeps nothing in (here jsdom, without the drawer's CSS, can still focus its links).
    within(menu).getByRole('link', { name: 'Weddings' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Under the drawer' })).toHaveFocus();
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(close).toHaveFocus();
  });
});

describe('Sign Out', () => {
  it('fetches the logout link, forgets the user and goes back to the first history position', async () => {
    const user = userEvent.setup();
    $user.set(signedInUser);
    // The browser router keeps its position in history.state.idx: this is the third entry of the visit.
    window.history.replaceState({ idx: 2 }, '');
    renderWithRouter(<Header />, { initialEntries: ['/faq', '/about-us', '/account'], initialIndex: 2 });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/faq'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(signedInUser.token);
    expect($user.get()).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('forgets the user as soon as the logout fetch has started, so other tabs learn of it before the server ends the session', async () => {
    const user = userEvent.setup();
    $user.set(signedInUser);
    let answer: () => void = () => undefined;
    jest.mocked(logout).mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithRouter(<Header />, { initialEntries: ['/account'] });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(logout).toHaveBeenCalledWith(signedInUser.token);
    expect($user.get()).toBeNull();
    expect($sessionEnded.get()).toBe(false);
    act(() => answer());
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('goes home when the current page is the first history entry', async () => {
    const user = userEvent.setup();
    $user.set(signedInUser);
    renderWithRouter(<Header />, { initialEntries: ['/account'] });
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect($user.get()).toBeNull();
  });
});
