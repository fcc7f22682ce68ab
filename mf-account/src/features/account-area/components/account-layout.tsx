import { useStore } from '@nanostores/react';
import { $user, Outlet, useLocation } from '@shop/shared';
import { AccountMenu } from './account-menu';
import { SignedOutNotice } from './signed-out-notice';
import styles from './account-layout.module.css';

/** /account and below: the menu beside the tab's page, or the sign-in notice when nobody is signed in. */
export function AccountLayout() {
  const user = useStore($user);
  const { pathname, search } = useLocation();
  if (!user) return <SignedOutNotice returnTo={`${pathname}${search}`} />;
  return (
    <div className={styles.layout}>
      <aside className={styles.menu}>
        <p className={styles.greeting}>
          Signed in as
          <strong className={styles.email} title={user.email}>
            {user.email}
          </strong>
        </p>
        <AccountMenu />
      </aside>
      <div className={styles.page}>
        <Outlet />
      </div>
    </div>
  );
}
