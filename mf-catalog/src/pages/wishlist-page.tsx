import { useStore } from '@nanostores/react';
import { $user, Navigate } from '@shop/shared';
import { catalogPaths } from '../config/paths';
import { WishlistView } from '../features/wishlist';

/**
 * /wishlist is the visitors' wishlist; a signed-in user's is /account/wishlist (mf-account shows the same view through
 * the './wishlist' module), as /cart sends to /account/cart.
 */
export function Component() {
  const signedIn = Boolean(useStore($user));
  if (signedIn) return <Navigate to={catalogPaths.wishlist.getHref(true)} replace />;
  return <WishlistView />;
}
