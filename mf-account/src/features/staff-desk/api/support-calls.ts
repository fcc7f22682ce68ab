import {
  apiRequest,
  parseAnswer,
  TicketMessageListStruct,
  TicketMessageStruct,
  type SendMessage,
  type TicketMessage,
} from '@shop/shared';
import { StaffTicketListStruct, type StaffTicket } from '@shop/shared/staff';

// The staff side of the support chat (docs/decisions/0020, 0024). Staff only: the API answers 401/403 to anyone else.

/** GET /api/staff/support/ticket: every ticket, newest activity first, with its owner's email. */
export async function getStaffTickets(options: { signal?: AbortSignal } = {}): Promise<StaffTicket[]> {
  const data = await apiRequest('staff/support/ticket', { signal: options.signal });
  return parseAnswer(data, StaffTicketListStruct, 'GET /api/staff/support/ticket');
}

/** GET /api/staff/support/message?ticket={id}: any ticket's messages, oldest first. */
export async function getStaffTicketMessages(
  ticket: number,
  options: { signal?: AbortSignal } = {},
): Promise<TicketMessage[]> {
  const data = await apiRequest('staff/support/message', { searchParams: { ticket }, signal: options.signal });
  return parseAnswer(data, TicketMessageListStruct, 'GET /api/staff/support/message');
}

/** POST /api/staff/support/message {ticket, content}: a reply the shopper sees as "{product} Operator". */
export async function sendStaffReply(input: SendMessage): Promise<TicketMessage> {
  const data = await apiRequest('staff/support/message', {
    method: 'POST',
    json: { ticket: input.ticket, content: input.content },
  });
  return parseAnswer(data, TicketMessageStruct, 'POST /api/staff/support/message');
}
