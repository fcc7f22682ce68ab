import { VisuallyHidden } from '@shop/shared';
import { AccountListPage } from '../../../components/account-list-page';
import { useCopyFeedback } from '../hooks/use-copy-feedback';
import { useCoupons } from '../hooks/use-coupons';
import { CouponCard } from './coupon-card';

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

  return (
    <AccountListPage
      title="Your Active Coupons"
      items={coupons.status === 'ready' ? coupons.coupons : null}
      failed={coupons.status === 'error'}
      onRetry={coupons.reload}
      texts={{
        loading: 'Loading your coupons…',
        unavailableTitle: 'Your coupons are unavailable right now',
        unavailableMessage: 'The coupons could not be loaded. Please try again in a moment.',
        empty: NO_COUPONS_MESSAGE,
      }}
      renderItem={(coupon) => (
        <CouponCard
          key={coupon.id}
          coupon={coupon}
          copied={feedback?.couponId === coupon.id ? feedback.copied : null}
          onCopy={(chosen) => copy(chosen.id, chosen.code)}
        />
      )}
    >
      {/* Said once by screen readers when a copy worked (the button's new text alone may not be read). */}
      <VisuallyHidden role="status">{copied ? `Copied ${copied.code}` : ''}</VisuallyHidden>
    </AccountListPage>
  );
}
