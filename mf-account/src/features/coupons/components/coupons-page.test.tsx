import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, COPY_FEEDBACK_MS, DiscountType, type Coupon } from '@shop/shared';
import { json, routeFetch } from '@shop/shared/testing';
import { quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { COPY_FAILED_MESSAGE } from './coupon-card';
import { CouponsPage, NO_COUPONS_MESSAGE } from './coupons-page';

const WELCOME25: Coupon = { id: 2, code: 'WELCOME25', type: DiscountType.ONE_TIME_PERCENTAGE, percent: 25 };
const FREESTORY: Coupon = { id: 3, code: 'FREESTORY', type: DiscountType.ONE_TIME_FREE_CLIP, percent: 0 };
const STORY10: Coupon = { id: 1, code: 'STORY10', type: DiscountType.REGULAR_PERCENTAGE, percent: 10 };

function showCoupons(...answers: Array<Coupon[] | Response>) {
  const api = routeFetch((url) => {
    if (url.pathname !== '/api/coupons') return undefined;
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Response ? answer : json(answer);
  });
  $user.set(signedInUser);
  renderPage('account/coupons', <CouponsPage />, '/account/coupons');
  return api;
}

/** A clipboard the test controls; after userEvent.setup(), which puts a stand-in of its own on navigator. */
function mockClipboard(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const clipboard = { writeText: jest.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

/**
 * Lets the copy's awaits settle and React render what they set, without moving the fake clock: the async advance
 * yields to the real event loop (every pending promise runs) and fires the zero-delay timer React renders on.
 */
const copyDone = () => act(() => jest.advanceTimersByTimeAsync(0));
const codeOf = (code: string) => screen.getByText(code, { selector: 'code' });
const rowOf = (code: string) => codeOf(code).closest('li')!;

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CouponsPage', () => {
  it('lists each coupon with its code, "-N%" or "Free story", and a copy button naming the code', async () => {
    showCoupons([WELCOME25, FREESTORY, STORY10]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Active Coupons' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your coupons…');
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(['WELCOME25', 'FREESTORY', 'STORY10']);
    expect(within(rowOf('WELCOME25')).getByText('-25%')).toBeInTheDocument();
    expect(within(rowOf('FREESTORY')).getByText('Free story')).toBeInTheDocument();
    expect(within(rowOf('STORY10')).getByText('-10%')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Copy WELCOME25',
      'Copy FREESTORY',
      'Copy STORY10',
    ]);
  });

  it('copies the code, reads "Copied" for 1.5 s and announces it, then reads "Copy" again', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const clipboard = mockClipboard();
    showCoupons([WELCOME25, FREESTORY]);
    await user.click(await screen.findByRole('button', { name: 'Copy FREESTORY' }));
    await copyDone();

    expect(clipboard.writeText).toHaveBeenCalledWith('FREESTORY');
    expect(screen.getByRole('button', { name: 'Copied FREESTORY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy WELCOME25' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied FREESTORY');

    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied FREESTORY' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy FREESTORY' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows "Copied" on the last copied coupon only, for 1.5 s from that copy', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const clipboard = mockClipboard();
    showCoupons([WELCOME25, FREESTORY]);
    await user.click(await screen.findByRole('button', { name: 'Copy WELCOME25' }));
    await copyDone();
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Copy FREESTORY' }));
    await copyDone();

    expect(clipboard.writeText.mock.calls).toEqual([['WELCOME25'], ['FREESTORY']]);
    expect(screen.getByRole('button', { name: 'Copy WELCOME25' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Copied FREESTORY' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy FREESTORY' })).toBeInTheDocument();
  });

  it('says so and selects the code when the clipboard refuses, and no "Copied" shows', async () => {
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    showCoupons([WELCOME25]);
    const button = await screen.findByRole('button', { name: 'Copy WELCOME25' });
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_FAILED_MESSAGE);
    expect(button).toHaveTextContent('Copy WELCOME25');
    expect(button).toHaveAccessibleDescription(COPY_FAILED_MESSAGE);
    expect(window.getSelection()?.toString()).toBe('WELCOME25');
  });

  it('shows the empty state when the user has no active coupons', async () => {
    showCoupons([]);
    expect(await screen.findByText(NO_COUPONS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry when the coupons cannot be loaded, and the list after a retry', async () => {
    const errors = quietErrors();
    const api = showCoupons(Response.json({ message: 'Server error' }, { status: 500 }), [WELCOME25]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your coupons are unavailable right now');
    expect(errors).toHaveBeenCalledWith('Failed to load the coupons', expect.objectContaining({ status: 500 }));

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('WELCOME25', { selector: 'code' })).toBeInTheDocument();
    expect(api.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/coupons', '/api/coupons']);
  });
});
