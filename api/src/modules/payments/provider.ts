import Stripe from 'stripe';
import type { RefundReason } from '@shop/shared/refunds';
import type { PaymentsConfig } from '../../config';
import { orderNumber } from '../orders/index';

// One interface for every payment provider (docs/decisions/0019): the shop makes a hosted checkout session for an
// order and learns the outcome only from a signed webhook event in Stripe's format, whichever provider it is.

/** The order as the shopper sees it: "Order #000042". */
export const orderLabel = (orderId: number) => `Order ${orderNumber(orderId)}`;

/** What a session pays for, as its page and Stripe's line name it: the order, or "Express speed-up, Order #000042". */
export const paymentLabel = (session: { orderId: number; speedUp?: { caption: string } | null }) =>
  session.speedUp ? `${session.speedUp.caption} speed-up, ${orderLabel(session.orderId)}` : orderLabel(session.orderId);

export type ProviderName = PaymentsConfig['provider'];

export interface CheckoutRequest {
  orderId: number;
  /** The clip whose speed-up this session pays for (docs/decisions/0023); absent when it pays for the order. */
  speedUpItemId?: number;
  /** What the shopper pays for (paymentLabel). */
  label: string;
  amountCents: number;
  /** ISO 4217, lower case as Stripe writes it ("usd"). */
  currency: string;
  /** Where the provider sends the browser after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's hosted payment page: the browser goes there. */
  url: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Stripe's publishable key, for Stripe.js in the browser. */
  readonly publishableKey?: string;
  createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open session at the provider, so an order's older payment page cannot take a second payment. */
  expireSession(sessionId: string): Promise<void>;
  /**
   * Pays back a session's whole payment (one that bought nothing, docs/decisions/0019). Safe to call again for the same
   * session: a provider refunds a session at most once.
   */
  refund(sessionId: string, refund: { amountCents: number; reason: RefundReason }): Promise<void>;
  /** The event of a webhook delivery, once its signature is checked on the raw body; throws when it is bad or stale. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
}

/**
 * Stripe's scheme, used by both providers: `Stripe-Signature: t=<unix time>,v1=<HMAC-SHA256(secret, t + "." + body)>`,
 * refused when the timestamp is more than 5 minutes (Stripe's default tolerance) from now, so a captured delivery
 * cannot be replayed later.
 */
export function verifyStripeSignature(
  secret: string,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Stripe.Event {
  if (!signatureHeader) throw new Error('No Stripe-Signature header');
  return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
}

/** A Stripe-Signature header for a body, as Stripe makes it (the local provider signs its events with this). */
export function signLikeStripe(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
