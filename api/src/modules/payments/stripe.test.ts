import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { DELETE_ACCOUNT_PHRASE } from '@shop/shared/constants';
import type { Order } from '@shop/shared/contracts';
import type { StaffRefund } from '@shop/shared/staff';
import { leadTimePrices } from '../../db/schema';
import { call, signUp, signUpStaff, whoAmI } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';
import { TEXTS } from '../auth/messages';
import { refundDuePayments } from './refunds';
import { markRefundTried, refundsDue } from './repository';
import { SESSION_FAILED_MESSAGE } from './routes';
import { STAFF_REFUND_TEXTS } from './staff-routes';
import { createStripeProvider } from './stripe-provider';
import {
  WEBHOOK_SECRET,
  checkoutEvent,
  eventCount,
  mailsTo,
  makeClipOrder,
  makeOrder,
  orderState,
  postEvent,
  sessionsOf,
} from './test-helpers';

// Stripe Checkout through the real SDK, against a stand-in for Stripe's HTTP API on this machine
// (STRIPE_API_HOST/PORT/PROTOCOL), with webhooks signed by the SDK's generateTestHeaderString.

interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** The payment intent the stand-in names for a session: Stripe's id of the money a paid session took. */
const paymentIntentOf = (sessionId: string) => `pi_standin_${sessionId}`;

/**
 * Answers POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, POST /v1/checkout/sessions/{id}/expire and
 * POST /v1/refunds as Stripe does (the fields the shop reads); `failOnce` makes it refuse the next session,
 * `refundAnswer` sets what the next refunds get (Stripe's refusal when the charge was refunded already, or its
 * answer when it cannot be reached for now).
 */
