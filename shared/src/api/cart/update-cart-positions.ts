import { CartStruct, type CartItem } from '../../contracts/cart';
import type { CartPositions } from '../../contracts/uploads';
import { apiRequest, parseAnswer } from '../client';

/** POST /api/cart/update-positions {cartItem, product?, positions: [{id, position}]}: the full cart, photos reordered. */
export async function updateCartPositions(input: CartPositions): Promise<CartItem[]> {
  const json: CartPositions = { cartItem: input.cartItem, positions: input.positions };
  if (input.product !== undefined) json.product = input.product;
  const data = await apiRequest('cart/update-positions', { method: 'POST', json });
  return parseAnswer(data, CartStruct, 'POST /api/cart/update-positions');
}
