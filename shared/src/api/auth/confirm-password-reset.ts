import type { Infer } from 'superstruct';
import { PasswordResetConfirmStruct, SuccessStruct } from '../../contracts/identity';
import { apiRequest, parseAnswer } from '../client';

export { PasswordResetConfirmStruct };
export type ConfirmPasswordResetInput = Infer<typeof PasswordResetConfirmStruct>;

/** POST /api/password-reset/confirm {password, password_confirmation, token}; a 4xx carries field and message. */
export async function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<void> {
  const data = await apiRequest('password-reset/confirm', { method: 'POST', json: input });
  parseAnswer(data, SuccessStruct, 'POST /api/password-reset/confirm');
}
