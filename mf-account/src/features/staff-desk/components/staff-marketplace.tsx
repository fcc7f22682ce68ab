import { useId } from 'react';
import { formatDate } from '@shop/shared';
import type { StaffSubmission } from '@shop/shared/staff';
import { MARKETPLACE_FIELD_LABELS } from '@shop/shared/marketplace';
import { getSubmissions } from '../api/marketplace-calls';
import { useStaffList } from '../hooks/use-staff-list';
import { dateTime } from './date-time';
import { PhotoStrip } from './photo-strip';
import { StaffListSection } from './staff-list-section';
import styles from './staff-desk.module.css';

export const MARKETPLACE_TEXTS = {
  title: 'Marketplace submissions',
  loading: 'Loading submissions…',
  failed: 'Failed to load submissions',
  empty: 'No submissions yet.',
  sentBy: (account: string | undefined) => (account ? `Sent by ${account}` : 'Sent by a visitor (no account)'),
} as const;

/** The forms' fields in their order; a field they do not have (an older form's) comes after them. */
const FIELD_ORDER: string[] = Object.keys(MARKETPLACE_FIELD_LABELS);
const rank = (name: string) => {
  const index = FIELD_ORDER.indexOf(name);
  return index < 0 ? FIELD_ORDER.length : index;
};
const labelOf = (name: string) =>
  Object.hasOwn(MARKETPLACE_FIELD_LABELS, name)
    ? MARKETPLACE_FIELD_LABELS[name as keyof typeof MARKETPLACE_FIELD_LABELS]
    : name;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The event date (yyyy-MM-dd, a day on the calendar, no time zone) in the shop's date format; read as local midnight,
 * because `new Date('2026-12-24')` is midnight UTC, which is the 23rd west of Greenwich.
 */
const shownValue = (name: string, value: string) => {
  const day = name === 'eventDate' ? CALENDAR_DATE.exec(value) : null;
  return day ? formatDate(new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : value;
};

/** A submission's values with their labels, in the forms' order; the empty ones (optional details) left out. */
const labelledValues = (values: Record<string, string>) =>
  Object.entries(values)
    .filter(([, value]) => value.trim() !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, value]) => ({ name, label: labelOf(name), value: shownValue(name, value) }));

/** The page each variant's buyers used. */
const VARIANT_PAGES: Record<number, string> = { 1: 'Form 1 (/upload)', 2: 'Form 2 (/uploader)' };

/** Marketplace buyers' submissions, newest first: the variant, the form's values and the photos in their order. */
export function StaffMarketplace() {
  const list = useStaffList(getSubmissions, 'the marketplace submissions');
  return (
    <StaffListSection texts={MARKETPLACE_TEXTS} list={list} keyOf={(submission) => submission.id}>
      {(submission) => <Submission submission={submission} />}
    </StaffListSection>
  );
}

function Submission({ submission }: { submission: StaffSubmission }) {
  const titleId = useId();
  const values = labelledValues(submission.values);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          Submission #{submission.id}
        </h3>
        <p className={styles.muted}>
          {VARIANT_PAGES[submission.variant] ?? `Form ${submission.variant}`} · {dateTime(submission.createdAt)}
        </p>
        <p className={styles.muted}>{MARKETPLACE_TEXTS.sentBy(submission.account)}</p>
      </header>
      {values.length > 0 ? (
        <dl className={styles.values}>
          {values.map(({ name, label, value }) => (
            <div key={name} className={styles.value}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <PhotoStrip photos={submission.photos} label={`Photos of submission #${submission.id}`} size={96} />
    </article>
  );
}
