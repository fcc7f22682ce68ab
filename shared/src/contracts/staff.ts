import { array, enums, integer, nullable, object, optional, record, size, string, type Infer } from 'superstruct';
import { CaptionValueStruct } from './cart';
import { id } from './id';
import { ORDER_ITEM_STATUSES } from './orders';
import { UploadedPhotoStruct } from './uploads';

// After the sale (accounts-and-after-sale §3 Order item, §4; docs/decisions/0021): the video a paid clip gets, and the
// staff desk's calls under /api/staff (staff only: anonymous 401, shoppers 403).

/**
 * A paid clip's video: none (not started), queued, rendering, draft (stored, waiting for approval or its due time),
 * failed (retries used up; staff see the error). The shopper sees the video once it is delivered (videoStory set).
 */
export const RENDER_STATES = ['none', 'queued', 'rendering', 'draft', 'failed'] as const;
export type RenderState = (typeof RENDER_STATES)[number];

export const USER_ROLES = ['customer', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

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

/** POST /api/order/speed-up: buy a paid lead-time option for a waiting clip; answers a payment session like Pay now. */
export const SpeedUpStruct = object({ itemId: id(), leadTimeId: id() });
export type SpeedUp = Infer<typeof SpeedUpStruct>;
