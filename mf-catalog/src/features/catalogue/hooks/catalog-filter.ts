import {
  CATALOG_MAX_PAGE,
  CATALOG_PAGE_SIZE,
  SEARCH_KEYWORD_MAX_LENGTH,
  SORT_OPTIONS,
  encodeCatalogFilter,
  formatDuration,
  type CatalogFilterConditions,
  type CatalogQueryInput,
  type Category,
  type SortOption,
} from '@shop/shared';

// The catalogue filter (storefront §3 "Catalogue filter", §4 "Catalogue filter state", §5): what the `filter` query
// parameter holds, how it is read and written, its tags and the GET /api/catalog query it becomes.

export type FilterRange = [number, number];
export type SortKey = SortOption['key'];

export type CatalogFilter = {
  price?: FilterRange;
  duration?: FilterRange;
  amount?: FilterRange;
  categories?: number[];
  sorting?: SortKey;
  keyword?: string;
  /** The draw of the random order: kept while paging, new each time Random is chosen. */
  seed?: string;
};

export type FilterKey = keyof CatalogFilter;
export const FILTER_PARAM = 'filter';
export const PAGE_PARAM = 'page';

const SORT_KEYS = new Set<string>(SORT_OPTIONS.map((option) => option.key));
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
// GET /api/catalog refuses negative range ends and a keyword over SEARCH_KEYWORD_MAX_LENGTH (400, an empty results
// area under a tag): the filter drops them like values of the wrong shape.
function asRange(value: unknown): FilterRange | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [from, to] = value as unknown[];
  if (!isNumber(from) || !isNumber(to) || Math.min(from, to) < 0) return undefined;
  return [Math.min(from, to), Math.max(from, to)];
}

/**
 * Keeps only the known keys with values of the right shape that the API takes (a hand-edited URL can hold anything).
 */
export function normalizeFilter(value: unknown): CatalogFilter {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const raw = value as Record<string, unknown>;
  const categories = Array.isArray(raw.categories)
    ? [...new Set(raw.categories.filter((id): id is number => Number.isInteger(id) && id > 0))]
    : [];
  const trimmed = typeof raw.keyword === 'string' ? raw.keyword.trim() : '';
  const keyword = trimmed.length <= SEARCH_KEYWORD_MAX_LENGTH ? trimmed : '';
  const sorting = typeof raw.sorting === 'string' && SORT_KEYS.has(raw.sorting) ? (raw.sorting as SortKey) : undefined;
  return {
    price: asRange(raw.price),
    duration: asRange(raw.duration),
    amount: asRange(raw.amount),
    categories: categories.length > 0 ? categories : undefined,
    sorting,
    keyword: keyword || undefined,
    seed: sorting === 'random' && typeof raw.seed === 'string' && raw.seed ? raw.seed.slice(0, 64) : undefined,
  };
}

/** What storefront §8 logs for a `filter` that is not JSON: the one the page opened with, or a later one. */
export const FILTER_PARSE_ERRORS = {
  initial: 'Failed to parse initial filter',
  query: 'Failed to parse filter query parameter',
} as const;

/** The `filter` query value: invalid JSON is logged (as the page's initial filter or a later one) and ignored. */
export function parseFilterParam(text: string | null, when: keyof typeof FILTER_PARSE_ERRORS = 'query'): CatalogFilter {
  if (!text) return {};
  try {
    return normalizeFilter(JSON.parse(text));
  } catch (error) {
    console.error(FILTER_PARSE_ERRORS[when], error);
    return {};
  }
}

/** JSON with keys sorted and undefined (and empty) values dropped; null for the default filter (no parameter). */
export function serializeFilter(filter: CatalogFilter): string | null {
  const entries = Object.entries(normalizeFilter(filter))
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length > 0 ? JSON.stringify(Object.fromEntries(entries)) : null;
}

/** On a category page the category filter is that category. */
export function withForcedCategory(filter: CatalogFilter, categoryId: number | undefined): CatalogFilter {
  return categoryId === undefined ? filter : { ...filter, categories: [categoryId] };
}

/** A new random draw. */
export function drawSeed(): string {
  return Math.random().toString(36).slice(2, 10) || '1';
}

