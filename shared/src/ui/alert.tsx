import type { ReactNode } from 'react';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'danger';

export type AlertProps = { tone?: AlertTone; title?: string; children?: ReactNode; className?: string };

/** A message box; errors are announced at once (role alert), the others politely (role status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div>{children}</div> : null}
    </div>
  );
}
