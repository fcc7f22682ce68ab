import { atom, onSet } from 'nanostores';
import { is } from 'superstruct';
import { SessionUserStruct, type SessionUser } from '../contracts/content';

export const USER_STORAGE_KEY = 'shop.user';

function readStoredUser(raw: string | null | undefined): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return is(value, SessionUserStruct) ? value : null;
  } catch {
    return null;
  }
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The signed-in user (with its token), kept in localStorage. Signed in = a user is present (storefront §6). */
export const $user = atom<SessionUser | null>(readStoredUser(storage()?.getItem(USER_STORAGE_KEY)));

onSet($user, ({ newValue }) => {
  try {
    if (newValue) storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(newValue));
    else storage()?.removeItem(USER_STORAGE_KEY);
  } catch (error) {
    console.error('Could not store the signed-in user', error);
  }
});

// Signing in or out in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
    const next = readStoredUser(event.newValue);
    if (JSON.stringify(next) !== JSON.stringify($user.get())) $user.set(next);
  });
}

export function setUser(user: SessionUser | null): void {
  $user.set(user);
}

export function isSignedIn(user: SessionUser | null | undefined): user is SessionUser {
  return Boolean(user);
}
