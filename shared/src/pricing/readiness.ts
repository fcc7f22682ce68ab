import { ProductType } from '../constants';

/** A cart line as checkout readiness sees it. */
export interface ReadinessLine {
  isAvailable: boolean;
  productType: number;
  productName: string;
  /** In cents, before discounts. */
  baseCost: number;
  /** A lead-time price is chosen. */
  hasLeadTime: boolean;
  /** The product's caption fields. */
  captionFields: readonly { id: number; label: string; position: number }[];
  /** The fields the item has a caption for. */
  captionedFieldIds: readonly number[];
  photoCount: number;
}

export type CheckoutReadiness = { ready: boolean; reasons: string[] };

/** The spec gives no text for a cart whose subtotal is 0 for no other reason (every item unavailable, say). */
export const ZERO_SUBTOTAL_REASON = 'add an available product to your cart';

/**
 * Whether the cart may go to checkout, and why not (storefront §4 "Checkout readiness"). Unavailable lines are
 * skipped; simple items need nothing; a clip needs a lead-time price, a caption for every caption field (only the
 * first missing field by position is named) and at least one uploaded photo, checked in that order. The subtotal is
 * taken before discounts, so a coupon that makes the cart free does not block it.
 */
export function checkoutReadiness(lines: readonly ReadinessLine[]): CheckoutReadiness {
  const reasons: string[] = [];
  let subtotal = 0;
  for (const line of lines) {
    if (!line.isAvailable) continue;
    subtotal += line.baseCost;
    if (line.productType !== ProductType.CLIP) continue;
    const name = line.productName;
    if (!line.hasLeadTime) reasons.push(`select a lead time price for ${name}`);
    const missing = [...line.captionFields]
      .sort((a, b) => a.position - b.position)
      .find((field) => !line.captionedFieldIds.includes(field.id));
    if (missing) reasons.push(`add ${missing.label} for ${name}`);
    if (line.photoCount === 0) reasons.push(`upload photos for ${name}`);
  }
  if (subtotal <= 0) reasons.push(ZERO_SUBTOTAL_REASON);
  return { ready: reasons.length === 0, reasons };
}
