import { WishlistView } from '../features/wishlist';

/** /wishlist (visitors); mf-account shows the same page at /account/wishlist through the './wishlist' module. */
export function Component() {
  return <WishlistView />;
}
