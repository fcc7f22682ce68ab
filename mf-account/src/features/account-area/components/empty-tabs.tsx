import { EmptyTab } from './empty-tab';

// The tabs later issues fill. Until then each shows its real empty state (a new account has nothing there).

/** /account/support: tickets and the chat come with the support issue. */
export function SupportTab() {
  return <EmptyTab title="Support" message="You have no support requests yet." />;
}
