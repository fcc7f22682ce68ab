import { CartStruct, type CartItem, type CartRemove } from '../../contracts/cart';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/cart/remove {id}: the full cart. */
export async function removeCartItem(input: CartRemove): Promise<CartItem[]> {
  const data = await apiRequest('cart/remove', { method: 'POST', json: { id: input.id } });
  return parseAnswer(data, CartStruct, 'POST /api/cart/remove');
}
