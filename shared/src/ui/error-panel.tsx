import type { ReactNode } from 'react';
import { Button } from './button';
import { NoticePanel } from './notice-panel';

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
  return (
    <NoticePanel
      role="alert"
      tone="danger"
      icon="!"
      title={title}
      message={message}
      headingLevel={headingLevel}
      className={className}
      actions={
        onRetry || actions ? (
          <>
            {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
            {actions}
          </>
        ) : undefined
      }
    />
  );
}
