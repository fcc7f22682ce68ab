import { Component, lazy, Suspense, type ReactNode } from 'react';
import { ErrorPanel, Loader, loadRemoteModule } from '@shop/shared';

// /account/wishlist shows mf-catalog's wishlist page, loaded through federation against its contract in @shop/shared.
const CatalogWishlist = lazy(() => loadRemoteModule('mf_catalog/wishlist').then((module) => ({ default: module.WishlistPage })));

class WishlistBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The wishlist could not be loaded', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title="Your wishlist is unavailable right now"
        message="The catalogue could not be reached. Please try again in a moment."
        onRetry={() => window.location.reload()}
      />
    );
  }
}

export function WishlistTab() {
  return (
    <WishlistBoundary>
      <Suspense fallback={<Loader label="Loading your wishlist…" />}>
        <CatalogWishlist />
      </Suspense>
    </WishlistBoundary>
  );
}
