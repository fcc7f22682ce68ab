import styles from './order-steps.module.css';

/** The order steps the cart page shows (storefront §1); the shopper is at the first. */
export const ORDER_STEPS = ['Upload your photos', 'Make a payment', 'Download your video'] as const;

export function OrderSteps({ current = 0 }: { current?: number }) {
  return (
    <ol className={styles.steps} aria-label="Order steps">
      {ORDER_STEPS.map((step, index) => (
        <li key={step} className={styles.step} aria-current={index === current ? 'step' : undefined}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
