import { PAYMENT_METHODS, type SessionUser } from '@shop/shared';
import type { CheckoutValues, PaymentMethod } from './checkout-values';

// What the shopper typed at checkout, kept in the tab (sessionStorage) until the order is made: a reload, or Back then
// Forward, give the form back as they left it rather than the profile's defaults (docs/decisions/0019). Per tab and
// per user: another account signing in here starts from its own profile.
export const CHECKOUT_DRAFT_KEY = 'shop.checkout-draft';

const storage = (): Storage | undefined => {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
};

const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The draft of `user` over `defaults`: each field the draft holds as text, the payment method when it is one. */
export function withCheckoutDraft(user: SessionUser | null, defaults: CheckoutValues): CheckoutValues {
  if (!user) return defaults;
  try {
    const draft = JSON.parse(storage()?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null') as {
      userId?: unknown;
      values?: Record<string, unknown>;
    } | null;
    if (draft?.userId !== user.id || typeof draft.values !== 'object' || draft.values === null) return defaults;
    const values = { ...defaults };
    for (const name of Object.keys(defaults) as (keyof CheckoutValues)[]) {
      const saved = draft.values[name];
      if (name !== 'paymentMethod' && typeof saved === 'string') values[name] = saved;
    }
    if (isPaymentMethod(draft.values.paymentMethod)) values.paymentMethod = draft.values.paymentMethod;
    return values;
  } catch {
    return defaults;
  }
}

/**
 * Keeps what the form holds now, when it differs from the profile's defaults (nothing typed: nothing kept, so a profile
 * saved later still fills the form). A full or blocked storage only loses the draft.
 */
export function saveCheckoutDraft(user: SessionUser | null, values: CheckoutValues, defaults: CheckoutValues): void {
  if (!user) return;
  const names = new Set([...Object.keys(values), ...Object.keys(defaults)]) as Set<keyof CheckoutValues>;
  if ([...names].every((name) => (values[name] ?? '') === (defaults[name] ?? ''))) return clearCheckoutDraft();
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ userId: user.id, values }));
  } catch {
    // The form still works; a reload then starts from the profile.
  }
}

/** The order was made: its entries are no longer a draft. */
export function clearCheckoutDraft(): void {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
