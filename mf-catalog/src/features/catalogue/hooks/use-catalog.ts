import { useEffect, useState } from 'react';
import { getCatalog, productCache, type CatalogQueryInput, type CatalogResponse } from '@shop/shared';
import { catalogQuery, type CatalogFilter } from './catalog-filter';

export type CatalogState = { response?: CatalogResponse; loading: boolean; error: boolean };

/**
 * One page of the catalogue for the filter. The previous answer stays on screen under the loader while the next
 * loads; a failure is logged and sets the error flag (storefront §8: no visible message).
 */
export function useCatalog(filter: CatalogFilter, page: number): CatalogState {
  const queryKey = JSON.stringify(catalogQuery(filter, page));
  const [state, setState] = useState<{ key?: string; response?: CatalogResponse; error: boolean }>({ error: false });

  useEffect(() => {
    const controller = new AbortController();
    getCatalog(JSON.parse(queryKey) as CatalogQueryInput, { signal: controller.signal })
      .then((response) => {
        productCache.remember(response.data);
        setState({ key: queryKey, response, error: false });
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        console.error('Failed to load the catalogue', error);
        setState((current) => ({ ...current, key: queryKey, error: true }));
      });
    return () => controller.abort();
  }, [queryKey]);

  return { response: state.response, loading: state.key !== queryKey, error: state.key === queryKey && state.error };
}
