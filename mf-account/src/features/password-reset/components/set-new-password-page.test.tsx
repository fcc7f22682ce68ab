import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useMatches, type RouteHandle } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { routes } from '../../../routes';
import { quietErrors, renderRoutes } from '../../../test/render-routes';
import { RESET_CONFIRM_FAILED } from './set-new-password-page';

/** The title and crumb of the deepest matched route that has one: what the shell shows in the tab and breadcrumb. */
function RouteTitle() {
  const matches = useMatches();
  const deepest = (key: 'title' | 'crumb') =>
    matches
      .map((match) => {
        const value = ((match.handle ?? {}) as RouteHandle)[key];
        return typeof value === 'function' ? value(match) : value;
      })
      .filter(Boolean)
      .at(-1);
  return (
    <>
      <span data-testid="route-title">{deepest('title')}</span>
      <span data-testid="route-crumb">{deepest('crumb')}</span>
    </>
  );
}
const routeTitle = () => screen.getByTestId('route-title');

const open = (token = 'reset-token') =>
  // The whole area, so the success lands on the real sign-in page.
  renderRoutes(
    [
      {
        element: (
          <>
            <RouteTitle />
            <Outlet />
          </>
        ),
        children: routes,
      },
    ],
    `/password-reset/${token}`,
  );

async function setPassword(password: string, confirmation: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('SetNewPasswordPage', () => {
  it('shows "Validating Reset Link" with a spinner while the link is checked', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    open('abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Validating Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Validating reset link…');
    await waitFor(() => expect(requests).toHaveLength(1));
    answer(json({ valid: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
    expect(routeTitle()).toHaveTextContent('Set New Password');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/password-reset/validate');
    await expect(requests[0]!.json()).resolves.toEqual({ token: 'abc123' });
  });

  it('says the link is invalid or has expired, with a link to request a new reset, in the page title too', async () => {
    mockFetch(json({ valid: false }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    await waitFor(() => expect(routeTitle()).toHaveTextContent('Invalid Reset Link'));
    expect(screen.getByTestId('route-crumb')).toHaveTextContent('Invalid Reset Link');
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute('href', '/password-reset');
  });

  it('titles a good link "Set New Password" again after a bad one', async () => {
    mockFetch(json({ valid: false }), json({ valid: true }));
    const { router } = open('bad-one');
    await waitFor(() => expect(routeTitle()).toHaveTextContent('Invalid Reset Link'));
    await act(() => router.navigate('/password-reset/good-one'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
    await waitFor(() => expect(routeTitle()).toHaveTextContent('Set New Password'));
  });

  it('says "Invalid or expired password reset link" when the check itself fails', async () => {
    quietErrors();
    mockFetch(json({ message: 'Internal server error' }, { status: 500 }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    await waitFor(() => expect(routeTitle()).toHaveTextContent('Invalid Reset Link'));
    expect(screen.getByText('Invalid or expired password reset link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toBeInTheDocument();
  });

  it('checks the new password with the texts of the spec', async () => {
    mockFetch(json({ valid: true }));
    open();
    await screen.findByRole('heading', { name: 'Set New Password' });
    await setPassword('', '');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await setPassword('12345', '12346');
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('sends password, confirmation and token, then shows the success message on the sign-in page', async () => {
    const { requests } = mockFetch(json({ valid: true }), json({ success: true }));
    open('tok-1');
    await screen.findByRole('heading', { name: 'Set New Password' });
    await setPassword('new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText('Your password has been successfully reset. Please sign in with your new password.')).toBeInTheDocument();
    expect(new URL(requests[1]!.url).pathname).toBe('/api/password-reset/confirm');
    await expect(requests[1]!.json()).resolves.toEqual({ password: 'new-secret', password_confirmation: 'new-secret', token: 'tok-1' });
  });

  it('puts a server field error on its field and other failures above the form', async () => {
    quietErrors();
    mockFetch(
      json({ valid: true }),
      json({ success: false, field: 'password', message: 'Password must be at most 256 characters' }, { status: 400 }),
    );
    open();
    await screen.findByRole('heading', { name: 'Set New Password' });
    await setPassword('new-secret', 'new-secret');
    expect(await screen.findByText('Password must be at most 256 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('At least 6 characters. Password must be at most 256 characters');
  });

  it('turns into "Invalid Reset Link" when the link was used or expired while the form was open', async () => {
    quietErrors();
    mockFetch(
      json({ valid: true }),
      json({ success: false, field: 'token', message: 'This password reset link is invalid or has expired.' }, { status: 400 }),
    );
    open();
    await screen.findByRole('heading', { name: 'Set New Password' });
    await setPassword('new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    await waitFor(() => expect(routeTitle()).toHaveTextContent('Invalid Reset Link'));
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute('href', '/password-reset');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows its own text above the form when the reset fails without a message', async () => {
    quietErrors();
    mockFetch(json({ valid: true }), new Response(null, { status: 503 }));
    open();
    await screen.findByRole('heading', { name: 'Set New Password' });
    await setPassword('new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_CONFIRM_FAILED);
    expect(screen.getByLabelText('New Password')).toHaveValue('new-secret');
  });
});
