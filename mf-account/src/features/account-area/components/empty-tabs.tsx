import { EmptyTab } from './empty-tab';

// The tabs later issues fill. Until then each shows its real empty state (a new account has nothing there).

/** /account/coupons ("Your Active Coupons", accounts §2). */
export function CouponsTab() {
  return <EmptyTab title="Your Active Coupons" message="You have no active coupons yet." />;
}

/** /account/support: tickets and the chat come with the support issue. */
export function SupportTab() {
  return <EmptyTab title="Support" message="You have no support requests yet." />;
}
