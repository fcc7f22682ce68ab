import { atom, onSet } from 'nanostores';
import { array, string } from 'superstruct';
import { CartItemStruct, type CartItem } from '../../contracts/cart';
import { readStored, writeStored } from '../browser-storage';

export const CART_STORAGE_KEY = 'shop.cart';

/**
 * A visitor's cart, kept in the browser as cart items (negative ids, prices worked out from the product as added)
 * until they sign in; the server's prices replace these then.
 */
export const $visitorCart = atom<CartItem[]>(readStored(CART_STORAGE_KEY, array(CartItemStruct), []));
export const CART_MERGE_KEY_STORAGE_KEY = 'shop.cart.mergeKey';
// Merging adds quantities, so each version of the browser cart carries a fresh random key: a merge retried after its
// answer was lost sends the same key and the server merges nothing twice (docs/decisions/0014).
onSet($visitorCart, ({ newValue }) => {
  writeStored(CART_STORAGE_KEY, newValue);
  writeStored(CART_MERGE_KEY_STORAGE_KEY, newValue.length > 0 ? randomKey() : null);
});

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the browser cart as it is now (made when it last changed). */
export const visitorMergeKey = (): string | undefined =>
  readStored(CART_MERGE_KEY_STORAGE_KEY, string(), '') || undefined;
