import { useStore } from '@nanostores/react';
import { $user, Icon, ShopLink, useLocation } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useSignOut } from '../hooks/use-sign-out';
import styles from './account-links.module.css';

/** Signed in: Account, Sign Out, Wishlist. Signed out: Sign In, Sign Up, Wishlist. */
export function AccountLinks() {
  const user = useStore($user);
  const signOut = useSignOut();
  const signedIn = Boolean(user);
  const location = useLocation();
  const returnTo = location.pathname === '/' ? undefined : `${location.pathname}${location.search}`;
  return (
    <nav aria-label="Account" className={styles.nav}>
      <ul className={styles.list}>
        {signedIn ? (
          <>
            <li>
              <ShopLink to={paths.account.getHref()} className={styles.link}>
                <Icon name="user" size={16} />
                Account
              </ShopLink>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={() => void signOut()}>
                Sign Out
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <ShopLink to={paths.signIn.getHref(returnTo)} className={styles.link}>
                <Icon name="user" size={16} />
                Sign In
              </ShopLink>
            </li>
            <li>
              <ShopLink to={paths.signUp.getHref()} className={styles.link}>
                Sign Up
              </ShopLink>
            </li>
          </>
        )}
        <li>
          <ShopLink to={paths.wishlist.getHref(signedIn)} className={styles.link}>
            <Icon name="heart" size={16} />
            Wishlist
          </ShopLink>
        </li>
      </ul>
    </nav>
  );
}
