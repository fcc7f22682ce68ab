import { CartStruct, type CartItem } from '../../contracts/cart';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/cart: the signed-in user's cart, oldest item first. */
export async function getCart(options: { signal?: AbortSignal } = {}): Promise<CartItem[]> {
  const data = await apiRequest('cart', { signal: options.signal });
  return parseAnswer(data, CartStruct, 'GET /api/cart');
}
