import { atom } from 'nanostores';
import { nullable } from 'superstruct';
import { SessionUserStruct, type SessionUser } from '../contracts/session';
import { announceToOtherTabs, onAnnouncement, storedAtom } from './browser-storage';

export const USER_STORAGE_KEY = 'shop.user';

/**
 * The signed-in user (with its token), kept in localStorage. Signed in = a user is present (storefront §6). Signing in
 * or out in another tab applies here too.
 */
export const $user = storedAtom<SessionUser | null>(USER_STORAGE_KEY, nullable(SessionUserStruct), null);

/**
 * True once the server refused the stored user's token (it expired, or was revoked elsewhere) and the user was
 * signed out for it, in this tab or another, until they sign in again or close the notice: the shell then says why.
 */
export const $sessionEnded = atom(false);

/** Another tab's server call was refused: this tab follows the sign-out through $user, and says why too. */
export const SESSION_ENDED_KEY = 'shop.session-ended';
onAnnouncement(SESSION_ENDED_KEY, () => $sessionEnded.set(true));

// Anyone signed in (also from another tab) is past the notice.
$user.listen((user) => {
  if (user) $sessionEnded.set(false);
});

/** Signing out, or the account is gone: the user is forgotten here and in the other tabs. */
export function signedOut(): void {
  $sessionEnded.set(false);
  $user.set(null);
}

/** The server no longer accepts the stored user's token: signed out, and told so. */
export function sessionRefused(): void {
  if (!$user.get()) return;
  // Before the user is cleared, so the other tabs never see a sign-out without its reason.
  announceToOtherTabs(SESSION_ENDED_KEY);
  $user.set(null);
  $sessionEnded.set(true);
}

const sameUser = (a: SessionUser | null, b: SessionUser | null) => JSON.stringify(a) === JSON.stringify(b);

/** Sign-up, sign-in or a social sign-in answered this user with its fresh token. */
export function signedIn(user: SessionUser): void {
  $user.set(user);
}

/** The server's newer copy of the signed-in user (email, profile, e.g. after saving the profile); the token is kept. */
export function signedInUserUpdated(user: SessionUser): void {
  const current = $user.get();
  if (!current || current.id !== user.id) return;
  const next = { ...user, token: current.token ?? user.token };
  if (!sameUser(current, next)) $user.set(next);
}

/**
 * What GET /api/initiate said about the user whose token the request carried (`sentToken`). A user: refresh email and
 * profile, keep the token. Null: the token is no longer accepted (expired, revoked, account deleted), so the stored
 * user is forgotten. Nothing changes when the stored user changed while the request ran (a sign-in meanwhile).
 */
export function syncSignedInUser(serverUser: SessionUser | null, sentToken: string | undefined): void {
  const current = $user.get();
  if (!current || current.token !== sentToken) return;
  if (!serverUser) {
    sessionRefused();
    return;
  }
  const next = { ...serverUser, token: current.token };
  if (!sameUser(current, next)) $user.set(next);
}
