import { AuthSuccessStruct, SignUpRequestStruct, type SignUpRequest } from '../../contracts/identity';
import type { SessionUser } from '../../contracts/session';
import { apiRequest, parseAnswer } from '../client';

export { SignUpRequestStruct };
export type SignUpInput = SignUpRequest;

/** POST /api/sign-up: creates the account and answers the user with a fresh token. A 4xx carries field and message. */
export async function signUp(input: SignUpInput): Promise<SessionUser> {
  const data = await apiRequest('sign-up', { method: 'POST', json: input });
  return parseAnswer(data, AuthSuccessStruct, 'POST /api/sign-up').user;
}
