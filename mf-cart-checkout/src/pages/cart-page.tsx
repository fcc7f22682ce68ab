import { useStore } from '@nanostores/react';
import { $user, Navigate } from '@shop/shared';
import { paths } from '../config/paths';
import { CartView } from '../features/cart';

/** /cart is the visitors' cart; a signed-in user's cart is /account/cart (mf-account shows it through './cart'). */
export function Component() {
  const signedIn = Boolean(useStore($user));
  if (signedIn) return <Navigate to={paths.cart.getHref(true)} replace />;
  return <CartView />;
}
