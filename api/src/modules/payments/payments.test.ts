import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { paymentEvents, paymentSessions } from '../../db/schema';
import { bearer, call, signUp, type TestUser } from '../../test/identity';
import { buildTestApp, testConfig } from '../../test/setup';
import { BAD_SIGNATURE_MESSAGE, NOTHING_TO_PAY_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from './routes';
import {
  WEBHOOK_SECRET,
  checkoutEvent,
  eventCount,
  listeningPaymentsApp,
  mailsTo,
  makeOrder,
  orderState,
  pagePath,
  paidEvent,
  postEvent,
  sessionsOf,
} from './test-helpers';

const PUBLIC_URL = 'http://shop.test';
const { database, db, app, base, submit } = await listeningPaymentsApp(PUBLIC_URL);

const resultUrl = (orderId: number) => `${PUBLIC_URL}/checkout/success/${orderId}`;

async function createSession(user: TestUser, orderId: unknown) {
  const response = await fetch(`${base}/api/checkout/create-session`, {
    method: 'POST',
    headers: { ...bearer(user.token), 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { sessionId: string; url: string; message?: string },
  };
}

async function newSession(app: FastifyInstance, user: TestUser, orderId: number): Promise<string> {
  const response = await call(app, 'POST', '/api/checkout/create-session', { token: user.token, payload: { orderId } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().sessionId;
}

describe('the local provider, over real HTTP', () => {
  test('Pay: session, a page with the order number and total, the signed webhook, the order paid, the browser sent to the result page', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user, 5443);
    const { status, body } = await createSession(user, orderId);
    assert.equal(status, 200, JSON.stringify(body));
    assert.match(body.sessionId, /^cs_local_[A-Za-z0-9_-]{32}$/);
    assert.equal(body.url, `${PUBLIC_URL}/api/checkout/pay/${body.sessionId}`);

    const page = await fetch(`${base}${pagePath(body.url)}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const html = await page.text();
    assert.ok(html.includes(`Order #${String(orderId).padStart(6, '0')}`), html);
    assert.ok(html.includes('$54.43'), html);
    assert.match(html, /<button type="submit" class="pay">Pay<\/button>/);
    assert.match(html, /<button type="submit" class="cancel">Cancel<\/button>/);
    assert.doesNotMatch(html, /<script/i);
    const policy = page.headers.get('content-security-policy') ?? '';
    const nonce = /style-src 'nonce-([^']+)'/.exec(policy)?.[1];
    assert.ok(nonce && html.includes(`<style nonce="${nonce}">`), policy);
    assert.match(policy, new RegExp(`form-action 'self' ${PUBLIC_URL}(;|$)`));
    assert.match(policy, /default-src 'none'/);
    assert.match(policy, /frame-ancestors 'none'/);
    assert.equal(page.headers.get('cross-origin-opener-policy'), 'same-origin', 'a page, unlike the JSON answers');
    assert.deepEqual(await orderState(db, orderId), { paid: false, paidAt: null }, 'showing the page pays nothing');

    const pay = await submit(pagePath(body.url));
    assert.equal(pay.status, 303);
    assert.equal(pay.headers.get('location'), resultUrl(orderId));
    const paid = await orderState(db, orderId);
    assert.equal(paid.paid, true);
    assert.ok(paid.paidAt instanceof Date);
    const [session] = await sessionsOf(db, orderId);
    assert.equal(session?.status, 'complete');
    assert.equal((await mailsTo(app, db, user)).length, 1, 'one confirmation mail');

    // The page acts once: a second submit (double click, another tab) lands on the result page and changes nothing.
    const again = await submit(`${pagePath(body.url)}/cancel`);
    assert.equal(again.status, 303);
    assert.equal(again.headers.get('location'), resultUrl(orderId));
    assert.equal(await eventCount(db, body.sessionId), 1);
    assert.equal((await mailsTo(app, db, user)).length, 1);
    assert.equal((await orderState(db, orderId)).paid, true);
    const closed = await fetch(`${base}${pagePath(body.url)}`);
    assert.equal(closed.status, 410);
    assert.match(await closed.text(), /no longer open/);
  });

  test('Cancel: checkout.session.expired, the order stays unpaid, and a new session then pays it', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user);
    const first = await createSession(user, orderId);
    const cancel = await submit(`${pagePath(first.body.url)}/cancel`);
    assert.equal(cancel.status, 303);
    assert.equal(cancel.headers.get('location'), resultUrl(orderId));
    assert.deepEqual(await orderState(db, orderId), { paid: false, paidAt: null });
    assert.deepEqual(
      (await sessionsOf(db, orderId)).map((session) => session.status),
      ['expired'],
    );
    assert.equal(await eventCount(db, first.body.sessionId), 1);

    // Pay now from the orders screen: a new session.
    const second = await createSession(user, orderId);
    assert.notEqual(second.body.sessionId, first.body.sessionId);
    assert.equal((await submit(pagePath(second.body.url))).status, 303);
    assert.equal((await orderState(db, orderId)).paid, true);
    assert.equal((await mailsTo(app, db, user)).length, 1);
  });

  test('a new session closes the older page of the same order, so one order is never paid twice', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user);
    const first = await createSession(user, orderId);
    const second = await createSession(user, orderId);
    assert.equal((await fetch(`${base}${pagePath(first.body.url)}`)).status, 410);
    assert.equal((await fetch(`${base}${pagePath(second.body.url)}`)).status, 200);
    const stale = await submit(pagePath(first.body.url));
    assert.equal(stale.status, 303);
    assert.equal(await eventCount(db, first.body.sessionId), 0, 'the old page sent no event');
    assert.equal((await orderState(db, orderId)).paid, false);
  });

  test('when the event cannot be delivered the browser still lands on the result page and the order stays unpaid', async () => {
    // The same shop, not listening on any port (inject only): Pay has no webhook address to post to.
    const unreachable = buildTestApp(database, testConfig({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL }));
    after(() => unreachable.close());
    const user = await signUp(unreachable);
    const orderId = await makeOrder(db, user);
    const sessionId = await newSession(unreachable, user, orderId);
    const pay = await unreachable.inject({ method: 'POST', url: `/api/checkout/pay/${sessionId}` });
    assert.equal(pay.statusCode, 303);
    assert.equal(pay.headers.location, resultUrl(orderId));
    assert.deepEqual(await orderState(db, orderId), { paid: false, paidAt: null });
    assert.equal(await eventCount(db, sessionId), 0);
    // Pay now from the orders screen makes a new session that pays.
    const retry = await createSession(user, orderId);
    assert.equal((await submit(pagePath(retry.body.url))).status, 303);
    assert.equal((await orderState(db, orderId)).paid, true);
  });

  test('unknown and malformed session ids get a 404 page and send no event', async () => {
    const before = (await db.select().from(paymentEvents)).length;
    for (const id of ['cs_local_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'cs_test_123', '%27%20or%201%3D1', 'x'.repeat(90)]) {
      const page = await fetch(`${base}/api/checkout/pay/${id}`);
      assert.equal(page.status, 404, id);
      assert.match(await page.text(), /Payment page not found/);
      assert.equal((await submit(`/api/checkout/pay/${id}`)).status, 404, id);
      assert.equal((await submit(`/api/checkout/pay/${id}/cancel`)).status, 404, id);
    }
    assert.equal((await db.select().from(paymentEvents)).length, before);
  });
});

