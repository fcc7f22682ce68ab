import { buttonClassName, Icon, ShopLink } from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './signed-out-notice.module.css';

/** The account area for a visitor: the spec's message and the way in, back to this page afterwards. */
export function SignedOutNotice({ returnTo }: { returnTo: string }) {
  return (
    <section className={styles.notice}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="user" size={28} />
      </span>
      <h1 className={styles.title}>Please sign in to access your account.</h1>
      <p className={styles.text}>Your orders, coupons, wishlist and personal information are waiting for you.</p>
      <div className={styles.actions}>
        <ShopLink to={paths.signIn.getHref(returnTo)} className={buttonClassName()}>
          Sign In
        </ShopLink>
        <ShopLink to={paths.signUp.getHref(returnTo)} className={buttonClassName({ variant: 'secondary' })}>
          Create Account
        </ShopLink>
      </div>
    </section>
  );
}
