import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $wishlistIds, Icon, toggleWishlist, type Product } from '@shop/shared';
import { isRepeatClick } from './repeat-click';
import styles from './toggles.module.css';

export type WishlistToggleProps = { product: Product; variant?: 'icon' | 'labelled'; className?: string };

/** Puts a product on the wishlist or takes it off (a heart; pressed when on the list). */
export function WishlistToggle({ product, variant = 'icon', className }: WishlistToggleProps) {
  const onList = useStore($wishlistIds).has(product.id);
  const [busy, setBusy] = useState(false);
  const label = onList ? 'Remove from wishlist' : 'Add to wishlist';
  return (
    <button
      type="button"
      className={[styles.wishlist, styles[variant], onList && styles.on, className].filter(Boolean).join(' ')}
      aria-pressed={onList}
      aria-label={variant === 'icon' ? `${label}: ${product.name}` : undefined}
      title={variant === 'icon' ? label : undefined}
      // Not `disabled` while busy: that would take the focus off the button the shopper just pressed.
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy || isRepeatClick(event)) return;
        setBusy(true);
        void toggleWishlist(product).finally(() => setBusy(false));
      }}
    >
      <Icon name="heart" size={variant === 'icon' ? 20 : 18} />
      {variant === 'labelled' ? <span>{onList ? 'On your wishlist' : 'Add to wishlist'}</span> : null}
    </button>
  );
}
