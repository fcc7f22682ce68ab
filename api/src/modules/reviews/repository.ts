import { asc } from 'drizzle-orm';
import type { Review } from '@shop/shared/contracts';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';

/** Customer reviews in display order. */
export function listReviews(db: Db): Promise<Review[]> {
  return db
    .select({ id: reviews.id, avatar: reviews.avatar, rating: reviews.rating, content: reviews.content, author: reviews.author, post: reviews.post })
    .from(reviews)
    .orderBy(asc(reviews.position), asc(reviews.id));
}
