import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_EMAIL_LENGTH, PasswordResetRequestStruct } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { quietErrors, renderPage } from '../../../test/render-routes';
import { RequestResetPage } from './request-reset-page';

const open = () => renderPage('password-reset', <RequestResetPage />, '/password-reset');

async function requestFor(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('RequestResetPage', () => {
  it('asks for the Email Address and links back to sign-in', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText(/Remember your password\?/)).toContainElement(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
  });

  it('lets the Email Address take exactly as many characters as POST /api/password-reset accepts (MAX_EMAIL_LENGTH)', () => {
    open();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('maxlength', String(MAX_EMAIL_LENGTH));
    const longest = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 69)}.com`;
    expect(PasswordResetRequestStruct.is({ email: longest })).toBe(true);
    expect(PasswordResetRequestStruct.is({ email: `a${longest}` })).toBe(false);
  });

  it('says "Email is required" and "Invalid email address"', async () => {
    const { fetch } = mockFetch(json({ success: true }));
    open();
    await requestFor('');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is required');
    await requestFor('ann@');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Invalid email address');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the email and then says to check the inbox, with Return to Sign In', async () => {
    const { requests } = mockFetch(json({ success: true }));
    open();
    await requestFor('ann@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toHaveFocus();
    expect(screen.getByText("If we found a matching email address, we've sent you instructions to reset your password.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/password-reset');
    await expect(requests[0]!.json()).resolves.toEqual({ email: 'ann@example.com' });
  });

  it('shows a server field error on the email field', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'email', message: 'Too many reset requests for this address' }, { status: 429 }));
    open();
    await requestFor('ann@example.com');
    expect(await screen.findByText('Too many reset requests for this address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Too many reset requests for this address');
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
  });
});
