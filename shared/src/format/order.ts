import { ORDER_NUMBER_DIGITS } from '../constants';

/** "000042": an order id padded with zeros to ORDER_NUMBER_DIGITS (accounts §2; longer ids are shown whole). */
export function formatOrderNumber(id: number): string {
  return String(id).padStart(ORDER_NUMBER_DIGITS, '0');
}
