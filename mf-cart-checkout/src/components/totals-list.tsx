import { LOCALE, SALES_TAX_RATE, formatMoney } from '@shop/shared';
import styles from './totals-list.module.css';

/** Dollar amounts of an order or of the cart about to become one. */
export type CheckoutTotals = { subtotal: number; discount: number; tax: number; total: number };

const taxRate = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 3 }).format(SALES_TAX_RATE);

/** Subtotal, discount (while a coupon is on the cart), tax and total: the cart's summary and the checkout's order. */
export function TotalsList({ totals, showDiscount }: { totals: CheckoutTotals; showDiscount: boolean }) {
  return (
    <dl className={styles.totals}>
      <div className={styles.line}>
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal)}</dd>
      </div>
      {showDiscount ? (
        <div className={[styles.line, styles.discount].join(' ')}>
          <dt>Discount</dt>
          <dd>{formatMoney(totals.discount > 0 ? -totals.discount : 0)}</dd>
        </div>
      ) : null}
      <div className={styles.line}>
        <dt>Tax ({taxRate})</dt>
        <dd>{formatMoney(totals.tax)}</dd>
      </div>
      <div className={[styles.line, styles.total].join(' ')}>
        <dt>Total</dt>
        <dd>{formatMoney(totals.total)}</dd>
      </div>
    </dl>
  );
}
