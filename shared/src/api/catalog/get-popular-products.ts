import { POPULAR_CAROUSEL_LIMIT, type ProductTypeValue } from '../../constants';
import { ProductListStruct, type Product } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

export type GetPopularProductsInput = { categories?: readonly number[]; limit?: number; type?: ProductTypeValue };

/** GET /api/catalog/popular?categories=a,b&limit=n(&type=t): most popular first. */
export async function getPopularProducts(
  input: GetPopularProductsInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<Product[]> {
  const searchParams: Record<string, string | number> = { limit: input.limit ?? POPULAR_CAROUSEL_LIMIT };
  if (input.categories?.length) searchParams.categories = input.categories.join(',');
  if (input.type !== undefined) searchParams.type = input.type;
  const data = await apiRequest('catalog/popular', { searchParams, signal: options.signal });
  return parseAnswer(data, ProductListStruct, 'GET /api/catalog/popular');
}
