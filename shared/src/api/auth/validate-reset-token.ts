import { PasswordResetValidateStruct, PasswordResetValidityStruct } from '../../contracts/identity';
import { apiRequest, parseAnswer } from '../client';
import { isApiError } from '../errors';

export { PasswordResetValidateStruct };

/**
 * POST /api/password-reset/validate {token}: whether the reset link can still be used. An error answer that says
 * `{ valid: false }` (a 4xx for a malformed token) is an answer, not a failure; anything else throws.
 */
export async function validateResetToken(token: string, options: { signal?: AbortSignal } = {}): Promise<boolean> {
  try {
    const data = await apiRequest('password-reset/validate', { method: 'POST', json: { token }, signal: options.signal });
    return parseAnswer(data, PasswordResetValidityStruct, 'POST /api/password-reset/validate').valid;
  } catch (error) {
    if (isApiError(error) && error.status < 500 && (error.body as { valid?: unknown } | null)?.valid === false) return false;
    throw error;
  }
}
