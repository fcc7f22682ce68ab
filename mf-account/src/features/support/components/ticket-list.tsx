import { Alert, Loader, type Ticket } from '@shop/shared';
import { NEW_REQUEST, ticketLabel, type ChatSelection } from '../model/chat';
import type { TicketsStatus } from '../hooks/use-tickets';
import styles from './ticket-list.module.css';

export type TicketListProps = {
  status: TicketsStatus;
  tickets: readonly Ticket[];
  selection: ChatSelection | null;
  onSelect: (selection: ChatSelection) => void;
};

/** "+ New Request" and the shopper's tickets as buttons; the one whose chat is open is marked aria-current. */
export function TicketList({ status, tickets, selection, onSelect }: TicketListProps) {
  const current = (option: ChatSelection) => (selection === option ? 'true' : undefined);
  return (
    <div className={styles.column}>
      <button
        type="button"
        className={styles.newRequest}
        aria-current={current(NEW_REQUEST)}
        onClick={() => onSelect(NEW_REQUEST)}
      >
        + New Request
      </button>
      {status === 'loading' ? <Loader variant="inline" showLabel label="Loading tickets..." /> : null}
      {status === 'failed' ? <Alert tone="danger">Failed to load tickets</Alert> : null}
      {tickets.length > 0 ? (
        <ul className={styles.list} aria-label="Your tickets">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                className={styles.ticket}
                aria-current={current(ticket.id)}
                onClick={() => onSelect(ticket.id)}
              >
                {ticketLabel(ticket.id)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
