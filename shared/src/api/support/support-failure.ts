// The support calls' failures carry the spec's texts (accounts-and-after-sale §8): the screen logs or shows them.
export const SUPPORT_FAILURE = {
  fetchTickets: 'Failed to fetch tickets',
  createTicket: 'Failed to create ticket',
  fetchMessages: 'Failed to fetch messages',
  sendMessage: 'Failed to send message',
} as const;

/**
 * Runs one call; any failure (no answer, a non-OK answer, an answer off its contract) becomes an Error with `message`
 * and the original as its cause. An abort stays an abort, so a screen that cancelled a call can ignore it.
 */
export async function failingWith<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new Error(message, { cause });
  }
}
