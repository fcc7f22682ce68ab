import { useId } from 'react';
import { Alert, formatMoney, isApiError } from '@shop/shared';
import { REFUND_REASON_TEXTS } from '@shop/shared/refunds';
import { REFUNDS_LISTED_DAYS, type StaffRefund } from '@shop/shared/staff';
import { getRefunds, retryRefund, settleRefund } from '../api/refund-calls';
import { ACTION_FAILED, useCardAction } from '../hooks/use-card-action';
import { useStaffList } from '../hooks/use-staff-list';
import { ActionButton } from '../../../components/action-button';
import { StaffListSection } from './staff-list-section';
import { dateTime } from './date-time';
import styles from './staff-desk.module.css';

export const REFUNDS_TEXTS = {
  title: 'Refunds',
  intro: `Payments that bought nothing are refunded on their own. Listed: refunds still due, and those of the last ${REFUNDS_LISTED_DAYS} days.`,
  loading: 'Loading refunds…',
  failed: 'Failed to load refunds',
  empty: 'No refunds.',
  why: (reason: StaffRefund['reason']) => `Why: ${REFUND_REASON_TEXTS[reason]}`,
  due: 'Refund due',
  lastError: (message: string) => `The payment provider refused the last attempt: ${message}`,
  refunded: (at: string) => `Refunded ${dateTime(at)}`,
  settled: (at: string, by: string) => `Settled by hand ${dateTime(at)} by ${by}`,
  retry: 'Try again',
  settle: 'Mark settled',
  settleHint:
    'Mark settled once the money went back outside the shop (in the payment provider’s dashboard). The shopper gets the refund mail.',
} as const;

/** The API's own text whenever it answered: also its 502, "The payment provider did not take the refund. …". */
const failureText = (failure: unknown) => (isApiError(failure) ? failure.message : ACTION_FAILED);

/**
 * Refunds of payments that bought nothing (docs/decisions/0019): the due ones first, each with "Try again" and "Mark
 * settled" (made outside the shop).
 */
export function StaffRefunds() {
  const list = useStaffList(getRefunds, 'the refunds');
  return (
    <StaffListSection texts={REFUNDS_TEXTS} list={list} keyOf={(refund) => refund.sessionId}>
      {(refund) => <Refund refund={refund} onChanged={list.reload} />}
    </StaffListSection>
  );
}

function Refund({ refund, onChanged }: { refund: StaffRefund; onChanged: () => Promise<void> }) {
  const titleId = useId();
  const { busy, error, act, cardRef } = useCardAction(onChanged, failureText);

  return (
    <article ref={cardRef} tabIndex={-1} className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {refund.label} · {formatMoney(refund.amount)}
        </h3>
        <p className={styles.muted}>
          {refund.customerEmail} · Paid {dateTime(refund.paidAt)}
        </p>
        <p className={styles.muted}>{REFUNDS_TEXTS.why(refund.reason)}</p>
      </header>
      <div className={styles.actions}>
        <p className={styles.state}>
          {!refund.refundedAt
            ? REFUNDS_TEXTS.due
            : refund.settledBy
              ? REFUNDS_TEXTS.settled(refund.refundedAt, refund.settledBy)
              : REFUNDS_TEXTS.refunded(refund.refundedAt)}
        </p>
        {refund.lastError && !refund.refundedAt ? (
          <Alert tone="info">{REFUNDS_TEXTS.lastError(refund.lastError)}</Alert>
        ) : null}
        {refund.refundedAt ? null : (
          <>
            <div className={styles.buttons}>
              <ActionButton waiting={busy} onClick={() => void act(() => retryRefund(refund.sessionId))}>
                {REFUNDS_TEXTS.retry}
              </ActionButton>
              <ActionButton
                variant="secondary"
                waiting={busy}
                onClick={() => void act(() => settleRefund(refund.sessionId))}
              >
                {REFUNDS_TEXTS.settle}
              </ActionButton>
            </div>
            <p className={styles.muted}>{REFUNDS_TEXTS.settleHint}</p>
          </>
        )}
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </div>
    </article>
  );
}
