import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { RefundReason } from '@shop/shared/refunds';
import { REFUNDS_LISTED_DAYS } from '@shop/shared/staff';
import type { Db } from '../../db/client';
import { orders, paymentEvents, paymentSessions, type LeadTimeSnapshot } from '../../db/schema';
import { isoTime, rows } from '../../db/sql';
import { orderMailAddress } from '../orders/index';
import type { ProviderName } from './provider';

export type PaymentSession = typeof paymentSessions.$inferSelect;

/**
 * What a session pays for: an order, or one clip's speed-up (speedUpItemId). Each has at most one open session: a new
 * one replaces the older ones, so one payment page is open per purchase.
 */
export type SessionPurpose = { orderId: number; speedUpItemId?: number | null };

const samePurpose = ({ orderId, speedUpItemId }: SessionPurpose) =>
  speedUpItemId
    ? eq(paymentSessions.speedUpItemId, speedUpItemId)
    : and(eq(paymentSessions.orderId, orderId), isNull(paymentSessions.speedUpItemId));

/** The purpose's open sessions (a new session replaces them). */
export async function openSessionIds(db: Db, purpose: SessionPurpose): Promise<string[]> {
  const rows = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(samePurpose(purpose), eq(paymentSessions.status, 'open')));
  return rows.map((row) => row.id);
}

/** Stores a new session and marks the other open sessions of its purpose expired, together. */
export async function saveSession(
  db: Db,
  session: {
    id: string;
    provider: ProviderName;
    orderId: number;
    amountCents: number;
    currency: string;
    speedUpItemId?: number;
    speedUp?: LeadTimeSnapshot;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentSessions)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(samePurpose(session), eq(paymentSessions.status, 'open')));
    await tx.insert(paymentSessions).values(session);
  });
}

export async function findSession(db: Db, id: string): Promise<PaymentSession | undefined> {
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return session;
}

/**
 * Takes an open local session's one use (its page's Pay or Cancel); undefined when it was used, closed or never was.
 * The conditional update makes a double submit or two tabs act once.
 */
export async function claimLocalSession(db: Db, id: string): Promise<PaymentSession | undefined> {
  const [session] = await db
    .update(paymentSessions)
    .set({ submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentSessions.id, id),
        eq(paymentSessions.provider, 'local'),
        eq(paymentSessions.status, 'open'),
        isNull(paymentSessions.submittedAt),
      ),
    )
    .returning();
  return session;
}

/**
 * Records a webhook event's id; false when it was recorded before (a replay or a concurrent delivery of the same
 * event). Run it in the transaction that makes the event's effect, so the record and the effect commit together.
 */
export async function recordEvent(tx: Db, event: { id: string; type: string; sessionId: string }): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length === 1;
}

/** Sets the session's final status; a completed session stays completed (events may arrive out of order). */
export async function closeSession(tx: Db, id: string, status: 'complete' | 'expired' | 'failed'): Promise<void> {
  await tx
    .update(paymentSessions)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, id), ne(paymentSessions.status, 'complete')));
}

/** Marks a paid session's payment as bought nothing, to be refunded (in the transaction that records its event). */
export async function markRefundDue(tx: Db, id: string, reason: RefundReason): Promise<void> {
  await tx
    .update(paymentSessions)
    .set({ refundReason: reason, updatedAt: sql`now()` })
    .where(eq(paymentSessions.id, id));
}

const refundDue = and(isNotNull(paymentSessions.refundReason), isNull(paymentSessions.refundedAt));

/** The session, if its refund is still due. */
export async function findRefundDue(db: Db, id: string): Promise<PaymentSession | undefined> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, id), refundDue));
  return session;
}

/**
 * Whether a payment of the user's orders is still to be refunded, with all their sessions locked: a webhook marking one
 * due has committed before this answers, or waits for the caller's transaction (account deletion, which would take the
 * refund's record with the orders).
 */
export async function lockRefundDueOf(tx: Db, userId: number): Promise<boolean> {
  const sessions = await tx
    .select({ refundReason: paymentSessions.refundReason, refundedAt: paymentSessions.refundedAt })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(orders.userId, userId))
    .for('update', { of: paymentSessions });
  // Filtered here, not in SQL: a row that becomes due while this waits for its lock would not match a WHERE read before.
  return sessions.some((session) => session.refundReason !== null && session.refundedAt === null);
}

/**
 * The ids of the sessions whose refunds are still due, the least recently tried first (markRefundTried), so refunds
 * the provider keeps refusing do not hold the others back.
 */
export async function refundsDue(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(refundDue)
    .orderBy(asc(paymentSessions.updatedAt), asc(paymentSessions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The longest provider message kept for the staff desk. */
const REFUND_ERROR_MAX_LENGTH = 500;

/** Records a failed attempt at a refund and why: it goes to the back of refundsDue's queue. */
export async function markRefundTried(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ updatedAt: sql`now()`, refundError: error.slice(0, REFUND_ERROR_MAX_LENGTH) })
    .where(and(eq(paymentSessions.id, id), refundDue));
}

/**
 * Records a due refund as made, no longer due or retried: by the provider, or with `settledBy` (a staff member's email)
 * settled by hand outside the shop, its last refusal kept. Answers the session only to the call that recorded it (so
 * one mail goes, whoever else retried); undefined when it was not due.
 */
export async function markRefunded(
  db: Db,
  id: string,
  { settledBy }: { settledBy?: string } = {},
): Promise<PaymentSession | undefined> {
  const [session] = await db
    .update(paymentSessions)
    .set({
      refundedAt: sql`now()`,
      ...(settledBy ? { refundSettledBy: settledBy } : { refundError: null }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentSessions.id, id), refundDue))
    .returning();
  return session;
}

/** The staff desk's most refunds listed at once (every due one comes first). */
const REFUNDS_LISTED = 200;

export interface RefundRow {
  sessionId: string;
  orderId: number;
  customerEmail: string;
  amountCents: number;
  reason: RefundReason;
  /** The option a speed-up session bought (names it), null for an order's session. */
  speedUpCaption: string | null;
  paidAt: string;
  refundedAt: string | null;
  lastError: string | null;
  settledBy: string | null;
}

/**
 * The refunds still due, oldest first, then those made in the last REFUNDS_LISTED_DAYS days, newest first; the customer
 * is named by the order's mail address, the payment's time is when its event came in.
 */
export async function listRefunds(db: Db): Promise<RefundRow[]> {
  return rows<RefundRow>(
    db,
    sql`select ps.id as "sessionId", ps.order_id as "orderId", ${orderMailAddress(sql`o`, sql`u`)} as "customerEmail",
        ps.amount_cents as "amountCents", ps.refund_reason as reason, ps.speed_up->>'caption' as "speedUpCaption",
        ${isoTime(sql`coalesce(paid.received_at, ps.updated_at)`)} as "paidAt",
        ${isoTime(sql`ps.refunded_at`)} as "refundedAt",
        ps.refund_error as "lastError", ps.refund_settled_by as "settledBy"
      from payment_sessions ps
      join orders o on o.id = ps.order_id
      join users u on u.id = o.user_id
      left join lateral (select max(e.received_at) as received_at from payment_events e where e.session_id = ps.id) paid
        on true
      where ps.refund_reason is not null
        and (ps.refunded_at is null or ps.refunded_at > now() - make_interval(days => ${REFUNDS_LISTED_DAYS}))
      order by ps.refunded_at is not null, case when ps.refunded_at is null then ps.created_at end asc,
        ps.refunded_at desc, ps.id
      limit ${REFUNDS_LISTED}`,
  );
}
