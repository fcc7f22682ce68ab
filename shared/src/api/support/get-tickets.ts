import { TicketListStruct, type Ticket } from '../../contracts/support';
import { apiRequest, parseAnswer } from '../client';
import { failingWith, SUPPORT_FAILURE } from './support-failure';

/** GET /api/support/ticket: the signed-in shopper's tickets, newest first; throws "Failed to fetch tickets". */
export function getTickets(options: { signal?: AbortSignal } = {}): Promise<Ticket[]> {
  return failingWith(SUPPORT_FAILURE.fetchTickets, async () => {
    const data = await apiRequest('support/ticket', { signal: options.signal });
    return parseAnswer(data, TicketListStruct, 'GET /api/support/ticket');
  });
}
