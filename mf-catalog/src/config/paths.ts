// Every route of the catalogue and every path it links to, in one place.
export const catalogPaths = {
  catalog: { path: 'catalog', getHref: () => '/catalog' },
  /** The catalogue with a filter, e.g. a search: /catalog?filter={"keyword":"greeting"}. */
  catalogFiltered: {
    getHref: (filter: Record<string, unknown>) => `/catalog?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  },
  category: { path: ':slug', getHref: (slug: string) => `/catalog/${encodeURIComponent(slug)}` },
  product: { path: 'product/:slug', getHref: (slug: string) => `/catalog/product/${encodeURIComponent(slug)}` },
  /** Visitors' wishlist; signed-in users have theirs in the account area (storefront §2 Routes). */
  wishlist: { path: 'wishlist', getHref: (signedIn: boolean) => (signedIn ? '/account/wishlist' : '/wishlist') },
} as const;
