import { useId } from 'react';
import { ShopLink, buttonClassName } from '@shop/shared';
import { paths } from '../../../config/paths';
import type { CartTotals } from '../cart-totals';
import type { CheckoutReadiness } from '../checkout-readiness';
import { CouponForm } from './coupon-form';
import { Tooltip } from './tooltip';
import { TotalsList } from '../../../components/totals-list';
import panel from '../../../components/summary-panel.module.css';
import styles from './cart-summary.module.css';

export const PRICE_NOTE = 'Price displayed excludes any applicable taxes and a handling fee.';
export const CHECKOUT_LABEL = 'SECURE CHECKOUT';

export type CartSummaryProps = { totals: CartTotals; readiness: CheckoutReadiness };

/**
 * "Your Cart Total": the coupon field, subtotal, discount (only while a coupon is on the cart), tax and total, the note and
 * SECURE CHECKOUT — a link to /checkout when the cart is ready, else a focusable disabled button whose tooltip lists
 * every reason, with the first one spelled out below it.
 */
export function CartSummary({ totals, readiness }: CartSummaryProps) {
  const id = useId();
  const [firstReason] = readiness.reasons;
  return (
    <section className={[panel.panel, styles.summary].join(' ')} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panel.title}>
        Your Cart Total
      </h2>
      <CouponForm />
      <TotalsList totals={totals} showDiscount={totals.couponApplied} />
      <p className={styles.note}>{PRICE_NOTE}</p>
      {readiness.ready ? (
        <ShopLink
          to={paths.checkout.getHref()}
          className={buttonClassName({ size: 'lg', block: true }, styles.checkout)}
        >
          <LockIcon />
          {CHECKOUT_LABEL}
        </ShopLink>
      ) : (
        <>
          <Tooltip
            className={styles.checkoutAnchor}
            content={
              <>
                To proceed to payment:
                <ul className={styles.reasons}>
                  {readiness.reasons.map((reason, index) => (
                    <li key={index}>{reason}</li>
                  ))}
                </ul>
              </>
            }
          >
            {(tooltipId) => (
              <button
                type="button"
                className={buttonClassName({ size: 'lg', block: true }, styles.checkout)}
                aria-disabled="true"
                aria-describedby={tooltipId}
                title={`To proceed to payment:\n${readiness.reasons.join('\n')}`}
              >
                <LockIcon />
                {CHECKOUT_LABEL}
              </button>
            )}
          </Tooltip>
          <p className={styles.notReady}>To proceed to payment, {firstReason}</p>
        </>
      )}
    </section>
  );
}

function LockIcon() {
  return (
    <svg className={styles.lock} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
    </svg>
  );
}
