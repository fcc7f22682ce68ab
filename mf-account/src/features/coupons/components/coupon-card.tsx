import { useRef } from 'react';
import { Button, VisuallyHidden, type Coupon } from '@shop/shared';
import { couponLabel } from '../model/coupon-label';
import styles from './coupon-card.module.css';

export const COPY_FAILED_MESSAGE = 'Could not copy the code. Select it and copy it yourself.';

type CouponCardProps = {
  coupon: Coupon;
  /** After a copy of this coupon: true while "Copied" shows, false when the copy failed; else null. */
  copied: boolean | null;
  onCopy: (coupon: Coupon) => Promise<boolean>;
};

/** One coupon: its code, what it gives, and a button that copies the code. */
export function CouponCard({ coupon, copied, onCopy }: CouponCardProps) {
  const codeRef = useRef<HTMLElement>(null);
  const messageId = `coupon-${coupon.id}-copy-failed`;

  const copy = async () => {
    // The clipboard refused: the code is selected, so Ctrl+C (or the context menu) copies it.
    if (!(await onCopy(coupon)) && codeRef.current) window.getSelection()?.selectAllChildren(codeRef.current);
  };

  return (
    <li className={styles.card}>
      <code ref={codeRef} className={styles.code}>
        {coupon.code}
      </code>
      <span className={styles.label}>{couponLabel(coupon)}</span>
      <Button
        variant="secondary"
        size="sm"
        className={styles.copy}
        onClick={() => void copy()}
        aria-describedby={copied === false ? messageId : undefined}
      >
        {copied ? 'Copied' : 'Copy'}
        <VisuallyHidden> {coupon.code}</VisuallyHidden>
      </Button>
      {copied === false ? (
        <p id={messageId} role="alert" className={styles.failed}>
          {COPY_FAILED_MESSAGE}
        </p>
      ) : null}
    </li>
  );
}
