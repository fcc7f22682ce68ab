import { useState } from 'react';
import { Button, createPaymentSession } from '@shop/shared';

/** Where the browser goes to pay (the provider's hosted page); a seam for tests, as jsdom cannot navigate. */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

/**
 * "Pay now" on an unpaid order (accounts §4, §7): makes a payment session (reading "Processing…" meanwhile) and sends
 * the browser to the provider's page. A failure is only logged (accounts §8) and the button can be pressed again.
 */
export function PayNowButton({ orderId }: { orderId: number }) {
  const [processing, setProcessing] = useState(false);
  const pay = async () => {
    setProcessing(true);
    try {
      const { url } = await createPaymentSession({ orderId });
      // The page is left: the button keeps reading "Processing…" until it goes.
      paymentPage.open(url);
    } catch (error) {
      console.error('Failed to start the payment', error);
      setProcessing(false);
    }
  };
  return (
    <Button size="sm" onClick={() => void pay()} disabled={processing} aria-busy={processing}>
      {processing ? 'Processing…' : 'Pay now'}
    </Button>
  );
}