describe('POST /api/checkout/create-session', () => {
  test('only for the owner’s unpaid order: other users’, unknown, negative, string and huge ids are refused and nothing is made', async () => {
    const owner = await signUp(app);
    const actor = await signUp(app);
    const orderId = await makeOrder(db, owner);
    const before = await db.select().from(paymentSessions);
    for (const [payload, status] of [
      [{ orderId }, 404],
      [{ orderId: orderId + 1_000_000 }, 404],
      [{ orderId: 2_147_483_648 }, 400],
      [{ orderId: -orderId }, 400],
      [{ orderId: 0 }, 400],
      [{ orderId: String(orderId) }, 400],
      [{ orderId: 1.5 }, 400],
      [{}, 400],
      [{ orderId, amountCents: 1 }, 400],
    ] as const) {
      const response = await call(app, 'POST', '/api/checkout/create-session', { token: actor.token, payload });
      assert.equal(response.statusCode, status, `${JSON.stringify(payload)}: ${response.body}`);
      assert.ok(response.json().message, response.body);
      if (status === 404) assert.deepEqual(response.json(), { message: ORDER_NOT_FOUND_MESSAGE, field: 'orderId' });
    }
    assert.deepEqual(await db.select().from(paymentSessions), before);
    const unsigned = await call(app, 'POST', '/api/checkout/create-session', { payload: { orderId } });
    assert.equal(unsigned.statusCode, 401);
  });

  test('an unpaid order with nothing to pay gets no session (free orders are paid when made)', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user, 0);
    const response = await call(app, 'POST', '/api/checkout/create-session', {
      token: user.token,
      payload: { orderId },
    });
    assert.equal(response.statusCode, 409, response.body);
    assert.deepEqual(response.json(), { message: NOTHING_TO_PAY_MESSAGE, field: 'orderId' });
    assert.deepEqual(await sessionsOf(db, orderId), []);
  });

  test('a paid order gets no new session', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user);
    const sessionId = await newSession(app, user, orderId);
    assert.equal(
      (
        await postEvent(
          app,
          checkoutEvent('checkout.session.completed', { id: sessionId, payment_status: 'paid', amount_total: 5443 }),
        )
      ).statusCode,
      200,
    );
    const response = await call(app, 'POST', '/api/checkout/create-session', {
      token: user.token,
      payload: { orderId },
    });
    assert.equal(response.statusCode, 404);
    assert.equal((await sessionsOf(db, orderId)).length, 1);
  });

  test('GET /api/checkout/config names the local provider, without a publishable key', async () => {
    const response = await call(app, 'GET', '/api/checkout/config');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { provider: 'local' });
  });
});

