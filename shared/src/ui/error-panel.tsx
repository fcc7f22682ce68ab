import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './error-panel.module.css';

export type ErrorPanelProps = {
  title: string;
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** More actions beside the retry button (links). */
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
};

/** A failed area: what went wrong and what to do. */
export function ErrorPanel({ title, message, onRetry, retryLabel = 'Retry', actions, headingLevel = 2, className }: ErrorPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="alert" className={[styles.panel, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <div className={styles.message}>{message}</div> : null}
      {onRetry || actions ? (
        <div className={styles.actions}>
          {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {actions}
        </div>
      ) : null}
    </section>
  );
}
