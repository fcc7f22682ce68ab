import type { FastifyInstance } from 'fastify';
import type { Coupon } from '@shop/shared/contracts';
import { requireUser, signedInUser } from '../../plugins/auth';
import { listActiveCoupons } from './repository';

/** GET /api/coupons: the signed-in user's active coupons (accounts-and-after-sale §2 Coupons screen). */
export default async function couponRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  // One user's list: `private, no-store` comes from the private-answers plugin, as for every personal answer.
  app.get('/coupons', async (request): Promise<Coupon[]> => {
    return listActiveCoupons(app.db, signedInUser(request).id);
  });
}
