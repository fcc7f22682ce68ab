import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CURRENCY } from '@shop/shared/constants';
import {
  CreateSessionStruct,
  SpeedUpStruct,
  type CreateSessionAnswer,
  type PaymentConfig,
} from '@shop/shared/contracts';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { queueOrderRenders } from '../video/jobs';
import { validate } from '../../lib/validate';
import { requireUser, signedInUser } from '../../plugins/auth';
import type { LeadTimeSnapshot } from '../../db/schema';
import { findOrderForPayment, findSpeedUp, ordersPageUrl, sendOrderPaidMail, sendSpeedUpMail } from '../orders/index';
import { handleEvent } from './events';
import { createLocalProvider, deliverEvent, isLocalSessionId, localEvent, type LocalOutcome } from './local-provider';
import { closedPage, notFoundPage, payPage } from './pay-page';
import { paymentLabel, type PaymentProvider } from './provider';
import { REFUND_RETRY_MS, refundDuePayments, refundPayment } from './refunds';
import * as payments from './repository';
import staffRefundRoutes from './staff-routes';
import { createStripeProvider } from './stripe-provider';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const SESSION_FAILED_MESSAGE = 'Failed to initiate payment session. Please try again.';
export const NOTHING_TO_PAY_MESSAGE = 'This order has nothing to pay';
export const BAD_SIGNATURE_MESSAGE = 'Invalid webhook signature';

/**
 * Payment sessions (an order's, and a clip's speed-up: POST /api/order/speed-up), the provider's webhook and (local
 * provider) its hosted page (docs/decisions/0019, 0023).
 */
export default async function paymentRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const { webhookSecret, stripe } = config.payments;
  const provider: PaymentProvider = stripe
    ? createStripeProvider(stripe, webhookSecret)
    : createLocalProvider({ publicUrl: config.publicUrl, webhookSecret });
  /**
   * Where the browser lands after paying or giving up: for an order the checkout result page, which reads the order's
   * state; for a speed-up the Orders screen, whose countdown shows it.
   */
  const returnUrl = ({ orderId, speedUpItemId }: payments.SessionPurpose) =>
    speedUpItemId ? ordersPageUrl(config) : `${config.publicUrl}/checkout/success/${orderId}`;

  app.get('/checkout/config', async (): Promise<PaymentConfig> => ({
    provider: provider.name,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
  }));

  /**
   * A payment session for `purpose` (replacing its older open sessions), with the browser sent back to `returnUrl`
   * after paying or giving up: create-session for an order, speed-up for a clip.
   */
  async function openCheckout(
    request: FastifyRequest,
    purchase: { orderId: number; amountCents: number; speedUp?: { itemId: number; option: LeadTimeSnapshot } },
  ): Promise<CreateSessionAnswer> {
    const { orderId, amountCents, speedUp } = purchase;
    const purpose = { orderId, speedUpItemId: speedUp?.itemId ?? null };
    for (const sessionId of await payments.openSessionIds(app.db, purpose)) {
      // Best effort: a session that cannot be expired (already completed, say) ends up in the already-paid log line.
      await provider
        .expireSession(sessionId)
        .catch((error: unknown) =>
          request.log.warn({ err: error, sessionId }, 'an older payment session was not expired'),
        );
    }
    const currency = CURRENCY.toLowerCase();
    const back = returnUrl(purpose);
    let session;
    try {
      session = await provider.createSession({
        orderId,
        ...(speedUp ? { speedUpItemId: speedUp.itemId } : {}),
        label: paymentLabel({ orderId, speedUp: speedUp?.option ?? null }),
        amountCents,
        currency,
        successUrl: back,
        cancelUrl: back,
      });
    } catch (error) {
      request.log.error({ err: error, orderId }, 'the payment provider did not make a session');
      throw new HttpError(502, SESSION_FAILED_MESSAGE);
    }
    await payments.saveSession(app.db, {
      id: session.sessionId,
      provider: provider.name,
      orderId,
      amountCents,
      currency,
      ...(speedUp ? { speedUpItemId: speedUp.itemId, speedUp: speedUp.option } : {}),
    });
    return session;
  }

  app.post('/checkout/create-session', { preHandler: requireUser }, async (request): Promise<CreateSessionAnswer> => {
    const user = signedInUser(request);
    const { orderId } = validate(CreateSessionStruct, request.body, { orderId: 'orderId must be an order id' });
    // The contract's id() refuses numbers past PostgreSQL's integer, so every id here can be looked up.
    const order = await findOrderForPayment(app.db, user.id, orderId);
    if (!order) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE, 'orderId');
    // Free orders are paid when they are made; no provider takes a payment of nothing.
    if (order.totalCents <= 0) throw new HttpError(409, NOTHING_TO_PAY_MESSAGE, 'orderId');
    return openCheckout(request, { orderId, amountCents: order.totalCents });
  });

  // A clip's speed-up (docs/decisions/0023) is bought like an order is paid: here, beside the provider it needs.
  app.post('/order/speed-up', { preHandler: requireUser }, async (request): Promise<CreateSessionAnswer> => {
    const user = signedInUser(request);
    const wanted = validate(SpeedUpStruct, request.body, {
      itemId: 'itemId must be an order item id',
      leadTimeId: 'leadTimeId must be a lead time option id',
    });
    const { orderId, itemId, option } = await findSpeedUp(app.db, user.id, wanted);
    return openCheckout(request, { orderId, amountCents: option.priceCents, speedUp: { itemId, option } });
  });

  app.register(async (webhook) => {
    // The signature covers the exact bytes sent: this route keeps the raw body, whatever its content type says.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    webhook.post('/checkout/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        if (!Buffer.isBuffer(request.body)) throw new Error('No body');
        event = provider.verifyWebhook(request.body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'payment webhook refused');
        throw new HttpError(400, BAD_SIGNATURE_MESSAGE);
      }
      const result = await handleEvent(app.db, event, request.log);
      // After the commit, and once: only the delivery that made the paid transition gets 'paid'.
      if (result.outcome === 'paid') {
        app.background.run('order confirmation mail', () => sendOrderPaidMail(app, config, result.orderId));
        app.background.run('video renders', () => queueOrderRenders(app, result.orderId));
      }
      if (result.outcome === 'sped-up')
        app.background.run('speed-up mail', () => sendSpeedUpMail(app, config, result.itemId));
      if (result.outcome === 'refund')
        app.background.run('refund', () => refundPayment(app, provider, config, result.sessionId));
      return { received: true };
    });
  });

  // Refunds the provider could not take when their payment came (refunds.ts), and the staff desk's view of them.
  app.background.every('refunds due', REFUND_RETRY_MS, () => refundDuePayments(app, provider, config));
  app.register(staffRefundRoutes, { provider, config });

  if (provider.name === 'local') app.register(localPayPages, { config, returnUrl });
}

