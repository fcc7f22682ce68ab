import { useId, type ReactNode } from 'react';
import { Alert, Loader } from '@shop/shared';
import styles from './staff-desk.module.css';

export interface StaffListTexts {
  title: string;
  /** A line under the title saying what the list holds. */
  intro?: string;
  loading: string;
  failed: string;
  empty: string;
}

/**
 * One of the desk's list sections (useStaffList's state): its title, "failed" above whatever is shown when a load
 * failed, a loader until the first answer, the empty text, else one card per item.
 */
export function StaffListSection<T>({
  texts,
  list,
  keyOf,
  children,
}: {
  texts: StaffListTexts;
  list: { items: T[] | null; failed: boolean };
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}) {
  const headingId = useId();
  const { items, failed } = list;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {texts.title}
      </h2>
      {texts.intro ? <p className={styles.muted}>{texts.intro}</p> : null}
      {failed ? <Alert tone="danger">{texts.failed}</Alert> : null}
      {items === null ? (
        failed ? null : (
          <Loader label={texts.loading} />
        )
      ) : items.length === 0 ? (
        <p className={styles.muted}>{texts.empty}</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
