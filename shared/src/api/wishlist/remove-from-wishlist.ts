import { WishlistStruct, type WishlistChange, type WishlistEntry } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/wishlist/remove {product}: the new wishlist. */
export async function removeFromWishlist(input: WishlistChange): Promise<WishlistEntry[]> {
  const data = await apiRequest('wishlist/remove', { method: 'POST', json: { product: input.product } });
  return parseAnswer(data, WishlistStruct, 'POST /api/wishlist/remove');
}
