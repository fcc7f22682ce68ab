// Payments that bought nothing are paid back (docs/decisions/0019). Why, in the words the refund mail, the staff desk
// and the shopper's Orders screen use. A subpath of its own (@shop/shared/refunds): the shared chunk every page loads
// takes only the reasons, for OrderStruct, and the texts go to the parts that show them.

/**
 * Why a payment that bought nothing is refunded: the order was paid by another session already, or a speed-up came
 * when its clip could no longer be sped up (already sped up, delivered, its lead time over).
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
