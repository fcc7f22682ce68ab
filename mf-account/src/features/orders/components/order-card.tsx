import { useId, useState } from 'react';
import { formatOrderNumber, Icon, MediaImage, Price, type LeadTimePrice, type Order } from '@shop/shared';
import type { ServerClock } from '../model/countdown';
import { orderStatus } from '../model/order-state';
import { OrderItemRow } from './order-item-row';
import { OrderRefunds } from './order-refunds';
import { PayNowButton } from './pay-now-button';
import styles from './order-card.module.css';

/** How many preview pictures the closed card shows. */
const PREVIEW_COUNT = 4;

export type OrderCardProps = { order: Order; clock: ServerClock; leadTimePrices: readonly LeadTimePrice[] };

/**
 * One order (accounts §2): "Order #" and the padded id (the button that opens its items), preview pictures, the status
 * ("Pay now" while unpaid, "In Process", "Completed") and the total. The status sits beside the toggle, not inside it,
 * so "Pay now" is a button of its own. Opened, it lists the items, then any refunds of the order.
 */
export function OrderCard({ order, clock, leadTimePrices }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const status = orderStatus(order);
  const number = formatOrderNumber(order.id);
  const previews = order.items.flatMap((item) => item.preview.slice(0, 1)).slice(0, PREVIEW_COUNT);
  return (
    <li className={styles.card}>
      <div className={styles.header}>
        <h2 className={styles.title}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
          >
            Order #{number}
            <Icon name="chevron-down" size={20} className={styles.chevron} />
          </button>
        </h2>
        {previews.length > 0 ? (
          <div className={styles.previews}>
            {previews.map((file, index) => (
              <MediaImage
                key={`${file}-${index}`}
                file={file}
                alt=""
                width={64}
                height={36}
                size1x="s"
                size2x="s"
                className={styles.preview}
              />
            ))}
          </div>
        ) : null}
        <div className={styles.status}>
          {status === 'unpaid' ? (
            <PayNowButton orderId={order.id} />
          ) : (
            <span className={status === 'completed' ? styles.completed : styles.inProcess}>
              {status === 'completed' ? 'Completed' : 'In Process'}
            </span>
          )}
        </div>
        <p className={styles.total}>
          <span className={styles.totalLabel}>Total</span>
          <Price amount={order.totalCost} />
        </p>
      </div>
      <div id={itemsId} className={styles.details} hidden={!open}>
        <ul className={styles.items} aria-label={`Items of order #${number}`}>
          {order.items.map((item) => (
            <OrderItemRow key={item.id} order={order} item={item} clock={clock} leadTimePrices={leadTimePrices} />
          ))}
        </ul>
        <OrderRefunds refunds={order.refunds} orderNumber={number} />
      </div>
    </li>
  );
}
