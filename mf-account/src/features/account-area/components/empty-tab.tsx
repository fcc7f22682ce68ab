import type { ReactNode } from 'react';
import { AccountPage } from '../../../components/account-page';
import styles from './empty-tab.module.css';

/** A tab with nothing in it yet: its heading, the empty-state text and what to do next. */
export function EmptyTab({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <AccountPage title={title}>
      <div className={styles.empty}>
        <p className={styles.message}>{message}</p>
        {action}
      </div>
    </AccountPage>
  );
}
