import { WishlistStruct, type WishlistChange, type WishlistEntry } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/wishlist/add {product}: the new wishlist (adding twice keeps one entry). */
export async function addToWishlist(input: WishlistChange): Promise<WishlistEntry[]> {
  const data = await apiRequest('wishlist/add', { method: 'POST', json: { product: input.product } });
  return parseAnswer(data, WishlistStruct, 'POST /api/wishlist/add');
}
