import { lazy } from 'react';
import { loadRemoteModule } from '@shop/shared';
import { RemotePart } from '@shop/shared/remote-part';

// /account/wishlist shows mf-catalog's wishlist page, loaded through federation against its contract in @shop/shared.
const CatalogWishlist = lazy(() => loadRemoteModule('mf_catalog/wishlist').then((module) => ({ default: module.WishlistPage })));

export function WishlistTab() {
  return (
    <RemotePart
      texts={{
        failureLog: 'The wishlist could not be loaded',
        unavailableTitle: 'Your wishlist is unavailable right now',
        unavailableMessage: 'The catalogue could not be reached. Please try again in a moment.',
        loading: 'Loading your wishlist…',
      }}
    >
      <CatalogWishlist />
    </RemotePart>
  );
}
