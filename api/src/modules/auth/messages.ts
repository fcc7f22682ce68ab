import type { Failure } from 'superstruct';
import { MAX_PASSWORD_LENGTH, VALIDATION_MESSAGES as M } from '@shop/shared/contracts';
import { BILLING_MAX_LENGTH, MAX_EMAIL_LENGTH, MIN_PASSWORD_LENGTH, PROFILE_MAX_LENGTH } from '@shop/shared/constants';
import type { FieldMessage } from '../../lib/validate';

// The texts of accounts-and-after-sale §5 for each field of the identity calls, so a server answer reads exactly like
// the form's own check and lands on the same field.

interface FieldTexts {
  /** Missing, null or blank. */
  required: string;
  /** Wrong type or pattern. */
  invalid: string;
  tooShort?: string;
  tooLong?: string;
  /** Above this length a size failure is "too long", otherwise "too short". */
  max?: number;
}

function fieldMessage({ required, invalid, tooShort, tooLong, max }: FieldTexts): (failure: Failure) => string {
  return (failure: Failure) => {
    const { value } = failure;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return required;
    if (typeof value !== 'string') return invalid;
    if (failure.refinement === 'size') {
      if (max !== undefined && value.length > max) return tooLong ?? invalid;
      return tooShort ?? invalid;
    }
    return invalid;
  };
}

export const TEXTS = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailTooLong: `Email address must be at most ${MAX_EMAIL_LENGTH} characters long`,
  emailTaken: 'An account with this email already exists.',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordNotText: 'Password must be text',
  invalidCredentials: 'Invalid email or password',
  confirmationRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordRequired: 'New password is required',
  passwordChanged: 'Password changed successfully',
  profileSaved: 'Profile saved',
  deletePhrase: (phrase: string) => `Please type ${phrase} to confirm.`,
  accountDeleted: 'Your account has been deleted.',
  /** Deletion refused while a payment is still to be refunded (docs/decisions/0019); the spec's alert shows it. */
  refundDue: 'A refund to you is still being made, so your account cannot be deleted yet. Please try again later.',
  signInRequired: 'Please sign in to continue.',
  /** An email change on an account made through social sign-in, which has no password to confirm it with. */
  setPasswordFirst: 'Please set a password first (use "Forgot password?" on the sign-in page), then change your email.',
} as const;

/** Any email field's failure in the spec's words (also the checkout's, orders/request.ts). */
export const EMAIL_MESSAGE = fieldMessage({ required: TEXTS.emailRequired, invalid: TEXTS.emailInvalid, tooLong: TEXTS.emailTooLong, max: MAX_EMAIL_LENGTH });

const newPassword = (required: string, tooShort: string) =>
  fieldMessage({ required, invalid: TEXTS.passwordNotText, tooShort, tooLong: TEXTS.passwordTooLong, max: MAX_PASSWORD_LENGTH });

const resetPassword = newPassword(TEXTS.passwordRequired, `Password must be at least ${MIN_PASSWORD_LENGTH.reset} characters long`);

export const SIGN_UP_MESSAGES = {
  email: EMAIL_MESSAGE,
  password: newPassword(TEXTS.passwordRequired, `Password must be at least ${MIN_PASSWORD_LENGTH.signUp} characters long`),
};

export const SIGN_IN_MESSAGES = {
  identity: EMAIL_MESSAGE,
  credential: fieldMessage({ required: TEXTS.passwordRequired, invalid: TEXTS.passwordNotText, tooLong: TEXTS.passwordTooLong, max: MAX_PASSWORD_LENGTH }),
  remember_me: 'remember_me must be true or false',
};

export const RESET_REQUEST_MESSAGES = { email: EMAIL_MESSAGE };

export const RESET_VALIDATE_MESSAGES = { token: TEXTS.resetLinkInvalid };

export const RESET_CONFIRM_MESSAGES = {
  password: resetPassword,
  password_confirmation: fieldMessage({ required: TEXTS.confirmationRequired, invalid: TEXTS.passwordsDiffer }),
  token: TEXTS.resetLinkInvalid,
};

export const CHANGE_PASSWORD_MESSAGES = {
  currentPassword: fieldMessage({ required: TEXTS.currentPasswordRequired, invalid: TEXTS.currentPasswordWrong, tooLong: TEXTS.passwordTooLong, max: MAX_PASSWORD_LENGTH }),
  newPassword: newPassword(TEXTS.newPasswordRequired, `Password must be at least ${MIN_PASSWORD_LENGTH.change} characters`),
};

/**
 * The billing fields (the checkout's and the profile's) in the form's order: label, and the forms' text when a required
 * one is missing (VALIDATION_MESSAGES). Their lengths differ per form (BILLING_MAX_LENGTH, PROFILE_MAX_LENGTH), so
 * each call passes its own.
 */
export const BILLING_FIELDS: Record<keyof typeof BILLING_MAX_LENGTH, { label: string; required?: string }> = {
  firstName: { label: 'First name', required: M.firstNameRequired },
  lastName: { label: 'Last name', required: M.lastNameRequired },
  company: { label: 'Company' },
  country: { label: 'Country', required: M.countryRequired },
  streetAddress: { label: 'Street address', required: M.streetAddressRequired },
  apartment: { label: 'Apartment' },
  city: { label: 'City', required: M.cityRequired },
  county: { label: 'County' },
  postcode: { label: 'Postcode', required: M.postcodeRequired },
  phone: { label: 'Phone', required: M.phoneRequired },
  orderNotes: { label: 'Order notes' },
};

export type BillingField = keyof typeof BILLING_FIELDS;
export const BILLING_FIELD_NAMES = Object.keys(BILLING_FIELDS) as BillingField[];

/** A country code not in the forms' list (COUNTRIES); the spec has no text for it, the forms offer only the list. */
export const COUNTRY_UNKNOWN = 'Invalid country';

/** Each billing field's failure in the forms' words, with the given most characters per field. */
export function billingMessages(maxLength: Record<BillingField, number>): Record<BillingField, (failure: Failure) => string> {
  return Object.fromEntries(
    BILLING_FIELD_NAMES.map((field) => {
      const { label, required } = BILLING_FIELDS[field];
      const max = maxLength[field];
      const notText = `${label} must be text`;
      return [
        field,
        fieldMessage({
          required: required ?? notText,
          invalid: field === 'phone' ? M.phoneInvalid : notText,
          tooLong: `${label} must be at most ${max} characters long`,
          max,
        }),
      ];
    }),
  ) as Record<BillingField, (failure: Failure) => string>;
}

export const PROFILE_MESSAGES: Record<string, FieldMessage> = {
  email: EMAIL_MESSAGE,
  currentPassword: fieldMessage({ required: TEXTS.currentPasswordRequired, invalid: TEXTS.currentPasswordWrong, tooLong: TEXTS.passwordTooLong, max: MAX_PASSWORD_LENGTH }),
  ...billingMessages(PROFILE_MAX_LENGTH),
};

