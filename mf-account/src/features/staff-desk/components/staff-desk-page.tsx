import { StaffInbox } from './staff-inbox';
import { StaffMarketplace } from './staff-marketplace';
import { StaffOrders } from './staff-orders';
import { StaffRefunds } from './staff-refunds';
import styles from './staff-desk.module.css';

export const STAFF_DESK_TITLE = 'Staff desk';

/**
 * /staff: the support inbox, the orders to fulfil, the refunds and the marketplace submissions (staff only;
 * docs/decisions/0024).
 */
export function StaffDeskPage() {
  return (
    <div className={styles.desk}>
      <h1 className={styles.title}>{STAFF_DESK_TITLE}</h1>
      <StaffInbox />
      <StaffOrders />
      <StaffRefunds />
      <StaffMarketplace />
    </div>
  );
}
