import type { Infer } from 'superstruct';
import { PasswordResetRequestStruct, SuccessStruct } from '../../contracts/identity';
import { apiRequest, parseAnswer } from '../client';

export { PasswordResetRequestStruct };
export type RequestPasswordResetInput = Infer<typeof PasswordResetRequestStruct>;

/** POST /api/password-reset {email}: the same answer whether or not the address is known; a 4xx carries field and message. */
export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  const data = await apiRequest('password-reset', { method: 'POST', json: input });
  parseAnswer(data, SuccessStruct, 'POST /api/password-reset');
}
