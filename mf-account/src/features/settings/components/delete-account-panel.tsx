import { useEffect, useId, useRef } from 'react';
import { Alert, Button, DELETE_ACCOUNT_PHRASE, Loader } from '@shop/shared';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import styles from './settings-page.module.css';

/** The confirmation panel of Delete Account: what goes, and the phrase to type. */
export function DeleteAccountPanel({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { inputProps, deleting, alert } = useDeleteConfirmation();

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (alert) input.current?.focus();
  }, [alert]);

  return (
    <div role="group" aria-labelledby={`${id}-title`} className={styles.panel}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        Are you sure you want to delete your account?
      </h3>
      <p id={`${id}-warning`} className={styles.warning}>
        All of your information, including photos and completed videos, will be removed. This cannot be undone, and
        your account will not be recoverable.
      </p>
      <div className={styles.confirm}>
        <label htmlFor={`${id}-phrase`} className={styles.label}>
          Type <span className={styles.phrase}>{DELETE_ACCOUNT_PHRASE}</span> to confirm
        </label>
        <input
          {...inputProps}
          ref={input}
          id={`${id}-phrase`}
          type="text"
          placeholder="Type to confirm"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          className={styles.input}
          aria-describedby={`${id}-hint ${id}-warning`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Type it exactly, letter by letter. Deletion starts as soon as the text matches.
        </p>
      </div>
      {deleting ? <Loader variant="inline" showLabel label="Deleting your account…" className={styles.deleting} /> : null}
      {alert ? <Alert tone="danger">{alert}</Alert> : null}
      <div className={styles.panelActions}>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
