import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $user, $visitorWishlist, productCache, refreshVisitorWishlistProducts } from '@shop/shared';

/** A visitor's wishlist holds the products as they were when added; the page shows their current price and status. */
export function useFreshVisitorWishlist(): void {
  const signedIn = Boolean(useStore($user));
  useEffect(() => {
    if (signedIn) return;
    const ids = $visitorWishlist.get().map((entry) => entry.product.id);
    if (ids.length === 0) return;
    let active = true;
    void productCache.byIds(ids).then((products) => {
      if (active) refreshVisitorWishlistProducts(products);
    });
    return () => {
      active = false;
    };
  }, [signedIn]);
}
