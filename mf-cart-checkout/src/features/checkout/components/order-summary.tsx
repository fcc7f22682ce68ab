import { useId } from 'react';
import { formatMoney } from '@shop/shared';
import { TotalsList, type CheckoutTotals } from '../../../components/totals-list';
import panel from '../../../components/summary-panel.module.css';
import styles from './order-summary.module.css';

/** One line of an order or of the cart: name, quantity for simple products, its cost. */
export type SummaryLine = { id: number; name: string; quantity: number | null; price: number };

export type OrderSummaryProps = {
  lines: readonly SummaryLine[];
  totals: CheckoutTotals;
  showDiscount: boolean;
  title?: string;
};

/** The checkout's order summary: what is being bought and the cart's totals. */
export function OrderSummary({ lines, totals, showDiscount, title = 'Your order' }: OrderSummaryProps) {
  const id = useId();
  return (
    <section className={panel.panel} aria-labelledby={id}>
      <h2 id={id} className={panel.title}>
        {title}
      </h2>
      <SummaryLines lines={lines} />
      <TotalsList totals={totals} showDiscount={showDiscount} />
    </section>
  );
}

export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <ul className={styles.lines} aria-label="Items">
      {lines.map((line) => (
        <li key={line.id} className={styles.item}>
          <span className={styles.name}>
            {line.name}
            {line.quantity !== null && line.quantity > 1 ? (
              <span className={styles.quantity}> × {line.quantity}</span>
            ) : null}
          </span>
          <span>{formatMoney(line.price)}</span>
        </li>
      ))}
    </ul>
  );
}
