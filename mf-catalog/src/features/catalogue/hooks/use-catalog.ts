import { startTransition, useEffect, useRef, useState } from 'react';
import { getCatalog, productCache, useLoaderData, type CatalogQueryInput, type CatalogResponse } from '@shop/shared';
import { catalogQuery, catalogQueryForUrl, type CatalogFilter } from './catalog-filter';

export type CatalogState = { response?: CatalogResponse; loading: boolean; error: boolean };

// A request the page's route loader started ahead (it runs while the page's code downloads), taken over by useCatalog
// when it asks for the same query. Only the latest is kept; a newer one aborts an untaken one.
let ahead: { key: string; request: Promise<CatalogResponse>; controller: AbortController } | undefined;
// The query useCatalog shows now: a navigation that keeps it (the URL rewritten to its canonical form, the same link
// again) requests nothing ahead, since the hook will not ask again.
let shownKey: string | undefined;

/** Starts GET /api/catalog for a page's query before the page renders (its route loader); useCatalog takes it. */
export function requestCatalogAhead(query: CatalogQueryInput): void {
  const key = JSON.stringify(query);
  if (key === shownKey || ahead?.key === key) return;
  ahead?.controller.abort();
  const controller = new AbortController();
  const request = getCatalog(query, { signal: controller.signal });
  request.catch(() => undefined); // the hook reports a failure when it takes the request
  ahead = { key, request, controller };
}

/** The answer a catalogue page was rendered with on the shell's server (its route loader's data). */
export type CatalogFirstPage = { key: string; response: CatalogResponse };

/**
 * A catalogue page's route loader. In the browser it starts the request ahead and returns at once (the page shows
 * its loader); on the shell's server it waits for the answer, so the page is rendered with its products. A filter that
 * is not JSON, or a failed request, gives null: the page then asks itself.
 */
export async function loadCatalogFirstPage(url: URL, forcedCategoryId?: number): Promise<CatalogFirstPage | null> {
  const query = catalogQueryForUrl(url, forcedCategoryId);
  if (!query) return null;
  if (typeof window !== 'undefined') {
    requestCatalogAhead(query);
    return null;
  }
  try {
    return { key: JSON.stringify(query), response: await getCatalog(query) };
  } catch {
    return null; // logged by the API client
  }
}

function takeAhead(key: string): { request: Promise<CatalogResponse>; controller: AbortController } | undefined {
  if (ahead?.key !== key) return undefined;
  const taken = ahead;
  ahead = undefined;
  return taken;
}

/**
 * One page of the catalogue for the filter. The previous answer stays on screen under the loader while the next
 * loads; a failure is logged and sets the error flag (storefront §8: no visible message).
 */
export function useCatalog(filter: CatalogFilter, page: number): CatalogState {
  const queryKey = JSON.stringify(catalogQuery(filter, page));
  // Loader data exists only for a page the server rendered (null or undefined otherwise).
  const first = useLoaderData() as CatalogFirstPage | null | undefined;
  const [state, setState] = useState<{ key?: string; response?: CatalogResponse; error: boolean }>(() =>
    first?.key === queryKey ? { key: queryKey, response: first.response, error: false } : { error: false },
  );
  const served = useRef(first?.key === queryKey ? first.response : undefined);

  useEffect(() => {
    shownKey = queryKey;
    const response = served.current;
    served.current = undefined;
    if (response) {
      // The server's answer is on screen: nothing to ask for until the query changes.
      productCache.remember(response.data);
      return () => {
        if (shownKey === queryKey) shownKey = undefined;
      };
    }
    const taken = takeAhead(queryKey);
    const controller = taken?.controller ?? new AbortController();
    const request =
      taken?.request ?? getCatalog(JSON.parse(queryKey) as CatalogQueryInput, { signal: controller.signal });
    request
      .then((response) => {
        productCache.remember(response.data);
        // A transition: React renders the page of cards in slices instead of one long task.
        startTransition(() => setState({ key: queryKey, response, error: false }));
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        console.error('Failed to load the catalogue', error);
        // The last answer belongs to another query: shown under this one's tags and pages it would mislead.
        setState({ key: queryKey, error: true });
      });
    return () => {
      controller.abort();
      if (shownKey === queryKey) shownKey = undefined;
    };
  }, [queryKey]);

  return { response: state.response, loading: state.key !== queryKey, error: state.key === queryKey && state.error };
}
