import { InitialStateStruct, type InitialState } from '../../contracts/content';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/initiate: everything the site needs before it renders. */
export async function getInitialState(options: { signal?: AbortSignal } = {}): Promise<InitialState> {
  const data = await apiRequest('initiate', { signal: options.signal });
  return parseAnswer(data, InitialStateStruct, 'GET /api/initiate');
}
