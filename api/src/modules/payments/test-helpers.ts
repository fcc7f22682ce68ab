// Shared by the payments tests (and orders/payment.test.ts, orders/speed-up.test.ts): the app listening for the local
// provider, orders made straight in the database, signed events, and what a payment left behind.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ProductType } from '@shop/shared/constants';
import { mailOutbox, orderItems, orders, paymentEvents, paymentSessions, type LeadTimeSnapshot } from '../../db/schema';
import type { TestUser } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';
import { signLikeStripe } from './provider';

export const WEBHOOK_SECRET = 'whsec_payments_test_secret';

/**
 * A new test database and the app on it with the webhook secret and `publicUrl`, listening for real: the local
 * provider's Pay and Cancel deliver their events to its address over HTTP. Closed after the file's tests.
 */
export async function listeningPaymentsApp(publicUrl: string) {
  const database = await createTestDatabase();
  const app = buildTestApp(database, testConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: publicUrl }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  after(() => app.close());
  /** What the browser does with the hosted page's Pay or Cancel form at `path`. */
  const submit = (path: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
  return { database, db: database.db, app, base, submit };
}

/** The hosted page's path, from the session's url (which points at the shop, whose proxy forwards /api here). */
export const pagePath = (url: string) => new URL(url).pathname;

/** An unpaid order of `user` (the orders module makes real ones from a cart; payments only need the row). */
export async function makeOrder(db: Db, user: TestUser, totalCents = 5443): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      userId: user.id,
      subtotalCents: totalCents,
      discountCents: 0,
      taxCents: 0,
      totalCents,
      paymentMethod: 'card',
    })
    .returning({ id: orders.id });
  assert.ok(row);
  return row.id;
}

export interface ClipOptions {
  paid?: boolean;
  /** How long ago the order was paid (default 1 hour). */
  paidAgoMs?: number;
  type?: number;
  /** The chosen lead-time option (default none: 24 hours). */
  leadTime?: LeadTimeSnapshot | null;
  speedUp?: LeadTimeSnapshot | null;
  videoStory?: string | null;
}

/** An order of `user` with one item, by default a clip paid an hour ago (for the speed-up's tests). */
export async function makeClipOrder(db: Db, user: TestUser, options: ClipOptions = {}) {
  const { paid = true, paidAgoMs = 60 * 60 * 1000, type = ProductType.CLIP, leadTime = null } = options;
  const orderId = await makeOrder(db, user, 3000);
  const paidAt = paid ? new Date(Date.now() - paidAgoMs) : null;
  if (paidAt) await db.update(orders).set({ paid: true, paidAt }).where(eq(orders.id, orderId));
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId,
      type,
      name: 'Wedding story',
      slug: 'wedding-story',
      quantity: 1,
      priceCents: 3000,
      baseCostCents: 3000,
      leadTime,
      speedUp: options.speedUp ?? null,
      videoStory: options.videoStory ?? null,
    })
    .returning({ id: orderItems.id });
  assert.ok(item);
  return { orderId, itemId: item.id, paidAt };
}

export async function orderState(db: Db, orderId: number) {
  const [row] = await db
    .select({ paid: orders.paid, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  assert.ok(row, `no order ${orderId}`);
  return row;
}

export async function sessionsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.orderId, orderId))
    .orderBy(paymentSessions.createdAt);
}

export async function eventCount(db: Db, sessionId: string): Promise<number> {
  return (await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId)))
    .length;
}

/** Mails to the user once the app's background work is done. */
export async function mailsTo(app: FastifyInstance, db: Db, user: TestUser) {
  await app.background.idle();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
}

/** A checkout.session event in Stripe's format. */
export function checkoutEvent(
  type: string,
  session: Record<string, unknown>,
  id = `evt_test_${randomBytes(12).toString('hex')}`,
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { object: 'checkout.session', ...session } },
  };
}

/** A paid checkout.session.completed event for the order's session (amount default: makeOrder's default total). */
export const paidEvent = (sessionId: string, orderId: number, amountCents = 5443) =>
  checkoutEvent('checkout.session.completed', {
    id: sessionId,
    payment_status: 'paid',
    amount_total: amountCents,
    metadata: { orderId: String(orderId) },
  });

/** Delivers an event to the webhook as Stripe would: raw JSON and its Stripe-Signature (optionally made at `timestamp`). */
export function postEvent(
  app: FastifyInstance,
  event: unknown,
  { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signLikeStripe(secret, payload, timestamp),
    },
    payload,
  });
}
