import { useStore } from '@nanostores/react';
import { $cartCount, $user, Icon, ShopLink } from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './cart-link.module.css';

/** "My cart" with the item count badge; the signed-in cart lives in the account area. */
export function CartLink() {
  const signedIn = Boolean(useStore($user));
  const count = useStore($cartCount);
  return (
    <ShopLink
      to={paths.cart.getHref(signedIn)}
      className={styles.cart}
      aria-label={count > 0 ? `My cart, ${count} ${count === 1 ? 'item' : 'items'}` : undefined}
    >
      <span className={styles.icon}>
        <Icon name="cart" size={22} />
        {count > 0 ? (
          <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className={styles.label}>My cart</span>
    </ShopLink>
  );
}
