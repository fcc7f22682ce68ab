import { useId } from 'react';
import type { StaffSubmission } from '@shop/shared/staff';
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
      <dl className={styles.values}>
        {Object.entries(submission.values).map(([name, value]) => (
          <div key={name} className={styles.value}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <PhotoStrip photos={submission.photos} label={`Photos of submission #${submission.id}`} size={96} />
    </article>
  );
}
