import { SIGN_IN_REMEMBER_ME } from '../../constants';
import { AuthSuccessStruct, SignInRequestStruct, type SignInRequest } from '../../contracts/identity';
import type { SessionUser } from '../../contracts/session';
import { apiRequest, parseAnswer } from '../client';

export { SignInRequestStruct };
/** What the form gives; remember_me is always sent as true (accounts §9). */
export type SignInInput = Omit<SignInRequest, 'remember_me'>;

/** POST /api/sign-in {identity, credential, remember_me}: the user with a fresh token. A 4xx carries field and message. */
export async function signIn(input: SignInInput): Promise<SessionUser> {
  const payload: SignInRequest = { identity: input.identity, credential: input.credential, remember_me: SIGN_IN_REMEMBER_ME };
  const data = await apiRequest('sign-in', { method: 'POST', json: payload });
  return parseAnswer(data, AuthSuccessStruct, 'POST /api/sign-in').user;
}
