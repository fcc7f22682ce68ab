import { TicketMessageStruct, type SendMessage, type TicketMessage } from '../../contracts/support';
import { apiRequest, parseAnswer } from '../client';
import { failingWith, SUPPORT_FAILURE } from './support-failure';

/** POST /api/support/message {ticket, content}: answers the sent message; throws "Failed to send message". */
export function sendTicketMessage(input: SendMessage): Promise<TicketMessage> {
  return failingWith(SUPPORT_FAILURE.sendMessage, async () => {
    const data = await apiRequest('support/message', {
      method: 'POST',
      json: { ticket: input.ticket, content: input.content },
    });
    return parseAnswer(data, TicketMessageStruct, 'POST /api/support/message');
  });
}
