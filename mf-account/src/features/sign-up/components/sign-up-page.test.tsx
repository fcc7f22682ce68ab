import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, MAX_EMAIL_LENGTH, SignUpRequestStruct } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { currentLocation, quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { SignUpPage, SIGN_UP_FAILED } from './sign-up-page';

const open = (url = '/sign-up') => renderPage('sign-up', <SignUpPage />, url);

async function signUpWith(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignUpPage', () => {
  it('is titled "Create Your Account" and asks for an email and a password', async () => {
    const { fetch } = mockFetch(json({}));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeInTheDocument();
    await signUpWith('', '');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters. Password is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the Email take exactly as many characters as POST /api/sign-up accepts (MAX_EMAIL_LENGTH)', () => {
    open();
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', String(MAX_EMAIL_LENGTH));
    const longest = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 69)}.com`;
    expect(SignUpRequestStruct.is({ email: longest, password: '123456' })).toBe(true);
    expect(SignUpRequestStruct.is({ email: `a${longest}`, password: '123456' })).toBe(false);
  });

  it('says "Invalid email address" and "Password must be at least 6 characters long"', async () => {
    open();
    await signUpWith('not-an-address', '12345');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  });

  it('signs the new user in and goes to the return path', async () => {
    const { requests } = mockFetch(json({ success: true, user: signedInUser }));
    open('/sign-up?return=%2Fcatalog%3Fpage%3D2');
    await signUpWith('ann@example.com', '123456');
    expect(await screen.findByText('/catalog?page=2')).toBeInTheDocument();
    await expect(requests[0]!.json()).resolves.toEqual({ email: 'ann@example.com', password: '123456' });
    expect($user.get()).toEqual(signedInUser);
  });

  it('sends a shopper who is signed in already on to the return path, without the form', async () => {
    $user.set(signedInUser);
    open('/sign-up?return=%2Faccount%2Forders');
    expect(await screen.findByText('/account/orders')).toBeInTheDocument();
    expect(currentLocation()).toBe('/account/orders');
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('goes to /account by default', async () => {
    mockFetch(json({ success: true, user: signedInUser }));
    open();
    await signUpWith('ann@example.com', '123456');
    expect(await screen.findByText('/account')).toBeInTheDocument();
  });

  it('puts "already registered" on the email field', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'email', message: 'This email is already registered' }, { status: 409 }));
    open();
    await signUpWith('ann@example.com', '123456');
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/sign-up');
    expect($user.get()).toBeNull();
  });

  it('hides a field error from the server once the field changes', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'email', message: 'This email is already registered' }, { status: 409 }));
    open();
    await signUpWith('ann@example.com', '123456');
    await screen.findByText('This email is already registered');
    await userEvent.setup().type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('This email is already registered')).not.toBeInTheDocument();
  });

  it('shows its own text above the form when the server fails without a message', async () => {
    quietErrors();
    mockFetch(new Response('Bad gateway', { status: 502 }));
    open();
    await signUpWith('ann@example.com', '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_UP_FAILED);
  });
});
