import { buttonClassName, Button, reloadPage, ShopLink } from '@shop/shared';
import styles from './error-page.module.css';

export type ErrorPageProps = { status?: number; message?: string };

/** The error page (accounts-and-after-sale §2 "Error pages"): 404, 500 and anything else. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  if (status === 404) {
    return (
      <section className={styles.page} aria-labelledby="error-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="error-title" className={styles.title}>
          Page not found
        </h1>
        <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <ShopLink to="/" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          Go to Homepage
        </ShopLink>
      </section>
    );
  }
  if (status === 500) {
    return (
      <section className={styles.page} aria-labelledby="error-title">
        <p className={styles.code} aria-hidden="true">
          500
        </p>
        <h1 id="error-title" className={styles.title}>
          Server Error
        </h1>
        <p className={styles.text}>Something went wrong on our end. Please try again later.</p>
        <Button size="lg" onClick={reloadPage}>
          Try Again
        </Button>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        Oops!
      </h1>
      <h2 className={styles.subtitle}>Something went wrong</h2>
      <p className={styles.text}>{message || 'An unexpected error occurred.'}</p>
      <Button size="lg" onClick={reloadPage}>
        Try Again
      </Button>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
