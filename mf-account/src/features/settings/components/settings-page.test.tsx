import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, DELETE_ACCOUNT_PHRASE } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { currentLocation, quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { DELETE_ERROR, DELETE_FAILED } from '../hooks/use-delete-confirmation';
import { SettingsPage } from './settings-page';

const phraseInput = () => screen.getByLabelText(`Type ${DELETE_ACCOUNT_PHRASE} to confirm`);

async function openPanel() {
  $user.set(signedInUser);
  renderPage('account/settings', <SettingsPage />, '/account/settings');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  return user;
}

describe('SettingsPage: Delete Account', () => {
  it('opens the confirmation panel that says what is lost, focused on the phrase input', async () => {
    const { fetch } = mockFetch(json({ success: true }));
    await openPanel();
    expect(screen.getByText(/All of your information, including photos and completed videos, will be removed/)).toBeInTheDocument();
    expect(screen.getByText(/This cannot be undone, and your account will not be recoverable/)).toBeInTheDocument();
    expect(phraseInput()).toHaveFocus();
    expect(phraseInput()).toHaveAttribute('placeholder', 'Type to confirm');
    expect(phraseInput()).toHaveAttribute('maxLength', String(DELETE_ACCOUNT_PHRASE.length));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('closes with Cancel, back on the Delete Account button', async () => {
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByPlaceholderText('Type to confirm')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus());
  });

  it('takes one more character per change at most', async () => {
    await openPanel();
    fireEvent.change(phraseInput(), { target: { value: 'De' } });
    expect(phraseInput()).toHaveValue('');
    fireEvent.change(phraseInput(), { target: { value: 'D' } });
    fireEvent.change(phraseInput(), { target: { value: 'De' } });
    expect(phraseInput()).toHaveValue('De');
    fireEvent.change(phraseInput(), { target: { value: 'DeletE' } });
    expect(phraseInput()).toHaveValue('De');
    fireEvent.change(phraseInput(), { target: { value: '' } });
    expect(phraseInput()).toHaveValue('');
  });

  it('blocks paste, the paste shortcuts, dropping text and the context menu', async () => {
    const { fetch } = mockFetch(json({ success: true }));
    const user = await openPanel();
    await user.paste(DELETE_ACCOUNT_PHRASE);
    expect(phraseInput()).toHaveValue('');
    expect(fireEvent.paste(phraseInput())).toBe(false);
    expect(fireEvent.keyDown(phraseInput(), { key: 'v', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(phraseInput(), { key: 'V', metaKey: true })).toBe(false);
    expect(fireEvent.keyDown(phraseInput(), { key: 'Insert', shiftKey: true })).toBe(false);
    expect(fireEvent.keyDown(phraseInput(), { key: 'v' })).toBe(true);
    expect(fireEvent.drop(phraseInput())).toBe(false);
    expect(fireEvent.contextMenu(phraseInput())).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not delete for a text that only looks like the phrase', async () => {
    const { fetch } = mockFetch(json({ success: true }));
    const user = await openPanel();
    await user.type(phraseInput(), 'delete account');
    expect(phraseInput()).toHaveValue('delete account');
    await user.type(phraseInput(), 'x');
    expect(phraseInput()).toHaveValue('delete account');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes as soon as the phrase is typed, forgets the user and goes home', async () => {
    const { requests } = mockFetch(json({ success: true, message: 'Account deleted' }));
    const user = await openPanel();
    await user.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect($user.get()).toBeNull();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/account/delete');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token-7');
    await expect(requests[0]!.json()).resolves.toEqual({ password: DELETE_ACCOUNT_PHRASE });
  });

  it('shows the server message when the deletion is refused, and keeps the user', async () => {
    quietErrors();
    mockFetch(json({ success: false, message: 'Confirmation phrase does not match' }, { status: 400 }));
    const user = await openPanel();
    await user.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Confirmation phrase does not match');
    expect($user.get()).toEqual(signedInUser);
    expect(currentLocation()).toBe('/account/settings');
    expect(phraseInput()).toHaveValue('');
    expect(phraseInput()).toBeEnabled();
  });

  it('shows "Failed to delete account. Please try again." when the server gives no message', async () => {
    quietErrors();
    mockFetch(new Response('oops', { status: 500 }));
    const user = await openPanel();
    await user.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_FAILED);
  });

  it('shows "An error occurred while deleting your account. Please try again." when the call throws', async () => {
    quietErrors();
    mockFetch(new TypeError('Failed to fetch'));
    const user = await openPanel();
    await user.type(phraseInput(), DELETE_ACCOUNT_PHRASE);
    expect(await screen.findByRole('alert')).toHaveTextContent(DELETE_ERROR);
    expect($user.get()).toEqual(signedInUser);
  });
});
