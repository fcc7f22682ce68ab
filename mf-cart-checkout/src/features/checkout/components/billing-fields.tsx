import { BILLING_MAX_LENGTH } from '@shop/shared';
import { COUNTRY_OPTIONS, SelectField, TextAreaField, TextField, validators } from '@shop/shared/forms';
import styles from './checkout-view.module.css';

/**
 * The billing address (storefront §2, rules and texts of §5), shown only when a simple product is in the cart. Each
 * text input takes at most what POST /api/order accepts, so a long value stops at the field instead of being refused.
 */
// Undefined under a shell released before the constant (the page's @shop/shared is the shell's): no maxLength then.
const MAX: Partial<typeof BILLING_MAX_LENGTH> = BILLING_MAX_LENGTH ?? {};

export function BillingFields() {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>Billing details</legend>
      <div className={styles.grid}>
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          maxLength={MAX.firstName}
          validate={validators.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          maxLength={MAX.lastName}
          validate={validators.lastName}
        />
        <TextField
          className={styles.wide}
          name="company"
          label="Company"
          autoComplete="organization"
          maxLength={MAX.company}
          optional
        />
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
          maxLength={MAX.streetAddress}
          validate={validators.streetAddress}
        />
        <TextField
          className={styles.wide}
          name="apartment"
          label="Apartment"
          autoComplete="address-line2"
          maxLength={MAX.apartment}
          optional
        />
        <TextField
          name="city"
          label="City"
          autoComplete="address-level2"
          maxLength={MAX.city}
          validate={validators.city}
        />
        <TextField name="county" label="County / State" autoComplete="address-level1" maxLength={MAX.county} optional />
        <TextField
          name="postcode"
          label="Postcode"
          autoComplete="postal-code"
          maxLength={MAX.postcode}
          validate={validators.postcode}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={MAX.phone}
          validate={validators.phone}
        />
        <TextAreaField
          className={styles.wide}
          name="orderNotes"
          label="Order notes"
          rows={3}
          maxLength={MAX.orderNotes}
          optional
        />
      </div>
    </fieldset>
  );
}
