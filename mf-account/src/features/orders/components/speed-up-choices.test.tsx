import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, routeFetch } from '@shop/shared/testing';
import { $user } from '@shop/shared';
import { quietErrors, signedInUser } from '../../../test/render-routes';
import { paymentPage } from '../hooks/use-payment-redirect';
import { express, rush } from '../testing/order-fixtures';
import { SPEED_UP_FAILED, SpeedUpChoices } from './speed-up-choices';

/** The API's POST /api/order/speed-up answers `session`. */
function showChoices(session: Response | Promise<Response>) {
  const api = routeFetch((url) => (url.pathname === '/api/order/speed-up' ? session : undefined));
  render(<SpeedUpChoices itemId={11} choices={[express, rush]} noChoices="Pending" />);
  return api;
}

const choice = (name: string) => screen.getByRole('button', { name });

describe('SpeedUpChoices', () => {
  afterEach(() => $user.set(null));

  it('names each button by caption and price, inside the "Speed-up choices" list', () => {
    showChoices(json({}));
    const list = screen.getByRole('list', { name: 'Speed-up choices' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Express $20.00', 'Rush $35.00']);
    expect(choice('Express $20.00')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads "Processing…" while the session is made, disables every choice, then sends the browser to pay', async () => {
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const api = showChoices(new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.setup().click(choice('Rush $35.00'));
    const pressed = screen.getByRole('button', { name: 'Processing…' });
    expect(pressed).toBeDisabled();
    expect(pressed).toHaveAttribute('aria-busy', 'true');
    expect(choice('Express $20.00')).toBeDisabled();
    expect(open).not.toHaveBeenCalled();
    answer(json({ sessionId: 's1', url: '/api/checkout/pay/s1' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/checkout/pay/s1'));
    const [request] = api.to('/api/order/speed-up');
    expect(request!.method).toBe('POST');
    await expect(request!.json()).resolves.toEqual({ itemId: 11, leadTimeId: rush.id });
    // The page is being left: the button keeps reading "Processing…".
    expect(pressed).toHaveTextContent('Processing…');
  });

  it('shows the server’s refusal in an alert, and the choices can be pressed again', async () => {
    const errors = quietErrors();
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    showChoices(json({ message: 'The lead time of this video story is over', field: 'itemId' }, { status: 409 }));
    await userEvent.setup().click(choice('Express $20.00'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The lead time of this video story is over');
    expect(choice('Express $20.00')).toBeEnabled();
    expect(choice('Rush $35.00')).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      'Failed to start the speed-up payment',
      expect.objectContaining({ status: 409 }),
    );
  });

  it('asks for the orders again after a refusal (the item changed meanwhile), not after a failure', async () => {
    quietErrors();
    $user.set(signedInUser);
    const api = routeFetch((url) => {
      if (url.pathname === '/api/orders') return json([]);
      if (url.pathname === '/api/order/speed-up')
        return json({ message: 'This video story was already sped up', field: 'itemId' }, { status: 409 });
      return undefined;
    });
    render(<SpeedUpChoices itemId={11} choices={[express, rush]} noChoices="Pending" />);
    const user = userEvent.setup();
    await user.click(choice('Express $20.00'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This video story was already sped up');
    await waitFor(() => expect(api.to('/api/orders')).toHaveLength(1));

    api.fetch.mockImplementationOnce(async () => json({ message: 'Internal Server Error' }, { status: 500 }));
    await user.click(choice('Rush $35.00'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPEED_UP_FAILED);
    expect(api.to('/api/orders')).toHaveLength(1);
  });

  it('says to try again when the server fails or cannot be reached, and clears the alert on the next try', async () => {
    quietErrors();
    const open = jest.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    const api = showChoices(json({ message: 'Internal Server Error' }, { status: 500 }));
    const user = userEvent.setup();
    await user.click(choice('Express $20.00'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPEED_UP_FAILED);

    api.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(choice('Rush $35.00'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SPEED_UP_FAILED);

    api.fetch.mockImplementationOnce(async () => json({ sessionId: 's2', url: '/api/checkout/pay/s2' }));
    await user.click(choice('Rush $35.00'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/checkout/pay/s2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
