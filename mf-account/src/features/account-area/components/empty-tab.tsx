import type { ReactNode } from 'react';
import { EmptyState } from '@shop/shared';
import { AccountPage } from '../../../components/account-page';

/** A tab with nothing in it yet: its heading, the empty-state text and what to do next. */
export function EmptyTab({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <AccountPage title={title}>
      <EmptyState title={message} action={action} />
    </AccountPage>
  );
}
