import { withReturnTo } from '@shop/shared';
// Every path the shell links to, in one place.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  catalogSearch: {
    getHref: (keyword: string) => `/catalog?filter=${encodeURIComponent(JSON.stringify({ keyword }))}`,
  },
  cart: { getHref: (signedIn: boolean) => (signedIn ? '/account/cart' : '/cart') },
  wishlist: { getHref: (signedIn: boolean) => (signedIn ? '/account/wishlist' : '/wishlist') },
  account: { path: '/account', getHref: () => '/account' },
  /** Sign-in brings the shopper back to `returnTo` (mf-account reads `?return=` and refuses foreign paths). */
  signIn: { path: '/sign-in', getHref: (returnTo?: string) => withReturnTo('/sign-in', returnTo) },
  signUp: { path: '/sign-up', getHref: () => '/sign-up' },
  faq: { path: 'faq', getHref: () => '/faq' },
  aboutUs: { path: 'about-us', getHref: () => '/about-us' },
  page: { path: 'pages/:slug', getHref: (slug: string) => `/pages/${encodeURIComponent(slug)}` },
} as const;
