import { array, enums, integer, nullable, number, object, string, type Infer } from 'superstruct';

// Refunds of payments that bought nothing (docs/decisions/0019), for the API and the staff desk only: a subpath of its
// own (@shop/shared/refunds), outside the root and /contracts, so that no shopper's page downloads these bytes (the
// @shop/shared singleton is in every page's first load).

/**
 * Why a payment that bought nothing is refunded (docs/decisions/0019): the order was paid by another session already,
 * or a speed-up came when its clip could no longer be sped up (already sped up, delivered, its lead time over).
 */
export const REFUND_REASONS = ['order-already-paid', 'already-sped-up', 'delivered', 'period-over'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Each reason as the refund mail and the staff desk say it ("We refunded …: the order was already paid."). */
export const REFUND_REASON_TEXTS: Record<RefundReason, string> = {
  'order-already-paid': 'the order was already paid',
  'already-sped-up': 'the video story was already sped up',
  delivered: 'the video story was already ready',
  'period-over': "the video story's lead time was already over",
};

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
});
export type StaffRefund = Infer<typeof StaffRefundStruct>;
export const StaffRefundListStruct = array(StaffRefundStruct);
export const REFUNDS_LISTED_DAYS = 30;
