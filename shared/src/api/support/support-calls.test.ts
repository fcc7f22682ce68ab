import { json } from '../../testing/route-fetch';
import { mockFetch } from '../testing/mock-fetch';
import { createTicket } from './create-ticket';
import { getTicketMessages } from './get-ticket-messages';
import { getTickets } from './get-tickets';
import { sendTicketMessage } from './send-ticket-message';

const message = { id: 3, content: 'Hello', createdAt: '2026-11-23T10:00:00.000Z', isStaffMessage: true };

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the support calls', () => {
  it('getTickets reads GET /api/support/ticket and drops fields the contract does not name', async () => {
    const { requests } = mockFetch(json([{ id: 9, createdAt: '2026-11-23T10:00:00.000Z', userId: 7 }]));
    await expect(getTickets()).resolves.toEqual([{ id: 9, createdAt: '2026-11-23T10:00:00.000Z' }]);
    expect(requests[0]!.url).toBe('http://localhost/api/support/ticket');
    expect(requests[0]!.method).toBe('GET');
  });

  it('createTicket POSTs {message} and answers the new ticket', async () => {
    const { requests } = mockFetch(json({ id: 10, createdAt: '2026-11-23T10:00:00.000Z' }));
    await expect(createTicket({ message: 'Where is my video?' })).resolves.toEqual({
      id: 10,
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(requests[0]!.url).toBe('http://localhost/api/support/ticket');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ message: 'Where is my video?' });
  });

  it('getTicketMessages reads GET /api/support/message?ticket={id}', async () => {
    const { requests } = mockFetch(json([message]));
    await expect(getTicketMessages(9)).resolves.toEqual([message]);
    expect(requests[0]!.url).toBe('http://localhost/api/support/message?ticket=9');
  });

  it('sendTicketMessage POSTs {ticket, content} and answers the sent message', async () => {
    const { requests } = mockFetch(json({ ...message, isStaffMessage: false }));
    await expect(sendTicketMessage({ ticket: 9, content: 'Hello' })).resolves.toEqual({
      ...message,
      isStaffMessage: false,
    });
    expect(requests[0]!.url).toBe('http://localhost/api/support/message');
    expect(requests[0]!.method).toBe('POST');
    await expect(requests[0]!.json()).resolves.toEqual({ ticket: 9, content: 'Hello' });
  });

  it('fail with the spec’s texts, keeping the cause (a non-OK answer, no answer, an answer off its contract)', async () => {
    mockFetch(json({ message: 'Down' }, { status: 503 }));
    await expect(getTickets()).rejects.toMatchObject({
      message: 'Failed to fetch tickets',
      cause: { name: 'ApiError', status: 503 },
    });
    await expect(createTicket({ message: 'Hi' })).rejects.toThrow('Failed to create ticket');
    jest.restoreAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(new TypeError('Failed to fetch'));
    await expect(getTicketMessages(9)).rejects.toMatchObject({
      message: 'Failed to fetch messages',
      cause: { name: 'NetworkError' },
    });
    jest.restoreAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(json({ id: 'x' }));
    await expect(sendTicketMessage({ ticket: 9, content: 'Hi' })).rejects.toMatchObject({
      message: 'Failed to send message',
      cause: { name: 'InvalidResponseError' },
    });
  });

  it('lets an abort through as an abort, so a cancelled call is not reported as a failure', async () => {
    mockFetch(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(getTicketMessages(9)).rejects.toMatchObject({ name: 'AbortError' });
    await expect(getTickets()).rejects.toMatchObject({ name: 'AbortError' });
  });
});
