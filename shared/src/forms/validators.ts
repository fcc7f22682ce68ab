import { getIn } from 'final-form';
import { MIN_PASSWORD_LENGTH } from '@shop/shared';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@shop/shared';
import { VALIDATION_MESSAGES } from '../contracts/validation-messages';

// The small rules that give the validation texts (contracts/validation-messages.ts) of the account and checkout forms.

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
