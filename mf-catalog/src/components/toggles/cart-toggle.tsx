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
};

/** "Add to cart" / "In the cart" (pressed; a second press takes it out); disabled when the product is unavailable. */
export function CartToggle({ product, extras, size = 'md', block, className }: CartToggleProps) {
  const inCart = useStore($cartProductIds).has(product.id);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={inCart ? 'secondary' : 'primary'}
      size={size}
      block={block}
      className={[styles.cart, inCart && styles.inCart, className].filter(Boolean).join(' ')}
      aria-pressed={inCart}
      disabled={!product.isAvailable || busy}
      onClick={(event) => {
        if (isRepeatClick(event)) return;
        setBusy(true);
        void toggleCart(product, extras).finally(() => setBusy(false));
      }}
    >
      <Icon name="cart" size={18} />
      {inCart ? 'In the cart' : 'Add to cart'}
    </Button>
  );
}
