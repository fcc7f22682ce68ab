import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from '@shop/shared';
import { Button, reloadPage } from '@shop/shared';
import styles from './unexpected-error-screen.module.css';

/** Last resort, when even the layout fails: the default error screen (storefront §8). */
export function UnexpectedErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  useEffect(() => {
    console.error('Unexpected application error', error);
  }, [error]);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Button onClick={reloadPage}>Try Again</Button>
    </main>
  );
}
