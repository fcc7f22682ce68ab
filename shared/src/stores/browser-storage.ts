import { atom, onSet, type WritableAtom } from 'nanostores';
import { is, type Struct } from 'superstruct';

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** A stored JSON value that passes its struct, else the fallback (missing, broken or from an older shape). */
export function readStored<T>(key: string, struct: Struct<T, unknown>, fallback: T): T {
  return parseStored(storage()?.getItem(key), struct, fallback);
}

/** Parses a stored text (also the `newValue` of a storage event from another tab) against its struct. */
export function parseStored<T>(raw: string | null | undefined, struct: Struct<T, unknown>, fallback: T): T {
  if (!raw) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return is(value, struct) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Stores a value as JSON; an empty list or null removes the key. A full or blocked storage is logged, not thrown. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || (Array.isArray(value) && value.length === 0)) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`Could not store ${key}`, error);
  }
}

/**
 * Tells the other tabs of this origin that something happened, by a storage event under `key` (the value is set and
 * removed at once, so nothing stays behind). `onAnnouncement` hears it there; the announcing tab does not.
 */
export function announceToOtherTabs(key: string): void {
  try {
    storage()?.setItem(key, String(Date.now()));
    storage()?.removeItem(key);
  } catch (error) {
    console.error(`Could not tell the other tabs ${key}`, error);
  }
}

/** Runs `listener` when another tab calls `announceToOtherTabs(key)`. */
export function onAnnouncement(key: string, listener: () => void): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === key && event.newValue !== null) listener();
  });
}

/**
 * Keeps a list the server holds (the signed-in cart, the wishlist) in step with the other tabs. `changed()` is called
 * whenever this tab applies an answer to its own change: it tells the other tabs. When another tab tells, `fetch`
 * runs, one at a time (announcements meanwhile make one run more), and `apply` takes its answer unless this tab
 * applied a change of its own while the fetch ran (that answer is newer). `fetch` answers undefined when there is
 * nothing to fetch (signed out, a first load still running). A fetched copy is not announced again.
 */
export function followOtherTabs<T>(
  key: string,
  fetch: () => Promise<T | undefined>,
  apply: (value: T) => void,
): { changed: () => void } {
  let changes = 0;
  let running = false;
  let again = false;
  async function refresh(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const before = changes;
        try {
          const value = await fetch();
          if (value !== undefined && changes === before) apply(value);
        } catch (error) {
          console.error(`Could not follow another tab's change (${key})`, error);
        }
      } while (again);
    } finally {
      running = false;
    }
  }
  onAnnouncement(key, () => void refresh());
  return {
    changed: () => {
      changes += 1;
      announceToOtherTabs(key);
    },
  };
}

/**
 * A store kept in localStorage under `key`, and the same in every tab: what one tab sets is written, and the other
 * tabs take it from their storage event. A value taken from another tab is not written back (nor passed to
 * `onWrite`), so the tab that wrote it stays the only writer of that version.
 */
export function storedAtom<T>(
  key: string,
  struct: Struct<T, unknown>,
  fallback: T,
  onWrite?: (value: T) => void,
): WritableAtom<T> {
  const store = atom<T>(readStored(key, struct, fallback));
  let fromOtherTab = false;
  onSet(store, ({ newValue }) => {
    if (fromOtherTab) return;
    writeStored(key, newValue);
    onWrite?.(newValue);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      // A null key: another tab cleared the whole storage.
      if (event.key !== key && event.key !== null) return;
      const next = parseStored(event.newValue, struct, fallback);
      if (JSON.stringify(next) === JSON.stringify(store.get())) return;
      fromOtherTab = true;
      try {
        store.set(next);
      } finally {
        fromOtherTab = false;
      }
    });
  }
  return store;
}
