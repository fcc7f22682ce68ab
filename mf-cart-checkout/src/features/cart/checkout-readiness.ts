import type { CartItem } from '@shop/shared';
import { checkoutReadiness as readinessOf, type CheckoutReadiness } from '@shop/shared/pricing';
import { checkoutLines, type CartProducts } from './available-items';

export type { CheckoutReadiness } from '@shop/shared/pricing';

/**
 * Whether the cart may go to checkout, and why not (storefront §4 "Checkout readiness", the rules in @shop/shared's
 * pricing): items of unavailable or unknown products are skipped.
 */
export function checkoutReadiness(items: readonly CartItem[], products: CartProducts): CheckoutReadiness {
  return readinessOf(checkoutLines(items, products));
}
