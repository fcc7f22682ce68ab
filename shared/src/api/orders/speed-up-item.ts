import { CreateSessionAnswerStruct, type CreateSessionAnswer } from '../../contracts/orders';
import type { SpeedUp } from '../../contracts/orders';
import { apiRequest, parseAnswer } from '../client';

/**
 * POST /api/order/speed-up {itemId, leadTimeId}: a payment session for a paid lead-time option of the user's waiting
 * clip; the browser then goes to the answer's `url`, as with Pay now.
 */
export async function speedUpItem(input: SpeedUp): Promise<CreateSessionAnswer> {
  const data = await apiRequest('order/speed-up', {
    method: 'POST',
    json: { itemId: input.itemId, leadTimeId: input.leadTimeId },
  });
  return parseAnswer(data, CreateSessionAnswerStruct, 'POST /api/order/speed-up');
}