/** The filter with one key set (undefined removes it); choosing a sorting draws a new seed for Random. */
export function setFilterKey<K extends FilterKey>(
  filter: CatalogFilter,
  key: K,
  value: CatalogFilter[K],
): CatalogFilter {
  const next: CatalogFilter = { ...filter, [key]: value };
  if (key === 'sorting') next.seed = value === 'random' ? drawSeed() : undefined;
  return next;
}

/** The `page` query value: a whole number from 1, else 1; at most the API's CATALOG_MAX_PAGE (past the last page). */
export function parsePageParam(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, CATALOG_MAX_PAGE) : 1;
}

export type FilterTag = { id: string; label: string; key: FilterKey; categoryId?: number; removable: boolean };

const durationLabel = (seconds: number) => formatDuration(seconds, { padMinutes: false });

/**
 * Tags for the active filters: "Search: {keyword}", "Amount: a-b pictures", "Duration: m:ss-m:ss", "Price: $a-$b",
 * and one per selected category when more than one is selected or other tags exist. A category page's own category
 * cannot be removed there.
 */
export function filterTags(
  filter: CatalogFilter,
  categories: readonly Category[],
  forcedCategoryId?: number,
): FilterTag[] {
  const tags: FilterTag[] = [];
  if (filter.keyword) tags.push({ id: 'keyword', key: 'keyword', label: `Search: ${filter.keyword}`, removable: true });
  if (filter.amount)
    tags.push({
      id: 'amount',
      key: 'amount',
      label: `Amount: ${filter.amount[0]}-${filter.amount[1]} pictures`,
      removable: true,
    });
  if (filter.duration) {
    tags.push({
      id: 'duration',
      key: 'duration',
      label: `Duration: ${durationLabel(filter.duration[0])}-${durationLabel(filter.duration[1])}`,
      removable: true,
    });
  }
  if (filter.price)
    tags.push({ id: 'price', key: 'price', label: `Price: $${filter.price[0]}-$${filter.price[1]}`, removable: true });
  const selected = filter.categories ?? [];
  if (selected.length > 1 || (selected.length > 0 && tags.length > 0)) {
    for (const id of selected) {
      const name = categories.find((category) => category.id === id)?.name;
      if (name)
        tags.push({
          id: `category-${id}`,
          key: 'categories',
          categoryId: id,
          label: name,
          removable: id !== forcedCategoryId,
        });
    }
  }
  return tags;
}

const between = (range: FilterRange) => ({ operator: 'between' as const, value: range });

/** The GET /api/catalog query for a filter and page. */
export function catalogQuery(filter: CatalogFilter, page: number): CatalogQueryInput {
  const conditions: CatalogFilterConditions = {};
  if (filter.price) conditions.price = between(filter.price);
  if (filter.duration) conditions.duration = between(filter.duration);
  if (filter.amount) conditions.amount = between(filter.amount);
  if (filter.categories?.length) conditions.categories = { operator: 'in', value: filter.categories };
  const sort = SORT_OPTIONS.find((option) => option.key === filter.sorting);
  const query: CatalogQueryInput = { _page: page, _perPage: CATALOG_PAGE_SIZE };
  if (Object.keys(conditions).length > 0) query._filter = encodeCatalogFilter(conditions);
  if (filter.keyword) query.q = filter.keyword;
  if (sort && sort.key !== 'default') {
    query._sort = sort.field;
    query._order = sort.order;
    if (sort.key === 'random' && filter.seed) query.seed = filter.seed;
  }
  return query;
}

/**
 * The GET /api/catalog query a catalogue page will ask for its URL: the filter as the page reads it (normalised, a
 * category page's category in it), whatever form the URL has before the page rewrites it. Undefined for broken JSON,
 * which the page logs and cleans.
 */
export function catalogQueryForUrl(url: URL, forcedCategoryId?: number): CatalogQueryInput | undefined {
  const raw = url.searchParams.get(FILTER_PARAM);
  let filter: CatalogFilter = {};
  try {
    if (raw) filter = normalizeFilter(JSON.parse(raw));
  } catch {
    return undefined;
  }
  return catalogQuery(withForcedCategory(filter, forcedCategoryId), parsePageParam(url.searchParams.get(PAGE_PARAM)));
}