describe('POST /api/checkout/webhook', () => {
  async function openSession(totalCents = 5443) {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user, totalCents);
    const sessionId = await newSession(app, user, orderId);
    return { user, orderId, sessionId };
  }
  test('a bad signature is refused with 400 and changes nothing: another secret, no header, a changed body, garbage', async () => {
    const { orderId, sessionId } = await openSession();
    const event = paidEvent(sessionId, orderId);
    const payload = JSON.stringify(event);
    const signed = (await import('./provider')).signLikeStripe(WEBHOOK_SECRET, payload);
    const attempts = [
      postEvent(app, event, { secret: 'whsec_someone_else' }),
      app.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
      app.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signed },
        payload: payload.replace('5443', '1'),
      }),
      app.inject({
        method: 'POST',
        url: '/api/checkout/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 'garbage' },
        payload,
      }),
      app.inject({ method: 'POST', url: '/api/checkout/webhook', headers: { 'stripe-signature': signed } }),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { message: BAD_SIGNATURE_MESSAGE });
    }
    assert.equal((await orderState(db, orderId)).paid, false);
    assert.equal(await eventCount(db, sessionId), 0);
  });

  test('a stale signature (made more than 5 minutes ago) is refused with 400', async () => {
    const { orderId, sessionId } = await openSession();
    const response = await postEvent(app, paidEvent(sessionId, orderId), {
      timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal((await orderState(db, orderId)).paid, false);
    assert.equal(await eventCount(db, sessionId), 0);
  });

  test('a replayed event changes nothing: one paid time, one event row, one mail', async () => {
    const { user, orderId, sessionId } = await openSession();
    const event = paidEvent(sessionId, orderId);
    assert.equal((await postEvent(app, event)).statusCode, 200);
    const first = await orderState(db, orderId);
    assert.equal(first.paid, true);
    for (let replay = 0; replay < 3; replay += 1) assert.equal((await postEvent(app, event)).statusCode, 200);
    assert.deepEqual(await orderState(db, orderId), first);
    assert.equal(await eventCount(db, sessionId), 1);
    assert.equal((await mailsTo(app, db, user)).length, 1);
    // A late expiry of the paid session leaves it completed.
    assert.equal(
      (await postEvent(app, checkoutEvent('checkout.session.expired', { id: sessionId, payment_status: 'unpaid' })))
        .statusCode,
      200,
    );
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'complete');
  });

  test('100 concurrent deliveries of one paid event make exactly one paid transition and one mail', async () => {
    const { user, orderId, sessionId } = await openSession();
    const event = paidEvent(sessionId, orderId);
    const answers = await Promise.all(Array.from({ length: 100 }, () => postEvent(app, event)));
    assert.deepEqual([...new Set(answers.map((response) => response.statusCode))], [200]);
    assert.equal((await orderState(db, orderId)).paid, true);
    assert.equal(await eventCount(db, sessionId), 1);
    assert.equal((await mailsTo(app, db, user)).length, 1);
  });

  test('an event type the shop does not handle answers 200 and is ignored', async () => {
    const { orderId, sessionId } = await openSession();
    for (const type of ['payment_intent.succeeded', 'checkout.session.unknown', 'charge.refunded']) {
      const response = await postEvent(
        app,
        checkoutEvent(type, { id: sessionId, payment_status: 'paid', amount_total: 5443 }),
      );
      assert.equal(response.statusCode, 200, response.body);
    }
    assert.equal((await orderState(db, orderId)).paid, false);
    assert.equal(await eventCount(db, sessionId), 0);
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'open');
  });

  test('an event for an unknown session, or naming another order than its session, answers 200 and is ignored', async () => {
    const { orderId, sessionId } = await openSession();
    const other = await openSession();
    const before = (await db.select().from(paymentEvents)).length;
    const unknown = await postEvent(app, paidEvent('cs_test_unknown', orderId));
    assert.equal(unknown.statusCode, 200, unknown.body);
    const mismatched = await postEvent(app, paidEvent(sessionId, other.orderId));
    assert.equal(mismatched.statusCode, 200, mismatched.body);
    const noSession = await postEvent(app, checkoutEvent('checkout.session.completed', { payment_status: 'paid' }));
    assert.equal(noSession.statusCode, 200, noSession.body);
    assert.equal((await orderState(db, orderId)).paid, false);
    assert.equal((await orderState(db, other.orderId)).paid, false);
    assert.equal((await db.select().from(paymentEvents)).length, before);
  });

  test('completed but unpaid (a delayed method) records the event only; async_payment_succeeded then pays', async () => {
    const { user, orderId, sessionId } = await openSession();
    const pending = checkoutEvent('checkout.session.completed', {
      id: sessionId,
      payment_status: 'unpaid',
      amount_total: 5443,
    });
    assert.equal((await postEvent(app, pending)).statusCode, 200);
    assert.equal((await orderState(db, orderId)).paid, false);
    assert.equal(await eventCount(db, sessionId), 1);
    const succeeded = checkoutEvent('checkout.session.async_payment_succeeded', {
      id: sessionId,
      payment_status: 'paid',
      amount_total: 5443,
    });
    assert.equal((await postEvent(app, succeeded)).statusCode, 200);
    assert.equal((await orderState(db, orderId)).paid, true);
    assert.equal((await sessionsOf(db, orderId))[0]?.status, 'complete');
    assert.equal((await mailsTo(app, db, user)).length, 1);
  });

  test('async_payment_failed and expired mark the session and leave the order unpaid', async () => {
    for (const [type, status] of [
      ['checkout.session.async_payment_failed', 'failed'],
      ['checkout.session.expired', 'expired'],
    ] as const) {
      const { user, orderId, sessionId } = await openSession();
      assert.equal(
        (await postEvent(app, checkoutEvent(type, { id: sessionId, payment_status: 'unpaid' }))).statusCode,
        200,
      );
      assert.deepEqual(await orderState(db, orderId), { paid: false, paidAt: null });
      assert.equal((await sessionsOf(db, orderId))[0]?.status, status);
      assert.equal((await mailsTo(app, db, user)).length, 0);
    }
  });

  test('a paid event with another amount than its session leaves the order unpaid', async () => {
    const { orderId, sessionId } = await openSession();
    assert.equal((await postEvent(app, paidEvent(sessionId, orderId, 1))).statusCode, 200);
    assert.equal((await orderState(db, orderId)).paid, false);
  });
});
