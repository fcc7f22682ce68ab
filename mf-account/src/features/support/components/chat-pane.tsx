import { useId, type ReactNode } from 'react';
import { formatDate, type TicketMessage } from '@shop/shared';
import { chatTitle, type ChatSelection } from '../model/chat';
import { MessageLog } from './message-log';
import styles from './chat-pane.module.css';

export type ChatPaneProps = {
  selection: ChatSelection;
  messages: readonly TicketMessage[] | null;
  failed: boolean;
  /** The message box. */
  children: ReactNode;
};

/** The open conversation: "Ticket #{id}" or "New Support Request" with today's date, the messages, the message box. */
export function ChatPane({ selection, messages, failed, children }: ChatPaneProps) {
  const titleId = useId();
  const today = new Date();
  return (
    <section className={styles.pane} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {chatTitle(selection)}
        </h2>
        <time className={styles.today} dateTime={formatDate(today).split('.').reverse().join('-')}>
          {formatDate(today)}
        </time>
      </header>
      <MessageLog messages={messages} failed={failed} labelledBy={titleId} />
      {children}
    </section>
  );
}
