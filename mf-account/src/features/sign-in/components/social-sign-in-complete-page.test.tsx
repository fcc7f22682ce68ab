import { screen } from '@testing-library/react';
import { $user, EMPTY_INITIAL_STATE } from '@shop/shared';
import { json, mockFetch, routeFetch } from '@shop/shared/testing';
import { currentLocation, quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { readSocialResult, SocialSignInCompletePage, SOCIAL_SIGN_IN_FAILED } from './social-sign-in-complete-page';

const { token: _token, ...serverUser } = signedInUser;
const open = (url: string) => renderPage('sign-in/complete', <SocialSignInCompletePage />, url);

/** The API: the handoff confirmed (or refused, 400), then GET /api/initiate answering `user`. */
const api = (user: unknown, handoff = json({ success: true })) =>
  routeFetch((url) =>
    url.pathname === '/auth/handoff'
      ? handoff
      : url.pathname === '/api/initiate'
        ? json({ ...EMPTY_INITIAL_STATE, user })
        : undefined,
  );

describe('SocialSignInCompletePage', () => {
  it('has the API confirm the token is this browser’s, loads its user, stores both and goes to the return path', async () => {
    const { requests } = api(serverUser);
    open('/sign-in/complete#token=social-token&return=%2Faccount%2Forders');
    expect(await screen.findByText('/account/orders')).toBeInTheDocument();
    const [handoff, initiate] = requests;
    expect([handoff!.method, new URL(handoff!.url).pathname]).toEqual(['POST', '/auth/handoff']);
    expect(await handoff!.json()).toEqual({ token: 'social-token' });
    expect(initiate!.headers.get('authorization')).toBe('Bearer social-token');
    expect(new URL(initiate!.url).pathname).toBe('/api/initiate');
    expect($user.get()).toEqual({ ...serverUser, token: 'social-token' });
    expect(window.location.hash).toBe('');
  });

  it('refuses a token this browser did not get (a link with someone else’s): nobody is signed in', async () => {
    quietErrors();
    const { requests } = api(
      serverUser,
      json({ message: 'This sign-in did not start in this browser.' }, { status: 400 }),
    );
    open('/sign-in/complete#token=attackers-token&return=%2Faccount');
    expect(await screen.findByText(SOCIAL_SIGN_IN_FAILED)).toBeInTheDocument();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/auth/handoff']);
    expect($user.get()).toBeNull();
  });

  it('takes the token out of the address at once and says so when the server does not accept it', async () => {
    api(null);
    open('/sign-in/complete#token=stale&return=%2Faccount');
    expect(window.location.hash).toBe('');
    expect(await screen.findByText(SOCIAL_SIGN_IN_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/sign-in');
    expect($user.get()).toBeNull();
    expect(currentLocation()).toBe('/sign-in/complete');
  });

  it('fails without a token and when the user cannot be loaded', async () => {
    const { fetch } = mockFetch(new TypeError('offline'));
    const { unmount } = open('/sign-in/complete');
    expect(screen.getByText(SOCIAL_SIGN_IN_FAILED)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    unmount();
    quietErrors();
    open('/sign-in/complete#token=abc');
    expect(await screen.findByText(SOCIAL_SIGN_IN_FAILED)).toBeInTheDocument();
  });
});

describe('readSocialResult', () => {
  it('reads the token and a safe return path from the fragment', () => {
    expect(readSocialResult('#token=t1&return=%2Fcatalog')).toEqual({ token: 't1', returnTo: '/catalog' });
    expect(readSocialResult('#token=t1&return=https%3A%2F%2Fevil.example')).toEqual({
      token: 't1',
      returnTo: '/account',
    });
    expect(readSocialResult('#token=t1')).toEqual({ token: 't1', returnTo: '/account' });
    expect(readSocialResult('')).toBeUndefined();
  });
});
