import { array } from 'superstruct';
import { ReviewStruct, type Review } from '../../contracts/content';
import { apiRequest, parseAnswer } from '../client';

export const ReviewListStruct = array(ReviewStruct);

/** GET /api/reviews: client reviews for the home page. */
export async function getReviews(options: { signal?: AbortSignal } = {}): Promise<Review[]> {
  const data = await apiRequest('reviews', { signal: options.signal });
  return parseAnswer(data, ReviewListStruct, 'GET /api/reviews');
}
