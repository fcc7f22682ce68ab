import { computed } from 'nanostores';
import type { CartItem } from '../../contracts/cart';
import { $user } from '../user';
import { $userCart } from './user-cart';
import { $visitorCart } from './visitor-cart';

/** The cart: the user's server-held cart when signed in, else the visitor's browser cart. */
export const $cart = computed([$user, $userCart, $visitorCart], (user, server, visitor) => (user ? server : visitor));
export const $cartProductIds = computed($cart, (items) => new Set(items.map((item) => item.product)));

/**
 * Items in the cart, for the header badge. The badge reads it on every page, and watching it watches the cart, which
 * starts the cart's loading and the visitor-to-account merge (server-sync.ts).
 */
export const $cartCount = computed($cart, (items) => items.length);

export function findCartItem(productId: number): CartItem | undefined {
  return $cart.get().find((item) => item.product === productId);
}
