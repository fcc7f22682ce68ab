import { $user } from '../stores/user';
import { changePassword } from './account/change-password';
import { deleteAccount } from './account/delete-account';
import { saveProfile } from './account/save-profile';
import { confirmPasswordReset } from './auth/confirm-password-reset';
import { getSessionUser } from './auth/get-session-user';
import { requestPasswordReset } from './auth/request-password-reset';
import { signIn } from './auth/sign-in';
import { signUp } from './auth/sign-up';
import { validateResetToken } from './auth/validate-reset-token';
import { EMPTY_INITIAL_STATE } from '../stores/initial-state';
import { billingFixture } from './testing/fixtures';
import { mockFetch } from './testing/mock-fetch';
import { json } from '../testing/route-fetch';

const user = { id: 4, email: 'ann@example.com', token: 'fresh-token', profile: null };
const pathOf = (request: Request) => new URL(request.url).pathname;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  $user.set(null);
  jest.restoreAllMocks();
});

describe('the identity calls', () => {
  it('signUp POSTs {email, password} to /api/sign-up and answers the user with its token', async () => {
    const { requests } = mockFetch(json({ success: true, user }));
    await expect(signUp({ email: 'ann@example.com', password: 'secret' })).resolves.toEqual(user);
    expect(requests[0]!.method).toBe('POST');
    expect(pathOf(requests[0]!)).toBe('/api/sign-up');
    await expect(requests[0]!.json()).resolves.toEqual({ email: 'ann@example.com', password: 'secret' });
  });

  it('signIn always sends remember_me true', async () => {
    const { requests } = mockFetch(json({ success: true, user }));
    await expect(signIn({ identity: 'ann@example.com', credential: 'secret' })).resolves.toEqual(user);
    expect(pathOf(requests[0]!)).toBe('/api/sign-in');
    await expect(requests[0]!.json()).resolves.toEqual({
      identity: 'ann@example.com',
      credential: 'secret',
      remember_me: true,
    });
  });

  it('a 4xx becomes an ApiError with the status, the message and the field', async () => {
    mockFetch(json({ success: false, field: 'credential', message: 'Wrong email or password' }, { status: 401 }));
    await expect(signIn({ identity: 'ann@example.com', credential: 'x' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      field: 'credential',
      message: 'Wrong email or password',
    });
  });

  it('an answer without the user breaks the contract', async () => {
    mockFetch(json({ success: true }));
    await expect(signUp({ email: 'ann@example.com', password: 'secret' })).rejects.toMatchObject({
      name: 'InvalidResponseError',
    });
  });

  it('requestPasswordReset and confirmPasswordReset POST their payloads', async () => {
    const { requests } = mockFetch(json({ success: true }));
    await requestPasswordReset({ email: 'ann@example.com' });
    await confirmPasswordReset({ password: 'new-one', password_confirmation: 'new-one', token: 'tok' });
    expect(requests.map(pathOf)).toEqual(['/api/password-reset', '/api/password-reset/confirm']);
    await expect(requests[0]!.json()).resolves.toEqual({ email: 'ann@example.com' });
    await expect(requests[1]!.json()).resolves.toEqual({
      password: 'new-one',
      password_confirmation: 'new-one',
      token: 'tok',
    });
  });

  it('validateResetToken answers valid, also from a 4xx that says {valid: false}, and throws on a failure', async () => {
    const { requests } = mockFetch(
      json({ valid: true }),
      json({ valid: false }),
      json({ valid: false, message: 'Invalid token' }, { status: 400 }),
      json({ message: 'Internal server error' }, { status: 500 }),
    );
    await expect(validateResetToken('a')).resolves.toBe(true);
    await expect(validateResetToken('b')).resolves.toBe(false);
    await expect(validateResetToken('c')).resolves.toBe(false);
    await expect(validateResetToken('d')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(pathOf(requests[0]!)).toBe('/api/password-reset/validate');
    await expect(requests[0]!.json()).resolves.toEqual({ token: 'a' });
  });

  it('changePassword, saveProfile and deleteAccount POST with the signed-in user token', async () => {
    $user.set(user);
    const saved = billingFixture();
    const profile = { email: 'ann@example.com', ...saved };
    const { requests } = mockFetch(
      json({ success: true }),
      json({ success: true, message: 'Saved', user: { id: 4, email: 'ann@example.com', profile: saved } }),
      json({ success: true, message: 'Deleted' }),
    );
    await expect(changePassword({ currentPassword: 'old-secret', newPassword: 'new-secret' })).resolves.toEqual({
      message: undefined,
    });
    await expect(saveProfile(profile)).resolves.toEqual({
      message: 'Saved',
      user: { id: 4, email: 'ann@example.com', profile: saved },
    });
    await expect(deleteAccount({ password: 'DeletE AccounT' })).resolves.toEqual({ message: 'Deleted' });
    expect(requests.map(pathOf)).toEqual(['/api/account/change-password', '/api/profile', '/api/account/delete']);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(
      Array(3).fill('Bearer fresh-token'),
    );
    await expect(requests[0]!.json()).resolves.toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
    await expect(requests[2]!.json()).resolves.toEqual({ password: 'DeletE AccounT' });
  });

  it('getSessionUser sends its own token, even with another user stored, and adds it to the user', async () => {
    $user.set({ ...user, token: 'stored-token' });
    const { requests } = mockFetch(
      json({ ...EMPTY_INITIAL_STATE, user: { id: 9, email: 'bo@example.com', profile: null } }),
      json({ ...EMPTY_INITIAL_STATE, user: null }),
    );
    await expect(getSessionUser('social-token')).resolves.toEqual({
      id: 9,
      email: 'bo@example.com',
      profile: null,
      token: 'social-token',
    });
    await expect(getSessionUser('stale')).resolves.toBeNull();
    expect(pathOf(requests[0]!)).toBe('/api/initiate');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer social-token');
  });
});
