import { startTransition, useEffect, useState } from 'react';
import { productCache, type Product } from '@shop/shared';

/** A product list loaded after the page shows (carousels); [] while loading and when the call failed (logged). */
export function useProductList(
  load: (signal: AbortSignal) => Promise<Product[]>,
  key: string,
  what: string,
): Product[] {
  const [state, setState] = useState<{ key: string; products: Product[] }>({ key: '', products: [] });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((products) => {
        productCache.remember(products);
        // A transition: React renders the carousel's cards in slices instead of one long task.
        startTransition(() => setState({ key, products }));
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') console.error(`Failed to load ${what}`, error);
      });
    return () => controller.abort();
    // `key` names what `load` asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.products : [];
}
