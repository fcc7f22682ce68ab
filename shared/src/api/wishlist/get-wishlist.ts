import { WishlistStruct, type WishlistEntry } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/wishlist: the signed-in user's wishlist, newest first. */
export async function getWishlist(options: { signal?: AbortSignal } = {}): Promise<WishlistEntry[]> {
  const data = await apiRequest('wishlist', { signal: options.signal });
  return parseAnswer(data, WishlistStruct, 'GET /api/wishlist');
}
