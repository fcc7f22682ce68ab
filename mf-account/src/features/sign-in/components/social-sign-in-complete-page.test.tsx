import { screen } from '@testing-library/react';
import { $user, EMPTY_INITIAL_STATE } from '@shop/shared';
import { json, mockFetch } from '@shop/shared/testing';
import { currentLocation, quietErrors, renderPage, signedInUser } from '../../../test/render-routes';
import { readSocialResult, SocialSignInCompletePage, SOCIAL_SIGN_IN_FAILED } from './social-sign-in-complete-page';

const { token: _token, ...serverUser } = signedInUser;
const open = (url: string) => renderPage('sign-in/complete', <SocialSignInCompletePage />, url);

describe('SocialSignInCompletePage', () => {
  it('loads the user of the token in the fragment, stores both and goes to the return path', async () => {
    const { requests } = mockFetch(json({ ...EMPTY_INITIAL_STATE, user: serverUser }));
    open('/sign-in/complete#token=social-token&return=%2Faccount%2Forders');
    expect(await screen.findByText('/account/orders')).toBeInTheDocument();
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer social-token');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/initiate');
    expect($user.get()).toEqual({ ...serverUser, token: 'social-token' });
    expect(window.location.hash).toBe('');
  });

  it('takes the token out of the address at once and says so when the server does not accept it', async () => {
    mockFetch(json({ ...EMPTY_INITIAL_STATE, user: null }));
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
    expect(readSocialResult('#token=t1&return=https%3A%2F%2Fevil.example')).toEqual({ token: 't1', returnTo: '/account' });
    expect(readSocialResult('#token=t1')).toEqual({ token: 't1', returnTo: '/account' });
    expect(readSocialResult('')).toBeUndefined();
  });
});
