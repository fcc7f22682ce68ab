import { useEffect, useRef } from 'react';
import { Alert, Loader, SUPPORT_FAILURE, type TicketMessage } from '@shop/shared';
import { groupByDate, messageByline } from '../model/chat';
import styles from './message-log.module.css';

export type MessageLogProps = {
  /** Null while the ticket's messages load; [] for a new request. */
  messages: readonly TicketMessage[] | null;
  failed: boolean;
  /** The chat's heading, which names the log. */
  labelledBy: string;
  /** Who wrote a message and when, as shown above it; the shopper's view by default ("You", "{product} Operator"). */
  byline?: (message: TicketMessage) => { author: string; time: string };
};

/**
 * The conversation as a live log (role log, announced politely): messages under date headings, staff replies set apart
 * from the shopper's. It keeps the newest message in view.
 */
export function MessageLog({ messages, failed, labelledBy, byline = messageByline }: MessageLogProps) {
  const log = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    // Focusable so a keyboard can scroll a long conversation.
    <div ref={log} role="log" aria-live="polite" aria-labelledby={labelledBy} tabIndex={0} className={styles.log}>
      {messages === null ? (
        failed ? (
          <Alert tone="danger">{SUPPORT_FAILURE.fetchMessages}</Alert>
        ) : (
          <Loader label="Loading messages…" />
        )
      ) : messages.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>Start a new conversation with our support team.</p>
          <p className={styles.emptyHint}>
            Type your message below and we&apos;ll get back to you as soon as possible.
          </p>
        </div>
      ) : (
        groupByDate(messages).map((group) => (
          <div key={group.date} className={styles.day}>
            <h3 className={styles.date}>{group.date}</h3>
            <ol className={styles.messages}>
              {group.messages.map((message) => {
                const { author, time } = byline(message);
                return (
                  <li key={message.id} className={message.isStaffMessage ? styles.staff : styles.own}>
                    <p className={styles.byline}>
                      <span className={styles.author}>{author}</span> <time dateTime={message.createdAt}>{time}</time>
                    </p>
                    <p className={styles.content}>{message.content}</p>
                  </li>
                );
              })}
            </ol>
          </div>
        ))
      )}
    </div>
  );
}
