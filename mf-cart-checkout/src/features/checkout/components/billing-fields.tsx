import { COUNTRY_OPTIONS, SelectField, TextAreaField, TextField, validators } from '@shop/shared/forms';
import styles from './checkout-view.module.css';

/** The billing address (storefront §2, rules and texts of §5), shown only when a simple product is in the cart. */
export function BillingFields() {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Billing details</legend>
      <div className={styles.grid}>
        <TextField name="firstName" label="First name" autoComplete="given-name" validate={validators.firstName} />
        <TextField name="lastName" label="Last name" autoComplete="family-name" validate={validators.lastName} />
        <TextField className={styles.wide} name="company" label="Company" autoComplete="organization" optional />
        <SelectField
          className={styles.wide}
          name="country"
          label="Country"
          autoComplete="country"
          options={COUNTRY_OPTIONS}
          validate={validators.country}
        />
        <TextField
          className={styles.wide}
          name="streetAddress"
          label="Street address"
          autoComplete="address-line1"
          validate={validators.streetAddress}
        />
        <TextField className={styles.wide} name="apartment" label="Apartment" autoComplete="address-line2" optional />
        <TextField name="city" label="City" autoComplete="address-level2" validate={validators.city} />
        <TextField name="county" label="County" autoComplete="address-level1" optional />
        <TextField name="postcode" label="Postcode" autoComplete="postal-code" validate={validators.postcode} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" validate={validators.phone} />
        <TextAreaField className={styles.wide} name="orderNotes" label="Order notes" rows={3} optional />
      </div>
    </fieldset>
  );
}
