import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { leadTimePrices } from '../../db/schema';
import { call, signUp } from '../../test/identity';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/setup';
import { SESSION_FAILED_MESSAGE } from './routes';
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
  form: URLSearchParams;
}

/**
 * Answers POST /v1/checkout/sessions and /v1/checkout/sessions/{id}/expire as Stripe does (the fields the shop reads);
 * `failOnce` makes it refuse the next session.
 */
async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  let failNext = false;
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      form,
    });
    response.setHeader('content-type', 'application/json');
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '');
    if (request.method === 'POST' && expire) {
      response.writeHead(200).end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired' }));
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
  };
}

const PUBLIC_URL = 'http://shop.test';
const stripe = await startStripeStandIn();
const database = await createTestDatabase();
const { db } = database;
const app = buildTestApp(
  database,
  testConfig({
    PUBLIC_URL,
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  }),
);
after(() => app.close());

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
