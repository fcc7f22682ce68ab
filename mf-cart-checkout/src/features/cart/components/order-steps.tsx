import { VisuallyHidden } from '@shop/shared';
import styles from './order-steps.module.css';

/** The order steps the cart page shows (storefront §1); the shopper is at the first. */
export const ORDER_STEPS = ['Upload your photos', 'Make a payment', 'Download your video'] as const;
/** Read after each step once it is done. */
export const STEP_DONE_TEXT = ' (done)';

/** `current`: the step the shopper is at; `allDone`: every step marked done (the payment result page). */
export function OrderSteps({ current = 0, allDone = false }: { current?: number; allDone?: boolean }) {
  return (
    <ol className={styles.steps} aria-label="Order steps">
      {ORDER_STEPS.map((step, index) => (
        <li
          key={step}
          className={[styles.step, allDone && styles.done].filter(Boolean).join(' ')}
          aria-current={!allDone && index === current ? 'step' : undefined}
        >
          <span className={styles.number} aria-hidden="true">
            {allDone ? '✓' : index + 1}
          </span>
          <span>{step}</span>
          {allDone ? <VisuallyHidden>{STEP_DONE_TEXT}</VisuallyHidden> : null}
        </li>
      ))}
    </ol>
  );
}
