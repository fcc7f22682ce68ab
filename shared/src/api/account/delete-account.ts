import type { Infer } from 'superstruct';
import { DeleteAccountRequestStruct, SuccessStruct } from '../../contracts/identity';
import { apiRequest, parseAnswer } from '../client';

export { DeleteAccountRequestStruct };
export type DeleteAccountInput = Infer<typeof DeleteAccountRequestStruct>;

/** POST /api/account/delete {password}: `password` holds the typed confirmation phrase (accounts §3). */
export async function deleteAccount(input: DeleteAccountInput): Promise<{ message?: string }> {
  const data = await apiRequest('account/delete', { method: 'POST', json: input });
  const { message } = parseAnswer(data, SuccessStruct, 'POST /api/account/delete');
  return { message };
}