/**
 * The local provider's hosted page and its two forms. No cookie or token is involved: the unguessable, single-use
 * session id in the path is the whole authority (as with a Stripe Checkout link), so a forged cross-site POST would
 * need the id, and each session pays or cancels once.
 */
async function localPayPages(
  app: FastifyInstance,
  { config, returnUrl }: { config: Config; returnUrl: (purpose: payments.SessionPurpose) => string },
) {
  const webhookSecret = config.payments.webhookSecret;
  // The forms post urlencoded bodies with nothing in them that matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  /** The API's CSP allows no page; these allow their one nonce'd <style>, and forms that post here (then redirect to the shop). */
  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    const policy = [
      `default-src 'none'`,
      `style-src 'nonce-${nonce}'`,
      `form-action 'self' ${config.publicUrl}`,
      `base-uri 'none'`,
      `frame-ancestors 'none'`,
    ].join('; ');
    return reply
      .code(status)
      .header('content-security-policy', policy)
      .header('cross-origin-opener-policy', 'same-origin')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  };

  app.get<{ Params: { sessionId: string } }>('/checkout/pay/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const session = isLocalSessionId(sessionId) ? await payments.findSession(app.db, sessionId) : undefined;
    if (!session || session.provider !== 'local') return html(reply, 404, notFoundPage);
    if (session.status !== 'open' || session.submittedAt)
      return html(reply, 410, (nonce) => closedPage(nonce, session, returnUrl(session)));
    return html(reply, 200, (nonce) => payPage(nonce, session));
  });

  const finish =
    (outcome: LocalOutcome) =>
    async (request: { params: { sessionId: string }; log: FastifyInstance['log'] }, reply: FastifyReply) => {
      const { sessionId } = request.params;
      if (!isLocalSessionId(sessionId)) return html(reply, 404, notFoundPage);
      const claimed = await payments.claimLocalSession(app.db, sessionId);
      if (claimed) await deliver(app, webhookSecret, localEvent(claimed, outcome), request.log);
      // A second submit (a double click, another tab) acts on nothing and lands on the same result page.
      const session = claimed ?? (await payments.findSession(app.db, sessionId));
      if (!session || session.provider !== 'local') return html(reply, 404, notFoundPage);
      return reply.code(303).header('location', returnUrl(session)).send();
    };
  app.post<{ Params: { sessionId: string } }>('/checkout/pay/:sessionId', finish('paid'));
  app.post<{ Params: { sessionId: string } }>('/checkout/pay/:sessionId/cancel', finish('cancelled'));
}

/** Posts the event to this API's own webhook endpoint, as Stripe would; a failure leaves the order unpaid (Pay now again). */
async function deliver(
  app: FastifyInstance,
  secret: string,
  event: ReturnType<typeof localEvent>,
  log: FastifyInstance['log'],
) {
  const url = ownWebhookUrl(app);
  try {
    if (!url) throw new Error('the API is not listening on a port');
    const status = await deliverEvent(url, secret, event);
    if (status !== 200) log.error({ eventId: event.id, status }, 'the webhook endpoint refused a local payment event');
  } catch (error) {
    log.error({ err: error, eventId: event.id }, 'a local payment event could not be delivered');
  }
}

/** This process's own address: the local provider's events go through HTTP like Stripe's, but never leave the host. */
function ownWebhookUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api/checkout/webhook`;
}
