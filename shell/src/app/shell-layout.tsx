import type { ReactNode } from 'react';
import { useNavigation } from '@shop/shared';
import { Loader } from '@shop/shared';
import { Breadcrumbs } from '../features/breadcrumbs';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { SessionEndedNotice } from '../features/session-ended';
import {
  useBlurInputsOnOutsidePointer,
  useFocusMainOnNavigation,
  useInteractiveMarker,
  usePageTitle,
  useScrollToTop,
} from '../features/page-effects';
import styles from './shell-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The layout on every page: header, breadcrumb bar, main area, footer. */
export function ShellLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  useScrollToTop();
  useFocusMainOnNavigation(MAIN_CONTENT_ID);
  useBlurInputsOnOutsidePointer();
  useInteractiveMarker();
  const navigating = useNavigation().state === 'loading';

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <Breadcrumbs />
      <SessionEndedNotice />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main} aria-busy={navigating || undefined}>
        {navigating ? (
          <div className={styles.pending}>
            <Loader label="Loading page…" />
          </div>
        ) : null}
        <div className={styles.content} data-pending={navigating || undefined}>
          {children}
        </div>
      </main>
      <Footer />
    </div>
  );
}

/** Shown in the main area while the first page's code or data loads. */
export function PageLoader() {
  return <Loader label="Loading page…" />;
}
