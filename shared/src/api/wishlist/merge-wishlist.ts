import { WishlistStruct, type WishlistEntry, type WishlistMerge } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/wishlist/merge {products}: a visitor's browser wishlist joined to the account, without duplicates. */
export async function mergeWishlist(input: WishlistMerge): Promise<WishlistEntry[]> {
  const data = await apiRequest('wishlist/merge', { method: 'POST', json: { products: input.products } });
  return parseAnswer(data, WishlistStruct, 'POST /api/wishlist/merge');
}
