import { Component, Suspense, type ReactNode } from 'react';
import { ErrorPanel, Loader } from '@shop/shared';

export type RemotePartTexts = {
  /** Logged with the error when the remote's module fails ("The wishlist could not be loaded"). */
  failureLog: string;
  /** The panel shown instead ("Your wishlist is unavailable right now"). */
  unavailableTitle: string;
  unavailableMessage: string;
  /** The loader's label while the module arrives. */
  loading: string;
};

type RemotePartProps = {
  texts: RemotePartTexts;
  /** Another way on beside Retry in the panel (a link to the part's own page, say). */
  actions?: ReactNode;
  children: ReactNode;
};

class RemotePartBoundary extends Component<RemotePartProps, { failed: boolean }> {
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
        actions={this.props.actions}
      />
    );
  }
}

/**
 * Another remote's part shown inside this one's page: `children` render a React.lazy over loadRemoteModule. A loader
 * while it arrives and a retry panel when that remote is down, so the rest of the page keeps working. A subpath of its
 * own (`@shop/shared/remote-part`), bundled into the parts that show another's, not into every page's shared chunk.
 */
export function RemotePart({ texts, actions, children }: RemotePartProps) {
  return (
    <RemotePartBoundary texts={texts} actions={actions}>
      <Suspense fallback={<Loader label={texts.loading} />}>{children}</Suspense>
    </RemotePartBoundary>
  );
}
