import { ProductType, RELATED_CAROUSEL_LIMIT } from '../../constants';
import { encodeCatalogFilter, type CatalogFilterConditions, type Product } from '../../contracts/catalog';
import { getCatalog } from './get-catalog';

export type GetRelatedProductsInput = { categories: readonly number[]; excludeIds?: readonly number[]; limit?: number };

/**
 * GET /api/catalog with _filter (categories, type clip, id not-in) and _limit: the "More video stories" carousel. A
 * product in no category has no such stories (no call): the shop's first clips would pass for related ones.
 */
export async function getRelatedProducts(
  input: GetRelatedProductsInput,
  options: { signal?: AbortSignal } = {},
): Promise<Product[]> {
  if (input.categories.length === 0) return [];
  const conditions: CatalogFilterConditions = {
    type: { operator: 'eq', value: ProductType.CLIP },
    categories: { operator: 'in', value: [...input.categories] },
  };
  if (input.excludeIds?.length) conditions.id = { operator: 'not-in', value: [...input.excludeIds] };
  const answer = await getCatalog(
    { _filter: encodeCatalogFilter(conditions), _limit: input.limit ?? RELATED_CAROUSEL_LIMIT },
    options,
  );
  return answer.data;
}
