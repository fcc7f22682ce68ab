// Every path the catalogue links to, in one place.
export const catalogPaths = {
  home: { getHref: () => '/' },
  catalog: { path: 'catalog', getHref: () => '/catalog' },
  /** The catalogue with a filter, e.g. a search: /catalog?filter={"keyword":"greeting"}. */
  catalogFiltered: {
    getHref: (filter: Record<string, unknown>) => `/catalog?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  },
  category: { path: ':slug', getHref: (slug: string) => `/catalog/${encodeURIComponent(slug)}` },
  product: { path: 'product/:slug', getHref: (slug: string) => `/catalog/product/${encodeURIComponent(slug)}` },
  wishlist: { path: 'wishlist', getHref: (signedIn: boolean) => (signedIn ? '/account/wishlist' : '/wishlist') },
  cart: { getHref: (signedIn: boolean) => (signedIn ? '/account/cart' : '/cart') },
} as const;
