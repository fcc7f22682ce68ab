import { useStore } from '@nanostores/react';
import { $sessionEnded, Button, buttonClassName, ShopLink, useLocation, withReturnTo } from '@shop/shared';
import styles from './session-ended-notice.module.css';

export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again.';

/**
 * Says why the shopper is suddenly signed out: the server refused their session (it expired, or was ended elsewhere)
 * while they were using the shop. Sign In comes back to this page. Gone once they sign in or close it.
 */
export function SessionEndedNotice() {
  const ended = useStore($sessionEnded);
  const { pathname, search } = useLocation();
  // The live region is always there, so screen readers announce the bar when it fills it.
  return (
    <div role="status">
      {ended ? (
        <div className={styles.bar}>
          <div className={styles.inner}>
            <p className={styles.text}>{SESSION_ENDED_TEXT}</p>
            <ShopLink to={withReturnTo('/sign-in', pathname + search)} className={buttonClassName({ size: 'sm' })}>
              Sign In
            </ShopLink>
            <Button variant="ghost" size="sm" onClick={() => $sessionEnded.set(false)}>
              Close
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
