import { formatDate, formatMoney, type OrderRefund } from '@shop/shared';
import { REFUND_REASON_TEXTS } from '@shop/shared/refunds';
import styles from './order-card.module.css';

/**
 * What the shop paid back, or is paying back, of an order (docs/decisions/0019), in the refund mail's words: "Express
 * speed-up of $39.00 refunded on 27.11.2026: the video story was already ready."
 */
export function refundSentence(refund: OrderRefund): string {
  const what = `${refund.speedUp ? `${refund.speedUp} speed-up` : 'Second payment'} of ${formatMoney(refund.amount)}`;
  const state = refund.refundedAt ? `refunded on ${formatDate(refund.refundedAt)}` : 'is being refunded';
  return `${what} ${state}: ${REFUND_REASON_TEXTS[refund.reason]}.`;
}

/** The order's refunds under its items; nothing for an order without any. */
export function OrderRefunds({ refunds, orderNumber }: { refunds: readonly OrderRefund[]; orderNumber: string }) {
  if (refunds.length === 0) return null;
  return (
    <ul className={styles.refunds} aria-label={`Refunds of order #${orderNumber}`}>
      {refunds.map((refund, index) => (
        <li key={index} className={styles.refund}>
          {refundSentence(refund)}
        </li>
      ))}
    </ul>
  );
}
