import { OrderListStruct, type Order } from '../../contracts/orders';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/orders: the signed-in user's orders, newest first (accounts-and-after-sale §2 Orders screen). */
export async function getOrders(options: { signal?: AbortSignal } = {}): Promise<Order[]> {
  const data = await apiRequest('orders', { signal: options.signal });
  return parseAnswer(data, OrderListStruct, 'GET /api/orders');
}
