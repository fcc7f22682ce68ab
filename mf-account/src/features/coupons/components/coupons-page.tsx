import { EmptyState, ErrorPanel, Loader, VisuallyHidden } from '@shop/shared';
import { AccountPage } from '../../../components/account-page';
import { useCopyFeedback } from '../hooks/use-copy-feedback';
import { useCoupons } from '../hooks/use-coupons';
import { CouponCard } from './coupon-card';
import styles from './coupons-page.module.css';

const TITLE = 'Your Active Coupons';
/** The spec gives no empty text; the same words the tab showed before coupons were listed. */
export const NO_COUPONS_MESSAGE = 'You have no active coupons yet.';

/** /account/coupons (accounts §2 Coupons screen): the user's active coupons, each with a copy button. */
export function CouponsPage() {
  const coupons = useCoupons();
  const { feedback, copy } = useCopyFeedback();
  const copied =
    feedback?.copied && coupons.status === 'ready'
      ? coupons.coupons.find((coupon) => coupon.id === feedback.couponId)
      : undefined;

  if (coupons.status !== 'ready') {
    return (
      <AccountPage title={TITLE}>
        {coupons.status === 'error' ? (
          <ErrorPanel
            title="Your coupons are unavailable right now"
            message="The coupons could not be loaded. Please try again in a moment."
            onRetry={coupons.reload}
          />
        ) : (
          <Loader label="Loading your coupons…" />
        )}
      </AccountPage>
    );
  }
  return (
    <AccountPage title={TITLE}>
      {coupons.coupons.length === 0 ? (
        <EmptyState title={NO_COUPONS_MESSAGE} />
      ) : (
        <ul className={styles.list}>
          {coupons.coupons.map((coupon) => (
            <CouponCard
              key={coupon.id}
              coupon={coupon}
              copied={feedback?.couponId === coupon.id ? feedback.copied : null}
              onCopy={(chosen) => copy(chosen.id, chosen.code)}
            />
          ))}
        </ul>
      )}
      {/* Said once by screen readers when a copy worked (the button's new text alone may not be read). */}
      <VisuallyHidden role="status">{copied ? `Copied ${copied.code}` : ''}</VisuallyHidden>
    </AccountPage>
  );
}
