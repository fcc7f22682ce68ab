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
    verifyWebhook: (rawBody, signatureHeader) => verifyStripeSignature(webhookSecret, rawBody, signatureHeader),
  };
}
