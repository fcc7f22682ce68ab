import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { ChangePasswordPage, PASSWORD_CHANGE_FAILED } from './change-password-page';

const open = () => {
  $user.set(signedInUser);
  return renderPage('account/change-password', <ChangePasswordPage />, '/account/change-password');
};

async function change(current: string, next: string, confirmation: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordPage', () => {
  it('shows the required texts of the three fields', async () => {
    const { fetch } = mockFetch(json({ success: true }));
    open();
    await change('', '', '');
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('wants at least 8 characters and the same password twice', async () => {
    open();
    await change('old-secret', '1234567', '1234568');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters. Password must be at least 8 characters');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription("Passwords don't match");
  });

  it('sends current and new password, reads "Saving..." meanwhile, then says so and empties the form, focus staying on the button', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    open();
    await change('old-secret', 'new-secret-1', 'new-secret-1');
    // aria-disabled, not `disabled`: a disabled button loses focus (Chromium sends it to <body>).
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveFocus();
    await expect(requests[0]!.json()).resolves.toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
    answer(json({ success: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm New Password')).toHaveValue('');
    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Change Password' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Change Password' })).toHaveFocus();
  });

  it('shows the server error text, on the field it names', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'currentPassword', message: 'Current password is incorrect' }, { status: 400 }));
    open();
    await change('wrong-one', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });

  it('shows "Failed to change password" when the call fails without a message', async () => {
    quietErrors();
    mockFetch(new TypeError('Failed to fetch'));
    open();
    await change('old-secret', 'new-secret-1', 'new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_CHANGE_FAILED);
  });
});
