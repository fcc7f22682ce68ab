import { useCallback, useEffect, useState } from 'react';
import { getTickets, type Ticket } from '@shop/shared';
import { withTicketFirst } from '../model/chat';

export type TicketsStatus = 'loading' | 'ready' | 'failed';

/** The shopper's tickets, newest first, loaded once when the screen opens; `addTicket` puts a new one on top. */
export function useTickets() {
  const [status, setStatus] = useState<TicketsStatus>('loading');
  const [tickets, setTickets] = useState<Ticket[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    getTickets({ signal: controller.signal }).then(
      (loaded) => {
        // A ticket created meanwhile stays on top.
        setTickets((created) => created.reduceRight(withTicketFirst, loaded));
        setStatus('ready');
      },
      (error: Error) => {
        if (controller.signal.aborted) return;
        console.error(error.message, error);
        setStatus('failed');
      },
    );
    return () => controller.abort();
  }, []);

  const addTicket = useCallback((ticket: Ticket) => setTickets((current) => withTicketFirst(current, ticket)), []);
  return { status, tickets, addTicket };
}
