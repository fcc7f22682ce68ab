import { isApiError, isNetworkError, type CreateOrderAnswer } from '@shop/shared';
import { serverMessage } from '@shop/shared/forms';

// Every text the checkout's global form alert shows (storefront §8 "Checkout"), and which failure gives which.

export const CHECKOUT_ERRORS = {
  orderFailed: 'Failed to create order',
  stripeLoadFailed: 'Stripe failed to load. Please try again.',
  sessionFailed: 'Failed to initiate payment session. Please try again.',
  processingFailed: 'Failed to process order',
  invalidField: (field: string) => `Invalid ${field}`,
} as const;

/** A failure whose alert text is already decided. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
}

/** A refused order: the server's message for its field, or "Invalid {field}"; else the server's error or the default. */
export function orderRefusalMessage(refusal: Extract<CreateOrderAnswer, { success: false }>): string {
  const error = refusal.error.trim();
  if (refusal.field) return error || CHECKOUT_ERRORS.invalidField(refusal.field);
  return error || CHECKOUT_ERRORS.orderFailed;
}

/** POST /api/order failed without an answer to read: a refusal in the generic error shape, or no usable answer. */
export function orderFailure(error: unknown): CheckoutError {
  if (isNetworkError(error)) return new CheckoutError(alertText(error));
  const message = serverMessage(error);
  const field = isApiError(error) ? error.field : undefined;
  return new CheckoutError(
    field ? (message ?? CHECKOUT_ERRORS.invalidField(field)) : (message ?? CHECKOUT_ERRORS.orderFailed),
  );
}

/** No payment session came back: the server's 4xx message when it gave one, else the spec's text. */
export function sessionFailure(error: unknown): CheckoutError {
  if (isNetworkError(error)) return new CheckoutError(alertText(error));
  return new CheckoutError(serverMessage(error) ?? CHECKOUT_ERRORS.sessionFailed);
}

/** The alert for any failure: a decided text, a server's 4xx message, else the error's own message or the default. */
export function alertText(error: unknown): string {
  if (error instanceof CheckoutError) return error.message;
  if (isApiError(error)) return serverMessage(error) ?? CHECKOUT_ERRORS.processingFailed;
  return error instanceof Error && error.message ? error.message : CHECKOUT_ERRORS.processingFailed;
}
