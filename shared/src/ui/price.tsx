import { formatMoney } from '../format/money';
import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden';

export type PriceProps = { amount: number; previousAmount?: number; className?: string };

/** A money amount in USD; with a previous amount struck through (a discount). */
export function Price({ amount, previousAmount, className }: PriceProps) {
  return (
    <span className={[styles.price, className].filter(Boolean).join(' ')}>
      {formatMoney(amount)}
      {previousAmount !== undefined && previousAmount !== amount ? (
        <s className={styles.previous}>
          <VisuallyHidden>was </VisuallyHidden>
          {formatMoney(previousAmount)}
        </s>
      ) : null}
    </span>
  );
}
