import { and, eq } from 'drizzle-orm';
import { DEFAULT_PROCESSING_HOURS, ProductType } from '@shop/shared/constants';
import type { SpeedUp } from '@shop/shared/contracts';
import type { RefundReason } from '@shop/shared/refunds';
import type { Db } from '../../db/client';
import { leadTimePrices, orderItems, orders, type LeadTimeSnapshot } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

// Speed-up (accounts-and-after-sale §4, docs/decisions/0023): a paid clip on the free lead time, still within its
// period and not sped up yet, may buy a paid lead-time option with a shorter period. The payments side makes the
// session (POST /api/order/speed-up) and its webhook sets the item's speedUp (applySpeedUp).

export const SPEED_UP_TEXTS = {
  itemNotFound: 'Order item not found',
  notPaid: 'Pay for the order before speeding it up',
  notClip: 'Only a video story can be sped up',
  paidLeadTime: 'This video story already has a paid lead time',
  alreadySpedUp: 'This video story was already sped up',
  delivered: 'This video story is already ready',
  periodOver: 'The lead time of this video story is over',
  optionNotFound: 'Lead time option not found',
  optionFree: 'Choose a paid lead time option',
  optionNotShorter: 'Choose a lead time shorter than the current one',
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** The clip's lead time in hours before any speed-up: its chosen option's, or the default without one. */
const currentPeriodHours = (leadTime: LeadTimeSnapshot | null) => leadTime?.period ?? DEFAULT_PROCESSING_HOURS;

/** Whether a lead time of `hours`, counted from the order's payment, has run out by `now`. */
const periodOver = (paidAt: Date, hours: number, now: Date) => now.getTime() >= paidAt.getTime() + hours * HOUR_MS;

export interface SpeedUpPurchase {
  orderId: number;
  itemId: number;
  /** The option bought, as it is now (a later change of the catalogue's options does not change the purchase). */
  option: LeadTimeSnapshot;
}

/**
 * The speed-up the user may buy, or an HttpError naming why not: another user's or an unknown item is 404 (as an
 * unknown id), a refusal of the item's state 409 on `itemId`, an unknown, free or not shorter option 409 (404 when
 * unknown) on `leadTimeId`. Reads only; the session and, after payment, the item change elsewhere.
 */
export async function findSpeedUp(
  db: Db,
  userId: number,
  request: SpeedUp,
  now = new Date(),
): Promise<SpeedUpPurchase> {
  const [item] = await db
    .select({
      orderId: orders.id,
      paidAt: orders.paidAt,
      type: orderItems.type,
      leadTime: orderItems.leadTime,
      speedUp: orderItems.speedUp,
      videoStory: orderItems.videoStory,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, request.itemId), eq(orders.userId, userId)));
  const refuseItem = (status: number, message: string): never => {
    throw new HttpError(status, message, 'itemId');
  };
  if (!item) return refuseItem(404, SPEED_UP_TEXTS.itemNotFound);
  if (!item.paidAt) return refuseItem(409, SPEED_UP_TEXTS.notPaid);
  if (item.type !== ProductType.CLIP) return refuseItem(409, SPEED_UP_TEXTS.notClip);
  if (item.speedUp) return refuseItem(409, SPEED_UP_TEXTS.alreadySpedUp);
  if (item.videoStory) return refuseItem(409, SPEED_UP_TEXTS.delivered);
  if ((item.leadTime?.priceCents ?? 0) > 0) return refuseItem(409, SPEED_UP_TEXTS.paidLeadTime);
  const currentHours = currentPeriodHours(item.leadTime);
  if (periodOver(item.paidAt, currentHours, now)) return refuseItem(409, SPEED_UP_TEXTS.periodOver);

  const [option] = await db.select().from(leadTimePrices).where(eq(leadTimePrices.id, request.leadTimeId));
  const refuseOption = (status: number, message: string): never => {
    throw new HttpError(status, message, 'leadTimeId');
  };
  if (!option) return refuseOption(404, SPEED_UP_TEXTS.optionNotFound);
  if (option.priceCents <= 0) return refuseOption(409, SPEED_UP_TEXTS.optionFree);
  // Both periods count from the payment, so a shorter period is an earlier due time.
  if (option.period >= currentHours) return refuseOption(409, SPEED_UP_TEXTS.optionNotShorter);
  const { id, caption, priceCents, period } = option;
  return { orderId: item.orderId, itemId: request.itemId, option: { id, caption, priceCents, period } };
}

/**
 * Sets the item's speed-up for a payment that just came in, if the clip can still be sped up: 'applied', else why the
 * payment bought nothing (the caller refunds it). The item is locked for the check, so of two payments for one clip
 * (two tabs) the first to commit wins and the other is refunded; a replay never gets here (its event is recorded).
 * The checks are findSpeedUp's item checks that can change after the session was made. Run it in the transaction
 * that records the payment event.
 */
export async function applySpeedUp(
  tx: Db,
  itemId: number,
  option: LeadTimeSnapshot,
  now = new Date(),
): Promise<'applied' | Extract<RefundReason, 'already-sped-up' | 'delivered' | 'period-over'>> {
  const [item] = await tx
    .select({
      paidAt: orders.paidAt,
      leadTime: orderItems.leadTime,
      speedUp: orderItems.speedUp,
      videoStory: orderItems.videoStory,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId))
    .for('update', { of: orderItems });
  // The session references the item (on delete cascade), so it exists; and a speed-up session is only made for a paid
  // order, which stays paid.
  if (!item?.paidAt) throw new Error(`Speed-up paid for item ${itemId}, which is not a paid order's item`);
  if (item.speedUp) return 'already-sped-up';
  if (item.videoStory) return 'delivered';
  if (periodOver(item.paidAt, currentPeriodHours(item.leadTime), now)) return 'period-over';
  await tx.update(orderItems).set({ speedUp: option }).where(eq(orderItems.id, itemId));
  return 'applied';
}
