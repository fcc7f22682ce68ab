import { UPLOAD_SESSION_HEADER } from '../contracts/uploads';

// The marketplace upload session of calls to another origin: the embeddable uploader on a partner's page. The API
// keeps it in a cookie, which a browser that blocks third-party cookies drops, and then each call would open a new
// session (the photos just uploaded gone from the list, a chunked file's later chunks finding no upload). So the API
// also names a session it opens for a partner origin in a header; it is kept here, for the page's life, and sent back
// on every later call to that origin (docs/decisions/0018). Calls to the page's own origin never carry it. It is also
// kept in the tab's sessionStorage, so a reload of the partner's page finds the photos it uploaded.
const sessions = new Map<string, string>();
const STORAGE_KEY_PREFIX = 'photo-uploader-session:';

/** The tab's copy; storage may be blocked or full, and then the page's memory is all there is. */
const tabStorage = {
  read(base: string): string | undefined {
    try {
      return sessionStorage.getItem(STORAGE_KEY_PREFIX + base) ?? undefined;
    } catch {
      return undefined;
    }
  },
  write(base: string, session: string): void {
    try {
      sessionStorage.setItem(STORAGE_KEY_PREFIX + base, session);
    } catch {
      // Kept in memory only.
    }
  },
};

/** `headers` with the upload session kept for the API at `base`, if any. */
export function withPartnerSession(base: string, headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  const session = sessions.get(base) ?? tabStorage.read(base);
  if (session && !merged.has(UPLOAD_SESSION_HEADER)) merged.set(UPLOAD_SESSION_HEADER, session);
  return merged;
}

/** Keeps the upload session an answer from the API at `base` names (it names one only when it opens it). */
export function keepPartnerSession(base: string, answerHeader: (name: string) => string | null): void {
  const session = answerHeader(UPLOAD_SESSION_HEADER);
  if (!session) return;
  sessions.set(base, session);
  tabStorage.write(base, session);
}
