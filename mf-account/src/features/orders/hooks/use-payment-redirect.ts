import { useState } from 'react';

/** Where the browser goes to pay (the provider's hosted page); a seam for tests, as jsdom cannot navigate. */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

/**
 * Pay now and the speed-up choices: makes a payment session (`pending` names the choice meanwhile) and sends the
 * browser to the provider's page. The page is then left, so `pending` stays set until it goes; a failure clears it
 * (the control can be pressed again) and goes to `onFailure`.
 */
export function usePaymentRedirect<Key>(onFailure: (error: unknown) => void) {
  const [pending, setPending] = useState<Key | null>(null);
  const redirect = async (key: Key, startSession: () => Promise<{ url: string }>) => {
    setPending(key);
    try {
      const { url } = await startSession();
      paymentPage.open(url);
    } catch (error) {
      setPending(null);
      onFailure(error);
    }
  };
  return { pending, redirect };
}
