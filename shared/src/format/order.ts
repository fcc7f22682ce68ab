import { ORDER_NUMBER_DIGITS } from '../constants';

const pad = (value: number) => String(value).padStart(2, '0');

/** "000042": an order id padded with zeros to ORDER_NUMBER_DIGITS (accounts §2; longer ids are shown whole). */
export function formatOrderNumber(id: number): string {
  return String(id).padStart(ORDER_NUMBER_DIGITS, '0');
}

/** A countdown "hh:mm:ss" (hours are not capped at 23: three days are "72:00:00"); negative or invalid is "00:00:00". */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
