import { SALES_TAX_RATE } from '../constants';

/** A line as the totals see it, in cents. */
export interface TotalsLine {
  isAvailable: boolean;
  baseCost: number;
  /** Absent without a coupon on the cart. */
  discount?: number;
}

/** The cart's or order's totals in cents (storefront §4 "Cart totals"). */
export interface Totals {
  /** Sum of baseCost over available lines, before discounts. */
  subtotal: number;
  /** Sum of the available lines' discounts, never more than the subtotal. */
  discount: number;
  /** subtotal − discount: what the tax is charged on. */
  taxable: number;
  /** SALES_TAX_RATE of the taxable amount, half a cent rounded up. */
  tax: number;
  /** taxable + tax. */
  total: number;
}

// The rate as parts per 100 000 (8.875% → 8875) keeps the tax in integers until the one rounding: in floating point
// 8.875% of 60.00 is 5.324999…, not 5.325.
const TAX_PARTS = Math.round(SALES_TAX_RATE * 100_000);

/** Tax on an amount, half a cent rounded up. */
export function taxCents(amountCents: number): number {
  return Math.floor((amountCents * TAX_PARTS + 50_000) / 100_000);
}

/** Totals of the available lines: unavailable ones count for nothing. */
export function cartTotals(lines: readonly TotalsLine[]): Totals {
  const available = lines.filter((line) => line.isAvailable);
  const subtotal = available.reduce((sum, line) => sum + line.baseCost, 0);
  const discount = Math.min(
    subtotal,
    available.reduce((sum, line) => sum + (line.discount ?? 0), 0),
  );
  const taxable = subtotal - discount;
  const tax = taxCents(taxable);
  return { subtotal, discount, taxable, tax, total: taxable + tax };
}
