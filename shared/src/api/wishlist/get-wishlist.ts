import { WishlistStruct, type WishlistEntry } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/wishlist: the signed-in user's wishlist, newest first. */
export async function getWishlist(): Promise<WishlistEntry[]> {
  const data = await apiRequest('wishlist');
  return parseAnswer(data, WishlistStruct, 'GET /api/wishlist');
}
