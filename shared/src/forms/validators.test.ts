import { VALIDATION_MESSAGES } from '../contracts/validation-messages';
import { composeValidators, matchesPattern, minLength, required, sameAs, validators } from './validators';

describe('the account field rules', () => {
  it('word every message as the spec does', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      passwordRequired: 'Password is required',
      passwordTooShort: 'Password must be at least 6 characters long',
      confirmationRequired: 'Please confirm your password',
      passwordsDoNotMatch: 'Passwords do not match',
      currentPasswordRequired: 'Current password is required',
      newPasswordRequired: 'New password is required',
      newPasswordTooShort: 'Password must be at least 8 characters',
      passwordsDontMatch: "Passwords don't match",
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      streetAddressRequired: 'Street address is required',
      cityRequired: 'City is required',
      postcodeRequired: 'Postcode is required',
      phoneRequired: 'Phone is required',
      phoneInvalid: 'Invalid phone number',
    });
  });

  it('check an email: required, then shaped like an address (spaces around it ignored)', () => {
    expect(validators.email(undefined, {})).toBe('Email is required');
    expect(validators.email('   ', {})).toBe('Email is required');
    expect(validators.email('ann@example', {})).toBe('Invalid email address');
    expect(validators.email(' ann@example.com ', {})).toBeUndefined();
  });

  it('want 6 characters for a new account password and 8 for a changed one', () => {
    expect(validators.newAccountPassword('', {})).toBe('Password is required');
    expect(validators.newAccountPassword('12345', {})).toBe('Password must be at least 6 characters long');
    expect(validators.newAccountPassword('123456', {})).toBeUndefined();
    expect(validators.changedPassword('', {})).toBe('New password is required');
    expect(validators.changedPassword('1234567', {})).toBe('Password must be at least 8 characters');
    expect(validators.changedPassword('12345678', {})).toBeUndefined();
  });

  it('compare a confirmation with its password field', () => {
    const reset = validators.resetPasswordConfirmation('password');
    expect(reset('', { password: 'abcdef' })).toBe('Please confirm your password');
    expect(reset('abcdeg', { password: 'abcdef' })).toBe('Passwords do not match');
    expect(reset('abcdef', { password: 'abcdef' })).toBeUndefined();
    expect(validators.changedPasswordConfirmation('newPassword')('x', { newPassword: 'y' })).toBe("Passwords don't match");
  });

  it('let a phone hold digits, plus, hyphen, spaces and parentheses only', () => {
    expect(validators.phone('', {})).toBe('Phone is required');
    expect(validators.phone('+1 (555) 010-0100', {})).toBeUndefined();
    expect(validators.phone('555 CALL', {})).toBe('Invalid phone number');
  });

  it('compose in order and leave empty values to required', () => {
    const rule = composeValidators(required('needed'), minLength(3, 'short'), matchesPattern(/^a/, 'starts with a'), sameAs('other', 'differs'));
    expect(rule('', { other: '' })).toBe('needed');
    expect(rule('ab', { other: 'ab' })).toBe('short');
    expect(rule('bcd', { other: 'bcd' })).toBe('starts with a');
    expect(rule('abc', { other: 'abd' })).toBe('differs');
    expect(rule('abc', { other: 'abc' })).toBeUndefined();
    expect(minLength(3, 'short')('', {})).toBeUndefined();
  });
});
