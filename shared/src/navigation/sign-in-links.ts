// Links into sign-in that bring the shopper back afterwards, shared by the header (shell) and the account screens.

/** Query parameter naming the page to go back to after signing in. */
export const RETURN_PARAM = 'return';
/** Where a sign-in goes back to when nothing (or nothing safe) says otherwise. */
export const DEFAULT_RETURN_PATH = '/account';
/** Pages a sign-in must not return to: the sign-in pages themselves. */
const SIGN_IN_PAGES = ['/sign-in', '/sign-up', '/password-reset'];

export function isSignInPage(pathname: string): boolean {
  return SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** `path` (/sign-in, /sign-up) with `?return=` unless the target is the default or a sign-in page itself. */
export function withReturnTo(path: string, returnTo?: string): string {
  if (!returnTo || returnTo === DEFAULT_RETURN_PATH || isSignInPage(returnTo.split(/[?#]/)[0] ?? '')) return path;
  return `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}
