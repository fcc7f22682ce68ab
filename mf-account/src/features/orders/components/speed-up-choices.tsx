import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, loadOrders, Price, speedUpItem, type LeadTimePrice } from '@shop/shared';
import { isRefusal } from '../../../lib/refusal';
import { usePaymentRedirect } from '../hooks/use-payment-redirect';
import styles from './speed-up-choices.module.css';

/** Shown when the session cannot be made for another reason than the server's refusal (network, 5xx). */
/** Above the paid lead-time options (the spec shows them without words). */
const SPEED_UP_CAPTION = 'Get it sooner';
export const SPEED_UP_FAILED = 'The speed-up could not be started. Please try again.';

/** The server's refusal says why (it was sped up meanwhile, its time is over, ...); anything else gets the retry text. */
const failureText = (error: unknown) => (isRefusal(error) ? error.message : SPEED_UP_FAILED);

export type SpeedUpChoicesProps = {
  itemId: number;
  choices: readonly LeadTimePrice[];
  /** Shown instead of the choices when none is left ("Pending"); a refusal's alert stays beside it. */
  noChoices: ReactNode;
};

/**
 * A waiting clip's speed-up choices (accounts §4; docs/decisions/0023): one button per paid option, named by its
 * caption and price. Pressing one opens a payment for that price, as Pay now does ("Processing…" meanwhile, every
 * choice disabled); a failure is shown in the row's alert and any choice can be pressed again.
 */
export function SpeedUpChoices({ itemId, choices, noChoices }: SpeedUpChoicesProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  // A refusal while a choice had the focus: should the reload take the choices away, the focus goes to the alert.
  const focusAlertIfGone = useRef(false);
  useLayoutEffect(() => {
    if (choices.length > 0 || !focusAlertIfGone.current) return;
    focusAlertIfGone.current = false;
    alert.current?.focus();
  }, [choices.length]);
  const { pending, redirect } = usePaymentRedirect<number>((error) => {
    console.error('Failed to start the speed-up payment', error);
    setFailure(failureText(error));
    focusAlertIfGone.current = list.current?.contains(document.activeElement) ?? false;
    // Refused, the item changed meanwhile (sped up in another tab, its time over): the orders are asked for again, so
    // its countdown and choices show what holds now.
    if (isRefusal(error)) void loadOrders();
  });
  const choose = (leadTimeId: number) => {
    setFailure(null);
    void redirect(leadTimeId, () => speedUpItem({ itemId, leadTimeId }));
  };
  const alertLine = failure ? (
    <p ref={alert} role="alert" tabIndex={-1} className={styles.failure}>
      {failure}
    </p>
  ) : null;
  if (choices.length === 0)
    return (
      <>
        {noChoices}
        {alertLine}
      </>
    );
  return (
    <div className={styles.speedUp}>
      <p className={styles.caption}>{SPEED_UP_CAPTION}</p>
      <ul ref={list} className={styles.choices} aria-label="Speed-up choices">
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
      {alertLine}
    </div>
  );
}