async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  let failNext = false;
  const refundAnswers: Array<'unavailable' | 'already-refunded'> = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      form,
    });
    response.setHeader('content-type', 'application/json');
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '');
    if (request.method === 'POST' && expire) {
      response.writeHead(200).end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
      return;
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && retrieve) {
      const id = retrieve[1]!;
      response
        .writeHead(200)
        .end(
          JSON.stringify({ id, object: 'checkout.session', status: 'complete', payment_intent: paymentIntentOf(id) }),
        );
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/refunds') {
      const answer = refundAnswers.shift();
      if (answer === 'unavailable') {
        // Told not to retry at once (the SDK would, twice): the shop's own retry run takes it later.
        response
          .writeHead(503, { 'stripe-should-retry': 'false' })
          .end(JSON.stringify({ error: { type: 'api_error', message: 'Try again later' } }));
        return;
      }
      if (answer === 'already-refunded') {
        const error = {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge has already been refunded.',
        };
        response.writeHead(400).end(JSON.stringify({ error }));
        return;
      }
      response.writeHead(200).end(
        JSON.stringify({
          id: `re_standin_${requests.length}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        }),
      );
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
      response
        .writeHead(404)
        .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
      return;
    }
    if (failNext) {
      failNext = false;
      response
        .writeHead(400)
        .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid currency' } }));
      return;
    }
    const id = `cs_test_standin_${requests.length}`;
    response.writeHead(200).end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        metadata: { orderId: form.get('metadata[orderId]') },
        url: `https://checkout.stripe.test/c/pay/${id}`,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    failOnce: () => (failNext = true),
    refundAnswer: (...answers: Array<'unavailable' | 'already-refunded'>) => refundAnswers.push(...answers),
  };
}

const PUBLIC_URL = 'http://shop.test';
const stripe = await startStripeStandIn();
const database = await createTestDatabase();
const { db } = database;
const config = testConfig({
  PUBLIC_URL,
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(stripe.port),
  STRIPE_API_PROTOCOL: 'http',
});
const app = buildTestApp(database, config);
after(() => app.close());
/** The background run that tries refunds still due again, with the app's own Stripe settings. */
const retryProvider = createStripeProvider(config.payments.stripe!, WEBHOOK_SECRET);
const retryRun = () => refundDuePayments(app, retryProvider, config);

describe('the Stripe provider', () => {
  test('GET /api/checkout/config names Stripe and its publishable key', async () => {
    const response = await call(app, 'GET', '/api/checkout/config');
    assert.deepEqual(response.json(), { provider: 'stripe', publishableKey: 'pk_test_standin' });
  });

  test('a session is made at Stripe with the order total as its one line, the order id in metadata and the result page as return', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user, 5443);
    const before = stripe.requests.length;
    const response = await call(app, 'POST', '/api/checkout/create-session', {
      token: user.token,
      payload: { orderId },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { sessionId, url } = response.json();
    assert.match(sessionId, /^cs_test_standin_\d+$/);
    assert.equal(url, `https://checkout.stripe.test/c/pay/${sessionId}`);

    assert.equal(stripe.requests.length, before + 1);
    const sent = stripe.requests.at(-1);
    assert.ok(sent);
    assert.equal(sent.authorization, 'Bearer sk_test_standin');
    const field = (name: string) => sent.form.get(name);
    assert.equal(field('mode'), 'payment');
    assert.equal(field('line_items[0][quantity]'), '1');
    assert.equal(field('line_items[0][price_data][unit_amount]'), '5443');
    assert.equal(field('line_items[0][price_data][currency]'), 'usd');
    assert.equal(field('line_items[0][price_data][product_data][name]'), `Order #${String(orderId).padStart(6, '0')}`);
    assert.equal(field('metadata[orderId]'), String(orderId));
    assert.equal(field('payment_intent_data[metadata][orderId]'), String(orderId));
    assert.equal(field('client_reference_id'), String(orderId));
    assert.equal(field('success_url'), `${PUBLIC_URL}/checkout/success/${orderId}`);
    assert.equal(field('cancel_url'), `${PUBLIC_URL}/checkout/success/${orderId}`);

    const [session] = await sessionsOf(db, orderId);
    assert.deepEqual(
      {
        id: session?.id,
        provider: session?.provider,
        amountCents: session?.amountCents,
        currency: session?.currency,
        status: session?.status,
      },
      { id: sessionId, provider: 'stripe', amountCents: 5443, currency: 'usd', status: 'open' },
    );
  });

  test('a Stripe-signed checkout.session.completed marks the order paid, once, with one mail', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user, 1999);
    const { sessionId } = (
      await call(app, 'POST', '/api/checkout/create-session', { token: user.token, payload: { orderId } })
    ).json();
    const event = checkoutEvent('checkout.session.completed', {
      id: sessionId,
      payment_status: 'paid',
      amount_total: 1999,
      metadata: { orderId: String(orderId) },
    });
    assert.equal((await postEvent(app, event)).statusCode, 200);
    assert.equal((await postEvent(app, event)).statusCode, 200);
    assert.equal((await orderState(db, orderId)).paid, true);
    assert.equal(await eventCount(db, sessionId), 1);
    assert.equal((await mailsTo(app, db, user)).length, 1);
    const forged = await postEvent(app, { ...event, id: 'evt_forged' }, { secret: 'whsec_not_stripes' });
    assert.equal(forged.statusCode, 400);
  });

  test('a new session for the same order expires the older one at Stripe first', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user);
    const create = async () =>
      (await call(app, 'POST', '/api/checkout/create-session', { token: user.token, payload: { orderId } })).json()
        .sessionId as string;
    const first = await create();
    const second = await create();
    assert.ok(stripe.requests.some((sent) => sent.path === `/v1/checkout/sessions/${first}/expire`));
    assert.ok(!stripe.requests.some((sent) => sent.path === `/v1/checkout/sessions/${second}/expire`));
    const statuses = Object.fromEntries((await sessionsOf(db, orderId)).map((session) => [session.id, session.status]));
    assert.deepEqual(statuses, { [first]: 'expired', [second]: 'open' });
  });

  test('when Stripe refuses, create-session answers 502 with the checkout text and stores no session', async () => {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user);
    stripe.failOnce();
    const response = await call(app, 'POST', '/api/checkout/create-session', {
      token: user.token,
      payload: { orderId },
    });
    assert.equal(response.statusCode, 502, response.body);
    assert.deepEqual(response.json(), { message: SESSION_FAILED_MESSAGE });
    assert.deepEqual(await sessionsOf(db, orderId), []);
  });

  test('a speed-up session is one line named after the option, with the clip in metadata and the Orders screen as return', async () => {
    const user = await signUp(app);
    const [option] = await db
      .insert(leadTimePrices)
      .values({ caption: 'Express', priceCents: 3900, period: 6 })
      .returning({ id: leadTimePrices.id });
    const { orderId, itemId } = await makeClipOrder(db, user);
    const response = await call(app, 'POST', '/api/order/speed-up', {
      token: user.token,
      payload: { itemId, leadTimeId: option!.id },
    });
    assert.equal(response.statusCode, 200, response.body);
    const sent = stripe.requests.at(-1);
    assert.ok(sent);
    const field = (name: string) => sent.form.get(name);
    assert.equal(field('line_items[0][price_data][unit_amount]'), '3900');
    assert.equal(
      field('line_items[0][price_data][product_data][name]'),
      `Express speed-up, Order #${String(orderId).padStart(6, '0')}`,
    );
    assert.equal(field('metadata[orderId]'), String(orderId));
    assert.equal(field('metadata[speedUpItemId]'), String(itemId));
    assert.equal(field('success_url'), `${PUBLIC_URL}/account/orders`);
    assert.equal(field('cancel_url'), `${PUBLIC_URL}/account/orders`);
  });

  test('the local provider’s pages do not exist with Stripe', async () => {
    const response = await call(app, 'GET', `/api/checkout/pay/cs_local_${'A'.repeat(32)}`);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Route not found' });
  });
});

