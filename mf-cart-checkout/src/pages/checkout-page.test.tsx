import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import {
  $cartLoading,
  $initialState,
  $sessionEnded,
  $user,
  $visitorCart,
  ProductType,
  resetOrders,
  sessionRefused,
  setRemoteModuleLoader,
  type CartItem,
  type Order,
  type SessionUser,
} from '@shop/shared';
import { cartItemFixture, cartState, orderFixture, productFixture, quietErrors, signedInUser } from '../test/fixtures';
import { currentLocation, json, renderRoutes, routeFetch } from '../test/render-routes';
import { CHECKOUT_DRAFT_KEY } from '../features/checkout/checkout-draft';
import { paymentPage } from '../features/checkout/payment-page';
import { routes } from '../routes';

/** Every order request names its attempt (a repeat after a lost answer sends the same). */
const REQUEST_KEY = expect.stringMatching(/^[0-9a-f]{48}$/);

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));

const vows = productFixture({ id: 1, name: 'Golden Hour Vows', price: 29 });
const book = productFixture({ id: 2, name: 'Photo Book', price: 10, type: ProductType.SIMPLE, clipProperties: null });
const products = [vows, book];
const photo = { id: 5, image: 'photo.jpg', position: 0 };

const readyClip = (overrides: Partial<CartItem> = {}) =>
  cartItemFixture({ id: 11, product: 1, leadTimePrice: 1, images: [photo], baseCost: 29, ...overrides });
const bookItem = (overrides: Partial<CartItem> = {}) =>
  cartItemFixture({ id: 12, product: 2, quantity: 2, baseCost: 20, productPrice: 10, ...overrides });

const profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  company: '',
  country: 'CAN',
  streetAddress: '1 Main St',
  apartment: 'Apt 4',
  city: 'Toronto',
  county: '',
  postcode: 'M5V 2T6',
  phone: '+1 (416) 555-0100',
  orderNotes: '',
};
const withProfile: SessionUser = { ...signedInUser, profile };

const order = (overrides: Partial<Order> = {}): Order =>
  orderFixture({ id: 42, subtotal: 29, tax: 2.57, totalCost: 31.57, ...overrides });

type Server = {
  cart: CartItem[];
  order?: () => Response;
  config?: { provider: 'local' | 'stripe'; publishableKey?: string };
  session?: () => Response;
  orders?: () => Order[];
};

/** The API as the checkout sees it; placing the order empties the cart, as the server does. */
function serve(server: Server) {
  return routeFetch((url) => {
    switch (url.pathname) {
      case '/api/catalog': {
        const ids = (JSON.parse(url.searchParams.get('_filter') ?? '{}') as { id: number[] }).id;
        const data = products.filter((product) => ids.includes(product.id));
        return json({ data, total: data.length, pagination: { page: 1, perPage: data.length, pages: 1 } });
      }
      case '/api/cart':
      case '/api/cart/merge':
        return json(server.cart);
      case '/api/order': {
        const answer = server.order?.() ?? json({ success: true, order: { id: 42 } });
        if (answer.ok) server.cart = [];
        return answer;
      }
      case '/api/checkout/config':
        return json(server.config ?? { provider: 'local' });
      case '/api/checkout/create-session':
        return server.session?.() ?? json({ sessionId: 'cs_1', url: 'http://localhost:3000/api/checkout/pay/cs_1' });
      case '/api/orders':
        return json(server.orders?.() ?? [order()]);
      default:
        return undefined;
    }
  });
}

const stubs = [{ path: 'account/cart', element: <p>The account cart</p> }];

function renderCheckout() {
  return renderRoutes([...routes, ...stubs], '/checkout');
}

function signIn(user: SessionUser = withProfile) {
  $user.set(user);
}

/** mf-account's "Login" card as the federation runtime would hand it over. */
const FakeSignInCard = ({ returnTo, intro }: { returnTo: string; intro: string }) => (
  <section>
    <h2>Login</h2>
    <p>{intro}</p>
    <p>Then back to {returnTo}</p>
    <button type="button" onClick={() => signIn()}>
      Sign In
    </button>
  </section>
);

