import { CATALOG_MAX_PER_PAGE } from '../../constants';
import type { Product } from '../../contracts/catalog';
import { getCatalog } from './get-catalog';

/** GET /api/catalog with _filter {"id":[...]}: the products with these ids that exist (any order). */
export async function getProductsByIds(
  ids: readonly number[],
  options: { signal?: AbortSignal } = {},
): Promise<Product[]> {
  const unique = [...new Set(ids)];
  const found: Product[] = [];
  for (let start = 0; start < unique.length; start += CATALOG_MAX_PER_PAGE) {
    const chunk = unique.slice(start, start + CATALOG_MAX_PER_PAGE);
    const answer = await getCatalog({ _filter: JSON.stringify({ id: chunk }), _perPage: chunk.length }, options);
    found.push(...answer.data);
  }
  return found;
}
