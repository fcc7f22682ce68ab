import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { verifyStripeSignature, type PaymentProvider } from './provider';

/**
 * Stripe Checkout: one line item, the amount, named after what it pays for; metadata.orderId (also on the payment
 * intent, with speedUpItemId for a speed-up) ties Stripe's records to ours. The session's url is Stripe's hosted page.
 */
export function createStripeProvider(config: StripeConfig, webhookSecret: string): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    async createSession({ orderId, speedUpItemId, label, amountCents, currency, successUrl, cancelUrl }) {
      const metadata = { orderId: String(orderId), ...(speedUpItemId ? { speedUpItemId: String(speedUpItemId) } : {}) };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency, unit_amount: amountCents, product_data: { name: label } },
          },
        ],
        client_reference_id: String(orderId),
        metadata,
        payment_intent_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
    async expireSession(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(sessionId, { amountCents, reason }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent =
        typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      try {
        await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: amountCents,
            // A second payment for the same purchase is Stripe's "duplicate"; the rest the shop refunds of its own accord.
            ...(reason === 'order-already-paid' || reason === 'already-sped-up'
              ? { reason: 'duplicate' as const }
              : {}),
            metadata: { sessionId, refundReason: reason },
          },
          // However often this runs (a retry after a lost answer, two replicas), Stripe makes one refund per session.
          { idempotencyKey: `refund-${sessionId}` },
        );
      } catch (error) {
        // Refunded before (a retry after Stripe forgot the idempotency key, a day on): that is the outcome wanted.
        if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
      }
    },
    verifyWebhook: (rawBody, signatureHeader) => verifyStripeSignature(webhookSecret, rawBody, signatureHeader),
  };
}
