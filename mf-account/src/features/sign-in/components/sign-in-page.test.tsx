import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, MAX_EMAIL_LENGTH, SignInRequestStruct } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { currentLocation, quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { SignInPage } from './sign-in-page';

const open = (url = '/sign-in', state?: unknown) => renderPage('sign-in', <SignInPage />, url, state);

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage', () => {
  it('shows "Email is required" and "Password is required" when sent empty, and sends nothing', async () => {
    const { fetch } = mockFetch(json({}));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await signInWith('', '');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the Email take exactly as many characters as POST /api/sign-in accepts (MAX_EMAIL_LENGTH)', () => {
    open();
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', String(MAX_EMAIL_LENGTH));
    const longest = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 69)}.com`;
    expect(SignInRequestStruct.is({ identity: longest, credential: 'secret-1', remember_me: true })).toBe(true);
    expect(SignInRequestStruct.is({ identity: `a${longest}`, credential: 'secret-1', remember_me: true })).toBe(false);
  });

  it('shows "Invalid email address" for something that is not an address', async () => {
    open();
    await signInWith('ann@example', 'secret');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('sends identity, credential and remember_me true, stores the user and goes back to the return path', async () => {
    const { requests } = mockFetch(json({ success: true, user: signedInUser }));
    open('/sign-in?return=%2Faccount%2Forders');
    await signInWith(' ann@example.com ', 'secret-1');
    await screen.findByText('/account/orders');
    await expect(requests[0]!.json()).resolves.toEqual({ identity: 'ann@example.com', credential: 'secret-1', remember_me: true });
    expect(new URL(requests[0]!.url).pathname).toBe('/api/sign-in');
    expect($user.get()).toEqual(signedInUser);
  });

  it('sends a shopper who is signed in already on to the return path (/account by default), without the form', async () => {
    $user.set(signedInUser);
    open('/sign-in?return=%2Fcheckout');
    expect(await screen.findByText('/checkout')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    cleanup();
    open();
    expect(await screen.findByText('/account')).toBeInTheDocument();
    expect(currentLocation()).toBe('/account');
  });

  it('goes to /account when there is no return path, or one that leaves the site', async () => {
    mockFetch(json({ success: true, user: signedInUser }));
    open('/sign-in?return=%2F%2Fevil.example%2Fsteal');
    await signInWith('ann@example.com', 'secret-1');
    expect(await screen.findByText('/account')).toBeInTheDocument();
    expect(currentLocation()).toBe('/account');
  });

  it('puts a server error on the field it names', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'credential', message: 'Wrong email or password' }, { status: 401 }));
    open();
    await signInWith('ann@example.com', 'wrong-one');
    expect(await screen.findByText('Wrong email or password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Wrong email or password');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect($user.get()).toBeNull();
    expect(currentLocation()).toBe('/sign-in');
  });

  it('shows a server error without a field above the form', async () => {
    quietErrors();
    mockFetch(json({ message: 'Too many sign-in attempts. Try again in a minute.' }, { status: 429 }));
    open();
    await signInWith('ann@example.com', 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Try again in a minute.');
  });

  it('links to the password reset, to sign-up with the same return path, and to the three social sign-ins', () => {
    open('/sign-in?return=%2Faccount%2Fcoupons');
    expect(screen.getByRole('link', { name: 'Forgot my password' })).toHaveAttribute('href', '/password-reset');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up?return=%2Faccount%2Fcoupons');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/auth/google?return=%2Faccount%2Fcoupons');
    expect(screen.getByRole('link', { name: 'Sign in with Facebook' })).toHaveAttribute('href', '/auth/facebook?return=%2Faccount%2Fcoupons');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/auth/microsoft?return=%2Faccount%2Fcoupons');
  });

  it('says when a social sign-in is not available, or did not complete', () => {
    const { unmount } = open('/sign-in?social=unavailable&provider=google');
    expect(screen.getByRole('status')).toHaveTextContent('Sign-in with Google is not available right now.');
    unmount();
    open('/sign-in?social=failed&provider=microsoft');
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-in with Microsoft did not complete.');
  });

  it('ignores a social notice for an unknown provider', () => {
    open('/sign-in?social=unavailable&provider=myspace');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the password-reset success message handed over in the location state', () => {
    open('/sign-in', { notice: 'password-reset' });
    expect(within(screen.getByRole('status')).getByText('Your password has been successfully reset. Please sign in with your new password.')).toBeInTheDocument();
  });

  it('shows that message and the form to a browser still signed in (the reset ended its sessions), instead of moving on', async () => {
    $user.set(signedInUser);
    open('/sign-in', { notice: 'password-reset' });
    expect(within(screen.getByRole('status')).getByText(/Your password has been successfully reset/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/sign-in');
  });
});
