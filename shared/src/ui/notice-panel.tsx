import type { ReactNode } from 'react';
import styles from './notice-panel.module.css';

export type NoticePanelProps = {
  title: string;
  message?: ReactNode;
  /** A small symbol above the title (an Icon, or a character). */
  icon: ReactNode;
  tone?: 'accent' | 'danger';
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  role?: 'alert' | 'status';
  className?: string;
};

/** A centred card that stands for a whole area: a symbol, a heading, a line of text and what to do next. */
export function NoticePanel({ title, message, icon, tone = 'accent', actions, headingLevel = 2, role, className }: NoticePanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section role={role} className={[styles.panel, tone === 'danger' ? styles.danger : undefined, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {message ? <div className={styles.message}>{message}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
