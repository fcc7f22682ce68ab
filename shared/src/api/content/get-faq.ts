import { array } from 'superstruct';
import { FaqStruct, type Faq } from '../../contracts/content';
import { apiRequest, parseAnswer } from '../client';

export const FaqListStruct = array(FaqStruct);

/** GET /api/faq: the question and answer list. */
export async function getFaq(options: { signal?: AbortSignal } = {}): Promise<Faq[]> {
  const data = await apiRequest('faq', { signal: options.signal });
  return parseAnswer(data, FaqListStruct, 'GET /api/faq');
}
