import { MAX_EMAIL_LENGTH } from '@shop/shared';
import { TextField, validators } from '@shop/shared/forms';
import styles from './checkout-view.module.css';

/**
 * The email the order's confirmation and video mails go to (storefront §3 "Checkout payload", §5 "Checkout email"),
 * asked of every order, pre-filled with the account's.
 */
export function ContactFields() {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Contact</legend>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
        validate={validators.email}
      />
    </fieldset>
  );
}
