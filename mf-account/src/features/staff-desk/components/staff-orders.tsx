import { getStaffOrders } from '../api/order-calls';
import { useStaffList } from '../hooks/use-staff-list';
import { StaffListSection } from './staff-list-section';
import { StaffOrderRow } from './staff-order-row';

export const ORDERS_TEXTS = {
  title: 'Orders',
  loading: 'Loading orders…',
  failed: 'Failed to load orders',
  empty: 'Nothing to fulfil.',
} as const;

/** Paid items to fulfil, oldest due first, then the recently done ones; every action reloads the list. */
export function StaffOrders() {
  const list = useStaffList(getStaffOrders, 'the staff orders');
  return (
    <StaffListSection texts={ORDERS_TEXTS} list={list} keyOf={(item) => item.id}>
      {(item) => <StaffOrderRow item={item} onChanged={list.reload} />}
    </StaffListSection>
  );
}
