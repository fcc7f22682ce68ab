import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $user, MAX_EMAIL_LENGTH, PROFILE_MAX_LENGTH, ProfileUpdateStruct } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { EMAIL_CHANGE_HINT, PersonalInformationPage, PROFILE_SAVE_FAILED } from './personal-information-page';

const open = () => renderPage('account', <PersonalInformationPage />, '/account');
const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
const field = (label: string) => screen.getByLabelText(label);

describe('PersonalInformationPage', () => {
  it('fills the form from the signed-in user and links to Change Password', () => {
    $user.set(signedInUser);
    open();
    expect(field('Email')).toHaveValue('ann@example.com');
    expect(field('First Name')).toHaveValue('Ann');
    expect(field('Country')).toHaveValue('CAN');
    expect(field('Phone')).toHaveValue('+1 416 555 0100');
    expect(field('Company')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/account/change-password');
  });

  it('defaults the country to the United States (USA), first in the list', () => {
    $user.set({ ...signedInUser, profile: null });
    open();
    expect(field('Country')).toHaveValue('USA');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('United States');
  });

  it('shows the required-field texts and sends nothing', async () => {
    const { fetch } = mockFetch(json({}));
    $user.set({ id: 1, email: '', token: 't', profile: null });
    open();
    await save();
    for (const text of [
      'Email is required',
      'First name is required',
      'Last name is required',
      'Street address is required',
      'City is required',
      'Postcode is required',
      'Phone is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(field('Company')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "Invalid phone number" for letters in the phone and "Invalid email address"', async () => {
    $user.set(signedInUser);
    open();
    const user = userEvent.setup();
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '555-CALL-NOW');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ann.example.com');
    await save();
    expect(field('Phone')).toHaveAccessibleDescription('Invalid phone number');
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
  });

  it('lets every text input take exactly as many characters as POST /api/profile accepts for its field', () => {
    $user.set(signedInUser);
    open();
    const labels = {
      firstName: 'First Name',
      lastName: 'Last Name',
      phone: 'Phone',
      company: 'Company',
      streetAddress: 'Street Address',
      apartment: 'Apartment, suite, unit',
      city: 'City',
      county: 'County / State',
      postcode: 'Postcode',
      orderNotes: 'Order Notes',
    } as const;
    const valid = { ...signedInUser.profile, email: signedInUser.email };
    for (const [name, label] of Object.entries(labels) as Array<[keyof typeof labels, string]>) {
      const longest = PROFILE_MAX_LENGTH[name];
      expect(field(label)).toHaveAttribute('maxlength', String(longest));
      const fill = name === 'phone' ? '5' : 'x';
      expect(ProfileUpdateStruct.is({ ...valid, [name]: fill.repeat(longest) })).toBe(true);
      expect(ProfileUpdateStruct.is({ ...valid, [name]: fill.repeat(longest + 1) })).toBe(false);
    }
    expect(field('Email')).toHaveAttribute('maxlength', String(MAX_EMAIL_LENGTH));
    const longestEmail = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 69)}.com`;
    expect(ProfileUpdateStruct.is({ ...valid, email: longestEmail })).toBe(true);
    expect(ProfileUpdateStruct.is({ ...valid, email: `a${longestEmail}` })).toBe(false);
  });

  it('saves every field, shows the server message and keeps the token with the saved profile', async () => {
    const saved = { ...signedInUser, token: undefined, profile: { ...signedInUser.profile, company: 'Lee Films' } };
    const { requests } = mockFetch(json({ success: true, message: 'Profile saved', user: saved }));
    $user.set(signedInUser);
    open();
    await userEvent.setup().type(field('Company'), ' Lee Films ');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/profile');
    await expect(requests[0]!.json()).resolves.toEqual({
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Lee Films',
      country: 'CAN',
      streetAddress: '1 Main St',
      apartment: '',
      city: 'Toronto',
      county: '',
      postcode: 'M5V',
      phone: '+1 416 555 0100',
      orderNotes: '',
    });
    expect($user.get()).toEqual({ ...saved, token: 'token-7' });
  });

  it('keeps focus on Save Changes while saving and after, for the next Tab (it is never `disabled`)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { requests } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    $user.set(signedInUser);
    open();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Save Changes' });
    button.focus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(requests).toHaveLength(1);
    answer(json({ success: true, message: 'Profile saved', user: { ...signedInUser, token: undefined } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
  });

  it('puts a server field error on its field', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'email', message: 'This email is already registered' }, { status: 409 }));
    $user.set(signedInUser);
    open();
    await save();
    expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('This email is already registered');
  });

  it('shows "Failed to save profile information" when the server gives no message, and the server message otherwise', async () => {
    quietErrors();
    mockFetch(new Response('', { status: 500 }), json({ message: 'Profile is locked' }, { status: 423 }));
    $user.set(signedInUser);
    open();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_SAVE_FAILED);
    await save();
    expect(await screen.findByText('Profile is locked')).toBeInTheDocument();
  });

  it('asks for the current password only when the email changes, and sends it with the change', async () => {
    const saved = { ...signedInUser, token: undefined, email: 'ann.lee@example.com' };
    const { requests } = mockFetch(json({ success: true, message: 'Profile saved', user: saved }));
    $user.set(signedInUser);
    open();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ann.lee@example.com');
    expect(field('Current Password')).toHaveAccessibleDescription(EMAIL_CHANGE_HINT);
    await save();
    expect(field('Current Password')).toHaveAccessibleDescription(`${EMAIL_CHANGE_HINT} Current password is required`);
    expect(requests).toHaveLength(0);
    await user.type(field('Current Password'), ' my secret ');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
    await expect(requests[0]!.json()).resolves.toMatchObject({ email: 'ann.lee@example.com', currentPassword: ' my secret ' });
  });

  it('sends no current password when the email stays (in any letter case)', async () => {
    const { requests } = mockFetch(json({ success: true, message: 'Profile saved', user: { ...signedInUser, token: undefined } }));
    $user.set(signedInUser);
    open();
    const user = userEvent.setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ANN@example.com');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
    expect(await requests[0]!.json()).not.toHaveProperty('currentPassword');
  });

  it('does not ask for the current password when the email is cleared: there is no new address yet', async () => {
    const { fetch } = mockFetch(json({}));
    $user.set(signedInUser);
    open();
    const user = userEvent.setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), '   ');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await save();
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a wrong current password on its field', async () => {
    quietErrors();
    mockFetch(json({ success: false, field: 'currentPassword', message: 'Current password is incorrect' }, { status: 400 }));
    $user.set(signedInUser);
    open();
    const user = userEvent.setup();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ann.lee@example.com');
    await user.type(field('Current Password'), 'wrong');
    await save();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field('Current Password')).toHaveAccessibleDescription(`${EMAIL_CHANGE_HINT} Current password is incorrect`);
  });
});
