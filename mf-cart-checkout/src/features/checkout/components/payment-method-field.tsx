import { useId } from 'react';
import { PAYMENT_METHODS } from '@shop/shared';
import { VALIDATION_MESSAGES, required, useField } from '@shop/shared/forms';
import type { PaymentMethod } from '../checkout-values';
import styles from './payment-method-field.module.css';

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

const LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  paypal: 'PayPal',
  apple: 'Apple Pay',
  google: 'Google Pay',
};

const requirePaymentMethod = required(VALIDATION_MESSAGES.paymentMethodRequired);

function PaymentOption({ method, errorId }: { method: PaymentMethod; errorId: string | undefined }) {
  const { input } = useField<string>('paymentMethod', { type: 'radio', value: method, validate: requirePaymentMethod });
  const brandsId = useId();
  // The brands sit beside the label, not in it: the radio is named "Card", the brands describe it.
  return (
    <div className={styles.option}>
      <label className={styles.choice}>
        <input
          {...input}
          className={styles.radio}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[method === 'card' ? brandsId : '', errorId ?? ''].join(' ').trim() || undefined}
        />
        <span className={styles.name}>{LABELS[method]}</span>
      </label>
      {method === 'card' ? (
        <ul id={brandsId} className={styles.brands} aria-label="Card brands">
          {CARD_BRANDS.map((brand) => (
            <li key={brand} className={styles.brand}>
              {brand}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "Payment method" (storefront §2, §5): card, PayPal, Apple Pay or Google Pay, required; shown when the subtotal is above 0. */
export function PaymentMethodField() {
  const { meta } = useField<string>('paymentMethod', { subscription: { touched: true, error: true } });
  const errorId = useId();
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.title}>Payment method</legend>
      <div className={styles.options}>
        {PAYMENT_METHODS.map((method) => (
          <PaymentOption key={method} method={method} errorId={error ? errorId : undefined} />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorIcon}>
            !
          </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
