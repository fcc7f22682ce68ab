import { MIN_PASSWORD_LENGTH } from '../constants';

// Every validation text of the account and checkout forms (accounts §5, storefront §5), in one place: the forms show
// them (forms/validators.ts) and the API answers the same words for the same fields.

export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  /** Sign-up and the new password after a reset. */
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH.signUp} characters long`,
  confirmationRequired: 'Please confirm your password',
  /** Set-new-password screen. */
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH.change} characters`,
  /** Change Password screen. */
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  countryRequired: 'Country is required',
  streetAddressRequired: 'Street address is required',
  cityRequired: 'City is required',
  postcodeRequired: 'Postcode is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  /** Checkout, whenever there is something to pay (storefront §5). */
  paymentMethodRequired: 'Please select a payment method',
} as const;
