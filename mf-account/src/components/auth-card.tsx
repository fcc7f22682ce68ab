import { useEffect, useRef, type ReactNode } from 'react';
import styles from './auth-card.module.css';

export type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  /** Below the card's content, separated by a rule ("Remember your password? Sign In"). */
  footer?: ReactNode;
  /** Moves focus to the heading when the card appears (a step of a flow replaced the previous one). */
  focusTitle?: boolean;
  /**
   * h2 when the card sits in another page under that page's h1 (the checkout's sign-in). It then takes its place in
   * that page's column, from its top, instead of being centred with room around it as on its own page.
   */
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
};

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  intro,
  footer,
  focusTitle = false,
  headingLevel: Heading = 'h1',
  children,
}: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <section className={Heading === 'h2' ? styles.inPage : styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <Heading ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </header>
        {children}
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </section>
  );
}
