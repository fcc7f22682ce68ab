import { TicketMessageListStruct, type TicketMessage } from '../../contracts/support';
import { apiRequest, parseAnswer } from '../client';
import { failingWith, SUPPORT_FAILURE } from './support-failure';

/** GET /api/support/message?ticket={id}: the ticket's messages, oldest first; throws "Failed to fetch messages". */
export function getTicketMessages(ticket: number, options: { signal?: AbortSignal } = {}): Promise<TicketMessage[]> {
  return failingWith(SUPPORT_FAILURE.fetchMessages, async () => {
    const data = await apiRequest('support/message', { searchParams: { ticket }, signal: options.signal });
    return parseAnswer(data, TicketMessageListStruct, 'GET /api/support/message');
  });
}
