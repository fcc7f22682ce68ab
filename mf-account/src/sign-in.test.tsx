import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { currentLocation, renderPage, signedInUser } from './test/render-routes';
import { SignInCard } from './sign-in';

// The card the checkout shows a signed-out shopper (exposed as './sign-in').
describe('the exposed sign-in card', () => {
  const open = () =>
    renderPage('checkout', <SignInCard returnTo="/checkout" intro="Sign in to place your order." />, '/checkout');

  it('sits under the page’s h1 with its own intro, and Sign Up and the social links come back to returnTo', () => {
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to place your order.')).toBeInTheDocument();
    // In the checkout's column, level with the order beside it: not the centred, padded page of /sign-in.
    const card = screen.getByRole('heading', { level: 2, name: 'Login' }).closest('section')!;
    expect(card).toHaveClass('inPage');
    expect(card).not.toHaveClass('page');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up?return=%2Fcheckout');
    for (const link of screen.getAllByRole('link', { name: /^Sign in with / }))
      expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('return')).toBe('/checkout');
  });

  it('signs in and stays on returnTo', async () => {
    mockFetch(json({ success: true, user: signedInUser }));
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('/checkout');
    expect($user.get()).toEqual(signedInUser);
    expect(currentLocation()).toBe('/checkout');
  });
});
