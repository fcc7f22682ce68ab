import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { SHOP_NAME } from '@shop/shared/constants';
import { REFUND_REASON_TEXTS, type RefundReason } from '@shop/shared/staff';
import type { Config } from '../../config';
import { orders, users } from '../../db/schema';
import { escapeMarkup } from '../../lib/markup';
import { formatCents, orderMailAddress, orderNumber, ordersPageUrl } from '../orders/index';
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
 * Refunds the session's payment if that is still due, then mails the shopper; true when this call recorded the refund.
 * Throws when the provider refuses or cannot be reached: the refund stays due, its error kept for the staff desk and
 * itself behind the others in the retry queue.
 */
export async function refundPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  config: Pick<Config, 'publicUrl'>,
  sessionId: string,
): Promise<boolean> {
  const session = await findRefundDue(app.db, sessionId);
  if (!session?.refundReason) return false;
  try {
    await provider.refund(session.id, { amountCents: session.amountCents, reason: session.refundReason });
  } catch (error) {
    await markRefundTried(app.db, session.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  // Two runs may have asked for it (the webhook's and a retry): the provider refunds once, and one of them mails.
  if (!(await markRefunded(app.db, session.id))) return false;
  await sendRefundMail(app, config, session, session.refundReason);
  return true;
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
      if (await refundPayment(app, provider, config, sessionId)) refunded += 1;
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
  const number = orderNumber(session.orderId);
  const link = ordersPageUrl(config);
  const refunded = `We refunded your payment of ${formatCents(session.amountCents)} for ${paymentLabel(session)}: ${REFUND_REASON_TEXTS[reason]}.`;
  const when = 'Depending on your bank, the refund shows on your statement within 5 to 10 business days.';
  await app.mailer.send({
    to: order.email,
    subject: `${SHOP_NAME} order ${number}: payment refunded`,
    text: ['Hello,', '', refunded, when, '', `You can follow your order here: ${link}`].join('\n'),
    html:
      `<p>Hello,</p><p>${escapeMarkup(refunded)} ${escapeMarkup(when)}</p>` +
      `<p><a href="${escapeMarkup(link)}">Follow your order</a></p>`,
    userId: order.userId,
  });
}
