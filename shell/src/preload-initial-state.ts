// @shop/shared's USER_STORAGE_KEY: the entry chunk cannot import @shop/shared (a shared module is only there after the
// async boundary), and importing it from '@shop/shared/constants' ships all the constants in the entry. The test pins it.
const USER_STORAGE_KEY = 'shop.user';

/** What the site asks first (shared/src/api/state/get-initial-state.ts); nothing renders before its answer. */
const INITIAL_STATE_URL = '/api/initiate';

function hasStoredUser(): boolean {
  try {
    return localStorage.getItem(USER_STORAGE_KEY) !== null;
  } catch {
    return true; // storage unreadable: assume a user rather than preload an answer that might not fit
  }
}

/**
 * For a visitor (no stored user, so the API client sends no Authorization header), starts GET /api/initiate from the
 * entry chunk with a preload, while the rest of the shell's code downloads; the browser hands that answer to the API
 * client's own request once the code has run. A signed-in user's request carries their token, which a preload cannot
 * send, so it is left to the API client. The shell's server cannot tell the two apart (the token is in localStorage).
 */
export function preloadVisitorInitialState(doc: Document = document): void {
  if (hasStoredUser()) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'fetch');
  // The API client's fetch is same-origin with same-origin credentials: crossorigin="anonymous" is that request.
  link.setAttribute('crossorigin', 'anonymous');
  link.setAttribute('href', INITIAL_STATE_URL);
  doc.head.appendChild(link);
}
