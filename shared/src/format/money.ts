import { CURRENCY, LOCALE } from '../constants';

const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50": USD, en-US, always two decimals (storefront §9). */
export function formatMoney(amount: number): string {
  return money.format(Number.isFinite(amount) ? amount : 0);
}
