import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { toDollars } from '@shop/shared/pricing';
import type { StaffRefund } from '@shop/shared/staff';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { requireStaff, signedInUser } from '../../plugins/auth';
import { paymentLabel, type PaymentProvider } from './provider';
import { REFUND_RETRY_MS, refundPayment, settleRefund } from './refunds';
import { listRefunds } from './repository';

export const STAFF_REFUND_TEXTS = {
  sessionId: 'sessionId must be a payment session id',
  notDue: 'No refund is due for this payment',
  providerFailed: `The payment provider did not take the refund. It is tried again every ${REFUND_RETRY_MS / 60_000} minutes.`,
} as const;

/** A payment session id as the providers make them (cs_test_…, cs_live_…, cs_local_…). */
const SessionParams = object({ sessionId: pattern(string(), /^cs_[A-Za-z0-9_-]{1,250}$/) });

/**
 * The staff desk's refunds (docs/decisions/0019): what was paid back or is still due, "try again" for a due one (the
 * retry run would take it within REFUND_RETRY_MS anyway) and "settled" for one made outside the shop, which the
 * shopper is mailed about like any refund. Staff only: anonymous 401, other users 403.
 */
export default async function staffRefundRoutes(
  app: FastifyInstance,
  { provider, config }: { provider: PaymentProvider; config: Pick<Config, 'publicUrl'> },
) {
  app.addHook('preHandler', requireStaff);

  app.get('/staff/refunds', async (): Promise<StaffRefund[]> =>
    (await listRefunds(app.db)).map(({ amountCents, speedUpCaption, ...refund }) => ({
      ...refund,
      label: paymentLabel({ orderId: refund.orderId, speedUp: speedUpCaption ? { caption: speedUpCaption } : null }),
      amount: toDollars(amountCents),
    })),
  );

  app.post('/staff/refunds/:sessionId/retry', async (request): Promise<{ ok: true }> => {
    const { sessionId } = validate(SessionParams, request.params, { sessionId: STAFF_REFUND_TEXTS.sessionId });
    const outcome = await refundPayment(app, provider, config, sessionId).catch((error: unknown) => {
      request.log.error({ err: error, sessionId }, 'refund failed: it stays due and is tried again');
      throw new HttpError(502, STAFF_REFUND_TEXTS.providerFailed);
    });
    if (outcome === 'not-due') throw new HttpError(404, STAFF_REFUND_TEXTS.notDue, 'sessionId');
    return { ok: true };
  });

  // A refund made outside the shop (Stripe's dashboard, for a charge the API cannot refund): no longer due or retried.
  app.post('/staff/refunds/:sessionId/settle', async (request): Promise<{ ok: true }> => {
    const { sessionId } = validate(SessionParams, request.params, { sessionId: STAFF_REFUND_TEXTS.sessionId });
    if ((await settleRefund(app, config, sessionId, signedInUser(request).email)) === 'not-due')
      throw new HttpError(404, STAFF_REFUND_TEXTS.notDue, 'sessionId');
    return { ok: true };
  });
}
