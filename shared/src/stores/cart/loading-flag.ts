import { atom } from 'nanostores';

/**
 * The cart loading flag (storefront §4): true while an image upload, image removal or position update is in flight,
 * false once every one of them has finished. Calls may overlap, so the flag counts them.
 */
export const $cartLoading = atom(false);
let cartCallsInFlight = 0;

function countCartCall(change: 1 | -1): void {
  cartCallsInFlight = Math.max(0, cartCallsInFlight + change);
  const loading = cartCallsInFlight > 0;
  if ($cartLoading.get() !== loading) $cartLoading.set(loading);
}

/** An image upload, image removal or position update started: the flag is true. */
export function cartLoadingStarted(): void {
  countCartCall(1);
}

/** One of them finished (however it ended): the flag is false once every started call has finished. */
export function cartLoadingFinished(): void {
  countCartCall(-1);
}

/** Runs such a call with the flag set, clearing it however the call ends. */
export async function whileCartLoading<T>(work: () => Promise<T>): Promise<T> {
  cartLoadingStarted();
  try {
    return await work();
  } finally {
    cartLoadingFinished();
  }
}

/** For tests: no call in flight. */
export function resetCartLoadingFlag(): void {
  cartCallsInFlight = 0;
  $cartLoading.set(false);
}
