import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  $initialState,
  $orders,
  $ordersStatus,
  EmptyState,
  ErrorPanel,
  loadOrders,
  Loader,
  type Order,
} from '@shop/shared';
import { AccountPage } from '../../../components/account-page';
import { useServerClockOffset } from '../hooks/use-server-clock-offset';
import { useTickingNow } from '../hooks/use-ticking-now';
import { itemState } from '../model/order-state';
import { OrderCard } from './order-card';
import styles from './orders-page.module.css';

const TITLE = 'Your Orders List';

/** Some paid clip is still being made: the screen's one clock ticks and the server time is asked for. */
const hasWaitingClip = (orders: readonly Order[]) =>
  orders.some((order) => order.items.some((item) => itemState(order, item).kind === 'waiting'));

/** /account/orders (accounts §2 Orders screen): the user's orders, newest first, loaded each time the tab opens. */
export function OrdersPage() {
  const orders = useStore($orders);
  const status = useStore($ordersStatus);
  const leadTimePrices = useStore($initialState)?.leadTimePrices ?? [];
  const waiting = orders ? hasWaitingClip(orders) : false;
  const offsetMs = useServerClockOffset(waiting);
  const now = useTickingNow(waiting);

  useEffect(() => {
    void loadOrders();
  }, []);

  if (orders === null) {
    return (
      <AccountPage title={TITLE}>
        {status === 'error' ? (
          <ErrorPanel
            title="Your orders are unavailable right now"
            message="The orders could not be loaded. Please try again in a moment."
            onRetry={() => void loadOrders()}
          />
        ) : (
          <Loader label="Loading your orders…" />
        )}
      </AccountPage>
    );
  }
  return (
    <AccountPage title={TITLE}>
      {orders.length === 0 ? (
        <EmptyState title="No orders found" />
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} clock={{ now, offsetMs }} leadTimePrices={leadTimePrices} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
