import type { CartItem, Product } from '@shop/shared';
import { toCents, type CheckoutLine } from '@shop/shared/pricing';

/** Products by id, or a list of them (the order does not matter). */
export type CartProducts = ReadonlyMap<number, Product> | readonly Product[];

export type CartLine = { item: CartItem; product: Product };

export function productsById(products: CartProducts): ReadonlyMap<number, Product> {
  return products instanceof Map
    ? products
    : new Map((products as readonly Product[]).map((product) => [product.id, product]));
}

/**
 * The items that count for totals and readiness (storefront §4), in cart order, each with its product: an item whose
 * product is unavailable, or whose product could not be loaded, is skipped.
 */
export function availableItems(items: readonly CartItem[], products: CartProducts): CartLine[] {
  const byId = productsById(products);
  return items.flatMap((item) => {
    const product = byId.get(item.product);
    return product?.isAvailable ? [{ item, product }] : [];
  });
}

/** An amount of the cart answer in whole cents; a missing or odd one counts as 0. */
const cents = (dollars: number | undefined) =>
  dollars && Number.isFinite(dollars) ? Math.max(0, toCents(dollars)) : 0;

/** The available items as @shop/shared's pricing takes them (cents), for the totals and the readiness. */
export function checkoutLines(items: readonly CartItem[], products: CartProducts): CheckoutLine[] {
  return availableItems(items, products).map(({ item, product }) => ({
    isAvailable: true,
    baseCost: cents(item.baseCost),
    discount: cents(item.discountAmount),
    productType: product.type,
    productName: product.name,
    hasLeadTime: item.leadTimePrice !== null,
    captionFields: product.captionFields,
    captionedFieldIds: item.captions.map((caption) => caption.fieldId),
    photoCount: item.images.length,
  }));
}
