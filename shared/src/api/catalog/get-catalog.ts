import { CatalogResponseStruct, type CatalogQueryInput, type CatalogResponse } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

export type GetCatalogInput = CatalogQueryInput;

/** GET /api/catalog: one page of products ({data, total, pagination}); the query is sent as given, empty values dropped. */
export async function getCatalog(
  query: GetCatalogInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<CatalogResponse> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
  const data = await apiRequest('catalog', { searchParams, signal: options.signal });
  return parseAnswer(data, CatalogResponseStruct, 'GET /api/catalog');
}
