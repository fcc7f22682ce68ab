import { useRef, useState } from 'react';
import {
  cartReplaced,
  createOrder,
  createPaymentSession,
  getCart,
  loadOrders,
  orderById,
  useNavigate,
  type CreateOrder,
  type PaymentConfig,
} from '@shop/shared';
import { paths } from '../../../config/paths';
import { clearCheckoutDraft } from '../checkout-draft';
import { CheckoutError, alertText, orderFailure, orderRefusalMessage, sessionFailure } from '../checkout-errors';
import { paymentPage } from '../payment-page';
import { preparePaymentProvider } from '../payment-provider';

/** Storefront §4 "Checkout": idle, then creating the order, then a payment session, then off to the provider's page. */
export type CheckoutPhase = 'idle' | 'creating-order' | 'creating-session' | 'redirecting';

export type PlaceOrder = {
  phase: CheckoutPhase;
  /** The order this page made, once made: a retry (after a failed payment start) pays it instead of making another. */
  orderId: number | null;
  /** Runs the whole sequence; answers the alert text when it stopped, undefined when the browser is on its way. */
  placeOrder: (request: CreateOrder, options: { free: boolean }) => Promise<string | undefined>;
};

/** The cart (and the header's count) read again: the order took items out of it, or the server found it changed. */
async function reloadCart(): Promise<void> {
  try {
    cartReplaced(await getCart());
  } catch (error) {
    console.error('Failed to reload the cart', error);
  }
}

/**
 * Whether the shopper is still on the checkout: one who left (Back, a link) while a call ran is taken nowhere by its
 * answer; the order stays, unpaid, in their orders (Pay now). Read from the address, not from the page being mounted:
 * the page also unmounts for a moment while the cart reloads, and the payment must go on then.
 */
const stillOnCheckout = () => window.location.pathname === paths.checkout.getHref();

/** The server pays an order of total 0 at once; its orders say whether this one was (a coupon race can undo it). */
async function paidAtOnce(orderId: number): Promise<boolean> {
  await loadOrders();
  return orderById(orderId)?.paid === true;
}

/** A key for one attempt at an order (24 random bytes as hex; crypto.randomUUID needs https, a LAN address has none). */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function usePlaceOrder(): PlaceOrder {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [orderId, setOrderId] = useState<number | null>(null);
  const placedOrder = useRef<number | null>(null);
  // Kept until the server answers: Place Order pressed again after a lost answer sends the same key, and the server
  // answers the order it made then instead of refusing a cart that order emptied.
  const requestKey = useRef<string | null>(null);
  const provider = useRef<Promise<PaymentConfig> | null>(null);

  /** Config and Stripe.js once per page; a failure is asked again on the next try. */
  function paymentProvider(): Promise<PaymentConfig> {
    provider.current ??= preparePaymentProvider().catch((error: unknown) => {
      provider.current = null;
      throw error;
    });
    return provider.current;
  }

  async function makeOrder(request: CreateOrder): Promise<number> {
    setPhase('creating-order');
    let answer;
    requestKey.current ??= newRequestKey();
    try {
      answer = await createOrder({ ...request, requestKey: requestKey.current });
    } catch (error) {
      throw orderFailure(error);
    }
    // An answer came: the next attempt is a new one (a refusal made no order).
    requestKey.current = null;
    if (!answer.success) {
      // The server judged the cart as it is now, which another tab may have changed: the page shows that cart, and
      // one no longer ready sends the shopper back to the cart page, which says what is missing.
      if (answer.field === 'cart') void reloadCart();
      throw new CheckoutError(orderRefusalMessage(answer));
    }
    placedOrder.current = answer.order.id;
    clearCheckoutDraft();
    setOrderId(answer.order.id);
    void reloadCart();
    return answer.order.id;
  }

  async function startPayment(id: number): Promise<void> {
    setPhase('creating-session');
    await paymentProvider();
    let url: string;
    try {
      ({ url } = await createPaymentSession({ orderId: id }));
    } catch (error) {
      throw sessionFailure(error);
    }
    if (!url) throw sessionFailure(undefined);
    if (!stillOnCheckout()) return;
    setPhase('redirecting');
    paymentPage.open(url);
  }

  async function placeOrder(request: CreateOrder, { free }: { free: boolean }): Promise<string | undefined> {
    try {
      const id = placedOrder.current ?? (await makeOrder(request));
      if (free && (await paidAtOnce(id))) {
        // Nothing to pay: straight to the result (this page goes away with the navigation).
        if (!stillOnCheckout()) return undefined;
        await navigate(paths.checkoutSuccess.getHref(id));
        return undefined;
      }
      await startPayment(id);
      return undefined;
    } catch (error) {
      setPhase('idle');
      return alertText(error);
    }
  }

  return { phase, orderId, placeOrder };
}
