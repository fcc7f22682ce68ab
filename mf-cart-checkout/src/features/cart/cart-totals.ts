import { SALES_TAX_RATE, type CartItem } from '@shop/shared';
import { availableItems, type CartProducts } from './available-items';

/** Dollar amounts, each a whole number of cents. */
export type CartTotals = {
  /** Sum of baseCost over available items, before discounts. */
  subtotal: number;
  /** Sum of discountAmount over available items (never more than the subtotal). */
  discount: number;
  /** subtotal − discount: what the tax is charged on. */
  taxable: number;
  /** SALES_TAX_RATE of the taxable amount, rounded half up to the cent. */
  tax: number;
  /** taxable + tax. */
  total: number;
  /** A coupon is on the cart (its items carry discountAmount), even when it takes nothing off. */
  couponApplied: boolean;
};

// The arithmetic is done in whole cents so that sums like 0.1 + 0.2 stay exact; the rate as parts per 100 000
// (8.875% → 8875) keeps the tax in integers until the one rounding.
const TAX_PARTS = Math.round(SALES_TAX_RATE * 100_000);
const toCents = (dollars: number | undefined) => (dollars && Number.isFinite(dollars) ? Math.max(0, Math.round(dollars * 100)) : 0);
const toDollars = (cents: number) => cents / 100;

/** Tax in cents on an amount in cents, half a cent rounded up. */
export function taxCents(amountCents: number): number {
  return Math.floor((amountCents * TAX_PARTS + 50_000) / 100_000);
}

/** The cart's totals (storefront §4 "Cart totals"): unavailable items count for nothing. */
export function cartTotals(items: readonly CartItem[], products: CartProducts): CartTotals {
  const lines = availableItems(items, products);
  const subtotal = lines.reduce((sum, { item }) => sum + toCents(item.baseCost), 0);
  const discount = Math.min(
    subtotal,
    lines.reduce((sum, { item }) => sum + toCents(item.discountAmount), 0),
  );
  const taxable = subtotal - discount;
  const tax = taxCents(taxable);
  return {
    subtotal: toDollars(subtotal),
    discount: toDollars(discount),
    taxable: toDollars(taxable),
    tax: toDollars(tax),
    total: toDollars(taxable + tax),
    couponApplied: items.some((item) => item.discountAmount !== undefined),
  };
}
