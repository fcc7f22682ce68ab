import { computed } from 'nanostores';
import { PERSONAL_STATE_COOKIE } from '../constants';
import { $visitorCart } from './cart';
import { $user } from './user';
import { $visitorWishlist } from './wishlist';

/** Whether the page shows anything only this browser knows: a signed-in user, a visitor's cart or wishlist. */
export const $hasPersonalState = computed(
  [$user, $visitorCart, $visitorWishlist],
  (user, cart, wishlist) => user !== null || cart.length > 0 || wishlist.length > 0,
);

/**
 * Mirrors $hasPersonalState into a cookie for the shell's server, which renders a page only when the browser has none
 * (a page rendered for a visitor without a cart would not match what this browser shows). Returns the unsubscribe.
 */
export function keepPersonalStateCookie(doc: Document = document): () => void {
  return $hasPersonalState.subscribe((has) => {
    doc.cookie = has
      ? `${PERSONAL_STATE_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
      : `${PERSONAL_STATE_COOKIE}=; path=/; max-age=0; samesite=lax`;
  });
}
