import type { ReactNode } from 'react';
import { EmptyState, ErrorPanel, Loader, type EmptyStateProps } from '@shop/shared';
import { AccountPage } from './account-page';
import styles from './account-list-page.module.css';

export type AccountListPageProps<T> = {
  title: string;
  /** Null until the list has loaded. */
  items: readonly T[] | null;
  /** The load failed (with `items` null): the failure panel with Retry shows instead of the loader. */
  failed: boolean;
  onRetry: () => void;
  texts: {
    /** The loader's label ("Loading your orders…"). */
    loading: string;
    unavailableTitle: string;
    unavailableMessage: string;
    /** The empty state's text ("No orders found"). */
    empty: string;
  };
  /** What the empty state shows beside its text: an icon, a second line, what to do next (as the cart's). */
  emptyExtras?: Omit<EmptyStateProps, 'title'>;
  /** One <li> of the list. */
  renderItem: (item: T) => ReactNode;
  /** Shown under the list once it has loaded (empty or not). */
  children?: ReactNode;
};

/** A tab that lists what the API answered: a loader, the failure with Retry, the empty state, or the list. */
export function AccountListPage<T>({
  title,
  items,
  failed,
  onRetry,
  texts,
  emptyExtras,
  renderItem,
  children,
}: AccountListPageProps<T>) {
  if (items === null) {
    return (
      <AccountPage title={title}>
        {failed ? (
          <ErrorPanel title={texts.unavailableTitle} message={texts.unavailableMessage} onRetry={onRetry} />
        ) : (
          <Loader label={texts.loading} />
        )}
      </AccountPage>
    );
  }
  return (
    <AccountPage title={title}>
      {items.length === 0 ? (
        <EmptyState title={texts.empty} {...emptyExtras} />
      ) : (
        <ul className={styles.list}>{items.map(renderItem)}</ul>
      )}
      {children}
    </AccountPage>
  );
}
