import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $orders, $user, loadOrders, type Order } from '@shop/shared';

/** The payment result page asks again this often, this many times, while the order is unpaid. */
export const PAYMENT_CHECK_INTERVAL_MS = 1000;
export const PAYMENT_CHECK_ATTEMPTS = 10;

export type PaymentResult =
  /** Orders not loaded yet, or the order unpaid while the provider's webhook may still be on its way. */
  | { state: 'checking' }
  /** No orders in local state (signed out, none, or not loaded), or none with this id. */
  | { state: 'no-order' }
  | { state: 'paid' | 'unpaid'; order: Order };

/**
 * The order of the payment result page (accounts-and-after-sale §2 "Checkout success screen"). The browser returns from
 * the provider's page at about the time the provider sends its webhook, which is what marks the order paid: an unpaid
 * order is read again every `intervalMs`, up to `attempts` times (about 10 s), before it counts as not paid.
 */
export function usePaymentResult(
  orderId: number,
  { intervalMs = PAYMENT_CHECK_INTERVAL_MS, attempts = PAYMENT_CHECK_ATTEMPTS } = {},
): PaymentResult {
  const signedIn = Boolean(useStore($user));
  const orders = useStore($orders);
  const [loaded, setLoaded] = useState(false);
  const [checks, setChecks] = useState(0);

  // Read afresh on arrival: the orders in memory (if any) predate the payment.
  useEffect(() => {
    let active = true;
    void loadOrders().finally(() => {
      if (active) setLoaded(true);
    });
    return () => {
      active = false;
    };
  }, []);

  const order = orders?.find((candidate) => candidate.id === orderId);
  const waiting = loaded && order !== undefined && !order.paid && checks < attempts;

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
