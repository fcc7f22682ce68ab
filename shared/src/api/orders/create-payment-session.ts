import { CreateSessionAnswerStruct, type CreateSession, type CreateSessionAnswer } from '../../contracts/orders';
import { apiRequest, parseAnswer } from '../client';

/**
 * POST /api/checkout/create-session {orderId}: a payment session for the user's unpaid order; the browser then goes to
 * the answer's `url` (the provider's hosted page).
 */
export async function createPaymentSession(input: CreateSession): Promise<CreateSessionAnswer> {
  const data = await apiRequest('checkout/create-session', { method: 'POST', json: { orderId: input.orderId } });
  return parseAnswer(data, CreateSessionAnswerStruct, 'POST /api/checkout/create-session');
}
