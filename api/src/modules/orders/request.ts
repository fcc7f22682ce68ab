import type { Failure } from 'superstruct';
import {
  CreateOrderStruct,
  isKnownCountry,
  PHONE_PATTERN,
  VALIDATION_MESSAGES as M,
  type Billing,
  type CreateOrder,
} from '@shop/shared/contracts';
import { BILLING_MAX_LENGTH } from '@shop/shared/constants';
import { HttpError } from '../../lib/http-error';
import { acceptEmail } from '../auth/input';
import {
  BILLING_FIELD_NAMES,
  BILLING_FIELDS,
  billingMessages,
  COUNTRY_UNKNOWN,
  EMAIL_MESSAGE,
  type BillingField,
} from '../auth/messages';

// POST /api/order's request, flat as storefront §3 "Checkout payload" lists it: the checkout form's own texts (storefront
// §5) for the same fields, so a refusal reads like the form's check. A refusal's `field` is the request's field name,
// which is the form field's (email, firstName, …, paymentMethod).

export const ORDER_TEXTS = {
  paymentMethodRequired: M.paymentMethodRequired,
  /** The cart's own words (storefront §2 Cart "To proceed to payment, {first reason}"). */
  notReady: (reason: string) => `To proceed to payment, ${reason}`,
  invalidRequest: 'Invalid order request',
  /** Not a spec text: the cart came to another total than the checkout showed (changed on another device). */
  cartChanged: 'Your cart has changed since this page showed it. Please check your order and place it again.',
} as const;

const BILLING_MESSAGES = billingMessages(BILLING_MAX_LENGTH);

const isBillingField = (name: string | undefined): name is BillingField =>
  !!name && Object.hasOwn(BILLING_FIELDS, name);

const refuse = (message: string, field?: string): never => {
  throw new HttpError(400, message, field);
};

function failureText(failure: Failure): { message: string; field?: string } {
  const [first] = failure.path as string[];
  if (first === 'email') return { message: EMAIL_MESSAGE(failure), field: first };
  if (first === 'paymentMethod') return { message: ORDER_TEXTS.paymentMethodRequired, field: first };
  if (isBillingField(first)) return { message: BILLING_MESSAGES[first](failure), field: first };
  const field = failure.path.join('.');
  if (failure.type === 'never') return { message: `Unknown field ${field}`, field };
  return field ? { message: `Invalid ${field}`, field } : { message: ORDER_TEXTS.invalidRequest };
}

/**
 * A checkout bundle from before 2026-11-27 sends the billing fields inside a `billing` object. The cart remote and the
 * API are released separately, so during a rollout that object is read as the flat fields (a flat field sent beside
 * it wins); anything else under `billing` is refused as before. Remove once no such bundle is deployed (0019).
 */
function liftNestedBilling(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('billing' in body)) return body;
  const { billing, ...rest } = body as { billing: unknown };
  if (typeof billing !== 'object' || billing === null || Array.isArray(billing)) return body;
  return { ...billing, ...rest };
}

/** The request's shape and lengths (CreateOrderStruct); a missing body is an empty request. */
export function parseOrderRequest(body: unknown): CreateOrder {
  const [error, request] = CreateOrderStruct.validate(liftNestedBilling(body) ?? {});
  if (!error) return request;
  const { message, field } = failureText(error.failures()[0] ?? error);
  return refuse(message, field);
}

/**
 * Billing when the order has a simple product, picked from the request's top-level billing fields: every required field
 * present and not blank (the form's order), the phone made of digits, plus, hyphen, spaces and parentheses, a country
 * from the list. Answers the billing as the order stores it: trimmed, blank optional fields left out.
 */
export function checkBilling(request: CreateOrder): Billing {
  const checked: Partial<Record<keyof Billing, string>> = {};
  for (const name of BILLING_FIELD_NAMES) {
    const value = request[name]?.trim() ?? '';
    if (value === '') {
      const { required } = BILLING_FIELDS[name];
      if (required) refuse(required, name);
      continue;
    }
    checked[name] = value;
  }
  if (!PHONE_PATTERN.test(checked.phone ?? '')) refuse(M.phoneInvalid, 'phone');
  if (!isKnownCountry(checked.country ?? '')) refuse(COUNTRY_UNKNOWN, 'country');
  return checked as Billing;
}

/**
 * The address the order's mails go to, stored as sign-up stores one (trimmed, lower case): "Email is required" when
 * blank, "Invalid email address" when it is not one. Null when the client sent none (a checkout bundle from before the
 * field, during a rollout): the mails then go to the account's address.
 */
export function checkOrderEmail(email: string | undefined): string | null {
  if (email === undefined) return null;
  if (email.trim() === '') refuse(M.emailRequired, 'email');
  return acceptEmail(email, 'email');
}
