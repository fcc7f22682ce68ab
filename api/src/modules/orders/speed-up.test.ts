import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Order } from '@shop/shared/contracts';
import { ProductType } from '@shop/shared/constants';
import { leadTimePrices, orderItems, orders, paymentSessions, type LeadTimeSnapshot } from '../../db/schema';
import { bearer, call, signUp, type TestUser } from '../../test/identity';
import {
  checkoutEvent,
  listeningPaymentsApp,
  makeClipOrder,
  type ClipOptions,
  eventCount,
  mailsTo,
  orderState,
  pagePath,
  paidEvent,
  postEvent,
  sessionsOf,
} from '../payments/test-helpers';
import { SPEED_UP_TEXTS as T } from './speed-up';

const PUBLIC_URL = 'http://shop.test';
const HOUR = 60 * 60 * 1000;
const { db, app, base, submit } = await listeningPaymentsApp(PUBLIC_URL);

/** The shop's lead-time options for this file: the free default, two paid ones, and a free one that is short. */
const insertOption = async (caption: string, priceCents: number, period: number): Promise<LeadTimeSnapshot> => {
  const [row] = await db.insert(leadTimePrices).values({ caption, priceCents, period }).returning();
  assert.ok(row);
  return { id: row.id, caption, priceCents, period };
};
const standard = await insertOption('Standard', 0, 72);
const fast = await insertOption('Fast', 1900, 24);
const express = await insertOption('Express', 3900, 6);
const freeShort = await insertOption('Free short', 0, 12);

/** A clip order on the free Standard option by default. */
const makeClip = (user: TestUser, options: ClipOptions = {}) =>
  makeClipOrder(db, user, { leadTime: standard, ...options });

const speedUp = (user: TestUser | undefined, payload: unknown) =>
  call(app, 'POST', '/api/order/speed-up', { ...(user ? { token: user.token } : {}), payload });

async function itemState(itemId: number) {
  const [row] = await db
    .select({ speedUp: orderItems.speedUp, leadTime: orderItems.leadTime })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  assert.ok(row, `no item ${itemId}`);
  return row;
}

/** The order's refunded (or due) sessions, once the background work is done: { sessionId: { reason, refunded } }. */
async function refundsOf(orderId: number) {
  await app.background.idle();
  return Object.fromEntries(
    (await sessionsOf(db, orderId))
      .filter((session) => session.refundReason)
      .map((session) => [session.id, { reason: session.refundReason, refunded: Boolean(session.refundedAt) }]),
  );
}

async function openSpeedUp(user: TestUser, itemId: number, option = express) {
  const response = await speedUp(user, { itemId, leadTimeId: option.id });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { sessionId: string; url: string };
}

