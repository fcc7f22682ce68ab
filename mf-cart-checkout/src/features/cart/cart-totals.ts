import type { CartItem } from '@shop/shared';
import { cartTotals as totalsInCents, toDollars, type Totals } from '@shop/shared/pricing';
import { checkoutLines, type CartProducts } from './available-items';

/** The totals of @shop/shared's pricing in dollars, each a whole number of cents. */
export type CartTotals = Totals & {
  /** A coupon is on the cart (its items carry discountAmount), even when it takes nothing off. */
  couponApplied: boolean;
};

/** The cart's totals (storefront §4 "Cart totals"): unavailable items and items of unknown products count for nothing. */
export function cartTotals(items: readonly CartItem[], products: CartProducts): CartTotals {
  const totals = totalsInCents(checkoutLines(items, products));
  return {
    subtotal: toDollars(totals.subtotal),
    discount: toDollars(totals.discount),
    taxable: toDollars(totals.taxable),
    tax: toDollars(totals.tax),
    total: toDollars(totals.total),
    couponApplied: items.some((item) => item.discountAmount !== undefined),
  };
}
