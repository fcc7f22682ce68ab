import { literal, object, optional, string, validate } from 'superstruct';
import { CreateOrderAnswerStruct, type CreateOrder, type CreateOrderAnswer } from '../../contracts/orders';
import { apiRequest, parseAnswer } from '../client';
import { isApiError } from '../errors';

/** How POST /api/order refuses an order: a 4xx whose body is the answer itself. */
const RefusalStruct = object({ success: literal(false), error: string(), field: optional(string()) });

/**
 * POST /api/order {email?, firstName?, …, orderNotes?, paymentMethod?} (flat, storefront §3 "Checkout payload"): the
 * signed-in user's cart becomes an order (storefront §7). Answers {success: true, order: {id}}, or the server's refusal
 * {success: false, error, field?}, which arrives with a 4xx status and is given back as an answer rather than thrown.
 * Any other failure is thrown (ApiError, NetworkError).
 */
export async function createOrder(input: CreateOrder): Promise<CreateOrderAnswer> {
  let data: unknown;
  try {
    data = await apiRequest('order', { method: 'POST', json: input });
  } catch (error) {
    if (isApiError(error) && error.status < 500) {
      const [invalid, refusal] = validate(error.body, RefusalStruct, { mask: true });
      if (!invalid) return refusal;
    }
    throw error;
  }
  return parseAnswer(data, CreateOrderAnswerStruct, 'POST /api/order');
}
