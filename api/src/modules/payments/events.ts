import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { RefundReason } from '@shop/shared/refunds';
import type { Db } from '../../db/client';
import { applySpeedUp, markOrderPaid } from '../orders/index';
import { closeSession, findSession, markRefundDue, recordEvent } from './repository';

// What a verified webhook event does. Each handled event's id is recorded in the same transaction as its effect, so a
// replay, a retry or a concurrent delivery of the same event changes nothing a second time.

/**
 * ignored: not ours to act on (unknown type or session); replay: seen before; recorded: handled, order unchanged;
 * paid: the order became paid; sped-up: a clip got the speed-up its session paid for (the order was paid already);
 * refund: the payment bought nothing (the order was paid already, the clip could no longer be sped up) and is due back.
 */
export type EventOutcome =
  | { outcome: 'ignored' | 'replay' | 'recorded' }
  | { outcome: 'paid'; orderId: number }
  | { outcome: 'sped-up'; itemId: number }
  | { outcome: 'refund'; sessionId: string };

type Effect = 'paid' | 'failed' | 'expired' | 'none';

/** The checkout session events the shop acts on, and their effect given the session object. */
function effectOf(type: string, session: CheckoutObject): Effect | undefined {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid and follow with async_payment_succeeded or _failed.
      return session.payment_status === 'paid' ? 'paid' : 'none';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return undefined;
  }
}

/** The fields of a checkout.session object the shop reads. */
interface CheckoutObject {
  id?: unknown;
  payment_status?: unknown;
  amount_total?: unknown;
  metadata?: { orderId?: unknown } | null;
}

export async function handleEvent(db: Db, event: Stripe.Event, log: FastifyBaseLogger): Promise<EventOutcome> {
  const object = (event.data?.object ?? {}) as CheckoutObject;
  const effect = effectOf(event.type, object);
  if (!effect) {
    log.debug({ eventId: event.id, type: event.type }, 'payment event of a type the shop does not handle: ignored');
    return { outcome: 'ignored' };
  }
  const session = typeof object.id === 'string' ? await findSession(db, object.id) : undefined;
  const claimedOrder = object.metadata?.orderId;
  if (!session || (claimedOrder !== undefined && claimedOrder !== String(session.orderId))) {
    // 2xx all the same: the provider would retry an error for days, and no retry can make the session known.
    log.warn(
      { eventId: event.id, type: event.type, sessionId: object.id, orderId: claimedOrder },
      'payment event for an unknown session: ignored',
    );
    return { outcome: 'ignored' };
  }

  return db.transaction(async (tx): Promise<EventOutcome> => {
    if (!(await recordEvent(tx, { id: event.id, type: event.type, sessionId: session.id })))
      return { outcome: 'replay' };
    if (effect === 'none') return { outcome: 'recorded' };
    if (effect !== 'paid') {
      await closeSession(tx, session.id, effect);
      return { outcome: 'recorded' };
    }
    if (typeof object.amount_total === 'number' && object.amount_total !== session.amountCents) {
      log.error(
        { eventId: event.id, sessionId: session.id, paid: object.amount_total, expected: session.amountCents },
        'payment event with another amount than its session: nothing paid',
      );
      return { outcome: 'recorded' };
    }
    await closeSession(tx, session.id, 'complete');
    /** The payment bought nothing: it is paid back once this transaction commits (refunds.ts). */
    const refund = async (reason: RefundReason): Promise<EventOutcome> => {
      await markRefundDue(tx, session.id, reason);
      log.warn(
        { eventId: event.id, sessionId: session.id, orderId: session.orderId, reason },
        'a payment that bought nothing: refund due',
      );
      return { outcome: 'refund', sessionId: session.id };
    };
    if (session.speedUpItemId !== null && session.speedUp !== null) {
      // A speed-up session pays for one clip's lead time, never for the order (docs/decisions/0023).
      const applied = await applySpeedUp(tx, session.speedUpItemId, session.speedUp);
      return applied === 'applied' ? { outcome: 'sped-up', itemId: session.speedUpItemId } : refund(applied);
    }
    if (await markOrderPaid(tx, session.orderId, new Date())) return { outcome: 'paid', orderId: session.orderId };
    // A second session of the same order paid as well (say, two Stripe tabs before the older one expired).
    return refund('order-already-paid');
  });
}
