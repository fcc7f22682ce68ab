import styles from './loader.module.css';
import { VisuallyHidden } from './visually-hidden';

export type LoaderProps = {
  /** Read by screen readers; shown under the spinner when `showLabel`. */
  label?: string;
  /** inline: beside text; block: fills a content area; page: the whole screen. */
  variant?: 'inline' | 'block' | 'page';
  showLabel?: boolean;
  className?: string;
};

export function Loader({ label = 'Loading…', variant = 'block', showLabel = false, className }: LoaderProps) {
  return (
    <div role="status" aria-live="polite" className={[styles.loader, styles[variant], className].filter(Boolean).join(' ')}>
      <span className={styles.spinner} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
