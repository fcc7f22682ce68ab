import { Component, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorPanel, Loader } from '@shop/shared';

type Texts = {
  /** Logged with the error when the remote's module fails ("The wishlist could not be loaded"). */
  failureLog: string;
  /** The panel shown instead ("Your wishlist is unavailable right now"). */
  unavailableTitle: string;
  unavailableMessage: string;
  /** The loader's label while the module arrives. */
  loading: string;
};

class RemoteTabBoundary extends Component<{ texts: Texts; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(this.props.texts.failureLog, error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title={this.props.texts.unavailableTitle}
        message={this.props.texts.unavailableMessage}
        onRetry={() => window.location.reload()}
      />
    );
  }
}

/**
 * A tab that shows another remote's page, loaded through federation (React.lazy over loadRemoteModule): a loader
 * while it arrives and a retry panel when that remote is down, so the rest of the account area keeps working.
 */
export function RemoteTab({ page: Page, texts }: { page: LazyExoticComponent<ComponentType>; texts: Texts }) {
  return (
    <RemoteTabBoundary texts={texts}>
      <Suspense fallback={<Loader label={texts.loading} />}>
        <Page />
      </Suspense>
    </RemoteTabBoundary>
  );
}
