import type { TicketMessage } from '@shop/shared';
import {
  chatTitle,
  groupByDate,
  mergeMessages,
  messageByline,
  NEW_REQUEST,
  OPERATOR_LABEL,
  ticketLabel,
  withTicketFirst,
} from './chat';

/** A message written at a local time (the chat shows the browser's time zone). */
const message = (id: number, at: Date, isStaffMessage = false): TicketMessage => ({
  id,
  content: `Message ${id}`,
  createdAt: at.toISOString(),
  isStaffMessage,
});

describe('the chat’s labels', () => {
  it('names tickets "Ticket #{id}" and an open new request "New Support Request"', () => {
    expect(ticketLabel(12)).toBe('Ticket #12');
    expect(chatTitle(12)).toBe('Ticket #12');
    expect(chatTitle(NEW_REQUEST)).toBe('New Support Request');
  });

  it('labels staff messages "Story Shop Operator" and the shopper’s "You", each with the time as HH:mm', () => {
    expect(OPERATOR_LABEL).toBe('Story Shop Operator');
    expect(messageByline(message(1, new Date(2026, 10, 23, 9, 5), true))).toEqual({
      author: 'Story Shop Operator',
      time: '09:05',
    });
    expect(messageByline(message(2, new Date(2026, 10, 23, 18, 40)))).toEqual({ author: 'You', time: '18:40' });
  });
});

describe('groupByDate', () => {
  it('puts messages under their day’s heading dd.MM.yyyy, keeping their order', () => {
    const messages = [
      message(1, new Date(2026, 10, 22, 23, 59)),
      message(2, new Date(2026, 10, 23, 0, 0), true),
      message(3, new Date(2026, 10, 23, 14, 30)),
      message(4, new Date(2027, 0, 2, 8, 0), true),
    ];
    expect(groupByDate(messages)).toEqual([
      { date: '22.11.2026', messages: [messages[0]] },
      { date: '23.11.2026', messages: [messages[1], messages[2]] },
      { date: '02.01.2027', messages: [messages[3]] },
    ]);
  });

  it('gives no groups for no messages', () => {
    expect(groupByDate([])).toEqual([]);
  });
});

describe('mergeMessages', () => {
  const first = message(1, new Date(2026, 10, 23, 9, 0));
  const sent = message(2, new Date(2026, 10, 23, 9, 1));
  const reply = message(3, new Date(2026, 10, 23, 9, 2), true);

  it('keeps a sent message that a poll started before the send did not include', () => {
    expect(mergeMessages([first, sent], [first, reply])).toEqual([first, sent, reply]);
  });

  it('shows each message once, oldest first, the newest copy winning', () => {
    const edited = { ...first, content: 'Edited' };
    expect(mergeMessages([reply, first], [edited, sent])).toEqual([edited, sent, reply]);
  });
});

describe('withTicketFirst', () => {
  it('puts a new ticket at the top of the newest-first list, once', () => {
    const tickets = [
      { id: 5, createdAt: '2026-11-22T10:00:00.000Z' },
      { id: 4, createdAt: '2026-11-21T10:00:00.000Z' },
    ];
    const created = { id: 6, createdAt: '2026-11-23T10:00:00.000Z' };
    expect(withTicketFirst(tickets, created).map((ticket) => ticket.id)).toEqual([6, 5, 4]);
    expect(withTicketFirst([created, ...tickets], created).map((ticket) => ticket.id)).toEqual([6, 5, 4]);
  });
});