describe('POST /api/order/speed-up', () => {
  test('pays through the local provider: a page naming the speed-up and its price, the clip gets the option, the order stays as paid', async () => {
    const user = await signUp(app);
    const { orderId, itemId, paidAt } = await makeClip(user);
    const { sessionId, url } = await openSpeedUp(user, itemId);
    assert.match(sessionId, /^cs_local_[A-Za-z0-9_-]{32}$/);
    assert.equal(url, `${PUBLIC_URL}/api/checkout/pay/${sessionId}`);
    const [session] = await sessionsOf(db, orderId);
    assert.deepEqual(
      { amountCents: session?.amountCents, speedUpItemId: session?.speedUpItemId, speedUp: session?.speedUp },
      { amountCents: 3900, speedUpItemId: itemId, speedUp: express },
    );

    const page = await fetch(`${base}${pagePath(url)}`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.ok(html.includes(`Express speed-up, Order #${String(orderId).padStart(6, '0')}`), html);
    assert.ok(html.includes('$39.00'), html);
    assert.equal((await itemState(itemId)).speedUp, null, 'showing the page buys nothing');

    const pay = await submit(pagePath(url));
    assert.equal(pay.status, 303);
    assert.equal(pay.headers.get('location'), `${PUBLIC_URL}/account/orders`);
    assert.deepEqual(await itemState(itemId), { speedUp: express, leadTime: standard });
    assert.deepEqual(await orderState(db, orderId), { paid: true, paidAt }, 'the order’s paid time is kept');
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'complete');
    // No second order confirmation: a receipt for the speed-up.
    const mails = await mailsTo(app, db, user);
    assert.deepEqual(
      mails.map((mail) => mail.subject),
      [`Story Shop order #${String(orderId).padStart(6, '0')}: Express delivery`],
    );
    assert.match(mails[0]!.text, /We received \$39\.00 for Express delivery of "Wedding story" from order #\d{6}\./);
    assert.match(mails[0]!.text, /ready within 6 hours of the order's payment/);
    assert.ok(mails[0]!.text.includes(`${PUBLIC_URL}/account/orders`));
    assert.ok(mails[0]!.html?.includes('&#34;Wedding story&#34;'), 'the HTML escapes the name');

    // The Orders screen reads the speed-up (its countdown runs to paidAt + 6 h), and no second one is offered.
    const listed = (await call(app, 'GET', '/api/orders', { token: user.token })).json();
    assert.deepEqual(listed[0].items[0].speedUp, { id: express.id, caption: 'Express', price: 39, period: 6 });
    const again = await speedUp(user, { itemId, leadTimeId: express.id });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { message: T.alreadySpedUp, field: 'itemId' });
  });

  test('Cancel on the page leaves the clip as it was and returns to the Orders screen', async () => {
    const user = await signUp(app);
    const { orderId, itemId } = await makeClip(user);
    const { url } = await openSpeedUp(user, itemId, fast);
    const cancel = await submit(`${pagePath(url)}/cancel`);
    assert.equal(cancel.status, 303);
    assert.equal(cancel.headers.get('location'), `${PUBLIC_URL}/account/orders`);
    assert.equal((await itemState(itemId)).speedUp, null);
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'expired');
    const closed = await fetch(`${base}${pagePath(url)}`);
    assert.equal(closed.status, 410);
    assert.match(await closed.text(), /href="http:\/\/shop\.test\/account\/orders"/);
  });

  test('a clip without a lead time (24 hours) may buy only a shorter option', async () => {
    const user = await signUp(app);
    const { itemId } = await makeClip(user, { leadTime: null });
    const same = await speedUp(user, { itemId, leadTimeId: fast.id });
    assert.equal(same.statusCode, 409, same.body);
    assert.deepEqual(same.json(), { message: T.optionNotShorter, field: 'leadTimeId' });
    await openSpeedUp(user, itemId, express);
  });

  test('every refusal is a clear 4xx and stores nothing', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const cases: [string, ClipOptions, { user?: TestUser; leadTimeId?: number }, number, string, string][] = [
      ['unpaid order', { paid: false }, {}, 409, T.notPaid, 'itemId'],
      ['simple item', { type: ProductType.SIMPLE, leadTime: null }, {}, 409, T.notClip, 'itemId'],
      ['paid lead time', { leadTime: fast }, {}, 409, T.paidLeadTime, 'itemId'],
      ['already sped up', { speedUp: fast }, {}, 409, T.alreadySpedUp, 'itemId'],
      ['video delivered', { videoStory: 'story-1' }, {}, 409, T.delivered, 'itemId'],
      ['72 hours over', { paidAgoMs: 72 * HOUR + 1000 }, {}, 409, T.periodOver, 'itemId'],
      [
        '24 hours over (no lead time)',
        { leadTime: null, paidAgoMs: 24 * HOUR + 1000 },
        {},
        409,
        T.periodOver,
        'itemId',
      ],
      ['another user’s item', {}, { user: other }, 404, T.itemNotFound, 'itemId'],
      ['unknown option', {}, { leadTimeId: 2_000_000 }, 404, T.optionNotFound, 'leadTimeId'],
      ['free option', {}, { leadTimeId: freeShort.id }, 409, T.optionFree, 'leadTimeId'],
      ['the current option', {}, { leadTimeId: standard.id }, 409, T.optionFree, 'leadTimeId'],
    ];
    for (const [label, clip, { user = owner, leadTimeId = express.id }, status, message, field] of cases) {
      const { orderId, itemId } = await makeClip(owner, clip);
      const before = await itemState(itemId);
      const response = await speedUp(user, { itemId, leadTimeId });
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.deepEqual(response.json(), { message, field }, label);
      assert.deepEqual(await sessionsOf(db, orderId), [], `${label}: no session`);
      assert.deepEqual(await itemState(itemId), before, `${label}: item unchanged`);
    }
  });

  test('bad ids are 400, an unknown item 404 like another user’s, and a signed-out call 401; nothing is made', async () => {
    const user = await signUp(app);
    const { itemId } = await makeClip(user);
    const before = await db.select().from(paymentSessions);
    for (const [payload, status] of [
      [{ itemId: itemId + 1_000_000, leadTimeId: express.id }, 404],
      [{ itemId: String(itemId), leadTimeId: express.id }, 400],
      [{ itemId: 2_147_483_648, leadTimeId: express.id }, 400],
      [{ itemId: 1e300, leadTimeId: express.id }, 400],
      [{ itemId: -itemId, leadTimeId: express.id }, 400],
      [{ itemId: 0, leadTimeId: express.id }, 400],
      [{ itemId: 1.5, leadTimeId: express.id }, 400],
      [{ itemId, leadTimeId: 'express' }, 400],
      [{ itemId }, 400],
      [{ itemId, leadTimeId: express.id, amountCents: 1 }, 400],
      [[itemId, express.id], 400],
    ] as const) {
      const response = await speedUp(user, payload);
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.equal(typeof response.json().message, 'string', response.body);
      assert.doesNotMatch(response.body, /stack|at \w+ \(/);
      if (status === 404) assert.deepEqual(response.json(), { message: T.itemNotFound, field: 'itemId' });
    }
    const anonymous = await speedUp(undefined, { itemId, leadTimeId: express.id });
    assert.equal(anonymous.statusCode, 401);
    const wrongToken = await fetch(`${base}/api/order/speed-up`, {
      method: 'POST',
      headers: { ...bearer('not-a-token'), 'content-type': 'application/json' },
      body: JSON.stringify({ itemId, leadTimeId: express.id }),
    });
    assert.equal(wrongToken.status, 401);
    assert.deepEqual(await db.select().from(paymentSessions), before);
  });

  test('a second speed-up session of the same clip closes the older page; another clip’s session stays open', async () => {
    const user = await signUp(app);
    const first = await makeClip(user);
    const second = await makeClip(user);
    const older = await openSpeedUp(user, first.itemId, fast);
    await openSpeedUp(user, second.itemId, fast);
    const newer = await openSpeedUp(user, first.itemId, express);
    assert.deepEqual(
      (await sessionsOf(db, first.orderId)).map((session) => [session.id, session.status, session.amountCents]),
      [
        [older.sessionId, 'expired', 1900],
        [newer.sessionId, 'open', 3900],
      ],
    );
    assert.equal((await sessionsOf(db, second.orderId))[0]?.status, 'open');
    assert.equal((await fetch(`${base}${pagePath(older.url)}`)).status, 410);
    assert.equal((await submit(pagePath(older.url))).status, 303);
    assert.equal((await itemState(first.itemId)).speedUp, null, 'the closed page pays nothing');
    assert.equal((await submit(pagePath(newer.url))).status, 303);
    assert.deepEqual((await itemState(first.itemId)).speedUp, express);
  });
});

