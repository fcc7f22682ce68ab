import type { FastifyInstance } from 'fastify';
import type { CreateOrderAnswer, Order } from '@shop/shared/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { queueOrderRenders } from '../video/jobs';
import { requireUser, signedInUser } from '../../plugins/auth';
import { createOrder } from './create';
import { listOrders } from './list';
import { sendOrderPaidMail } from './mail';
import { parseOrderRequest } from './request';

/** POST /api/order and GET /api/orders, for the signed-in user only. */
export default async function orderRoutes(app: FastifyInstance, { config }: { config: Config }) {
  app.addHook('preHandler', requireUser);

  app.post('/order', async (request, reply): Promise<CreateOrderAnswer> => {
    const user = signedInUser(request);
    let order;
    try {
      order = await createOrder(app.db, user.id, parseOrderRequest(request.body));
    } catch (error) {
      // A refusal is an answer of its own shape (storefront §7): {success: false, error, field}, with its 4xx status,
      // and `message` (the same text) as every other 4xx of the API has it.
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      reply.code(error.statusCode);
      const { message, field } = error;
      return { success: false, error: message, message, ...(field ? { field } : {}) };
    }
    if (order.paid && !order.repeated) {
      // After the commit, once: the order is paid whether or not the mail could be queued.
      await sendOrderPaidMail(app, config, order.id).catch((error: unknown) =>
        request.log.error({ err: error, orderId: order.id }, 'order confirmation mail failed'),
      );
      app.background.run('video renders', () => queueOrderRenders(app, order.id));
    }
    return { success: true, order: { id: order.id } };
  });

  app.get('/orders', (request): Promise<Order[]> => listOrders(app.db, signedInUser(request).id, config.videoLinkSecret));
}
