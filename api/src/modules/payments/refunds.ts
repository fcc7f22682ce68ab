import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SHOP_NAME } from '@shop/shared/constants';
import { REFUND_REASON_TEXTS, type RefundReason } from '@shop/shared/refunds';
import type { Config } from '../../config';
import { orders, users } from '../../db/schema';
import { formatCents, orderMailAddress, orderNumber, sendOrderNote } from '../orders/index';
import { paymentLabel, type PaymentProvider } from './provider';
import { findRefundDue, markRefunded, markRefundTried, refundsDue, type PaymentSession } from './repository';

// A payment that bought nothing is paid back (docs/decisions/0019): the webhook marks it due in the transaction that
// records its event, the refund is asked of the provider once that has committed, and refunds the provider could not
// take then are tried again every REFUND_RETRY_MS until it does.

/** How often refunds still due are tried again (the provider was unreachable or refused for a while). */
export const REFUND_RETRY_MS = 15 * 60 * 1000;
/** At most this many refunds per retry run. */
const REFUNDS_PER_RUN = 20;

/**
 * Refunds the session's payment if that is still due, then mails the shopper: 'refunded' when this call recorded the
 * refund, 'not-due' when none was due (or another run recorded it first). Throws when the provider refuses or cannot
 * be reached: the refund stays due, its error kept for the staff desk and itself behind the others in the retry queue.
 */
export async function refundPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  config: Pick<Config, 'publicUrl'>,
  sessionId: string,
): Promise<'refunded' | 'not-due'> {
  const session = await findRefundDue(app.db, sessionId);
  if (!session?.refundReason) return 'not-due';
  try {
    await provider.refund(session.id, { amountCents: session.amountCents, reason: session.refundReason });
  } catch (error) {
    await markRefundTried(app.db, session.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  // Two runs may have asked for it (the webhook's and a retry): the provider refunds once, and one of them mails.
  if (!(await markRefunded(app.db, session.id))) return 'not-due';
  await sendRefundMail(app, config, session, session.refundReason);
  return 'refunded';
}

/**
 * Records a refund staff made outside the shop (Mark settled: in the provider's dashboard, for a charge the API could
 * not refund) and mails the shopper as for any refund: 'settled' when this call recorded it, 'not-due' when none was
 * due (or another call settled or refunded it first).
 */
export async function settleRefund(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  sessionId: string,
  settledBy: string,
): Promise<'settled' | 'not-due'> {
  const session = await markRefunded(app.db, sessionId, { settledBy });
  if (!session?.refundReason) return 'not-due';
  await sendRefundMail(app, config, session, session.refundReason);
  return 'settled';
}

/**
 * Tries the refunds still due again, REFUNDS_PER_RUN of them, the least recently tried first; answers how many were
 * made. A failure is logged and leaves its refund due (refundPayment).
 */
export async function refundDuePayments(
  app: FastifyInstance,
  provider: PaymentProvider,
  config: Pick<Config, 'publicUrl'>,
): Promise<number> {
  let refunded = 0;
  for (const sessionId of await refundsDue(app.db, REFUNDS_PER_RUN)) {
    try {
      if ((await refundPayment(app, provider, config, sessionId)) === 'refunded') refunded += 1;
    } catch (error) {
      app.log.error({ err: error, sessionId }, 'refund failed: it stays due and is tried again');
    }
  }
  return refunded;
}

/** Tells the shopper, at the order's address, what was paid back and why. */
async function sendRefundMail(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  session: PaymentSession,
  reason: RefundReason,
): Promise<void> {
  const [order] = await app.db
    .select({ userId: orders.userId, email: orderMailAddress() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, session.orderId));
  if (!order) return;
  await sendOrderNote(app, config, {
    to: order.email,
    userId: order.userId,
    subject: `${SHOP_NAME} order ${orderNumber(session.orderId)}: payment refunded`,
    sentences: [
      `We refunded your payment of ${formatCents(session.amountCents)} for ${paymentLabel(session)}: ${REFUND_REASON_TEXTS[reason]}.`,
      'Depending on your bank, the refund shows on your statement within 5 to 10 business days.',
    ],
  });
}
