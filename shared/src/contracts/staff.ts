import {
  array,
  boolean,
  enums,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  size,
  string,
  type Infer,
} from 'superstruct';
import { CaptionValueStruct } from './cart';
import { ORDER_ITEM_STATUSES } from './orders';
import { REFUND_REASONS } from './refunds';
import { UploadedPhotoStruct } from './uploads';

// The staff desk's calls under /api/staff (staff only: anonymous 401, shoppers 403; docs/decisions/0024): the items to
// fulfil and their videos (0021), the marketplace submissions, the support inbox and the refunds (0019). For the API
// and the desk only: a subpath of its own (@shop/shared/staff), outside the root and /contracts, so that no shopper's
// page downloads these bytes (the @shop/shared singleton is in every page's first load).

/**
 * A paid clip's video: none (not started), queued, rendering, draft (stored, waiting for approval or its due time),
 * failed (retries used up; staff see the error). The shopper sees the video once it is delivered (videoStory set).
 */
export const RENDER_STATES = ['none', 'queued', 'rendering', 'draft', 'failed'] as const;
export type RenderState = (typeof RENDER_STATES)[number];

/**
 * Where a simple item goes: the billing details the shopper gave at checkout, as the order stores them (BillingStruct's
 * fields; `country` is its code, `county` the state or county). The optional ones are absent when left blank.
 */
export const StaffShipToStruct = object({
  firstName: string(),
  lastName: string(),
  company: optional(string()),
  streetAddress: string(),
  apartment: optional(string()),
  city: string(),
  county: optional(string()),
  postcode: string(),
  country: string(),
  phone: string(),
  orderNotes: optional(string()),
});
export type StaffShipTo = Infer<typeof StaffShipToStruct>;

/** GET /api/staff/orders: paid items to fulfil (and recently done ones), oldest due first. Times are ISO strings. */
export const StaffOrderItemStruct = object({
  id: integer(),
  orderId: integer(),
  customerEmail: string(),
  /** ProductType: 1 simple, 2 clip. */
  type: integer(),
  name: string(),
  quantity: integer(),
  paidAt: string(),
  /** Clips: when the shopper gets the video at the latest (paid time plus the lead-time period). Null for simple items. */
  dueAt: nullable(string()),
  status: enums(ORDER_ITEM_STATUSES),
  trackingNumber: nullable(string()),
  renderState: enums(RENDER_STATES),
  renderError: nullable(string()),
  renderAttempts: integer(),
  /** A signed watch link of the draft (clips with a draft), for the staff player. */
  draftLink: nullable(string()),
  /** Set once the video is delivered. */
  videoStory: nullable(string()),
  approvedAt: nullable(string()),
  deliveredAt: nullable(string()),
  captions: array(CaptionValueStruct),
  photos: array(UploadedPhotoStruct),
  /**
   * Simple items: where the parcel goes (since 2026-11-27). Absent for clips, for an order stored without billing, and
   * from an older API: the desk and the API are released separately, so the desk shows no address rather than failing.
   */
  shipTo: optional(StaffShipToStruct),
});
export type StaffOrderItem = Infer<typeof StaffOrderItemStruct>;
export const StaffOrderListStruct = array(StaffOrderItemStruct);

/** POST /api/staff/orders/item/{id}/ship: a simple item goes from packing to shipping with its tracking number. */
export const TRACKING_NUMBER_MAX_LENGTH = 100;
export const ShipItemStruct = object({ trackingNumber: size(string(), 1, TRACKING_NUMBER_MAX_LENGTH) });
export type ShipItem = Infer<typeof ShipItemStruct>;

/** GET /api/staff/marketplace: marketplace submissions, newest first, with their form values and photos. */
export const StaffSubmissionStruct = object({
  id: integer(),
  /** 1: /upload (form 1), 2: /uploader (form 2). */
  variant: integer(),
  createdAt: string(),
  values: record(string(), string()),
  /** The email of the shop account that sent it; absent when a visitor did. */
  account: optional(string()),
  photos: array(UploadedPhotoStruct),
});
export type StaffSubmission = Infer<typeof StaffSubmissionStruct>;
export const StaffSubmissionListStruct = array(StaffSubmissionStruct);

/** GET /api/staff/support/ticket (staff only): every shopper's ticket, newest activity first, with its owner's email. */
export const StaffTicketStruct = object({
  id: integer(),
  createdAt: string(),
  updatedAt: string(),
  email: string(),
  /** The newest message is the shopper's: the ticket waits for a reply. */
  awaitingReply: boolean(),
});
export type StaffTicket = Infer<typeof StaffTicketStruct>;
export const StaffTicketListStruct = array(StaffTicketStruct);

/**
 * GET /api/staff/refunds: the refunds still due (oldest first: the provider has not taken them yet), then those made in
 * the last REFUNDS_LISTED_DAYS days, newest first. Times are ISO strings.
 */
export const StaffRefundStruct = object({
  /** The payment session whose payment is refunded (its provider's id). */
  sessionId: string(),
  orderId: integer(),
  customerEmail: string(),
  /** What was paid for: "Order #000042" or "Express speed-up, Order #000042". */
  label: string(),
  /** In dollars, as every price the API answers. */
  amount: number(),
  reason: enums(REFUND_REASONS),
  /** When the payment came in. */
  paidAt: string(),
  /** When the provider took the refund; null while it is due. */
  refundedAt: nullable(string()),
  /** Why the provider refused the last attempt at a refund still due; null once refunded, or before any refusal. */
  lastError: nullable(string()),
  /** The staff member who marked it settled by hand (refunded outside the shop); null when the provider took it. */
  settledBy: nullable(string()),
});
export type StaffRefund = Infer<typeof StaffRefundStruct>;
export const StaffRefundListStruct = array(StaffRefundStruct);
export const REFUNDS_LISTED_DAYS = 30;
