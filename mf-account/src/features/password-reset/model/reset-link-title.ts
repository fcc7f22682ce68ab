export const SET_NEW_PASSWORD_TITLE = 'Set New Password';
export const INVALID_RESET_LINK_TITLE = 'Invalid Reset Link';

// The token whose page shows "Invalid Reset Link". Module state, as the route's loader (which the title reads) runs
// outside the page; only the page's effect writes it, so it stays empty on the server.
let invalidToken: string | undefined;

/** The title of /password-reset/{token}: the one its page shows once the link is known to be bad, else the form's. */
export function resetLinkTitle(token: string | undefined): string {
  return token !== undefined && token === invalidToken ? INVALID_RESET_LINK_TITLE : SET_NEW_PASSWORD_TITLE;
}

/** The page says whether it shows the link as invalid; true when that changes the title (then revalidate the route). */
export function showResetLink(token: string, invalid: boolean): boolean {
  const before = resetLinkTitle(token);
  if (invalid) invalidToken = token;
  else if (invalidToken === token) invalidToken = undefined;
  return resetLinkTitle(token) !== before;
}
