import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from '@shop/shared';
import { isApiError, type RemoteName } from '@shop/shared';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * errorElement of one remote's area. A page that answers an HTTP status (404 for an unknown product, say) gets the
 * error page; anything else (the area's code crashed or could not load) gets that area's panel with Retry.
 */
export function AreaErrorBoundary({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  useEffect(() => {
    console.error(`Error in the ${remote} area`, error);
  }, [error, remote]);
  if (isRouteErrorResponse(error) || isApiError(error)) {
    const { status, message } = describeError(error);
    return <ErrorPage status={status} message={message} />;
  }
  return <RemoteUnavailable remote={remote} />;
}
