import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $orders, $user, getPaymentConfig, loadOrders, type Order } from '@shop/shared';

/** The payment result page asks again this often, this many times, while the order is unpaid (Stripe only). */
export const PAYMENT_CHECK_INTERVAL_MS = 1000;
export const PAYMENT_CHECK_ATTEMPTS = 10;

export type PaymentResult =
  /** Orders not loaded yet, or the order unpaid while the provider's webhook may still be on its way. */
  | { state: 'checking' }
  /** No orders in local state (signed out, none, or not loaded), or none with this id. */
  | { state: 'no-order' }
  | { state: 'paid' | 'unpaid'; order: Order };

/**
 * Whether the order as read on arrival is the payment's result: the local provider's Pay and Cancel hand their event
 * to the webhook before they send the browser back. Stripe's webhook may land just after the browser returns; a
 * provider that cannot be read (the client logged why) is waited for as Stripe is.
 */
async function settledOnArrival(): Promise<boolean> {
  try {
    return (await getPaymentConfig()).provider === 'local';
  } catch {
    return false;
  }
}

/**
 * The order of the payment result page (accounts-and-after-sale §2 "Checkout success screen"). The webhook is what
 * marks the order paid. With the local provider it has landed by the time the browser is back, so the first read is
 * the result. With Stripe an unpaid order is read again every `intervalMs`, up to `attempts` times (about 10 s),
 * before it counts as not paid.
 */
export function usePaymentResult(
  orderId: number,
  { intervalMs = PAYMENT_CHECK_INTERVAL_MS, attempts = PAYMENT_CHECK_ATTEMPTS } = {},
): PaymentResult {
  const signedIn = Boolean(useStore($user));
  const orders = useStore($orders);
  // Set once the orders were read on arrival: whether that read is the result.
  const [arrival, setArrival] = useState<{ settled: boolean } | null>(null);
  const [checks, setChecks] = useState(0);

  // Read afresh on arrival: the orders in memory (if any) predate the payment.
  useEffect(() => {
    let active = true;
    void Promise.all([loadOrders(), settledOnArrival()]).then(([, settled]) => {
      if (active) setArrival({ settled });
    });
    return () => {
      active = false;
    };
  }, []);

  const loaded = arrival !== null;
  const order = orders?.find((candidate) => candidate.id === orderId);
  const waiting = loaded && !arrival.settled && order !== undefined && !order.paid && checks < attempts;

  useEffect(() => {
    if (!waiting) return;
    let active = true;
    const timer = setTimeout(() => {
      void loadOrders().finally(() => {
        if (active) setChecks((done) => done + 1);
      });
    }, intervalMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [waiting, checks, intervalMs]);

  if (!signedIn) return { state: 'no-order' };
  if (!loaded) return { state: 'checking' };
  if (!order) return { state: 'no-order' };
  if (order.paid) return { state: 'paid', order };
  return waiting ? { state: 'checking' } : { state: 'unpaid', order };
}
