import { formatDate, formatTimeOfDay, SHOP_NAME, type Ticket, type TicketMessage } from '@shop/shared';

// The chat's texts and order (accounts-and-after-sale §2 Support screen, §4 Support, §9 dd.MM.yyyy and HH:mm).

/** The chat pane without a ticket: the first message creates one. */
export const NEW_REQUEST = 'new';
/** What the chat pane shows: a ticket's id or a new request. */
export type ChatSelection = number | typeof NEW_REQUEST;

export const OPERATOR_LABEL = `${SHOP_NAME} Operator`;
export const OWN_LABEL = 'You';

export const ticketLabel = (id: number) => `Ticket #${id}`;

export const chatTitle = (selection: ChatSelection) =>
  selection === NEW_REQUEST ? 'New Support Request' : ticketLabel(selection);

/** Who wrote a message as the chat shows it, with its time ("Story Shop Operator", "09:07"). */
export function messageByline(message: TicketMessage): { author: string; time: string } {
  return { author: message.isStaffMessage ? OPERATOR_LABEL : OWN_LABEL, time: formatTimeOfDay(message.createdAt) };
}

export type MessageGroup = { date: string; messages: TicketMessage[] };

/** Messages (oldest first) under their day's heading "dd.MM.yyyy", in the browser's time zone. */
export function groupByDate(messages: readonly TicketMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const date = formatDate(message.createdAt);
    const last = groups.at(-1);
    if (last?.date === date) last.messages.push(message);
    else groups.push({ date, messages: [message] });
  }
  return groups;
}

const byTime = (a: TicketMessage, b: TicketMessage) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

/**
 * The messages shown plus newly fetched or sent ones, each once, oldest first. A poll that left before a send answers
 * after it without the sent message; merging (not replacing) keeps that message on screen.
 */
export function mergeMessages(shown: readonly TicketMessage[], incoming: readonly TicketMessage[]): TicketMessage[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(byTime);
}

/** A new ticket goes to the top of the list (the list is newest first). */
export function withTicketFirst(tickets: readonly Ticket[], ticket: Ticket): Ticket[] {
  return [ticket, ...tickets.filter((other) => other.id !== ticket.id)];
}
