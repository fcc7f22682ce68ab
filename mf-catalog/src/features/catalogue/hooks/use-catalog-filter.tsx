import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from '@shop/shared';
import {
  FILTER_PARAM,
  PAGE_PARAM,
  parseFilterParam,
  parsePageParam,
  serializeFilter,
  setFilterKey,
  withForcedCategory,
  type CatalogFilter,
  type FilterKey,
} from './catalog-filter';

export type CatalogFilterState = {
  filter: CatalogFilter;
  page: number;
  /** The category of a category page, which the filter always holds there. */
  forcedCategoryId?: number;
  /** Sets one key (undefined clears it); page back to 1. */
  update: <K extends FilterKey>(key: K, value: CatalogFilter[K]) => void;
  /** Removes one key; page back to 1. */
  clear: (key: FilterKey) => void;
  /** Sets several keys at once (the filter panel's Apply); page back to 1. */
  apply: (changes: Partial<CatalogFilter>) => void;
  /** Back to the defaults, keeping a category page's category; page back to 1. */
  reset: () => void;
};

const CatalogFilterContext = createContext<CatalogFilterState | null>(null);

/**
 * Keeps the catalogue filter in the `filter` query parameter (storefront §4): read from it (invalid JSON is logged and
 * ignored), written back with replace (no history entry) whenever the state differs from it, page back to 1 on
 * every change.
 */
export function CatalogFilterProvider({
  forcedCategoryId,
  children,
}: {
  forcedCategoryId?: number;
  children: ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(FILTER_PARAM);
  // The value the page opened with is its initial filter; any later one comes from a navigation.
  const [openedWith] = useState(raw);
  const filter = useMemo(
    () => withForcedCategory(parseFilterParam(raw, raw === openedWith ? 'initial' : 'query'), forcedCategoryId),
    [raw, openedWith, forcedCategoryId],
  );
  const serialized = serializeFilter(filter);
  const page = parsePageParam(searchParams.get(PAGE_PARAM));

  const write = useCallback(
    (next: CatalogFilter, resetPage: boolean) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          const value = serializeFilter(withForcedCategory(next, forcedCategoryId));
          if (value) params.set(FILTER_PARAM, value);
          else params.delete(FILTER_PARAM);
          if (resetPage) params.delete(PAGE_PARAM);
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams, forcedCategoryId],
  );

  // Mirror: a forced category, a dropped unknown key or broken JSON makes the URL say what the page shows.
  useEffect(() => {
    if (serialized !== raw) write(filter, false);
  }, [serialized, raw, filter, write]);

  const value = useMemo<CatalogFilterState>(() => {
    const change = (next: CatalogFilter) => write(next, true);
    return {
      filter,
      page,
      forcedCategoryId,
      update: (key, next) => change(setFilterKey(filter, key, next)),
      clear: (key) => change(setFilterKey(filter, key, undefined)),
      apply: (changes) => change({ ...filter, ...changes }),
      reset: () => change({}),
    };
  }, [filter, page, forcedCategoryId, write]);

  return <CatalogFilterContext.Provider value={value}>{children}</CatalogFilterContext.Provider>;
}

/** The catalogue filter state; only inside CatalogFilterProvider (storefront §8: outside it is an error). */
export function useCatalogFilter(): CatalogFilterState {
  const state = useContext(CatalogFilterContext);
  if (!state) throw new Error('useCatalogFilter must be used inside CatalogFilterProvider');
  return state;
}
