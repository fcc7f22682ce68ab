import { useState } from 'react';
import { Button, isApiError, loadOrders, Price, speedUpItem, type ApiError, type LeadTimePrice } from '@shop/shared';
import { usePaymentRedirect } from '../hooks/use-payment-redirect';
import styles from './speed-up-choices.module.css';

/** Shown when the session cannot be made for another reason than the server's refusal (network, 5xx). */
/** Above the paid lead-time options (the spec shows them without words). */
const SPEED_UP_CAPTION = 'Get it sooner';
export const SPEED_UP_FAILED = 'The speed-up could not be started. Please try again.';

const isRefusal = (error: unknown): error is ApiError => isApiError(error) && error.status >= 400 && error.status < 500;
/** The server's refusal says why (it was sped up meanwhile, its time is over, ...); anything else gets the retry text. */
const failureText = (error: unknown) => (isRefusal(error) ? error.message : SPEED_UP_FAILED);

export type SpeedUpChoicesProps = { itemId: number; choices: readonly LeadTimePrice[] };

/**
 * A waiting clip's speed-up choices (accounts §4; docs/decisions/0023): one button per paid option, named by its
 * caption and price. Pressing one opens a payment for that price, as Pay now does ("Processing…" meanwhile, every
 * choice disabled); a failure is shown in the row's alert and any choice can be pressed again.
 */
export function SpeedUpChoices({ itemId, choices }: SpeedUpChoicesProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { pending, redirect } = usePaymentRedirect<number>((error) => {
    console.error('Failed to start the speed-up payment', error);
    setFailure(failureText(error));
    // Refused, the item changed meanwhile (sped up in another tab, its time over): the orders are asked for again, so
    // its countdown and choices show what holds now.
    if (isRefusal(error)) void loadOrders();
  });
  const choose = (leadTimeId: number) => {
    setFailure(null);
    void redirect(leadTimeId, () => speedUpItem({ itemId, leadTimeId }));
  };
  return (
    <div className={styles.speedUp}>
      <p className={styles.caption}>{SPEED_UP_CAPTION}</p>
      <ul className={styles.choices} aria-label="Speed-up choices">
        {choices.map((choice) => (
          <li key={choice.id}>
            <Button
              variant="secondary"
              size="sm"
              block
              className={styles.choice}
              onClick={() => choose(choice.id)}
              disabled={pending !== null}
              aria-busy={pending === choice.id}
            >
              {pending === choice.id ? (
                'Processing…'
              ) : (
                <>
                  <span>{choice.caption}</span> <Price amount={choice.price} />
                </>
              )}
            </Button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
