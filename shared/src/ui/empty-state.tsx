import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  /** The spec's empty text ("No items in wishlist"). */
  title: string;
  /** A second line ("Please try again."). */
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
};

/** A list with nothing in it: the empty text, optionally a second line and what to do next. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
