import { useEffect } from 'react';
import { useRouteError } from '@shop/shared';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';

/** errorElement of the shell's routes: the error page for what the route threw, inside the layout. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { status, message } = describeError(error);
  useEffect(() => {
    if (status !== 404) console.error('Route error', error);
  }, [error, status]);
  return <ErrorPage status={status} message={message} />;
}
