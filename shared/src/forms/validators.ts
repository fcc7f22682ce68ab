import { getIn } from 'final-form';
import { MIN_PASSWORD_LENGTH } from '@shop/shared';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@shop/shared';

// Every validation text of the account forms (accounts §5), in one place, and the small rules that give them.

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
} as const;

/** A field-level validator as final-form calls it: an error text, or undefined when the value is fine. */
export type Validator = (value: unknown, allValues: object) => string | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The first error of the rules, in order. */
export function composeValidators(...rules: Validator[]): Validator {
  return (value, allValues) => {
    for (const rule of rules) {
      const error = rule(value, allValues);
      if (error) return error;
    }
    return undefined;
  };
}

/** Blank (or only spaces) is missing. */
export const required =
  (message: string): Validator =>
  (value) =>
    text(value).trim() === '' ? message : undefined;

/** Shorter than `min` characters; an empty value is left to `required`. */
export const minLength =
  (min: number, message: string): Validator =>
  (value) => {
    const length = text(value).length;
    return length > 0 && length < min ? message : undefined;
  };

/** Does not match the pattern (spaces around the value ignored); an empty value is left to `required`. */
export const matchesPattern =
  (pattern: RegExp, message: string): Validator =>
  (value) => {
    const trimmed = text(value).trim();
    return trimmed !== '' && !pattern.test(trimmed) ? message : undefined;
  };

/** Differs from another field of the form; an empty value is left to `required`. */
export const sameAs =
  (otherField: string, message: string): Validator =>
  (value, allValues) =>
    text(value) !== '' && text(value) !== text(getIn(allValues, otherField)) ? message : undefined;

const M = VALIDATION_MESSAGES;

/** The rules of each account field (accounts §5). */
export const validators = {
  email: composeValidators(required(M.emailRequired), matchesPattern(EMAIL_PATTERN, M.emailInvalid)),
  signInPassword: required(M.passwordRequired),
  /** Sign-up and the new password after a reset: required, at least 6 characters. */
  newAccountPassword: composeValidators(required(M.passwordRequired), minLength(MIN_PASSWORD_LENGTH.signUp, M.passwordTooShort)),
  resetPasswordConfirmation: (passwordField: string) =>
    composeValidators(required(M.confirmationRequired), sameAs(passwordField, M.passwordsDoNotMatch)),
  currentPassword: required(M.currentPasswordRequired),
  changedPassword: composeValidators(required(M.newPasswordRequired), minLength(MIN_PASSWORD_LENGTH.change, M.newPasswordTooShort)),
  changedPasswordConfirmation: (passwordField: string) =>
    composeValidators(required(M.confirmationRequired), sameAs(passwordField, M.passwordsDontMatch)),
  firstName: required(M.firstNameRequired),
  lastName: required(M.lastNameRequired),
  country: required(M.countryRequired),
  streetAddress: required(M.streetAddressRequired),
  city: required(M.cityRequired),
  postcode: required(M.postcodeRequired),
  phone: composeValidators(required(M.phoneRequired), matchesPattern(PHONE_PATTERN, M.phoneInvalid)),
} as const;
