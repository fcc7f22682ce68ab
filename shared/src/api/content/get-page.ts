import { ContentPageStruct, type ContentPage } from '../../contracts/content';
import { PAGE_FETCH_ATTEMPTS } from '../../constants';
import { apiRequest, parseAnswer } from '../client';
import { withRetries } from '../retry';

/** Pause before attempt n+1 is n times this. */
export const PAGE_RETRY_BACKOFF_MS = 300;

const cache = new Map<string, Promise<ContentPage>>();

// A 404 (or any 4xx) is an answer, not a blip: only network failures and 5xx are tried again.
const fetchPage = (slug: string): Promise<ContentPage> =>
  withRetries(
    async () =>
      parseAnswer(await apiRequest(`pages/${encodeURIComponent(slug)}`), ContentPageStruct, `GET /api/pages/${slug}`),
    { attempts: PAGE_FETCH_ATTEMPTS, backoffMs: PAGE_RETRY_BACKOFF_MS },
  );

/** GET /api/pages/{slug}: tried up to 3 times, kept in memory per slug for the page load (failures are not kept). */
export function getPage(slug: string): Promise<ContentPage> {
  let pending = cache.get(slug);
  if (!pending) {
    pending = fetchPage(slug);
    cache.set(slug, pending);
    pending.catch(() => cache.delete(slug));
  }
  return pending;
}

export function clearPageCache(): void {
  cache.clear();
}
