import { ProductType, type LeadTimePrice, type Order, type OrderItem, type VideoLinks } from '@shop/shared';
import { dueAt, processingHours } from './countdown';

// What the Orders screen shows for an order and each of its items (accounts §4), decided from the order alone.

export type OrderStatus = 'unpaid' | 'in-process' | 'completed';

const isClip = (item: OrderItem) => item.type === ProductType.CLIP;

/** Done: a simple item delivered, a clip with its video ready. */
export function isItemDone(item: OrderItem): boolean {
  return isClip(item) ? item.videoStory !== null : item.status === 'delivered';
}

/** Unpaid ("Pay now"), paid and not complete ("In Process"), or every item done ("Completed"). */
export function orderStatus(order: Order): OrderStatus {
  if (!order.paid) return 'unpaid';
  return order.items.every(isItemDone) ? 'completed' : 'in-process';
}

export type ItemState =
  | { kind: 'need-to-pay' }
  /** The video is delivered: its signed links (docs/decisions/0022). */
  | { kind: 'video-ready'; links: VideoLinks }
  /** A paid clip being made: due at `due` (ms since the epoch, on the server's clock). */
  | { kind: 'waiting'; due: number }
  | { kind: 'packing' }
  | { kind: 'shipping'; trackingNumber: string | null }
  | { kind: 'delivered'; trackingNumber: string | null };

export function itemState(order: Order, item: OrderItem): ItemState {
  if (!order.paid) return { kind: 'need-to-pay' };
  if (isClip(item)) {
    if (item.videoLinks !== null) return { kind: 'video-ready', links: item.videoLinks };
    // A paid order always has paidAt; createdAt stands in should an answer ever lack it.
    return { kind: 'waiting', due: dueAt(order.paidAt ?? order.createdAt, processingHours(item)) };
  }
  if (item.status === 'packing') return { kind: 'packing' };
  return { kind: item.status, trackingNumber: item.trackingNumber };
}

/**
 * The speed-up choices of a waiting clip (accounts §4): the shop's paid lead-time options with a shorter period than the
 * clip's (only those make it sooner; the API refuses the others, docs/decisions/0023), offered only when the chosen
 * option is free (none chosen counts as the free default), the clip is still within its period and no speed-up was
 * made. Empty otherwise: the row then shows "Pending".
 */
export function speedUpChoices(
  item: Pick<OrderItem, 'leadTimePrice' | 'speedUp'>,
  leadTimePrices: readonly LeadTimePrice[],
  secondsLeft: number,
): LeadTimePrice[] {
  const chosenIsFree = (item.leadTimePrice?.price ?? 0) === 0;
  if (!chosenIsFree || item.speedUp !== null || secondsLeft <= 0) return [];
  const hours = processingHours(item);
  return leadTimePrices.filter((option) => option.price > 0 && option.period < hours);
}
