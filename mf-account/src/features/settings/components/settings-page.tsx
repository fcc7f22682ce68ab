import { useRef, useState } from 'react';
import { buttonClassName } from '@shop/shared';
import { AccountPage } from '../../../components/account-page';
import { DeleteAccountPanel } from './delete-account-panel';
import styles from './settings-page.module.css';

/** /account/settings: Delete Account, behind its confirmation panel. */
export function SettingsPage() {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  function close() {
    setConfirming(false);
    // Back where the user was before the panel opened.
    requestAnimationFrame(() => opener.current?.focus());
  }

  return (
    <AccountPage title="Settings">
      <section aria-labelledby="delete-account-title" className={styles.danger}>
        <div className={styles.dangerText}>
          <h2 id="delete-account-title" className={styles.sectionTitle}>
            Delete Account
          </h2>
          <p className={styles.sectionIntro}>Permanently remove your account and everything in it.</p>
        </div>
        {confirming ? null : (
          <button
            ref={opener}
            type="button"
            className={buttonClassName({ variant: 'secondary' }, styles.deleteButton)}
            onClick={() => setConfirming(true)}
          >
            Delete Account
          </button>
        )}
        {confirming ? <DeleteAccountPanel onCancel={close} /> : null}
      </section>
    </AccountPage>
  );
}
