import { ORDER_NUMBER_DIGITS } from '../constants';

const pad = (value: number) => String(value).padStart(2, '0');

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "dd.MM.yyyy" in the browser's time zone; an invalid date gives "". */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** "HH:mm" (24 hours) in the browser's time zone; an invalid date gives "". */
export function formatTime(value: Date | string | number): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Order id padded with zeros to six digits: 42 → "000042". The "Order #" prefix is the screen's. */
export function formatOrderNumber(id: number | string): string {
  return String(id).padStart(ORDER_NUMBER_DIGITS, '0');
}
