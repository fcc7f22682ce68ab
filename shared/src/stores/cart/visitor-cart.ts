import { array, string } from 'superstruct';
import { CartItemStruct, type CartItem } from '../../contracts/cart';
import { readStored, storedAtom, writeStored } from '../browser-storage';

export const CART_STORAGE_KEY = 'shop.cart';

export const CART_MERGE_KEY_STORAGE_KEY = 'shop.cart.mergeKey';

/**
 * A visitor's cart, kept in the browser as cart items (negative ids, prices worked out from the product as added)
 * until they sign in; the server's prices replace these then. The same in every tab, so one tab's change never drops
 * another's items.
 *
 * Merging adds quantities, so each version of the browser cart carries a fresh random key, written by the tab that
 * made the version: a merge retried after its answer was lost sends the same key and the server merges nothing twice
 * (docs/decisions/0014).
 */
export const $visitorCart = storedAtom<CartItem[]>(CART_STORAGE_KEY, array(CartItemStruct), [], (cart) =>
  writeStored(CART_MERGE_KEY_STORAGE_KEY, cart.length > 0 ? randomKey() : null),
);

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the browser cart as it is now (made when it last changed). */
export const visitorMergeKey = (): string | undefined =>
  readStored(CART_MERGE_KEY_STORAGE_KEY, string(), '') || undefined;
