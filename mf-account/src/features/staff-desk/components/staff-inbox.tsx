import { useId, useState } from 'react';
import { Alert, formatTimeOfDay, Loader, type TicketMessage } from '@shop/shared';
import { MessageComposer, MessageLog, OPERATOR_LABEL, ticketLabel, useTicketMessages } from '../../support';
import { getStaffTicketMessages, getStaffTickets, sendStaffReply } from '../api/support-calls';
import { useStaffList } from '../hooks/use-staff-list';
import { dateTime } from './date-time';
import styles from './staff-desk.module.css';

export const INBOX_TEXTS = {
  title: 'Support inbox',
  loading: 'Loading tickets...',
  failed: 'Failed to load tickets',
  empty: 'No tickets yet.',
  waiting: 'Waiting for a reply',
  placeholder: 'Write your reply...',
  sendFailed: 'The reply could not be sent. Please try again.',
} as const;

/**
 * Every shopper's tickets, newest activity first, and the selected ticket's conversation (polled like the shopper's
 * chat). A reply is stored as the staff's and reaches the shopper's open chat at its next poll.
 */
export function StaffInbox() {
  const headingId = useId();
  const chatHeadingId = useId();
  const { items: tickets, failed, reload } = useStaffList(getStaffTickets, 'the staff inbox');
  // The first ticket once the list arrives, until another is chosen: refreshes reorder the list (newest activity
  // first), and the conversation open must not change under the staff member typing in it.
  const [chosen, setChosen] = useState<number | null>(null);
  const first = tickets?.[0]?.id ?? null;
  if (chosen === null && first !== null) setChosen(first);
  const selected = chosen ?? first;
  const { messages, failed: messagesFailed, addMessage } = useTicketMessages(selected, getStaffTicketMessages);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);

  const ticket = tickets?.find((entry) => entry.id === selected);
  const byline = (message: TicketMessage) => ({
    author: message.isStaffMessage ? OPERATOR_LABEL : (ticket?.email ?? 'Customer'),
    time: formatTimeOfDay(message.createdAt),
  });

  const send = async () => {
    if (selected === null) return;
    const to = selected;
    setSending(true);
    setSendFailed(false);
    try {
      addMessage(to, await sendStaffReply({ ticket: to, content: text }));
      // Cleared unless more was typed meanwhile, as in the shopper's chat (the box stays editable while sending).
      setText((current) => (current === text ? '' : current));
      void reload();
    } catch {
      setSendFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {INBOX_TEXTS.title}
      </h2>
      {tickets === null ? (
        failed ? (
          <Alert tone="danger">{INBOX_TEXTS.failed}</Alert>
        ) : (
          <Loader label={INBOX_TEXTS.loading} />
        )
      ) : tickets.length === 0 ? (
        <p className={styles.muted}>{INBOX_TEXTS.empty}</p>
      ) : (
        <div className={styles.inbox}>
          <ul className={styles.tickets} aria-label="Tickets">
            {tickets.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.ticket}
                  aria-current={entry.id === selected ? 'true' : undefined}
                  onClick={() => setChosen(entry.id)}
                >
                  <span className={styles.ticketTitle}>{ticketLabel(entry.id)}</span>
                  <span className={styles.muted}>{entry.email}</span>
                  <span className={styles.muted}>{dateTime(entry.updatedAt)}</span>
                  {entry.awaitingReply ? <span className={styles.badge}>{INBOX_TEXTS.waiting}</span> : null}
                </button>
              </li>
            ))}
          </ul>
          {selected !== null ? (
            <div className={styles.chat}>
              <h3 id={chatHeadingId} className={styles.chatTitle}>
                {ticketLabel(selected)}
                {ticket ? <span className={styles.muted}> · {ticket.email}</span> : null}
              </h3>
              <MessageLog messages={messages} failed={messagesFailed} labelledBy={chatHeadingId} byline={byline} />
              {sendFailed ? <Alert tone="danger">{INBOX_TEXTS.sendFailed}</Alert> : null}
              <MessageComposer
                text={text}
                onTextChange={setText}
                onSend={() => void send()}
                sending={sending}
                placeholder={INBOX_TEXTS.placeholder}
              />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
