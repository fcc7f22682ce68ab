import { act, screen, waitFor, within } from '@testing-library/react';
import { $user, ProductType, resetOrders, type Order } from '@shop/shared';
import { orderFixture, orderItemFixture, quietErrors, signedInUser } from '../test/fixtures';
import { currentLocation, json, renderRoutes, routeFetch } from '../test/render-routes';
import { OrderSteps } from '../features/cart/components/order-steps';
import { CheckoutSuccessView } from '../features/checkout/components/checkout-success-view';
import { routes } from '../routes';

const order = (overrides: Partial<Order> = {}): Order =>
  orderFixture({
    id: 42,
    subtotal: 49,
    discount: 4.9,
    tax: 3.91,
    totalCost: 48.01,
    // STORY10 took 10% off each line: the lines list what they cost before it, as the checkout did.
    items: [
      orderItemFixture({ price: 26.1 }),
      orderItemFixture({ id: 2, type: ProductType.SIMPLE, name: 'Photo Book', price: 18, baseCost: 20, quantity: 2 }),
    ],
    ...overrides,
  });

const paid = (overrides: Partial<Order> = {}) =>
  order({ paid: true, paidAt: '2026-11-23T10:01:00.000Z', ...overrides });

/** Which provider GET /api/checkout/config names: Stripe, whose webhook may land after the browser is back, unless told. */
let provider: () => Response;

/** GET /api/orders answers the next list of `answers` each time (the last one from then on). */
function serveOrders(...answers: Order[][]) {
  return routeFetch((url) => {
    if (url.pathname === '/api/checkout/config') return provider();
    if (url.pathname !== '/api/orders') return undefined;
    return json(answers.length > 1 ? answers.shift() : answers[0]);
  });
}

const accountCart = { path: 'account/cart', element: <p>The account cart</p> };

function renderResult(url = '/checkout/success/42') {
  return renderRoutes([...routes, accountCart], url);
}

/** The view with quick checks, for the waits on the provider's webhook. */
function renderQuickResult(orderId = 42) {
  return renderRoutes(
    [
      {
        path: 'checkout/success/:orderId',
        element: (
          <CheckoutSuccessView
            orderId={orderId}
            steps={<OrderSteps allDone />}
            polling={{ intervalMs: 5, attempts: 3 }}
          />
        ),
      },
      accountCart,
    ],
    `/checkout/success/${orderId}`,
  );
}

beforeAll(() => import('./checkout-success-page'));

beforeEach(() => {
  resetOrders();
  $user.set(signedInUser);
  provider = () => json({ provider: 'stripe', publishableKey: 'pk_test_1' });
});

describe('the payment result page', () => {
  it('says "The payment was successful" for a paid order, with every step done and the summary open', async () => {
    serveOrders([paid({ id: 41 }), paid()]);
    renderResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was successful' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓Upload your photos (done)',
      '✓Make a payment (done)',
      '✓Download your video (done)',
    ]);
    expect(steps.every((step) => !step.hasAttribute('aria-current'))).toBe(true);
    const summary = screen.getByText('Order #000042').closest('details')!;
    expect(summary).toHaveAttribute('open');
    const lines = within(summary)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['Golden Hour Vows$29.00', 'Photo Book × 2$20.00']);
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('-$4.90');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$48.01');
  });

  it('asks again while the order is unpaid and shows the success once the webhook has paid it', async () => {
    const { to } = serveOrders([order()], [order()], [paid()]);
    renderQuickResult();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was successful' })).toBeInTheDocument();
    expect(to('/api/orders')).toHaveLength(3);
    expect(screen.queryByText('The payment was not successful')).not.toBeInTheDocument();
  });

  it('says "The payment was not successful" when the order is still unpaid after the checks', async () => {
    const { to } = serveOrders([order()]);
    renderQuickResult();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment was not successful' }),
    ).toBeInTheDocument();
    // The first read and three more.
    expect(to('/api/orders')).toHaveLength(4);
    expect(screen.getByText('Order #000042').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Your orders' })).toHaveAttribute('href', '/account/orders');
  });

  it('shows a payment given up on the local provider’s page as not successful at once, reading the orders once', async () => {
    // Its Cancel (and Pay) hand the event to the webhook before sending the browser back: nothing more is coming.
    provider = () => json({ provider: 'local' });
    const { to } = serveOrders([order()], [paid()]);
    renderQuickResult();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The payment was not successful' }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(to('/api/orders')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The payment was not successful');
  });

  it('asks again while the order is unpaid when the provider cannot be read', async () => {
    quietErrors();
    provider = () => json({ message: 'Internal Server Error' }, { status: 500 });
    const { to } = serveOrders([order()], [paid()]);
    renderQuickResult();
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was successful' })).toBeInTheDocument();
    expect(to('/api/orders')).toHaveLength(2);
  });

  it('goes to /account/cart when there are no orders', async () => {
    serveOrders([]);
    const { router } = renderResult();
    expect(await screen.findByText('The account cart')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /account/cart when signed out (no orders in local state)', async () => {
    const { to } = serveOrders([paid()]);
    $user.set(null);
    renderResult();
    expect(await screen.findByText('The account cart')).toBeInTheDocument();
    expect(to('/api/orders')).toHaveLength(0);
  });

  it('goes to /account/cart when the orders hold none with that number', async () => {
    serveOrders([paid()]);
    renderResult('/checkout/success/abc');
    await waitFor(() => expect(currentLocation()).toBe('/account/cart'));
  });

  it('is titled and named Payment result', () => {
    expect(routes.find((route) => route.path === 'checkout/success/:orderId')?.handle).toEqual({
      title: 'Payment result',
      crumb: 'Payment result',
    });
  });
});
