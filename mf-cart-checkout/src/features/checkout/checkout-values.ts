import { BillingStruct, DEFAULT_COUNTRY, type Billing, type CreateOrder, type SessionUser } from '@shop/shared';

export type PaymentMethod = NonNullable<CreateOrder['paymentMethod']>;

/** The checkout form: the email, the billing fields (storefront §3 "Checkout payload") and the payment method. */
export type CheckoutValues = Required<{ [K in keyof Billing]: string }> & {
  email: string;
  paymentMethod?: PaymentMethod;
};

/** The billing fields in the contract's order (the profile's fields, storefront §3 "Checkout payload"). */
const BILLING_FIELDS = Object.keys(BillingStruct.schema) as (keyof Billing)[];

/** A field the contract lets the order leave out (company, apartment, county, order notes). */
const isOptional = (name: keyof Billing) => BillingStruct.schema[name].is(undefined);

/**
 * The account's email and the profile's saved billing defaults (accounts §3 User.profile), country USA when none is
 * saved.
 */
export function checkoutInitialValues(user: SessionUser | null): CheckoutValues {
  const profile = user?.profile ?? {};
  const values = Object.fromEntries(BILLING_FIELDS.map((name) => [name, profile[name] ?? ''])) as CheckoutValues;
  return { ...values, email: user?.email ?? '', country: profile.country || DEFAULT_COUNTRY };
}

/**
 * What POST /api/order gets, flat as storefront §3 "Checkout payload" lists it: the email (trimmed; the order's mails
 * go to it), the billing fields only when a simple product is in the cart (trimmed, empty optional fields left out),
 * the payment method only when the subtotal is above 0, and the total the page showed (`expectedTotal`, dollars: the
 * server refuses the order when the cart now comes to another).
 */
export function orderRequest(
  values: CheckoutValues,
  { needsBilling, needsPayment, total }: { needsBilling: boolean; needsPayment: boolean; total: number },
): CreateOrder {
  const request: CreateOrder = { email: values.email.trim(), expectedTotal: total };
  if (needsBilling) {
    for (const name of BILLING_FIELDS) {
      const value = (values[name] ?? '').trim();
      if (value !== '' || !isOptional(name)) request[name] = value;
    }
  }
  if (needsPayment && values.paymentMethod) request.paymentMethod = values.paymentMethod;
  return request;
}