const form = () => screen.findByRole('form', { name: 'Checkout' });
/** The checkout of the signed-in shopper (the profile's defaults) with `server` answering, once its form shows. */
async function openCheckout(server: Server) {
  const api = serve(server);
  signIn();
  renderCheckout();
  await form();
  return api;
}
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing…/ });
const paymentOption = (name: string) => screen.getByRole('radio', { name });

let openPaymentPage: jest.SpyInstance;

// The pages' code, compiled once before the first test waits for it.
beforeAll(() => Promise.all([import('./checkout-page'), import('./checkout-success-page'), import('./cart-page')]));

beforeEach(() => {
  $initialState.set(cartState());
  resetOrders();
  openPaymentPage = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
  jest.mocked(loadStripe).mockReset();
});

describe('the checkout page: who gets the form', () => {
  it('sends a signed-in user whose cart is not ready back to the cart', async () => {
    serve({ cart: [readyClip({ images: [] })] });
    signIn();
    const { router } = renderCheckout();
    expect(await screen.findByText('The account cart')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a visitor with an empty cart to the visitors’ cart', async () => {
    serve({ cart: [] });
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/cart');
  });

  it('shows a visitor with a ready cart the sign-in form, then the checkout once signed in', async () => {
    const server: Server = { cart: [readyClip()] };
    const merged = serve(server);
    const loader = jest.fn().mockResolvedValue({ SignInCard: FakeSignInCard });
    setRemoteModuleLoader(loader);
    $visitorCart.set([readyClip({ id: -1 })]);
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_account/sign-in');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to place your order. Your cart comes with you.')).toBeInTheDocument();
    expect(screen.getByText('Then back to /checkout')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your order' })).getByText('Golden Hour Vows'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await form()).toBeInTheDocument();
    expect(merged.to('/api/cart/merge')).toHaveLength(1);
    expect(currentLocation()).toBe('/checkout');
    setRemoteModuleLoader(undefined);
  });

  it('asks a shopper whose stored session is refused as the checkout loads their cart to sign in here', async () => {
    quietErrors();
    setRemoteModuleLoader(jest.fn().mockResolvedValue({ SignInCard: FakeSignInCard }));
    serve({ cart: [readyClip()] });
    const fetch = jest.mocked(globalThis.fetch);
    const serveNext = fetch.getMockImplementation()!;
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    let refusing = true;
    fetch.mockImplementation(async (input, init) => {
      if (refusing && new URL((input as Request).url).pathname === '/api/cart') {
        await refused;
        return json({ message: 'Please sign in to continue.' }, { status: 401 });
      }
      return serveNext(input, init);
    });
    signIn();
    renderCheckout();
    expect(await screen.findByText('Loading your cart…')).toBeInTheDocument();
    refusing = false;
    refuse();

    expect(await screen.findByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect($sessionEnded.get()).toBe(true);
    expect(currentLocation()).toBe('/checkout');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    // The account's cart, read again now, is ready: the form.
    expect(await form()).toBeInTheDocument();
    setRemoteModuleLoader(undefined);
  });

  it('asks a shopper whose session ended just before the checkout opened to sign in here, notice closed or not', async () => {
    setRemoteModuleLoader(jest.fn().mockResolvedValue({ SignInCard: FakeSignInCard }));
    serve({ cart: [readyClip()] });
    signIn();
    // The shell's first calls were refused: signed out, with the notice up, and this browser's cart empty.
    sessionRefused();
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    act(() => $sessionEnded.set(false));
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout');
    setRemoteModuleLoader(undefined);
  });

  it('asks a shopper whose session ended at Place Order to sign in again here, beside their order, and keeps what they typed', async () => {
    quietErrors();
    const user = userEvent.setup();
    setRemoteModuleLoader(jest.fn().mockResolvedValue({ SignInCard: FakeSignInCard }));
    const server: Server = {
      cart: [readyClip(), bookItem()],
      // The token was ended on the server meanwhile.
      order: () => json({ message: 'Please sign in to continue.' }, { status: 401 }),
    };
    await openCheckout(server);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Lee & Co');
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());

    expect(await screen.findByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect($sessionEnded.get()).toBe(true);
    expect(currentLocation()).toBe('/checkout');
    expect(screen.getByText('Then back to /checkout')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Golden Hour Vows$29.00', 'Photo Book × 2$20.00']);

    delete server.order;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await form()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Lee & Co');
    expect(currentLocation()).toBe('/checkout');
    setRemoteModuleLoader(undefined);
  });
});

describe('the checkout form', () => {
  it('asks no billing details for a clip-only cart, and shows the order summary with the cart’s totals', async () => {
    serve({ cart: [readyClip()] });
    signIn();
    renderCheckout();
    await form();
    expect(screen.queryByRole('group', { name: 'Billing details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /First name/ })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByRole('listitem')).toHaveTextContent('Golden Hour Vows$29.00');
    expect(within(summary).getByText('Tax (8.875%)').nextSibling).toHaveTextContent('$2.57');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$31.57');
  });

  it('asks billing details when a simple product is in the cart, pre-filled from the profile', async () => {
    serve({ cart: [readyClip(), bookItem()] });
    signIn();
    renderCheckout();
    const billing = within(await form()).getByRole('group', { name: 'Billing details' });
    const labels = within(billing)
      .getAllByRole('textbox')
      .map((field) => field.getAttribute('name'));
    expect(labels).toEqual([
      'firstName',
      'lastName',
      'company',
      'streetAddress',
      'apartment',
      'city',
      'county',
      'postcode',
      'phone',
      'orderNotes',
    ]);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (416) 555-0100');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CAN');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByText(/× 2/)).toBeInTheDocument();
  });

  it('defaults the country to USA when the profile has none', async () => {
    serve({ cart: [bookItem()] });
    signIn(signedInUser);
    renderCheckout();
    await form();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('USA');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('shows every billing message of the spec', async () => {
    const user = userEvent.setup();
    serve({ cart: [bookItem()] });
    signIn(signedInUser);
    renderCheckout();
    await form();
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    const messages = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Street address', 'Street address is required'],
      ['City', 'City is required'],
      ['Postcode', 'Postcode is required'],
      ['Phone', 'Phone is required'],
    ] as const;
    for (const [label, message] of messages) {
      expect(await screen.findByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '555-CALL-NOW');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Invalid phone number');
    for (const optional of ['Company', 'Apartment', 'County / State', 'Order notes']) {
      expect(screen.getByRole('textbox', { name: optional })).not.toHaveAccessibleDescription();
    }
    expect(screen.getByRole('combobox', { name: 'Country' })).not.toHaveAccessibleDescription();
  });

  it('asks every order for an email, pre-filled with the account’s, with the spec’s two messages', async () => {
    const user = userEvent.setup();
    serve({ cart: [readyClip()] });
    signIn();
    renderCheckout();
    await form();
    const contact = screen.getByRole('group', { name: 'Contact' });
    const email = within(contact).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ann@example.com');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.clear(email);
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(placeOrderButton()).toHaveAttribute('aria-disabled', 'true');
    await user.type(email, 'ann.example.com');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    await user.type(email, '@x.io');
    expect(email).not.toHaveAccessibleDescription();
    expect(placeOrderButton()).not.toHaveAttribute('aria-disabled');
  });

  it('offers card (Visa, Mastercard, American Express, Discover), PayPal, Apple Pay and Google Pay', async () => {
    serve({ cart: [readyClip()] });
    signIn();
    renderCheckout();
    const methods = within(await form()).getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['card', 'paypal', 'apple', 'google']);
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Card', 'PayPal', 'Apple Pay', 'Google Pay']);
    expect(paymentOption('Card')).toHaveAccessibleDescription('Visa Mastercard American Express Discover');
    expect(within(methods).getByRole('list', { name: 'Card brands' })).toBeInTheDocument();
    expect(
      within(methods)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('keeps Place Order disabled while a field is in error, and pressing it shows why', async () => {
    const user = userEvent.setup();
    const { to } = await openCheckout({ cart: [readyClip()] });
    await waitFor(() => expect(placeOrderButton()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(placeOrderButton());
    const methodError = await screen.findByText('Please select a payment method');
    // Marked as every other field's error is, the "!" not read out.
    expect(methodError.closest('p')!.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(methodError.closest('p')!.firstElementChild).toHaveTextContent('!');
    expect(paymentOption('Card')).toHaveAccessibleDescription(/ Please select a payment method$/);
    expect(to('/api/order')).toHaveLength(0);
    await user.click(paymentOption('PayPal'));
    expect(placeOrderButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Please select a payment method')).not.toBeInTheDocument();
  });

  it('keeps Place Order disabled while the cart is busy with a photo change', async () => {
    const user = userEvent.setup();
    const { to } = await openCheckout({ cart: [readyClip()] });
    await user.click(paymentOption('Card'));
    act(() => $cartLoading.set(true));
    await waitFor(() => expect(placeOrderButton()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(placeOrderButton());
    expect(to('/api/order')).toHaveLength(0);
  });
});

describe('placing the order', () => {
  it('creates the order, then the payment session, then goes to the provider’s page, disabled all along', async () => {
    const user = userEvent.setup();
    let answerOrder!: () => void;
    const orderAnswered = new Promise<void>((resolve) => (answerOrder = resolve));
    const server: Server = { cart: [readyClip(), bookItem()] };
    const { to, requests } = serve(server);
    const fetch = jest.mocked(globalThis.fetch);
    const serveNext = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (new URL((input as Request).url).pathname === '/api/order') await orderAnswered;
      return serveNext(input, init);
    });
    signIn();
    renderCheckout();
    await form();
    await user.type(screen.getByRole('textbox', { name: 'Company' }), '  Lee & Co  ');
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());

    expect(await screen.findByText('Creating your order…')).toBeInTheDocument();
    expect(placeOrderButton()).toHaveTextContent('Processing…');
    expect(placeOrderButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(placeOrderButton());
    answerOrder();

    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('http://localhost:3000/api/checkout/pay/cs_1'));
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
    const calls = requests.map((request) => new URL(request.url).pathname).filter((path) => path !== '/api/catalog');
    expect(calls.filter((path) => path !== '/api/cart')).toEqual([
      '/api/order',
      '/api/checkout/config',
      '/api/checkout/create-session',
    ]);
    // The total as the page shows it (Total $53.35).
    expect(screen.getAllByText('$53.35').length).toBeGreaterThan(0);
    await expect(to('/api/order')[0]!.json()).resolves.toEqual({
      requestKey: REQUEST_KEY,
      expectedTotal: 53.35,
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Lee & Co',
      country: 'CAN',
      streetAddress: '1 Main St',
      apartment: 'Apt 4',
      city: 'Toronto',
      postcode: 'M5V 2T6',
      phone: '+1 (416) 555-0100',
      paymentMethod: 'card',
    });
    await expect(to('/api/checkout/create-session')[0]!.json()).resolves.toEqual({ orderId: 42 });
    expect(loadStripe).not.toHaveBeenCalled();
    // The ordered items left the cart on the server: it is read again, and the page stays on what was ordered.
    await waitFor(() => expect(to('/api/cart')).toHaveLength(2));
    expect(currentLocation()).toBe('/checkout');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes a shopper who left the checkout while the payment was being prepared nowhere', async () => {
    const user = userEvent.setup();
    let answerSession!: () => void;
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    let sessionRead = false;
    const { to } = serve({ cart: [readyClip()] });
    const fetch = jest.mocked(globalThis.fetch);
    const serveNext = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      const answer = await serveNext(input, init);
      if (new URL((input as Request).url).pathname !== '/api/checkout/create-session') return answer;
      await sessionAnswered;
      const body = new TextEncoder().encode(await answer.text());
      // The answer's body, marked as read once the page has pulled it.
      const stream = new ReadableStream({
        pull(controller) {
          controller.enqueue(body);
          controller.close();
          sessionRead = true;
        },
      });
      return new Response(stream, { status: answer.status, headers: answer.headers });
    });
    signIn();
    const { router } = renderCheckout();
    await form();
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    await waitFor(() => expect(to('/api/checkout/create-session')).toHaveLength(1));
    // Back to the cart while the payment session is asked for.
    await act(() => router.navigate('/account/cart'));
    answerSession();
    await waitFor(() => expect(sessionRead).toBe(true));
    // Past every continuation of the read answer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(openPaymentPage).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/account/cart');
  });

  it('gives back what the shopper typed after a reload of the page, until the order is made', async () => {
    const user = userEvent.setup();
    const server: Server = { cart: [readyClip(), bookItem()] };
    await openCheckout(server);
    const company = () => screen.getByRole('textbox', { name: 'Company' });
    await user.type(company(), 'Lee & Co');
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Ottawa');
    await user.click(paymentOption('PayPal'));

    // A reload: a new page in the same tab.
    cleanup();
    renderCheckout();
    await form();
    expect(company()).toHaveValue('Lee & Co');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ottawa');
    expect(paymentOption('PayPal')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');

    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    // The order is made: a later checkout starts from the profile again.
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
  });

  it('keeps no draft of one account for another signing in in the same tab', async () => {
    const user = userEvent.setup();
    await openCheckout({ cart: [readyClip(), bookItem()] });
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Lee & Co');
    cleanup();
    signIn({ ...withProfile, id: withProfile.id + 1, email: 'bo@example.com' });
    renderCheckout();
    await form();
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('bo@example.com');
  });

  it('sends no billing for a clip-only cart', async () => {
    const user = userEvent.setup();
    const { to } = await openCheckout({ cart: [readyClip()] });
    await user.click(paymentOption('Google Pay'));
    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    await expect(to('/api/order')[0]!.json()).resolves.toEqual({
      requestKey: REQUEST_KEY,
      email: 'ann@example.com',
      paymentMethod: 'google',
      expectedTotal: 31.57,
    });
  });

  it('sends the email typed at checkout, trimmed, instead of the account’s', async () => {
    const user = userEvent.setup();
    const { to } = await openCheckout({ cart: [readyClip()] });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, '  gifts@example.com ');
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    await expect(to('/api/order')[0]!.json()).resolves.toEqual({
      requestKey: REQUEST_KEY,
      email: 'gifts@example.com',
      paymentMethod: 'card',
      expectedTotal: 31.57,
    });
  });

  it.each([
    [
      'the server’s message for a refused field',
      { success: false, error: 'Phone is required', field: 'phone' },
      400,
      'Phone is required',
    ],
    [
      '"Invalid {field}" for a refused field without a message',
      { success: false, error: '', field: 'postcode' },
      400,
      'Invalid postcode',
    ],
    [
      'the server’s error',
      { success: false, error: 'Your cart changed. Please review it.' },
      409,
      'Your cart changed. Please review it.',
    ],
    ['"Failed to create order" without a message', { success: false, error: '' }, 400, 'Failed to create order'],
    [
      'the message of a 4xx in the general shape',
      { message: 'Invalid country', field: 'country' },
      400,
      'Invalid country',
    ],
    [
      '"Failed to create order" for a server failure',
      { message: 'Internal Server Error' },
      500,
      'Failed to create order',
    ],
  ])('shows %s in the form’s alert', async (_case, body, status, text) => {
    quietErrors();
    const user = userEvent.setup();
    const { to } = await openCheckout({ cart: [readyClip()], order: () => json(body, { status }) });
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(to('/api/checkout/create-session')).toHaveLength(0);
    expect(placeOrderButton()).toHaveTextContent('Place Order');
    expect(placeOrderButton()).not.toHaveAttribute('aria-disabled');
  });

  it('reads the cart again when the server refuses it, and goes back to the cart page when it is no longer ready', async () => {
    quietErrors();
    const user = userEvent.setup();
    const server: Parameters<typeof serve>[0] = { cart: [readyClip()] };
    server.order = () => {
      // Another tab took the clip's photos away after this page had read the cart.
      server.cart = [readyClip({ images: [] })];
      return json(
        { success: false, error: 'To proceed to payment, upload photos for Golden Hour Vows', field: 'cart' },
        { status: 409 },
      );
    };
    const { to } = await openCheckout(server);
    expect(to('/api/cart')).toHaveLength(1);
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(await screen.findByText('The account cart')).toBeInTheDocument();
    expect(to('/api/cart')).toHaveLength(2);
    expect(to('/api/checkout/create-session')).toHaveLength(0);
  });

  it('shows an exception’s own message when the order call gets no answer', async () => {
    quietErrors();
    const user = userEvent.setup();
    serve({ cart: [readyClip()] });
    const fetch = jest.mocked(globalThis.fetch);
    const serveNext = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (new URL((input as Request).url).pathname === '/api/order') throw new TypeError('Failed to fetch');
      return serveNext(input, init);
    });
    signIn();
    renderCheckout();
    await form();
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network request failed');
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('sends the same request key again after an order answer that never came, and goes on with the order made then', async () => {
    quietErrors();
    const user = userEvent.setup();
    let orders = 0;
    const server: Server = {
      cart: [readyClip()],
      order: () => {
        orders += 1;
        // The first: the server made order 42 and emptied the cart, but its answer was lost on the way.
        if (orders === 1) {
          server.cart = [];
          throw new TypeError('Failed to fetch');
        }
        return json({ success: true, order: { id: 42 } });
      },
    };
    const { to } = serve(server);
    signIn();
    renderCheckout();
    await form();
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    const [first, second] = await Promise.all(to('/api/order').map((request) => request.json()));
    expect(second.requestKey).toBe(first.requestKey);
    expect(first.requestKey).toMatch(/^[0-9a-f]{48}$/);
  });

  it('shows "Failed to initiate payment session. Please try again." and pays the same order on the next try', async () => {
    quietErrors();
    const user = userEvent.setup();
    let sessions = 0;
    const { to } = serve({
      cart: [readyClip()],
      session: () =>
        ++sessions === 1
          ? json({ message: 'Internal Server Error' }, { status: 500 })
          : json({ sessionId: 'cs_2', url: '/api/checkout/pay/cs_2' }),
    });
    signIn();
    renderCheckout();
    await form();
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment session. Please try again.');
    // The cart is empty now, but the page stays with the order it made.
    await waitFor(() => expect(to('/api/cart')).toHaveLength(2));
    expect(currentLocation()).toBe('/checkout');
    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('/api/checkout/pay/cs_2'));
    expect(to('/api/order')).toHaveLength(1);
    expect(to('/api/checkout/create-session')).toHaveLength(2);
  });

  it('loads Stripe.js only for Stripe, and shows "Stripe failed to load. Please try again." when it does not load', async () => {
    quietErrors();
    const user = userEvent.setup();
    jest.mocked(loadStripe).mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    jest.mocked(loadStripe).mockResolvedValueOnce({} as Awaited<ReturnType<typeof loadStripe>>);
    const { to } = await openCheckout({
      cart: [readyClip()],
      config: { provider: 'stripe', publishableKey: 'pk_test_1' },
    });
    await user.click(paymentOption('Card'));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe failed to load. Please try again.');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(to('/api/checkout/create-session')).toHaveLength(0);

    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith('http://localhost:3000/api/checkout/pay/cs_1'));
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(to('/api/order')).toHaveLength(1);
  });

  it('takes a free order (paid at once) straight to its payment result, without a payment session', async () => {
    const user = userEvent.setup();
    const { to } = serve({
      cart: [readyClip({ discountAmount: 29 })],
      orders: () => [order({ paid: true, paidAt: '2026-11-23T10:00:00.000Z', discount: 29, tax: 0, totalCost: 0 })],
    });
    signIn();
    renderCheckout();
    await form();
    // Nothing to pay after the coupon: no payment method is asked for.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was successful' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout/success/42');
    expect(to('/api/checkout/create-session')).toHaveLength(0);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('starts a payment for an order of total 0 that the server did not pay at once', async () => {
    const user = userEvent.setup();
    const { to } = await openCheckout({ cart: [readyClip({ discountAmount: 29 })], orders: () => [order()] });
    await user.click(placeOrderButton());
    await waitFor(() => expect(openPaymentPage).toHaveBeenCalled());
    expect(to('/api/orders')).toHaveLength(1);
    expect(to('/api/checkout/create-session')).toHaveLength(1);
  });
});
