import { CartStruct, type CartItem, type CartMerge } from '../../contracts/cart';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/cart/merge {items}: a visitor's browser cart joined to the account (one row per product); the full cart. */
export async function mergeCart(input: CartMerge): Promise<CartItem[]> {
  const data = await apiRequest('cart/merge', { method: 'POST', json: input });
  return parseAnswer(data, CartStruct, 'POST /api/cart/merge');
}
