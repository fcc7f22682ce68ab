import type { ReactNode } from 'react';
import styles from './account-page.module.css';

export type AccountPageProps = { title: string; intro?: ReactNode; /** Beside the heading (a link). */ aside?: ReactNode; children?: ReactNode };

/**
 * One tab's page in the account area: its heading, then a card with the content. The heading stands above the card,
 * in the cart's and wishlist's size and place (those tabs come from other remotes), so it does not jump between tabs.
 */
export function AccountPage({ title, intro, aside, children }: AccountPageProps) {
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </header>
      {children ? <div className={styles.card}>{children}</div> : null}
    </section>
  );
}
