import { ContentPageStruct, type ContentPage } from '../../contracts/content';
import { PAGE_FETCH_ATTEMPTS } from '../../constants';
import { apiRequest, parseAnswer } from '../client';
import { isRetryable } from '../errors';

/** Pause before attempt n+1 is n times this. */
export const PAGE_RETRY_BACKOFF_MS = 300;

const cache = new Map<string, Promise<ContentPage>>();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchPage(slug: string): Promise<ContentPage> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const data = await apiRequest(`pages/${encodeURIComponent(slug)}`);
      return parseAnswer(data, ContentPageStruct, `GET /api/pages/${slug}`);
    } catch (error) {
      // A 404 (or any 4xx) is an answer, not a blip: only network failures and 5xx are tried again.
      if (attempt >= PAGE_FETCH_ATTEMPTS || !isRetryable(error)) throw error;
      await wait(PAGE_RETRY_BACKOFF_MS * attempt);
    }
  }
}

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
