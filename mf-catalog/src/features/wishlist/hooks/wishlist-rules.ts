import type { Product, WishlistEntry } from '@shop/shared';

/** Wishlist-to-cart adds only available products that are not in the cart yet (storefront §4). */
export function addableToCart(products: readonly Product[], cartProductIds: ReadonlySet<number>): Product[] {
  return products.filter((product) => product.isAvailable && !cartProductIds.has(product.id));
}

/** Products of the entries whose ids are selected. */
export function selectedProducts(entries: readonly WishlistEntry[], selected: ReadonlySet<number>): Product[] {
  return entries.filter((entry) => selected.has(entry.product.id)).map((entry) => entry.product);
}

export function unavailableIds(entries: readonly WishlistEntry[]): number[] {
  return entries.filter((entry) => !entry.product.isAvailable).map((entry) => entry.product.id);
}
