import { useId } from 'react';
import { Alert, Loader } from '@shop/shared';
import { getStaffOrders } from '../api/order-calls';
import { useStaffList } from '../hooks/use-staff-list';
import { StaffOrderRow } from './staff-order-row';
import styles from './staff-desk.module.css';

export const ORDERS_TEXTS = {
  title: 'Orders',
  loading: 'Loading orders…',
  failed: 'Failed to load orders',
  empty: 'Nothing to fulfil.',
} as const;

/** Paid items to fulfil, oldest due first, then the recently done ones; every action reloads the list. */
export function StaffOrders() {
  const headingId = useId();
  const { items, failed, reload } = useStaffList(getStaffOrders, 'the staff orders');

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {ORDERS_TEXTS.title}
      </h2>
      {failed ? <Alert tone="danger">{ORDERS_TEXTS.failed}</Alert> : null}
      {items === null ? (
        failed ? null : (
          <Loader label={ORDERS_TEXTS.loading} />
        )
      ) : items.length === 0 ? (
        <p className={styles.muted}>{ORDERS_TEXTS.empty}</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.id}>
              <StaffOrderRow item={item} onChanged={reload} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
