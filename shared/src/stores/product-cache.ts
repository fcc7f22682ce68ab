import { PRODUCT_CACHE_SIZE, PRODUCT_CACHE_TTL_MS, PRODUCT_FETCH_RETRIES } from '../constants';
import type { Product } from '../contracts/catalog';
import { getProduct, getProductsByIds, withRetries } from '../api';

export type ProductCacheOptions = {
  maxEntries?: number;
  ttlMs?: number;
  /** Tries per call: products still missing (or a failed call) are asked for again up to this many times in all. */
  attempts?: number;
  /** Pause before try n+1 is n times this. */
  backoffMs?: number;
  now?: () => number;
  fetchBySlug?: (slug: string) => Promise<Product>;
  fetchByIds?: (ids: number[]) => Promise<Product[]>;
};

type Entry = { product: Product; storedAt: number };

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Product details by id and by slug (storefront §4, §9): up to 100 products for 5 minutes each, the oldest stored
 * evicted first. Product lists (the catalogue page) feed it, so opening a product from a list is instant.
 */
export function createProductCache(options: ProductCacheOptions = {}) {
  const {
    maxEntries = PRODUCT_CACHE_SIZE,
    ttlMs = PRODUCT_CACHE_TTL_MS,
    attempts = PRODUCT_FETCH_RETRIES,
    backoffMs = 300,
    now = Date.now,
    fetchBySlug = (slug: string) => getProduct(slug),
    fetchByIds = (ids: number[]) => getProductsByIds(ids),
  } = options;
  // Map keeps insertion order: the first key is the oldest entry.
  const entries = new Map<number, Entry>();
  const slugs = new Map<string, number>();
  const pendingSlugs = new Map<string, Promise<Product>>();

  function fresh(id: number | undefined): Product | undefined {
    if (id === undefined) return undefined;
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (now() - entry.storedAt < ttlMs) return entry.product;
    entries.delete(id);
    if (slugs.get(entry.product.slug) === id) slugs.delete(entry.product.slug);
    return undefined;
  }

  function store(products: readonly Product[]): void {
    for (const product of products) {
      entries.delete(product.id);
      entries.set(product.id, { product, storedAt: now() });
      slugs.set(product.slug, product.id);
    }
    while (entries.size > maxEntries) {
      const [oldestId, oldest] = entries.entries().next().value as [number, Entry];
      entries.delete(oldestId);
      if (slugs.get(oldest.product.slug) === oldestId) slugs.delete(oldest.product.slug);
    }
  }

  /** One product by slug, from the cache or GET /api/catalog/{slug} (a 404 is thrown at once; network and 5xx failures are tried again). */
  function bySlug(slug: string): Promise<Product> {
    const cached = fresh(slugs.get(slug));
    if (cached) return Promise.resolve(cached);
    let pending = pendingSlugs.get(slug);
    if (!pending) {
      pending = withRetries(
        async () => {
          const product = await fetchBySlug(slug);
          store([product]);
          return product;
        },
        { attempts, backoffMs },
      ).finally(() => pendingSlugs.delete(slug));
      pendingSlugs.set(slug, pending);
    }
    return pending;
  }

  /**
   * Products by id, in the order asked, from the cache or GET /api/catalog?_filter={"id":[...]}. Ids the answer lacks
   * are asked for again (up to 3 tries in all); ids that never come back are left out. Failures are logged.
   */
  async function byIds(ids: readonly number[]): Promise<Product[]> {
    const wanted = [...new Set(ids)];
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const missing = wanted.filter((id) => !fresh(id));
      if (missing.length === 0) break;
      if (attempt > 1) await wait(backoffMs * (attempt - 1));
      try {
        store(await fetchByIds(missing));
      } catch (error) {
        console.error(`Failed to load products ${missing.join(', ')} (try ${attempt} of ${attempts})`, error);
      }
    }
    return wanted.map((id) => fresh(id)).filter((product): product is Product => product !== undefined);
  }

  return {
    bySlug,
    byIds,
    /** Products from a list answer. */
    remember: (products: readonly Product[]) => store(products),
    /** A fresh cached product by id or slug, without fetching. */
    peek: (key: number | string) => fresh(typeof key === 'number' ? key : slugs.get(key)),
    get size() {
      return entries.size;
    },
    clear(): void {
      entries.clear();
      slugs.clear();
      pendingSlugs.clear();
    },
  };
}

export type ProductCache = ReturnType<typeof createProductCache>;

/** The page's one product cache. */
export const productCache = createProductCache();
