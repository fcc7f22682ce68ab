import type { Infer } from 'superstruct';
import { ChangePasswordRequestStruct, SuccessStruct } from '../../contracts/identity';
import { apiRequest, parseAnswer } from '../client';

export { ChangePasswordRequestStruct };
export type ChangePasswordInput = Infer<typeof ChangePasswordRequestStruct>;

/** POST /api/account/change-password {currentPassword, newPassword}: answers the server's message, if any. */
export async function changePassword(input: ChangePasswordInput): Promise<{ message?: string }> {
  const data = await apiRequest('account/change-password', { method: 'POST', json: input });
  const { message } = parseAnswer(data, SuccessStruct, 'POST /api/account/change-password');
  return { message };
}
