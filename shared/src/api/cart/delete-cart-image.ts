import { CartStruct, type CartItem } from '../../contracts/cart';
import type { CartImageDelete } from '../../contracts/uploads';
import { apiRequest, parseAnswer } from '../client';

/** DELETE /api/cart/image {id, cartItem}: the full cart without that image. */
export async function deleteCartImage(input: CartImageDelete): Promise<CartItem[]> {
  const data = await apiRequest('cart/image', { method: 'DELETE', json: { id: input.id, cartItem: input.cartItem } });
  return parseAnswer(data, CartStruct, 'DELETE /api/cart/image');
}
