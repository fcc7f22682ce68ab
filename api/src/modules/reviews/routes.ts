import type { FastifyInstance } from 'fastify';
import { listReviews } from './repository';

/** GET /api/reviews: the customer reviews of the home page. */
export default async function reviewRoutes(app: FastifyInstance) {
  app.get('/reviews', () => listReviews(app.db));
}
