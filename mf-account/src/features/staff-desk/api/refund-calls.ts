import { apiRequest, parseAnswer } from '@shop/shared';
import { StaffRefundListStruct, type StaffRefund } from '@shop/shared/staff';

/** GET /api/staff/refunds: refunds still due (oldest first), then those made lately (newest first). */
export async function getRefunds(options: { signal?: AbortSignal } = {}): Promise<StaffRefund[]> {
  const data = await apiRequest('staff/refunds', { signal: options.signal });
  return parseAnswer(data, StaffRefundListStruct, 'GET /api/staff/refunds');
}

const refundPath = (sessionId: string, action: string) => `staff/refunds/${encodeURIComponent(sessionId)}/${action}`;

/** POST /api/staff/refunds/{sessionId}/retry: asks the payment provider for a due refund now. */
export async function retryRefund(sessionId: string): Promise<void> {
  await apiRequest(refundPath(sessionId, 'retry'), { method: 'POST', json: {} });
}

/** POST /api/staff/refunds/{sessionId}/settle: the due refund was made outside the shop (Stripe's dashboard). */
export async function settleRefund(sessionId: string): Promise<void> {
  await apiRequest(refundPath(sessionId, 'settle'), { method: 'POST', json: {} });
}
