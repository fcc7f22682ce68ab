import { ProductType, type CartItem, type CaptionField } from '@shop/shared';
import { availableItems, type CartProducts } from './available-items';
import { cartTotals } from './cart-totals';

export type CheckoutReadiness = { ready: boolean; reasons: string[] };

/** The spec gives no text for a cart whose subtotal is 0 for no other reason (every item unavailable, say). */
export const ZERO_SUBTOTAL_REASON = 'add an available product to your cart';

const byPosition = (a: CaptionField, b: CaptionField) => a.position - b.position;

/**
 * Whether the cart may go to checkout, and why not (storefront §4 "Checkout readiness"). Unavailable items are
 * skipped; simple items need nothing; a clip needs a lead-time price, a caption for every caption field (only the
 * first missing field is named) and at least one uploaded photo, checked in that order. The subtotal is taken before
 * discounts, so a coupon that makes the cart free does not block it.
 */
export function checkoutReadiness(items: readonly CartItem[], products: CartProducts): CheckoutReadiness {
  const reasons: string[] = [];
  for (const { item, product } of availableItems(items, products)) {
    if (product.type !== ProductType.CLIP) continue;
    if (item.leadTimePrice === null) reasons.push(`select a lead time price for ${product.name}`);
    const captioned = new Set(item.captions.map((caption) => caption.fieldId));
    const missing = [...product.captionFields].sort(byPosition).find((field) => !captioned.has(field.id));
    if (missing) reasons.push(`add ${missing.label} for ${product.name}`);
    if (item.images.length === 0) reasons.push(`upload photos for ${product.name}`);
  }
  if (cartTotals(items, products).subtotal <= 0) reasons.push(ZERO_SUBTOTAL_REASON);
  return { ready: reasons.length === 0, reasons };
}
