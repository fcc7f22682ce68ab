import { FORM_ERROR } from 'final-form';
import { ApiError, InvalidResponseError, NetworkError } from '../api/errors';
import { serverMessage, submitErrors } from './submit-errors';

const apiError = (status: number, body: unknown) =>
  new ApiError({
    status,
    message: (body as { message?: string })?.message ?? 'Status text',
    field: (body as { field?: string })?.field,
    body,
  });

describe('submitErrors', () => {
  it('puts a field error from the server on that field of the form', () => {
    const error = apiError(409, { success: false, field: 'email', message: 'This email is already registered' });
    expect(submitErrors(error, { fallback: 'Failed', fields: ['email', 'password'] })).toEqual({ email: 'This email is already registered' });
  });

  it('maps the server field name to the form field name', () => {
    const error = apiError(401, { field: 'password', message: 'Wrong password' });
    expect(submitErrors(error, { fallback: 'Failed', fields: { password: 'credential' } })).toEqual({ credential: 'Wrong password' });
  });

  it('gives a field the form does not have, or no field, to the form as a whole', () => {
    expect(submitErrors(apiError(400, { field: 'token', message: 'Link expired' }), { fallback: 'Failed', fields: ['password'] })).toEqual({
      [FORM_ERROR]: 'Link expired',
    });
    expect(submitErrors(apiError(429, { message: 'Too many attempts' }), { fallback: 'Failed', fields: ['email'] })).toEqual({
      [FORM_ERROR]: 'Too many attempts',
    });
  });

  it('uses the screen text for a 5xx, a body without a message, no answer and a broken answer', () => {
    const options = { fallback: 'Failed to save profile information', fields: ['email'] };
    for (const error of [
      apiError(500, { message: 'Internal server error' }),
      apiError(400, 'plain text'),
      new NetworkError(),
      new InvalidResponseError('POST /api/profile', undefined),
      new Error('boom'),
    ]) {
      expect(submitErrors(error, options)).toEqual({ [FORM_ERROR]: 'Failed to save profile information' });
    }
  });

  it('recognises an ApiError from another bundle by its name', () => {
    const foreign = Object.assign(new Error('Nope'), { name: 'ApiError', status: 400, field: 'email', body: { message: 'Nope', field: 'email' } });
    expect(serverMessage(foreign)).toBe('Nope');
    expect(submitErrors(foreign, { fallback: 'Failed', fields: ['email'] })).toEqual({ email: 'Nope' });
  });
});
