import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import styles from './fields.module.css';

/** The error a field shows: its own rule's, or the server's from the last submit until the value changes. */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' && error ? error : undefined;
}

export type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error of one field, laid out the same everywhere. */
export function FieldFrame({ id, label, hint, hintId, error, errorId, optional, className, children }: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {optional ? <span className={styles.optional}>Optional</span> : null}
      </div>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorIcon}>
            !
          </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby of a control: its hint and its error, when shown. */
export function describedBy(ids: { hint?: ReactNode; hintId: string; error?: string; errorId: string }): string | undefined {
  return [ids.hint ? ids.hintId : undefined, ids.error ? ids.errorId : undefined].filter(Boolean).join(' ') || undefined;
}
