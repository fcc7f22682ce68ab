import { TicketStruct, type NewTicket, type Ticket } from '../../contracts/support';
import { apiRequest, parseAnswer } from '../client';
import { failingWith, SUPPORT_FAILURE } from './support-failure';

/** POST /api/support/ticket {message}: a new ticket from its first message; throws "Failed to create ticket". */
export function createTicket(input: NewTicket): Promise<Ticket> {
  return failingWith(SUPPORT_FAILURE.createTicket, async () => {
    const data = await apiRequest('support/ticket', { method: 'POST', json: { message: input.message } });
    return parseAnswer(data, TicketStruct, 'POST /api/support/ticket');
  });
}
