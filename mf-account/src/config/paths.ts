import { DEFAULT_RETURN_PATH, RETURN_PARAM, SOCIAL_SIGN_IN_COMPLETE_PATH, isSignInPage, withReturnTo, type SocialProvider } from '@shop/shared';

export { DEFAULT_RETURN_PATH, RETURN_PARAM } from '@shop/shared';

// Every path of the account area, in one place: `path` for the route table (relative to the site root), `getHref`
// for links.
export const paths = {
  home: { getHref: () => '/' },
  catalog: { getHref: () => '/catalog' },
  signIn: { path: 'sign-in', getHref: (returnTo?: string) => withReturnTo('/sign-in', returnTo) },
  signInComplete: { path: SOCIAL_SIGN_IN_COMPLETE_PATH.slice(1), getHref: () => SOCIAL_SIGN_IN_COMPLETE_PATH },
  signUp: { path: 'sign-up', getHref: (returnTo?: string) => withReturnTo('/sign-up', returnTo) },
  passwordReset: { path: 'password-reset', getHref: () => '/password-reset' },
  setNewPassword: { path: 'password-reset/:token', getHref: (token: string) => `/password-reset/${encodeURIComponent(token)}` },
  /** Full page navigation to the API (through the shell's proxy), which starts the provider's sign-in. */
  socialSignIn: { getHref: (provider: SocialProvider, returnTo: string) => `/auth/${provider}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}` },
  account: { path: 'account', getHref: () => '/account' },
  accountCart: { path: 'cart', getHref: () => '/account/cart' },
  accountOrders: { path: 'orders', getHref: () => '/account/orders' },
  accountWishlist: { path: 'wishlist', getHref: () => '/account/wishlist' },
  accountCoupons: { path: 'coupons', getHref: () => '/account/coupons' },
  accountSupport: { path: 'support', getHref: () => '/account/support' },
  accountSettings: { path: 'settings', getHref: () => '/account/settings' },
  changePassword: { path: 'change-password', getHref: () => '/account/change-password' },
  /** The staff desk (staff only; everyone else gets the 404 page). */
  staff: { path: 'staff', getHref: () => '/staff' },
  /** Pages of other remotes the Orders screen points to (video links come signed from the API). */
  product: { getHref: (slug: string) => `/catalog/product/${encodeURIComponent(slug)}` },
} as const;

/**
 * The page to go to after signing in: `raw` when it is a path on this site (not another origin, not "//host", not a
 * sign-in page), else /account. Keeps the query and fragment of the path.
 */
export function safeReturnTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return DEFAULT_RETURN_PATH;
  try {
    const here = window.location.origin;
    const url = new URL(raw, here);
    if (url.origin !== here) return DEFAULT_RETURN_PATH;
    // Dot segments can make "//host" of what was a path ("/.//evil.example"): that would leave the site.
    if (url.pathname.startsWith('//') || isSignInPage(url.pathname)) return DEFAULT_RETURN_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_RETURN_PATH;
  }
}

/** What a page may hand to /sign-in in the location state. */
export type SignInLocationState = { notice?: 'password-reset' };

export const SIGN_IN_NOTICES: Record<NonNullable<SignInLocationState['notice']>, string> = {
  'password-reset': 'Your password has been successfully reset. Please sign in with your new password.',
};
