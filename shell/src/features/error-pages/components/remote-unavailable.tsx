import { ErrorPanel, REMOTE_AREAS, reloadPage, type RemoteName } from '@shop/shared';

/** What the main area shows when a part of the shop could not be loaded; header and footer stay. */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { label } = REMOTE_AREAS[remote];
  return (
    <ErrorPanel
      headingLevel={1}
      title="This part of the shop is unavailable right now"
      message={`The ${label} area could not be loaded. The rest of the shop still works; please try again in a moment.`}
      onRetry={reloadPage}
      retryLabel="Retry"
    />
  );
}
