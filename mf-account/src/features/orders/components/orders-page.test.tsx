import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $initialState, $user, COUNTDOWN_TICK_MS, fromHms, mergeInitialState, type Order } from '@shop/shared';
import { json, resetShopStores, routeFetch } from '@shop/shared/testing';
import { advance, fakeIntervals } from '../../../test/fake-intervals';
import { quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import {
  clipItem,
  express,
  leadTimePrices,
  orderFixture,
  PAID_AT,
  rush,
  simpleItem,
  videoReady,
} from '../testing/order-fixtures';
import { ORDERS_EMPTY_ACTION, ORDERS_EMPTY_TEXT, OrdersPage } from './orders-page';
import { paymentPage } from '../hooks/use-payment-redirect';

const HOUR = 3600 * 1000;
const paidAt = Date.parse(PAID_AT);

type Answers = { orders?: Order[] | Response; serverTime?: number | Response; session?: Response | Promise<Response> };

/** The API as the screen sees it: the orders, the server clock and the payment session. */
function serveApi({ orders = [], serverTime, session }: Answers = {}) {
  return routeFetch((url) => {
    if (url.pathname === '/api/orders') return orders instanceof Response ? orders : json(orders);
    if (url.pathname === '/api/time') {
      if (serverTime instanceof Response) return serverTime;
      return json({ time: Math.floor((serverTime ?? Date.now()) / 1000) });
    }
    if (url.pathname === '/api/checkout/create-session') return session;
    return undefined;
  });
}

function showOrders(answers: Answers = {}) {
  const api = serveApi(answers);
  $user.set(signedInUser);
  mergeInitialState({ leadTimePrices });
  renderPage('account/orders', <OrdersPage />, '/account/orders');
  return api;
}

/** Opens an order's card and gives its item list. */
async function openOrder(number: string, user = userEvent.setup()) {
  const toggle = await screen.findByRole('button', { name: `Order #${number}` });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('list', { name: `Items of order #${number}` });
}

const rowOf = (list: HTMLElement, name: string) => within(list).getByRole('link', { name }).closest('li')!;

/** Call after jest.useFakeTimers: counts the countdown intervals running now (the screen keeps at most one). */
function trackTicks() {
  const set = jest.spyOn(globalThis, 'setInterval');
  const clear = jest.spyOn(globalThis, 'clearInterval');
  return () => {
    const cleared = new Set(clear.mock.calls.map(([id]) => id));
    return set.mock.calls.filter(
      ([, delay], index) => delay === COUNTDOWN_TICK_MS && !cleared.has(set.mock.results[index]!.value),
    ).length;
  };
}

afterEach(() => {
  jest.useRealTimers();
  resetShopStores();
  $initialState.set(null);
});

describe('OrdersPage', () => {
  it('lists the orders as cards "Order #" plus the id padded to six digits, with status and total', async () => {
    showOrders({
      orders: [
        orderFixture({ id: 7, paid: false, paidAt: null, totalCost: 12.5 }),
        orderFixture({ id: 42 }),
        orderFixture({ id: 123456, items: [clipItem({ videoStory: 'v1' }), simpleItem({ status: 'delivered' })] }),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders List' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((card) => card.textContent)).toEqual(['Order #000007', 'Order #000042', 'Order #123456']);
    const [unpaid, inProcess, completed] = cards.map((card) => card.closest('li')!);
    expect(within(unpaid!).getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(within(unpaid!).getByText('$12.50')).toBeInTheDocument();
    expect(within(inProcess!).getByText('In Process')).toBeInTheDocument();
    expect(within(inProcess!).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(completed!).getByText('Completed')).toBeInTheDocument();
    // Preview pictures: the first of each item.
    const previews = inProcess!.querySelectorAll('img');
    expect([...previews].map((image) => image.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/api/media/wedding.jpg?s=s', '/api/media/album.jpg?s=s']),
    );
    // The items show once a card is opened.
    const toggle = screen.getByRole('button', { name: 'Order #000042' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    expect(await openOrder('000042')).toBeVisible();
  });

  it('shows "No orders found" when there are none', async () => {
    showOrders({ orders: [] });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText(ORDERS_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ORDERS_EMPTY_ACTION })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loader, then a retry panel when the orders cannot be loaded, and loads them on Retry', async () => {
    quietErrors();
    const api = showOrders({ orders: json({ message: 'Down' }, { status: 503 }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders are unavailable right now');
    api.fetch.mockImplementation(async () => json([]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('marks every item of an unpaid order "Need to pay" with its price', async () => {
    showOrders({ orders: [orderFixture({ id: 7, paid: false, paidAt: null })] });
    const items = await openOrder('000007');
    for (const [name, price] of [
      ['Wedding story', '$30.00'],
      ['Photo album', '$45.00'],
    ] as const) {
      const row = rowOf(items, name);
      expect(within(row).getByText('Need to pay')).toBeInTheDocument();
      expect(within(row).getByText(price)).toBeInTheDocument();
    }
    expect(within(items).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('Pay now reads "Processing…" while the session is made, then sends the browser to the provider', async () => {
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const session = new Promise<Response>((resolve) => (answer = resolve));
    const api = showOrders({ orders: [orderFixture({ id: 7, paid: false, paidAt: null })], session });
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await userEvent.setup().click(pay);
    expect(pay).toHaveTextContent('Processing…');
    expect(pay).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
    answer(json({ sessionId: 's1', url: '/api/checkout/pay/s1' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/checkout/pay/s1'));
    const [request] = api.to('/api/checkout/create-session');
    expect(request!.method).toBe('POST');
    await expect(request!.json()).resolves.toEqual({ orderId: 7 });
    expect(pay).toHaveTextContent('Processing…');
  });

  it('only logs a payment start that fails, and Pay now can be pressed again', async () => {
    const errors = quietErrors();
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    showOrders({
      orders: [orderFixture({ id: 7, paid: false, paidAt: null })],
      session: json({ message: 'Not found' }, { status: 404 }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(errors).toHaveBeenCalledWith('Failed to start the payment', expect.objectContaining({ status: 404 }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows simple items: Packing, Shipping with the tracking number, Delivered with the tracking number', async () => {
    showOrders({
      orders: [
        orderFixture({
          items: [
            simpleItem({ id: 1, name: 'Album', productSlug: 'album' }),
            simpleItem({ id: 2, name: 'Frame', productSlug: 'frame', status: 'shipping', trackingNumber: '1Z999' }),
            simpleItem({ id: 3, name: 'Poster', productSlug: 'poster', status: 'delivered', trackingNumber: '1Z777' }),
          ],
        }),
      ],
    });
    const items = await openOrder('000042');
    expect(rowOf(items, 'Album')).toHaveTextContent(/Packing$/);
    expect(rowOf(items, 'Frame')).toHaveTextContent('ShippingTracking number: 1Z999');
    expect(rowOf(items, 'Poster')).toHaveTextContent('DeliveredTracking number: 1Z777');
    expect(within(items).getByRole('link', { name: 'Album' })).toHaveAttribute('href', '/catalog/product/album');
  });

  it('offers a ready video to watch online and to download, with its signed links', async () => {
    showOrders({ orders: [orderFixture({ items: [clipItem(videoReady('abc123'))] })] });
    const items = await openOrder('000042');
    expect(within(items).getByRole('button', { name: 'Watch online' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(items).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      videoReady('abc123').videoLinks!.download,
    );
    expect(within(items).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('lists an order’s refunds under its items: one made with its date, one still on its way; none for other orders', async () => {
    showOrders({
      orders: [
        orderFixture({
          refunds: [
            { amount: 39, speedUp: 'Express', reason: 'delivered', refundedAt: '2026-11-27T09:30:00.000Z' },
            { amount: 81.66, speedUp: null, reason: 'order-already-paid', refundedAt: null },
          ],
        }),
        orderFixture({ id: 43 }),
      ],
    });
    const user = userEvent.setup();
    await openOrder('000042', user);
    const refunds = screen.getByRole('list', { name: 'Refunds of order #000042' });
    expect(refunds).toBeVisible();
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((refund) => refund.textContent),
    ).toEqual([
      'Express speed-up of $39.00 refunded on 27.11.2026: the video story was already ready.',
      'Second payment of $81.66 is being refunded: the order was already paid.',
    ]);
    await openOrder('000043', user);
    expect(screen.queryByRole('list', { name: 'Refunds of order #000043' })).not.toBeInTheDocument();
  });

  describe('a paid clip being made', () => {
    /** The clock jumps (a computer waking up), then the next tick shows it. */
    const jump = (ms: number) => {
      jest.setSystemTime(Date.now() + ms);
      return advance(COUNTDOWN_TICK_MS);
    };

    it('counts down to paidAt plus the period on the server’s clock, every second, to 00:00:00', async () => {
      fakeIntervals({ now: paidAt + HOUR });
      const runningTicks = trackTicks();
      // The server's clock is 10 minutes ahead of the browser's.
      showOrders({ orders: [orderFixture({ items: [clipItem()] })], serverTime: paidAt + HOUR + 10 * 60 * 1000 });
      const items = await openOrder('000042');
      const timer = within(items).getByRole('timer', { name: 'Video ready in' });
      await waitFor(() => expect(timer).toHaveTextContent('70:50:00'));
      await advance(1000);
      expect(timer).toHaveTextContent('70:49:59');
      await advance(2000);
      expect(timer).toHaveTextContent('70:49:57');
      expect(runningTicks()).toBe(1);
      await jump(70 * HOUR + 49 * 60 * 1000 + 55 * 1000);
      expect(timer).toHaveTextContent('00:00:01');
      await advance(1000);
      expect(timer).toHaveTextContent('00:00:00');
      // The last countdown is over: it stays at 00:00:00 and the clock stops ticking.
      await advance(5000);
      expect(timer).toHaveTextContent('00:00:00');
      expect(runningTicks()).toBe(0);
    });

    it('uses 24 hours without a period and the speed-up’s period once one was bought; one interval for all rows', async () => {
      fakeIntervals({ now: paidAt });
      const runningTicks = trackTicks();
      showOrders({
        serverTime: paidAt,
        orders: [
          orderFixture({
            items: [
              clipItem({
                id: 1,
                name: 'No period',
                productSlug: 'a',
                leadTimePrice: { ...express, price: 0, period: null },
              }),
              clipItem({ id: 2, name: 'Sped up', productSlug: 'b', speedUp: rush }),
            ],
          }),
        ],
      });
      const items = await openOrder('000042');
      expect(within(rowOf(items, 'No period')).getByRole('timer')).toHaveTextContent('24:00:00');
      expect(within(rowOf(items, 'Sped up')).getByRole('timer')).toHaveTextContent('12:00:00');
      expect(within(rowOf(items, 'Sped up')).getByText('Sped up: Rush')).toBeVisible();
      expect(within(rowOf(items, 'No period')).queryByText(/^Sped up:/)).not.toBeInTheDocument();
      await advance(1000);
      expect(within(rowOf(items, 'No period')).getByRole('timer')).toHaveTextContent('23:59:59');
      expect(within(rowOf(items, 'Sped up')).getByRole('timer')).toHaveTextContent('11:59:59');
      expect(runningTicks()).toBe(1);
    });

    it('offers the paid speed-up options as buttons with caption and price when the free option was chosen, else "Pending"', async () => {
      fakeIntervals({ now: paidAt + HOUR });
      showOrders({
        orders: [
          orderFixture({
            items: [
              clipItem({ id: 1, name: 'Free option', productSlug: 'a' }),
              clipItem({ id: 2, name: 'Paid option', productSlug: 'b', leadTimePrice: express }),
              clipItem({ id: 3, name: 'Already sped up', productSlug: 'c', speedUp: rush }),
            ],
          }),
        ],
      });
      const items = await openOrder('000042');
      const choices = within(rowOf(items, 'Free option')).getByRole('list', { name: 'Speed-up choices' });
      expect(within(rowOf(items, 'Free option')).getByText('Get it sooner')).toBeVisible();
      // Each choice is a button named by its caption and price (speed-up-choices.test.tsx presses them).
      expect(
        within(choices)
          .getAllByRole('button')
          .map((choice) => choice.textContent),
      ).toEqual(['Express $20.00', 'Rush $35.00']);
      expect(within(rowOf(items, 'Paid option')).getByText('Pending')).toBeInTheDocument();
      expect(within(rowOf(items, 'Already sped up')).getByText('Pending')).toBeInTheDocument();
      // Once the free option's 72 hours are over, it is no longer offered.
      await jump(71 * HOUR);
      expect(within(rowOf(items, 'Free option')).getByRole('timer')).toHaveTextContent('00:00:00');
      expect(within(rowOf(items, 'Free option')).queryByRole('list')).not.toBeInTheDocument();
      expect(within(rowOf(items, 'Free option')).getByText('Pending')).toBeInTheDocument();
    });

    it('keeps a refused speed-up’s message, and the focus on it, when the orders asked for again offer no choice', async () => {
      quietErrors();
      const paid = new Date(Date.now() - HOUR).toISOString();
      let spedUpElsewhere = false;
      const order = () =>
        orderFixture({ paidAt: paid, items: [clipItem(spedUpElsewhere ? { speedUp: express } : {})] });
      routeFetch((url) => {
        if (url.pathname === '/api/orders') return json([order()]);
        if (url.pathname === '/api/time') return json({ time: Math.floor(Date.now() / 1000) });
        if (url.pathname === '/api/order/speed-up') {
          spedUpElsewhere = true;
          return json({ message: 'This video story was already sped up', field: 'itemId' }, { status: 409 });
        }
        return undefined;
      });
      $user.set(signedInUser);
      mergeInitialState({ leadTimePrices });
      renderPage('account/orders', <OrdersPage />, '/account/orders');
      const user = userEvent.setup();
      const items = await openOrder('000042', user);
      within(items).getByRole('button', { name: 'Express $20.00' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(within(items).queryByRole('list', { name: 'Speed-up choices' })).not.toBeInTheDocument(),
      );
      const alert = within(items).getByRole('alert');
      expect(alert).toHaveTextContent('This video story was already sped up');
      expect(alert).toHaveFocus();
      expect(within(items).getByText('Pending')).toBeInTheDocument();
      expect(within(items).getByText('Sped up: Express')).toBeInTheDocument();
    });

    it('only logs a failed time sync and counts on the browser’s clock', async () => {
      const errors = quietErrors();
      // Real timers here: the failure changes nothing on screen to wait for.
      const paid = new Date(Date.now() - HOUR).toISOString();
      showOrders({
        orders: [orderFixture({ paidAt: paid, items: [clipItem()] })],
        serverTime: json({ message: 'Down' }, { status: 503 }),
      });
      const items = await openOrder('000042');
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith('Failed to sync the time with the server', expect.anything()),
      );
      // 71 hours left, less the few seconds this test has run.
      const secondsLeft = fromHms(within(items).getByRole('timer').textContent ?? '');
      expect(secondsLeft).toBeLessThanOrEqual(71 * 3600);
      expect(secondsLeft).toBeGreaterThan(71 * 3600 - 10);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
