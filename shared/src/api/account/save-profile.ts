import { ProfileUpdatedStruct, ProfileUpdateStruct, type ProfileUpdate } from '../../contracts/identity';
import type { SessionUser } from '../../contracts/session';
import { apiRequest, parseAnswer } from '../client';

export { ProfileUpdateStruct };
export type SaveProfileInput = ProfileUpdate;

/** POST /api/profile (email and every profile field): the server's message and the saved user (without a token). */
export async function saveProfile(input: SaveProfileInput): Promise<{ message: string; user: SessionUser }> {
  const data = await apiRequest('profile', { method: 'POST', json: input });
  const { message, user } = parseAnswer(data, ProfileUpdatedStruct, 'POST /api/profile');
  return { message, user };
}
