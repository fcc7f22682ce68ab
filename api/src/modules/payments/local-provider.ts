import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { signLikeStripe, verifyStripeSignature, type PaymentProvider } from './provider';

// The default provider: no keys, no network. Its hosted page is served by the API itself (pay-page.ts); Pay and Cancel
// send a checkout.session.completed or .expired event, in Stripe's format and signed as Stripe signs, over real HTTP to
// the shop's one webhook endpoint, so the rest of the shop cannot tell it from Stripe.

const SESSION_PREFIX = 'cs_local_';
/** 192 random bits: the session id is the only key to its page and its Pay and Cancel forms. */
const SESSION_ID_BYTES = 24;
const SESSION_ID_PATTERN = new RegExp(`^${SESSION_PREFIX}[A-Za-z0-9_-]{32}$`);
/** How long Pay or Cancel waits for the webhook endpoint's answer. */
const DELIVERY_TIMEOUT_MS = 10_000;

export const isLocalSessionId = (value: string) => SESSION_ID_PATTERN.test(value);

/** The hosted page's path (under the API's /api prefix, which the shell proxies). */
export const localPayPath = (sessionId: string) => `/api/checkout/pay/${sessionId}`;

export function createLocalProvider({
  publicUrl,
  webhookSecret,
}: {
  publicUrl: string;
  webhookSecret: string;
}): PaymentProvider {
  return {
    name: 'local',
    async createSession() {
      const sessionId = `${SESSION_PREFIX}${randomBytes(SESSION_ID_BYTES).toString('base64url')}`;
      return { sessionId, url: `${publicUrl}${localPayPath(sessionId)}` };
    },
    // Its pages read the session's status in the database, which saveSession sets to expired with the new session.
    async expireSession() {},
    // Its Pay button moves no money (it only sends the paid event), so there is nothing to pay back.
    async refund() {},
    verifyWebhook: (rawBody, signatureHeader) => verifyStripeSignature(webhookSecret, rawBody, signatureHeader),
  };
}

interface LocalSession {
  id: string;
  orderId: number;
  amountCents: number;
  currency: string;
}

export type LocalOutcome = 'paid' | 'cancelled';

/** The event Stripe would send: checkout.session.completed (paid) or checkout.session.expired (unpaid). */
export function localEvent(session: LocalSession, outcome: LocalOutcome): Stripe.Event {
  const paid = outcome === 'paid';
  const object = {
    id: session.id,
    object: 'checkout.session',
    amount_total: session.amountCents,
    currency: session.currency,
    client_reference_id: String(session.orderId),
    metadata: { orderId: String(session.orderId) },
    mode: 'payment',
    payment_status: paid ? 'paid' : 'unpaid',
    status: paid ? 'complete' : 'expired',
    livemode: false,
  };
  return {
    id: `evt_local_${randomBytes(SESSION_ID_BYTES).toString('base64url')}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type: paid ? 'checkout.session.completed' : 'checkout.session.expired',
    data: { object },
  } as unknown as Stripe.Event;
}

/** Sends a signed event to the webhook endpoint and answers its HTTP status. */
export async function deliverEvent(webhookUrl: string, webhookSecret: string, event: Stripe.Event): Promise<number> {
  const payload = JSON.stringify(event);
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signLikeStripe(webhookSecret, payload),
    },
    body: payload,
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}
