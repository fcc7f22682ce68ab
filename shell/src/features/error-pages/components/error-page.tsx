import { useEffect } from 'react';
import { buttonClassName, Button, reloadPage, ShopLink } from '@shop/shared';
import { $errorPageTitle } from '../../../lib/error-page-title';
import styles from './error-page.module.css';

export type ErrorPageProps = { status?: number; message?: string };

/** The two statuses with texts of their own; anything else is "Oops!" with the error's message. */
const STATUS_TEXTS: Partial<Record<number, { title: string; text: string }>> = {
  404: { title: 'Page not found', text: "The page you're looking for doesn't exist or has been moved." },
  500: { title: 'Server Error', text: 'Something went wrong on our end. Please try again later.' },
};

/** The error page (accounts-and-after-sale §2 "Error pages"): 404, 500 and anything else. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const known = status === undefined ? undefined : STATUS_TEXTS[status];
  const title = known?.title ?? 'Oops!';
  // The document title says it too, whichever route threw (storefront §2: the deepest route's title otherwise).
  useEffect(() => {
    $errorPageTitle.set(title);
    return () => $errorPageTitle.set(null);
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby="error-title">
      {known ? (
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
      ) : null}
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {known ? null : <h2 className={styles.subtitle}>Something went wrong</h2>}
      <p className={styles.text}>{known?.text ?? (message || 'An unexpected error occurred.')}</p>
      {status === 404 ? (
        <ShopLink to="/" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          Go to Homepage
        </ShopLink>
      ) : (
        <Button size="lg" onClick={reloadPage}>
          Try Again
        </Button>
      )}
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
