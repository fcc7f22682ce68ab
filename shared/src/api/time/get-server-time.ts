import { ServerTimeStruct } from '../../contracts/content';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/time: the server clock in seconds (for countdowns corrected by an offset). */
export async function getServerTime(options: { signal?: AbortSignal } = {}): Promise<number> {
  const data = await apiRequest('time', { signal: options.signal });
  return parseAnswer(data, ServerTimeStruct, 'GET /api/time').time;
}
