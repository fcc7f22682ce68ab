import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cartProductIds, Button, Icon, toggleCart, type CartExtras, type Product } from '@shop/shared';
import { isRepeatClick } from './repeat-click';
import styles from './toggles.module.css';

export type CartToggleProps = {
  product: Product;
  extras?: CartExtras;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  className?: string;
  /** The id of what names the product where the button alone does not (a card's title). */
  describedBy?: string;
};

/** Said under the button when the server did not take the change (the spec gives no text). */
export const CART_TOGGLE_FAILED = {
  add: 'Could not add to the cart. Please try again.',
  remove: 'Could not remove from the cart. Please try again.',
} as const;

/**
 * "Add to cart" / "In the cart" (pressed; a second press takes it out); disabled when the product is unavailable, and
 * ignores presses while a change is in flight. A change the server refused or never answered leaves the cart as it
 * was, and the shopper is told so under the button.
 */
export function CartToggle({ product, extras, size = 'md', block, className, describedBy }: CartToggleProps) {
  const inCart = useStore($cartProductIds).has(product.id);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<keyof typeof CART_TOGGLE_FAILED | null>(null);
  return (
    <>
      <Button
        variant={inCart ? 'secondary' : 'primary'}
        size={size}
        block={block}
        className={[styles.cart, inCart && styles.inCart, className].filter(Boolean).join(' ')}
        aria-pressed={inCart}
        aria-describedby={describedBy}
        disabled={!product.isAvailable}
        // Not `disabled` while busy: that would take the focus off the button the shopper just pressed.
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy || isRepeatClick(event)) return;
          setBusy(true);
          setFailed(null);
          const adding = !inCart;
          // toggleCart reports nothing: the cart store says whether the change happened.
          void toggleCart(product, extras).finally(() => {
            setBusy(false);
            if ($cartProductIds.get().has(product.id) !== adding) setFailed(adding ? 'add' : 'remove');
          });
        }}
      >
        <Icon name="cart" size={18} />
        {inCart ? 'In the cart' : 'Add to cart'}
      </Button>
      {failed ? (
        <p role="alert" className={styles.cartFailed}>
          {CART_TOGGLE_FAILED[failed]}
        </p>
      ) : null}
    </>
  );
}
