import { DEFAULT_PROCESSING_HOURS, type OrderItem } from '@shop/shared';

// The countdown of a paid clip (accounts §4): due at paidAt plus the lead-time period in hours, counted on the server's
// clock (the browser's clock corrected by an offset), never below zero. Pure, so the screen only supplies "now".

const HOUR_MS = 60 * 60 * 1000;

/** The clip's period in hours: the bought speed-up's, else the chosen lead time's, else DEFAULT_PROCESSING_HOURS. */
export function processingHours(item: Pick<OrderItem, 'leadTimePrice' | 'speedUp'>): number {
  const option = item.speedUp ?? item.leadTimePrice;
  return option?.period ?? DEFAULT_PROCESSING_HOURS;
}

/** When the clip is due (ms since the epoch): paidAt plus the period; both periods count from the payment. */
export function dueAt(paidAt: string, hours: number): number {
  return Date.parse(paidAt) + hours * HOUR_MS;
}

/**
 * Whole seconds left until `due` on the server's clock: `now` (the browser's clock) plus `offsetMs` (server minus
 * browser). Rounded up, so a fresh 24 h countdown starts at 24:00:00 and 00:00:00 shows only at the end.
 */
export function remainingSeconds({ due, now, offsetMs }: { due: number; now: number; offsetMs: number }): number {
  const left = due - (now + offsetMs);
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Server minus browser clock, from GET /api/time's answer and when the call was sent and answered: the server read its
 * clock about halfway through the round trip, and its whole seconds are rounded down, so the middle of that second
 * is the best guess.
 */
export function serverClockOffset(serverSeconds: number, sentAt: number, answeredAt: number): number {
  return Math.round(serverSeconds * 1000 + 500 - (sentAt + answeredAt) / 2);
}

/** The browser's clock (ms since the epoch) and the server's offset from it: server time is now + offsetMs. */
export type ServerClock = { now: number; offsetMs: number };
