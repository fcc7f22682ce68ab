import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  $initialState,
  $orders,
  $ordersStatus,
  buttonClassName,
  Icon,
  loadOrders,
  ShopLink,
  type Order,
} from '@shop/shared';
import { AccountListPage } from '../../../components/account-list-page';
import { paths } from '../../../config/paths';
import { useServerClockOffset } from '../hooks/use-server-clock-offset';
import { useTickingNow } from '../hooks/use-ticking-now';
import { itemState } from '../model/order-state';
import { OrderCard } from './order-card';

/** Under the spec's "No orders found" (ours, as the empty cart has its own): where to start. */
export const ORDERS_EMPTY_TEXT = 'Your video stories and items will show here once you have ordered.';
export const ORDERS_EMPTY_ACTION = 'Browse video stories';

/** When the last countdown ends (server clock), or null when no paid clip is being made. */
function lastDue(orders: readonly Order[]): number | null {
  const dues = orders.flatMap((order) =>
    order.items.flatMap((item) => {
      const state = itemState(order, item);
      return state.kind === 'waiting' ? [state.due] : [];
    }),
  );
  return dues.length > 0 ? Math.max(...dues) : null;
}

/** /account/orders (accounts §2 Orders screen): the user's orders, newest first, loaded each time the tab opens. */
export function OrdersPage() {
  const orders = useStore($orders);
  const status = useStore($ordersStatus);
  const leadTimePrices = useStore($initialState)?.leadTimePrices ?? [];
  // While a paid clip is being made, the server's time is asked for and the screen's one clock ticks.
  const due = orders ? lastDue(orders) : null;
  const offsetMs = useServerClockOffset(due !== null);
  const now = useTickingNow(due === null ? null : due - offsetMs);

  useEffect(() => {
    void loadOrders();
  }, []);

  return (
    <AccountListPage
      title="Your Orders List"
      items={orders}
      failed={status === 'error'}
      onRetry={() => void loadOrders()}
      texts={{
        loading: 'Loading your orders…',
        unavailableTitle: 'Your orders are unavailable right now',
        unavailableMessage: 'The orders could not be loaded. Please try again in a moment.',
        empty: 'No orders found',
      }}
      emptyExtras={{
        icon: <Icon name="cart" size={28} />,
        text: ORDERS_EMPTY_TEXT,
        action: (
          <ShopLink to={paths.catalog.getHref()} className={buttonClassName({ variant: 'secondary' })}>
            {ORDERS_EMPTY_ACTION}
          </ShopLink>
        ),
      }}
      renderItem={(order) => (
        <OrderCard key={order.id} order={order} clock={{ now, offsetMs }} leadTimePrices={leadTimePrices} />
      )}
    />
  );
}
