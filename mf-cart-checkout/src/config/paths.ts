import { withReturnTo } from '@shop/shared';

// Every path the cart and checkout pages use or link to, in one place: `path` for the route table (relative to the
// site root), `getHref` for links.
export const paths = {
  catalog: { getHref: () => '/catalog' },
  product: { getHref: (slug: string) => `/catalog/product/${encodeURIComponent(slug)}` },
  /** Visitors' cart; signed-in users have theirs in the account area (storefront §2 Routes). */
  cart: { path: 'cart', getHref: (signedIn: boolean) => (signedIn ? '/account/cart' : '/cart') },
  checkout: { path: 'checkout', getHref: () => '/checkout' },
  checkoutSuccess: { path: 'checkout/success/:orderId', getHref: (orderId: number) => `/checkout/success/${orderId}` },
  /** mf-account's sign-in page, which comes back to `returnTo` afterwards. */
  signIn: { getHref: (returnTo: string) => withReturnTo('/sign-in', returnTo) },
  /** The cart of a signed-in user: where the payment result page sends a shopper with no orders (accounts §2). */
  accountCart: { getHref: () => '/account/cart' },
  accountOrders: { getHref: () => '/account/orders' },
} as const;
