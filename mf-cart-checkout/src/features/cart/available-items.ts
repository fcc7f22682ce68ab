import type { CartItem, Product } from '@shop/shared';

/** Products by id, or a list of them (the order does not matter). */
export type CartProducts = ReadonlyMap<number, Product> | readonly Product[];

export type CartLine = { item: CartItem; product: Product };

export function productsById(products: CartProducts): ReadonlyMap<number, Product> {
  return products instanceof Map ? products : new Map((products as readonly Product[]).map((product) => [product.id, product]));
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
