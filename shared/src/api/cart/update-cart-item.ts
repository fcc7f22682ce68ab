import { CartStruct, type CartItem, type CartItemChange } from '../../contracts/cart';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/cart/update: a change with a product field (creates the item when absent); the full cart. */
export async function updateCartItem(change: CartItemChange): Promise<CartItem[]> {
  const data = await apiRequest('cart/update', { method: 'POST', json: change });
  return parseAnswer(data, CartStruct, 'POST /api/cart/update');
}
