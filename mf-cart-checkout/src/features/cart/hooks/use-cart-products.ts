import { useEffect, useState } from 'react';
import { productCache, type CartItem, type Product } from '@shop/shared';

export type CartProductsState = {
  /** The cart's products by id; an id whose product never came back (3 tries) is missing. */
  products: ReadonlyMap<number, Product>;
  /** True while products of the cart are being fetched for the first time. */
  loading: boolean;
};

const idsKey = (items: readonly CartItem[]) =>
  [...new Set(items.map((item) => item.product))].sort((a, b) => a - b).join(',');
const idsOf = (key: string) => (key === '' ? [] : key.split(',').map(Number));

function cached(ids: readonly number[]): Map<number, Product> {
  return new Map(ids.flatMap((id) => {
    const product = productCache.peek(id);
    return product ? [[id, product] as const] : [];
  }));
}

/**
 * The details of the cart's products from the shared product cache (storefront §8: failures are logged and the
 * missing ones asked for again, up to 3 tries). Products already cached show at once.
 */
export function useCartProducts(items: readonly CartItem[]): CartProductsState {
  const key = idsKey(items);
  const [loaded, setLoaded] = useState<{ key: string; products: Map<number, Product> }>(() => ({
    key: '',
    products: cached(idsOf(key)),
  }));

  useEffect(() => {
    const ids = idsOf(key);
    if (ids.length === 0) return;
    let active = true;
    void productCache.byIds(ids).then((products) => {
      // The cache logs failed calls and asks again for missing products; these never came back.
      const missing = ids.filter((id) => !products.some((product) => product.id === id));
      if (missing.length > 0) console.error(`Products of the cart could not be loaded: ${missing.join(', ')}`);
      if (!active) return;
      setLoaded((current) => ({
        key,
        products: new Map([...current.products, ...products.map((product) => [product.id, product] as const)]),
      }));
    });
    return () => {
      active = false;
    };
  }, [key]);

  const loading = loaded.key !== key && idsOf(key).some((id) => !loaded.products.has(id));
  return { products: loaded.products, loading };
}
