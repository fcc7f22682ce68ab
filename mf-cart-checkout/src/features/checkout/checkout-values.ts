import { DEFAULT_COUNTRY, type Billing, type CreateOrder, type SessionUser } from '@shop/shared';

export type PaymentMethod = NonNullable<CreateOrder['paymentMethod']>;

/** The checkout form: the billing fields (storefront §3 "Checkout payload") and the payment method. */
export type CheckoutValues = Required<{ [K in keyof Billing]: string }> & { paymentMethod?: PaymentMethod };

const BILLING_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'streetAddress',
  'apartment',
  'city',
  'county',
  'postcode',
  'phone',
  'orderNotes',
] as const satisfies readonly (keyof Billing)[];

const OPTIONAL_FIELDS = new Set<keyof Billing>(['company', 'apartment', 'county', 'orderNotes']);

/** The profile's saved billing defaults (accounts §3 User.profile), country USA when none is saved. */
export function checkoutInitialValues(user: SessionUser | null): CheckoutValues {
  const profile = user?.profile ?? {};
  const values = Object.fromEntries(BILLING_FIELDS.map((name) => [name, profile[name] ?? ''])) as CheckoutValues;
  return { ...values, country: profile.country || DEFAULT_COUNTRY };
}

/**
 * What POST /api/order gets: billing only when a simple product is in the cart (trimmed, empty optional fields left
 * out), the payment method only when the subtotal is above 0.
 */
export function orderRequest(
  values: CheckoutValues,
  { needsBilling, needsPayment }: { needsBilling: boolean; needsPayment: boolean },
): CreateOrder {
  const request: CreateOrder = {};
  if (needsBilling) {
    const entries = BILLING_FIELDS.map((name) => [name, (values[name] ?? '').trim()] as const).filter(
      ([name, value]) => value !== '' || !OPTIONAL_FIELDS.has(name),
    );
    request.billing = Object.fromEntries(entries) as Billing;
  }
  if (needsPayment && values.paymentMethod) request.paymentMethod = values.paymentMethod;
  return request;
}
