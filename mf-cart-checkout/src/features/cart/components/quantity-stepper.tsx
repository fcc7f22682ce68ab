import { useId, useState } from 'react';
import styles from './quantity-stepper.module.css';

export type QuantityStepperProps = {
  value: number;
  min?: number;
  /** The largest quantity, when there is one (storefront §5). */
  max?: number;
  /** Names the product in the buttons' labels ("Increase quantity of Photo Book"). */
  productName: string;
  onChange: (quantity: number) => void;
};

/** Whole numbers only: "3" → 3, "2.7" → 2, anything without a leading number → undefined. */
export function parseQuantity(text: string): number | undefined {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? undefined : value;
}

/**
 * − and + around a number field. A typed quantity is taken on Enter or when the field is left, kept within min and
 * max; text that is not a number puts the current quantity back. The buttons stay focusable at the limits
 * (aria-disabled) so keyboard users do not lose their place.
 */
export function QuantityStepper({ value, min = 1, max, productName, onChange }: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (quantity: number) => Math.max(min, max === undefined ? quantity : Math.min(max, quantity));
  const change = (quantity: number) => {
    const next = clamp(quantity);
    if (next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    setDraft(null);
    if (typed !== undefined) change(typed);
  };
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;

  return (
    <div className={styles.stepper}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${productName}`}
          aria-disabled={atMin}
          onClick={() => {
            if (!atMin) change(value - 1);
          }}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${productName}`}
          aria-disabled={atMax}
          onClick={() => {
            if (!atMax) change(value + 1);
          }}
        >
          +
        </button>
      </div>
    </div>
  );
}
