import { POPULAR_CAROUSEL_LIMIT } from '../../constants';
import { ProductListStruct, type Product } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

export type GetPopularProductsInput = { categories?: readonly number[]; limit?: number };

/** GET /api/catalog/popular?categories=a,b&limit=n: most popular first. */
export async function getPopularProducts(
  input: GetPopularProductsInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<Product[]> {
  const searchParams: Record<string, string | number> = { limit: input.limit ?? POPULAR_CAROUSEL_LIMIT };
  if (input.categories?.length) searchParams.categories = input.categories.join(',');
  const data = await apiRequest('catalog/popular', { searchParams, signal: options.signal });
  return parseAnswer(data, ProductListStruct, 'GET /api/catalog/popular');
}
