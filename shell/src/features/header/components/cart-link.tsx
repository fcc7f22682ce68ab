import { useStore } from '@nanostores/react';
import { $cartCount, $user, Icon, ShopLink, VisuallyHidden } from '@shop/shared';
import { paths } from '../../../config/paths';
import styles from './cart-link.module.css';

/**
 * "My cart" with the item count badge; the signed-in cart lives in the account area. Its name is its text ("My cart (2
 * items)", the count said in words after the label), not an aria-label: a name that differs from the visible text fails
 * WCAG 2.5.3 (label in name) for voice control.
 */
export function CartLink() {
  const signedIn = Boolean(useStore($user));
  const count = useStore($cartCount);
  return (
    <ShopLink to={paths.cart.getHref(signedIn)} className={styles.cart}>
      <span className={styles.icon}>
        <Icon name="cart" size={22} />
        {count > 0 ? (
          <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className={styles.label}>My cart</span>
      {count > 0 ? <VisuallyHidden>{` (${count} ${count === 1 ? 'item' : 'items'})`}</VisuallyHidden> : null}
    </ShopLink>
  );
}
