import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={[styles.hidden, className].filter(Boolean).join(' ')} />;
}
