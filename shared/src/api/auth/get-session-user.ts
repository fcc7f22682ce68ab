import { InitialStateStruct } from '../../contracts/content';
import type { SessionUser } from '../../contracts/session';
import { apiRequest, parseAnswer } from '../client';

/**
 * GET /api/initiate with a given token (the social sign-in result, not stored yet): the user that token belongs to,
 * with the token, or null when the server does not accept it.
 */
export async function getSessionUser(token: string, options: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  const data = await apiRequest('initiate', { headers: { authorization: `Bearer ${token}` }, signal: options.signal });
  const { user } = parseAnswer(data, InitialStateStruct, 'GET /api/initiate');
  return user ? { ...user, token } : null;
}
