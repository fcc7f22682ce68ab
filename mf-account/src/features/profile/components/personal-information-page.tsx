import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $user, Alert, DEFAULT_COUNTRY, MAX_EMAIL_LENGTH, PROFILE_MAX_LENGTH, saveProfile, ShopLink, signedInUserUpdated, type SaveProfileInput, type SessionUser } from '@shop/shared';
import { countryOptions, Form, FormElement, FormError, FormSpy, PasswordField, SelectField, submitErrors, TextAreaField, TextField, validators } from '@shop/shared/forms';
import { AccountPage } from '../../../components/account-page';
import { SubmitButton } from '../../../components/submit-button';
import layout from '../../../components/form-layout.module.css';
import { paths } from '../../../config/paths';
import styles from './personal-information-page.module.css';

// Undefined under a shell released before the constant (the page's @shop/shared is the shell's): no maxLength then.
const MAX: Partial<typeof PROFILE_MAX_LENGTH> = PROFILE_MAX_LENGTH ?? {};

export const PROFILE_SAVE_FAILED = 'Failed to save profile information';
export const PROFILE_SAVED = 'Your personal information has been saved.';
export const EMAIL_CHANGE_HINT = 'Needed to change your email.';

type ProfileValues = Required<{ [K in keyof SaveProfileInput]: string }>;
const FIELDS: (keyof ProfileValues)[] = [
  'email',
  'firstName',
  'lastName',
  'company',
  'country',
  'streetAddress',
  'apartment',
  'city',
  'county',
  'postcode',
  'phone',
  'orderNotes',
];

export function profileValues(user: SessionUser | null): ProfileValues {
  const profile = user?.profile ?? {};
  const values = Object.fromEntries(FIELDS.map((name) => [name, profile[name as keyof typeof profile] ?? ''])) as ProfileValues;
  return { ...values, email: user?.email ?? '', country: profile.country || DEFAULT_COUNTRY };
}

/**
 * Whether the form's email is another address than the account's (the server compares them normalised too). A blank
 * email is no new address: it only needs "Email is required", not the current password as well.
 */
function changesEmail(values: Partial<ProfileValues>, user: SessionUser | null): boolean {
  const email = (values.email ?? '').trim().toLowerCase();
  return email !== '' && email !== (user?.email ?? '').toLowerCase();
}

/**
 * Every field, trimmed; the optional ones as '' when empty, so clearing a field clears it on the server. The current
 * password goes only with an email change (as typed: a password is never trimmed).
 */
function payloadOf(values: ProfileValues, user: SessionUser | null): SaveProfileInput {
  const payload = Object.fromEntries(FIELDS.map((name) => [name, (values[name] ?? '').trim()])) as SaveProfileInput;
  return changesEmail(values, user) ? { ...payload, currentPassword: values.currentPassword ?? '' } : payload;
}

/** /account (index): the profile form (accounts §3 User.profile, rules of §5) with the link to Change Password. */
export function PersonalInformationPage() {
  const user = useStore($user);
  const initialValues = useMemo(() => profileValues(user), [user]);
  const options = useMemo(() => countryOptions(user?.profile?.country), [user]);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);

  async function submit(values: ProfileValues) {
    setSavedMessage(null);
    try {
      const { message, user: saved } = await saveProfile(payloadOf(values, user));
      signedInUserUpdated(saved);
      setSavedMessage(message || PROFILE_SAVED);
    } catch (error) {
      return submitErrors(error, { fallback: PROFILE_SAVE_FAILED, fields: [...FIELDS, 'currentPassword'] });
    }
    return undefined;
  }

  return (
    <AccountPage
      title="Personal Information"
      intro="Used for your orders and deliveries."
      aside={
        <ShopLink to={paths.changePassword.getHref()} className={layout.textLink}>
          Change Password
        </ShopLink>
      }
    >
      <Form<ProfileValues> onSubmit={submit} initialValues={initialValues} keepDirtyOnReinitialize>
        {({ handleSubmit }) => (
          <FormElement handleSubmit={handleSubmit} className={styles.form} aria-label="Personal Information">
            <FormError className={styles.wide} />
            <TextField name="firstName" label="First Name" autoComplete="given-name" maxLength={MAX.firstName} validate={validators.firstName} />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" maxLength={MAX.lastName} validate={validators.lastName} />
            <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" maxLength={MAX_EMAIL_LENGTH} validate={validators.email} />
            <FormSpy<ProfileValues> subscription={{ values: true }}>
              {({ values }) =>
                changesEmail(values, user) ? (
                  <PasswordField
                    name="currentPassword"
                    label="Current Password"
                    autoComplete="current-password"
                    hint={EMAIL_CHANGE_HINT}
                    validate={validators.currentPassword}
                  />
                ) : null
              }
            </FormSpy>
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={MAX.phone} validate={validators.phone} />
            <TextField className={styles.wide} name="company" label="Company" autoComplete="organization" maxLength={MAX.company} optional />
            <TextField className={styles.wide} name="streetAddress" label="Street Address" autoComplete="address-line1" maxLength={MAX.streetAddress} validate={validators.streetAddress} />
            <TextField className={styles.wide} name="apartment" label="Apartment, suite, unit" autoComplete="address-line2" maxLength={MAX.apartment} optional />
            <TextField name="city" label="City" autoComplete="address-level2" maxLength={MAX.city} validate={validators.city} />
            <TextField name="county" label="County / State" autoComplete="address-level1" maxLength={MAX.county} optional />
            <TextField name="postcode" label="Postcode" autoComplete="postal-code" maxLength={MAX.postcode} validate={validators.postcode} />
            <SelectField name="country" label="Country" autoComplete="country" options={options} validate={validators.country} />
            <TextAreaField
              className={styles.wide}
              name="orderNotes"
              label="Order Notes"
              rows={3}
              maxLength={MAX.orderNotes}
              hint="Notes about your orders, for example special notes for delivery."
              optional
            />
            <FormSpy subscription={{ dirtySinceLastSubmit: true, submitting: true }}>
              {({ dirtySinceLastSubmit, submitting }) =>
                savedMessage && !dirtySinceLastSubmit && !submitting ? (
                  <Alert tone="success" className={styles.wide}>
                    {savedMessage}
                  </Alert>
                ) : null
              }
            </FormSpy>
            <div className={[layout.actions, styles.wide].join(' ')}>
              <SubmitButton busyLabel="Saving...">Save Changes</SubmitButton>
            </div>
          </FormElement>
        )}
      </Form>
    </AccountPage>
  );
}