describe('refunds at Stripe of payments that bought nothing', () => {
  /** An order paid by one Stripe session, and a second session of it paid as well (two tabs). */
  async function paidTwice(totalCents: number) {
    const user = await signUp(app);
    const orderId = await makeOrder(db, user, totalCents);
    const create = async () =>
      (await call(app, 'POST', '/api/checkout/create-session', { token: user.token, payload: { orderId } })).json()
        .sessionId as string;
    const first = await create();
    const second = await create();
    const paid = (sessionId: string) =>
      checkoutEvent('checkout.session.completed', {
        id: sessionId,
        payment_status: 'paid',
        amount_total: totalCents,
        metadata: { orderId: String(orderId) },
      });
    assert.equal((await postEvent(app, paid(first))).statusCode, 200);
    const { paidAt } = await orderState(db, orderId);
    const secondEvent = paid(second);
    assert.equal((await postEvent(app, secondEvent)).statusCode, 200);
    await app.background.idle();
    return { user, orderId, first, second, paidAt, secondEvent };
  }
  const refundRequests = (sessionId: string) =>
    stripe.requests.filter((sent) => sent.path === '/v1/refunds' && sent.form.get('metadata[sessionId]') === sessionId);
  const refundState = async (orderId: number, sessionId: string) => {
    const session = (await sessionsOf(db, orderId)).find((row) => row.id === sessionId);
    return { reason: session?.refundReason, refunded: Boolean(session?.refundedAt) };
  };
  const refundMails = async (user: Awaited<ReturnType<typeof signUp>>) =>
    (await mailsTo(app, db, user)).filter((mail) => mail.subject.endsWith(': payment refunded'));

  test('a second payment of a paid order is refunded: its payment intent, the whole amount, "duplicate", once, with one mail', async () => {
    const { user, orderId, first, second, paidAt, secondEvent } = await paidTwice(1999);
    assert.deepEqual(await orderState(db, orderId), { paid: true, paidAt }, 'the first payment counts');
    assert.deepEqual(await refundState(orderId, first), { reason: null, refunded: false });
    assert.deepEqual(await refundState(orderId, second), { reason: 'order-already-paid', refunded: true });

    const [refund, ...more] = refundRequests(second);
    assert.ok(refund, 'a refund was asked of Stripe');
    assert.deepEqual(more, []);
    assert.equal(refund.authorization, 'Bearer sk_test_standin');
    assert.equal(refund.idempotencyKey, `refund-${second}`);
    assert.equal(refund.form.get('payment_intent'), `pi_standin_${second}`);
    assert.equal(refund.form.get('amount'), '1999');
    assert.equal(refund.form.get('reason'), 'duplicate');
    assert.equal(refund.form.get('metadata[refundReason]'), 'order-already-paid');
    assert.ok(stripe.requests.some((sent) => sent.method === 'GET' && sent.path === `/v1/checkout/sessions/${second}`));
    assert.deepEqual(refundRequests(first), []);

    const number = `#${String(orderId).padStart(6, '0')}`;
    const mails = await mailsTo(app, db, user);
    assert.deepEqual(
      mails.map((mail) => mail.subject),
      [`Story Shop order ${number} is paid`, `Story Shop order ${number}: payment refunded`],
    );
    assert.match(
      mails[1]!.text,
      new RegExp(`We refunded your payment of \\$19\\.99 for Order ${number}: the order was already paid\\.`),
    );

    // Stripe delivers again: nothing more is refunded or mailed.
    assert.equal((await postEvent(app, secondEvent)).statusCode, 200);
    await app.background.idle();
    assert.equal(refundRequests(second).length, 1);
    assert.equal((await refundMails(user)).length, 1);
  });

  test('a refund Stripe cannot take now stays due, and the retry run makes it once', async () => {
    stripe.refundAnswer('unavailable');
    const { user, orderId, second } = await paidTwice(2500);
    assert.equal(refundRequests(second).length, 1);
    assert.deepEqual(await refundState(orderId, second), { reason: 'order-already-paid', refunded: false });
    assert.deepEqual(await refundMails(user), [], 'no mail for a refund not made');
    // The shopper's Orders screen shows it on its way, then refunded.
    const listedRefunds = async () => {
      const listed = (await call(app, 'GET', '/api/orders', { token: user.token })).json() as Order[];
      return listed.find((order) => order.id === orderId)?.refunds;
    };
    const onItsWay = { amount: 25, speedUp: null, reason: 'order-already-paid' };
    assert.deepEqual(await listedRefunds(), [{ ...onItsWay, refundedAt: null }]);

    assert.ok((await retryRun()) >= 1);
    assert.deepEqual(await refundState(orderId, second), { reason: 'order-already-paid', refunded: true });
    const refundedAt = (await sessionsOf(db, orderId)).find((row) => row.id === second)?.refundedAt;
    assert.deepEqual(await listedRefunds(), [{ ...onItsWay, refundedAt: refundedAt?.toISOString() }]);
    const requests = refundRequests(second);
    assert.equal(requests.length, 2);
    assert.deepEqual(
      requests.map((sent) => sent.idempotencyKey),
      [`refund-${second}`, `refund-${second}`],
      'the retry cannot refund twice',
    );
    assert.equal((await refundMails(user)).length, 1);

    // Nothing is due any more: a later run asks Stripe for nothing.
    await retryRun();
    assert.equal(refundRequests(second).length, 2);
  });

  test('an account is not deleted while a refund to it is due (its record would go with the orders); once made, it is', async () => {
    stripe.refundAnswer('unavailable');
    const { user, orderId, second } = await paidTwice(2200);
    const deleteAccount = () =>
      call(app, 'POST', '/api/account/delete', { token: user.token, payload: { password: DELETE_ACCOUNT_PHRASE } });
    const refused = await deleteAccount();
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), { success: false, message: TEXTS.refundDue });
    assert.equal((await whoAmI(app, user.token))?.id, user.id, 'the account is kept');
    assert.deepEqual(await refundState(orderId, second), { reason: 'order-already-paid', refunded: false });

    assert.ok((await retryRun()) >= 1);
    const deleted = await deleteAccount();
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(await whoAmI(app, user.token), null);
    assert.deepEqual(await sessionsOf(db, orderId), [], 'the order and its sessions went with the account');
  });

  test('the staff desk lists the refunds, due ones first, and Try again makes a due one', async () => {
    const staff = await signUpStaff(app);
    const made = await paidTwice(1500);
    stripe.refundAnswer('unavailable');
    const due = await paidTwice(3000);
    const list = async () => {
      const response = await call(app, 'GET', '/api/staff/refunds', { token: staff.token });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as StaffRefund[];
    };
    let refunds = await list();
    const dueAt = refunds.findIndex((refund) => refund.sessionId === due.second);
    const madeAt = refunds.findIndex((refund) => refund.sessionId === made.second);
    assert.ok(dueAt >= 0 && madeAt > dueAt, 'the due refund comes before the ones made');
    assert.ok(refunds.slice(0, dueAt).every((refund) => refund.refundedAt === null));
    const { paidAt, ...listed } = refunds[dueAt]!;
    assert.deepEqual(listed, {
      sessionId: due.second,
      orderId: due.orderId,
      customerEmail: due.user.email,
      label: `Order #${String(due.orderId).padStart(6, '0')}`,
      amount: 30,
      reason: 'order-already-paid',
      refundedAt: null,
      lastError: 'Try again later',
      settledBy: null,
    });
    assert.ok(Math.abs(Date.parse(paidAt) - Date.now()) < 60_000, paidAt);
    assert.match(refunds[madeAt]!.refundedAt ?? '', /^\d{4}-\d\d-\d\dT/);

    const retry = (sessionId: string) =>
      call(app, 'POST', `/api/staff/refunds/${sessionId}/retry`, { token: staff.token });
    stripe.refundAnswer('unavailable');
    const refused = await retry(due.second);
    assert.equal(refused.statusCode, 502);
    assert.deepEqual(refused.json(), { message: STAFF_REFUND_TEXTS.providerFailed });
    assert.match(STAFF_REFUND_TEXTS.providerFailed, /every 15 minutes/);
    assert.deepEqual(await refundMails(due.user), []);

    const taken = await retry(due.second);
    assert.equal(taken.statusCode, 200, taken.body);
    assert.deepEqual(taken.json(), { ok: true });
    refunds = await list();
    const refunded = refunds.find((refund) => refund.sessionId === due.second);
    assert.notEqual(refunded?.refundedAt, null);
    assert.equal(refunded?.lastError, null, 'the refusal is forgotten once the refund is made');
    assert.equal((await refundMails(due.user)).length, 1);

    const again = await retry(due.second);
    assert.equal(again.statusCode, 404);
    assert.deepEqual(again.json(), { message: STAFF_REFUND_TEXTS.notDue, field: 'sessionId' });
    const notOne = await retry(made.first);
    assert.equal(notOne.statusCode, 404, 'a payment that counted has no refund to make');
    const malformed = await retry('not-a-session');
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json(), { message: STAFF_REFUND_TEXTS.sessionId, field: 'sessionId' });
    assert.equal(refundRequests(due.second).length, 3, 'the webhook’s attempt, the refused retry and the one taken');
  });

  test('a refund Stripe keeps refusing goes behind the others, so it cannot hold them back', async () => {
    stripe.refundAnswer('unavailable');
    const older = await paidTwice(1100);
    stripe.refundAnswer('unavailable');
    const newer = await paidTwice(1300);
    const queue = async () => (await refundsDue(db, 1000)).filter((id) => id === older.second || id === newer.second);
    const triedAt = async (session: { orderId: number; second: string }) =>
      (await sessionsOf(db, session.orderId)).find((row) => row.id === session.second)!.updatedAt.getTime();
    assert.deepEqual(await queue(), [older.second, newer.second], 'the least recently tried first');
    await markRefundTried(db, older.second, 'Try again later');
    assert.deepEqual(await queue(), [newer.second, older.second]);

    // A retry run in which Stripe refuses the first it asks for: that one goes to the back, the other is made.
    const newerTried = await triedAt(newer);
    stripe.refundAnswer('unavailable');
    await retryRun();
    assert.deepEqual(await refundState(newer.orderId, newer.second), { reason: 'order-already-paid', refunded: false });
    assert.ok((await triedAt(newer)) > newerTried, 'the refused one was marked tried');
    assert.deepEqual(await refundState(older.orderId, older.second), { reason: 'order-already-paid', refunded: true });
    assert.deepEqual(await queue(), [newer.second]);
    await retryRun();
    assert.deepEqual(await queue(), []);
  });

  test('a refund made outside the shop is marked settled by staff: no longer due or retried, mailed once', async () => {
    const staff = await signUpStaff(app);
    stripe.refundAnswer('unavailable');
    const due = await paidTwice(2200);
    const settle = (sessionId: string) =>
      call(app, 'POST', `/api/staff/refunds/${sessionId}/settle`, { token: staff.token });
    const settled = await settle(due.second);
    assert.equal(settled.statusCode, 200, settled.body);
    assert.deepEqual(settled.json(), { ok: true });

    const listed = (
      (await call(app, 'GET', '/api/staff/refunds', { token: staff.token })).json() as StaffRefund[]
    ).find((refund) => refund.sessionId === due.second);
    assert.equal(listed?.settledBy, staff.email);
    assert.match(listed?.refundedAt ?? '', /^\d{4}-\d\d-\d\dT/);
    assert.equal(listed?.lastError, 'Try again later', 'why it had to be settled by hand stays on record');
    assert.ok(!(await refundsDue(db, 1000)).includes(due.second));
    await retryRun();
    assert.equal(refundRequests(due.second).length, 1, 'only the webhook’s attempt: the retry run leaves it alone');
    const [mail, ...more] = await refundMails(due.user);
    assert.match(
      mail?.text ?? '',
      /We refunded your payment of \$22\.00 for Order #\d{6}: the order was already paid\./,
    );
    assert.deepEqual(more, []);

    for (const again of [
      await settle(due.second),
      await call(app, 'POST', `/api/staff/refunds/${due.second}/retry`, { token: staff.token }),
    ]) {
      assert.equal(again.statusCode, 404);
      assert.deepEqual(again.json(), { message: STAFF_REFUND_TEXTS.notDue, field: 'sessionId' });
    }
    assert.equal((await settle(due.first)).statusCode, 404, 'a payment that counted has nothing to settle');
    const malformed = await settle('not-a-session');
    assert.equal(malformed.statusCode, 400);
    assert.equal((await refundMails(due.user)).length, 1, 'settled once, mailed once');
  });

  test('a charge Stripe says was refunded already counts as refunded', async () => {
    stripe.refundAnswer('already-refunded');
    const { user, orderId, second } = await paidTwice(1200);
    assert.deepEqual(await refundState(orderId, second), { reason: 'order-already-paid', refunded: true });
    assert.equal((await refundMails(user)).length, 1);
  });
});
