import type { FastifyInstance } from 'fastify';
import type { Coupon } from '@shop/shared/contracts';
import { requireUser, signedInUser } from '../../plugins/auth';
import { listActiveCoupons } from './repository';

/** GET /api/coupons: the signed-in user's active coupons (accounts-and-after-sale §2 Coupons screen). */
export default async function couponRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get('/coupons', async (request, reply): Promise<Coupon[]> => {
    // One user's list: never kept by a shared cache, nor by the browser after sign-out.
    reply.header('cache-control', 'private, no-store');
    return listActiveCoupons(app.db, signedInUser(request).id);
  });
}
