import { Button, createPaymentSession } from '@shop/shared';
import { usePaymentRedirect } from '../hooks/use-payment-redirect';

/**
 * "Pay now" on an unpaid order (accounts §4, §7): makes a payment session (reading "Processing…" meanwhile) and sends
 * the browser to the provider's page. A failure is only logged (accounts §8) and the button can be pressed again.
 */
export function PayNowButton({ orderId }: { orderId: number }) {
  const { pending, redirect } = usePaymentRedirect<number>((error) =>
    console.error('Failed to start the payment', error),
  );
  const processing = pending !== null;
  return (
    <Button
      size="sm"
      onClick={() => void redirect(orderId, () => createPaymentSession({ orderId }))}
      disabled={processing}
      aria-busy={processing}
    >
      {processing ? 'Processing…' : 'Pay now'}
    </Button>
  );
}
