import { apiRequest, parseAnswer } from '@shop/shared';
import { type StaffRefund, StaffRefundListStruct } from '@shop/shared/staff';

/** GET /api/staff/refunds: refunds still due (oldest first), then those made lately (newest first). */
export async function getRefunds(options: { signal?: AbortSignal } = {}): Promise<StaffRefund[]> {
  const data = await apiRequest('staff/refunds', { signal: options.signal });
  return parseAnswer(data, StaffRefundListStruct, 'GET /api/staff/refunds');
}

/** POST /api/staff/refunds/{sessionId}/retry: asks the payment provider for a due refund now. */
export async function retryRefund(sessionId: string): Promise<void> {
  await apiRequest(`staff/refunds/${encodeURIComponent(sessionId)}/retry`, { method: 'POST', json: {} });
}
