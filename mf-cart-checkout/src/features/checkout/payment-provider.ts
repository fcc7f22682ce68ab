import { getPaymentConfig, type PaymentConfig } from '@shop/shared';
import { CHECKOUT_ERRORS, CheckoutError } from './checkout-errors';

/**
 * Gets the payment provider ready before a payment session is made: GET /api/checkout/config, and for Stripe its
 * Stripe.js (fetched only then: the local provider needs no script). The browser goes to the session's url either way
 * (Stripe.js has no redirectToCheckout any more); Stripe.js on the page gives Stripe its fraud signals. Throws
 * CheckoutError "Stripe failed to load. Please try again." when the script cannot be loaded.
 */
export async function preparePaymentProvider(): Promise<PaymentConfig> {
  const config = await getPaymentConfig();
  if (config.provider === 'stripe') await loadStripeJs(config.publishableKey);
  return config;
}

async function loadStripeJs(publishableKey: string | undefined): Promise<void> {
  try {
    const { loadStripe } = await import('@stripe/stripe-js');
    // loadStripe answers null where Stripe.js cannot run and rejects when its script does not load.
    if (!publishableKey || !(await loadStripe(publishableKey))) throw new Error('Stripe.js is not available');
  } catch (cause) {
    console.error('Stripe.js could not be loaded', cause);
    throw new CheckoutError(CHECKOUT_ERRORS.stripeLoadFailed);
  }
}
