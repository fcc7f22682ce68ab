import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $cartStatus, $user, ErrorPanel, Loader, loadCartForUser } from '@shop/shared';

/** "Loading your cart…": the signed-in user's cart, or the products of its items, on their way. */
export function CartLoader() {
  return <Loader label="Loading your cart…" />;
}

/**
 * What the cart and checkout pages show instead while a signed-in user's cart loads, or after it could not be loaded
 * (with Retry); null when there is a cart to show (a visitor's is in the browser).
 */
export function useCartLoadNotice(): ReactNode {
  const signedIn = Boolean(useStore($user));
  const status = useStore($cartStatus);
  if (!signedIn) return null;
  if (status === 'loading' || status === 'idle') return <CartLoader />;
  if (status === 'error')
    return (
      <ErrorPanel
        title="Your cart could not be loaded"
        message="Please check your connection and try again."
        onRetry={() => void loadCartForUser()}
      />
    );
  return null;
}