describe('the webhook of a speed-up session', () => {
  test('a replayed event changes nothing: one event row, the same speed-up, the order’s paid time kept', async () => {
    const user = await signUp(app);
    const { orderId, itemId, paidAt } = await makeClip(user);
    const { sessionId } = await openSpeedUp(user, itemId);
    const event = paidEvent(sessionId, orderId, 3900);
    for (let delivery = 0; delivery < 4; delivery += 1) assert.equal((await postEvent(app, event)).statusCode, 200);
    assert.deepEqual((await itemState(itemId)).speedUp, express);
    assert.equal(await eventCount(db, sessionId), 1);
    assert.deepEqual(await orderState(db, orderId), { paid: true, paidAt });
    assert.equal((await mailsTo(app, db, user)).length, 1, 'one receipt, however often the event comes');
  });

  test('concurrent deliveries of two paid sessions of one clip set its speed-up once', async () => {
    const user = await signUp(app);
    const { orderId, itemId } = await makeClip(user);
    // Two sessions paid (say, two Stripe tabs before the older one expired): the first to commit wins.
    const one = await openSpeedUp(user, itemId, fast);
    const two = await openSpeedUp(user, itemId, express);
    await db.update(paymentSessions).set({ status: 'open' }).where(eq(paymentSessions.id, one.sessionId));
    const answers = await Promise.all([
      postEvent(app, paidEvent(one.sessionId, orderId, 1900)),
      postEvent(app, paidEvent(two.sessionId, orderId, 3900)),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200],
    );
    const { speedUp: bought } = await itemState(itemId);
    assert.ok(bought && [fast.id, express.id].includes(bought.id), JSON.stringify(bought));
    assert.equal(await eventCount(db, one.sessionId), 1);
    assert.equal(await eventCount(db, two.sessionId), 1);
    // The other payment is refunded.
    const loser = bought.id === fast.id ? two.sessionId : one.sessionId;
    assert.deepEqual(await refundsOf(orderId), { [loser]: { reason: 'already-sped-up', refunded: true } });
  });

  test('a second paid session of a clip already sped up changes nothing: the first purchase stays', async () => {
    const user = await signUp(app);
    const { orderId, itemId } = await makeClip(user);
    const one = await openSpeedUp(user, itemId, fast);
    const two = await openSpeedUp(user, itemId, express);
    await db.update(paymentSessions).set({ status: 'open' }).where(eq(paymentSessions.id, one.sessionId));
    assert.equal((await postEvent(app, paidEvent(one.sessionId, orderId, 1900))).statusCode, 200);
    assert.equal((await postEvent(app, paidEvent(two.sessionId, orderId, 3900))).statusCode, 200);
    assert.deepEqual((await itemState(itemId)).speedUp, fast);
    assert.equal(await eventCount(db, two.sessionId), 1, 'the second event is recorded all the same');
    assert.deepEqual(await refundsOf(orderId), { [two.sessionId]: { reason: 'already-sped-up', refunded: true } });
    const number = `#${String(orderId).padStart(6, '0')}`;
    assert.deepEqual(
      (await mailsTo(app, db, user)).map((mail) => mail.subject),
      [`Story Shop order ${number}: Fast delivery`, `Story Shop order ${number}: payment refunded`],
    );
  });

  test('a speed-up paid after its clip was delivered is refunded and changes nothing', async () => {
    const user = await signUp(app);
    const { orderId, itemId } = await makeClip(user);
    const { url } = await openSpeedUp(user, itemId);
    // The video is delivered while the payment page is still open; then the shopper pays on it.
    await db.update(orderItems).set({ videoStory: 'delivered-story.mp4' }).where(eq(orderItems.id, itemId));
    assert.equal((await submit(pagePath(url))).status, 303);
    assert.equal((await itemState(itemId)).speedUp, null);
    const [session] = await sessionsOf(db, orderId);
    assert.equal(session?.status, 'complete');
    assert.deepEqual(await refundsOf(orderId), { [session!.id]: { reason: 'delivered', refunded: true } });
    const [listed] = (await call(app, 'GET', '/api/orders', { token: user.token })).json() as Order[];
    const [refunded] = await sessionsOf(db, orderId);
    assert.deepEqual(listed?.refunds, [
      { amount: 39, speedUp: 'Express', reason: 'delivered', refundedAt: refunded?.refundedAt?.toISOString() },
    ]);
    const mails = await mailsTo(app, db, user);
    const number = `#${String(orderId).padStart(6, '0')}`;
    assert.deepEqual(
      mails.map((mail) => mail.subject),
      [`Story Shop order ${number}: payment refunded`],
      'a refund mail, no speed-up receipt',
    );
    assert.ok(
      mails[0]!.text.includes(
        `We refunded your payment of $39.00 for Express speed-up, Order ${number}: the video story was already ready.`,
      ),
      mails[0]!.text,
    );
    assert.ok(mails[0]!.text.includes(`${PUBLIC_URL}/account/orders`));
    // A replayed event refunds nothing more.
    assert.equal((await postEvent(app, paidEvent(session!.id, orderId, 3900))).statusCode, 200);
    assert.equal((await mailsTo(app, db, user)).length, 1);
  });

  test('a speed-up paid after the clip’s lead time ran out is refunded', async () => {
    const user = await signUp(app);
    // Standard is 72 hours: the page is opened with an hour left, and paid after it ran out.
    const { orderId, itemId } = await makeClip(user, { paidAgoMs: 71 * HOUR });
    const { sessionId } = await openSpeedUp(user, itemId);
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 73 * HOUR) })
      .where(eq(orders.id, orderId));
    assert.equal((await postEvent(app, paidEvent(sessionId, orderId, 3900))).statusCode, 200);
    assert.equal((await itemState(itemId)).speedUp, null);
    assert.deepEqual(await refundsOf(orderId), { [sessionId]: { reason: 'period-over', refunded: true } });
    const [mail] = await mailsTo(app, db, user);
    assert.match(mail?.text ?? '', /: the video story's lead time was already over\./);
  });

  test('a paid event with another amount than its session leaves the clip unchanged', async () => {
    const user = await signUp(app);
    const { orderId, itemId } = await makeClip(user);
    const { sessionId } = await openSpeedUp(user, itemId);
    assert.equal((await postEvent(app, paidEvent(sessionId, orderId, 1900))).statusCode, 200);
    assert.equal((await itemState(itemId)).speedUp, null);
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'open');
    // The right amount still pays it.
    assert.equal((await postEvent(app, paidEvent(sessionId, orderId, 3900))).statusCode, 200);
    assert.deepEqual((await itemState(itemId)).speedUp, express);
  });

  test('an expired speed-up session leaves the clip unchanged and a new one can be bought', async () => {
    const user = await signUp(app);
    const { orderId, itemId } = await makeClip(user);
    const { sessionId } = await openSpeedUp(user, itemId);
    const expired = checkoutEvent('checkout.session.expired', { id: sessionId, payment_status: 'unpaid' });
    assert.equal((await postEvent(app, expired)).statusCode, 200);
    assert.equal((await itemState(itemId)).speedUp, null);
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'expired');
    await openSpeedUp(user, itemId);
  });
});
