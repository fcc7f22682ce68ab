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
import { EMAIL_MESSAGE } from '../auth/messages';

// POST /api/order's request, flat as storefront §3 "Checkout payload" lists it: the checkout form's own texts (storefront
// §5) for the same fields, so a refusal reads like the form's check. A refusal's `field` is the request's field name,
// which is the form field's (email, firstName, …, paymentMethod).

export const ORDER_TEXTS = {
  paymentMethodRequired: M.paymentMethodRequired,
  /** The country select offers only known codes; the spec has no text for another value. */
  countryUnknown: 'Invalid country',
  /** The cart's own words (storefront §2 Cart "To proceed to payment, {first reason}"). */
  notReady: (reason: string) => `To proceed to payment, ${reason}`,
  invalidRequest: 'Invalid order request',
} as const;

interface FieldRule {
  label: string;
  /** The text for a missing or blank value; absent for optional fields. */
  required?: string;
}

/** The billing fields in the form's order; their lengths are BillingStruct's (BILLING_MAX_LENGTH). */
const BILLING_FIELDS: Record<keyof Billing, FieldRule> = {
  firstName: { label: 'First name', required: M.firstNameRequired },
  lastName: { label: 'Last name', required: M.lastNameRequired },
  company: { label: 'Company' },
  country: { label: 'Country', required: M.countryRequired },
  streetAddress: { label: 'Street address', required: M.streetAddressRequired },
  apartment: { label: 'Apartment' },
  city: { label: 'City', required: M.cityRequired },
  county: { label: 'County' },
  postcode: { label: 'Postcode', required: M.postcodeRequired },
  phone: { label: 'Phone', required: M.phoneRequired },
  orderNotes: { label: 'Order notes' },
};

const isBillingField = (name: string | undefined): name is keyof Billing =>
  !!name && Object.hasOwn(BILLING_FIELDS, name);

const refuse = (message: string, field?: string): never => {
  throw new HttpError(400, message, field);
};

function failureText(failure: Failure): { message: string; field?: string } {
  const [first] = failure.path as string[];
  if (first === 'email') return { message: EMAIL_MESSAGE(failure), field: first };
  if (first === 'paymentMethod') return { message: ORDER_TEXTS.paymentMethodRequired, field: first };
  if (isBillingField(first)) {
    const rule = BILLING_FIELDS[first];
    const { value } = failure;
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return { message: rule.required ?? `Invalid ${rule.label.toLowerCase()}`, field: first };
    const max = BILLING_MAX_LENGTH[first];
    if (typeof value === 'string' && value.length > max)
      return { message: `${rule.label} must be at most ${max} characters long`, field: first };
    return { message: first === 'phone' ? M.phoneInvalid : `Invalid ${rule.label.toLowerCase()}`, field: first };
  }
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
  for (const [name, rule] of Object.entries(BILLING_FIELDS) as [keyof Billing, FieldRule][]) {
    const value = request[name]?.trim() ?? '';
    if (value === '') {
      if (rule.required) refuse(rule.required, name);
      continue;
    }
    checked[name] = value;
  }
  if (!PHONE_PATTERN.test(checked.phone ?? '')) refuse(M.phoneInvalid, 'phone');
  if (!isKnownCountry(checked.country ?? '')) refuse(ORDER_TEXTS.countryUnknown, 'country');
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
