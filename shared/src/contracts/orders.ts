import {
  array,
  assign,
  boolean,
  enums,
  integer,
  literal,
  min,
  nullable,
  number,
  object,
  optional,
  partial,
  pattern,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { id } from './id';
import { BILLING_MAX_LENGTH, MAX_EMAIL_LENGTH, PAYMENT_METHODS } from '../constants';
import { CaptionValueStruct } from './cart';
import { REFUND_REASONS } from './refunds';
import { UploadedPhotoStruct } from './uploads';

// Checkout, orders and payments (storefront §2 Checkout, §4, §5, §7; accounts-and-after-sale §2 Orders, §3 Order and
// Order item, §4, §7). Money in answers is dollars (numbers with cents), as in the cart; the server computes and stores
// every amount in integer cents with @shop/shared's pricing module.

const text = (longest: number) => size(string(), 0, longest);

// ---------------------------------------------------------------------------------------------------------------
// POST /api/order

/**
 * Billing details (storefront §5): required only when a simple product is in the cart; the checkout form pre-fills them
 * from the profile. Country is a name from the country list (default "USA"). The order stores them in this shape.
 */
export const BillingStruct = object({
  firstName: text(BILLING_MAX_LENGTH.firstName),
  lastName: text(BILLING_MAX_LENGTH.lastName),
  company: optional(text(BILLING_MAX_LENGTH.company)),
  country: text(BILLING_MAX_LENGTH.country),
  streetAddress: text(BILLING_MAX_LENGTH.streetAddress),
  apartment: optional(text(BILLING_MAX_LENGTH.apartment)),
  city: text(BILLING_MAX_LENGTH.city),
  county: optional(text(BILLING_MAX_LENGTH.county)),
  postcode: text(BILLING_MAX_LENGTH.postcode),
  phone: text(BILLING_MAX_LENGTH.phone),
  orderNotes: optional(text(BILLING_MAX_LENGTH.orderNotes)),
});
export type Billing = Infer<typeof BillingStruct>;

/**
 * The order request, flat as storefront §3 "Checkout payload" lists it (no `billing` object): the email the order's
 * mails go to (§5: the form requires it; a client that sends none gets the account's address, see docs/decisions/0019),
 * the billing fields at the top level (each optional here; the server requires them when the cart has a simple
 * product) and the payment method (when the subtotal is above 0). `expectedTotal` (ours) is the total in dollars the
 * checkout showed: the server refuses the order when the cart now comes to another (changed on another device).
 * `requestKey` (ours) names the checkout's attempt: sent again after a lost answer, it gets the order already made. Any
 * other field is refused (the API reads an older bundle's `billing` object as the flat fields during a rollout,
 * docs/decisions/0019).
 */
export const CreateOrderStruct = assign(
  object({ email: optional(size(string(), 0, MAX_EMAIL_LENGTH)) }),
  partial(BillingStruct),
  object({
    paymentMethod: optional(enums(PAYMENT_METHODS)),
    expectedTotal: optional(min(number(), 0)),
    requestKey: optional(pattern(string(), /^[\w-]{16,64}$/)),
  }),
);
export type CreateOrder = Infer<typeof CreateOrderStruct>;

/**
 * {success: true, order: {id}}, or {success: false, error, field} (a 4xx status) when the server refuses it; the
 * refusal also carries `message`, the same text, as the API's every other 4xx (since 2026-11-28; clients read `error`).
 */
export const CreateOrderAnswerStruct = union([
  object({ success: literal(true), order: object({ id: integer() }) }),
  object({ success: literal(false), error: string(), message: optional(string()), field: optional(string()) }),
]);
export type CreateOrderAnswer = Infer<typeof CreateOrderAnswerStruct>;

// ---------------------------------------------------------------------------------------------------------------
// Orders as the shopper sees them (GET /api/orders: the signed-in user's orders, newest first)

export const ORDER_ITEM_STATUSES = ['packing', 'shipping', 'delivered'] as const;

/** A lead-time option as it was when the order was made (period in hours; null: DEFAULT_PROCESSING_HOURS). */
export const OrderLeadTimeStruct = object({
  id: integer(),
  caption: string(),
  price: number(),
  period: nullable(integer()),
});

/**
 * Short-lived signed links to a delivered video (a browser opens them without a Bearer header; docs/decisions/0022):
 * `watch` is /video-story/stream/{id}?..., `download` is /video-story/{id}?... (here, not in staff.ts, which imports
 * this module: a cycle would leave one of the two structs undefined at load).
 */
export const VideoLinksStruct = object({ watch: string(), download: string() });
export type VideoLinks = Infer<typeof VideoLinksStruct>;

export const OrderItemStruct = object({
  id: integer(),
  /** ProductType: 1 simple, 2 clip. */
  type: integer(),
  name: string(),
  productSlug: string(),
  /** Preview pictures (media names) of the product as ordered. */
  preview: array(string()),
  /** What this line costs after its discount (dollars). */
  price: number(),
  /**
   * What it cost before its discount (dollars): the order's subtotal is the sum of these, as the cart's is. Optional
   * because the front ends and the API are released separately: an API from before the field (2026-11-27) answers
   * without it, and the lists must still load.
   */
  baseCost: optional(number()),
  quantity: integer(),
  /** Simple items: "packing" until shipped. Clips: always "packing" (their state is the video). */
  status: enums(ORDER_ITEM_STATUSES),
  trackingNumber: nullable(string()),
  /** The finished video's id (the after-sale issue); null until it is ready. */
  videoStory: nullable(string()),
  /** Short-lived signed links to that video (docs/decisions/0022); null until it is ready. */
  videoLinks: nullable(VideoLinksStruct),
  leadTimePrice: nullable(OrderLeadTimeStruct),
  createdAt: string(),
  /** The paid speed-up option (the after-sale issue); null when none was bought. */
  speedUp: nullable(OrderLeadTimeStruct),
  captions: array(CaptionValueStruct),
  photos: array(UploadedPhotoStruct),
});
export type OrderItem = Infer<typeof OrderItemStruct>;

/**
 * A payment of the order that bought nothing and is paid back (docs/decisions/0019): a second payment of the order, or
 * a speed-up that came too late. Its reason's words are in @shop/shared/refunds.
 */
export const OrderRefundStruct = object({
  /** Dollars. */
  amount: number(),
  /** The speed-up option the payment was for ("Express"); null when it paid for the order itself. */
  speedUp: nullable(string()),
  reason: enums(REFUND_REASONS),
  /** ISO time it was paid back (by the provider, or settled by hand by staff); null while it is on its way. */
  refundedAt: nullable(string()),
});
export type OrderRefund = Infer<typeof OrderRefundStruct>;

export const OrderStruct = object({
  id: integer(),
  paid: boolean(),
  /** ISO time; null while unpaid. */
  paidAt: nullable(string()),
  subtotal: number(),
  discount: number(),
  tax: number(),
  totalCost: number(),
  createdAt: string(),
  items: array(OrderItemStruct),
  /** Oldest first; empty for nearly every order. */
  refunds: array(OrderRefundStruct),
});
export type Order = Infer<typeof OrderStruct>;
export const OrderListStruct = array(OrderStruct);

// ---------------------------------------------------------------------------------------------------------------
// Payments

/** POST /api/checkout/create-session: only the order's owner, only while unpaid. */
export const CreateSessionStruct = object({ orderId: id() });
export type CreateSession = Infer<typeof CreateSessionStruct>;
/** `url` is the provider's hosted payment page; the browser goes there. */
export const CreateSessionAnswerStruct = object({ sessionId: string(), url: string() });
export type CreateSessionAnswer = Infer<typeof CreateSessionAnswerStruct>;
/** GET /api/checkout/config: which provider takes payments ("local" or "stripe") and Stripe's publishable key. */
export const PaymentConfigStruct = object({ provider: enums(['local', 'stripe']), publishableKey: optional(string()) });
export type PaymentConfig = Infer<typeof PaymentConfigStruct>;

/** POST /api/order/speed-up: buy a paid lead-time option for a waiting clip; answers a payment session like Pay now. */
export const SpeedUpStruct = object({ itemId: id(), leadTimeId: id() });
export type SpeedUp = Infer<typeof SpeedUpStruct>;
