import { ProductStruct, type Product } from '../../contracts/catalog';
import { apiRequest, parseAnswer } from '../client';

/** GET /api/catalog/{slug}: one product; an unknown slug is an ApiError 404 "Could not find product". */
export async function getProduct(slug: string, options: { signal?: AbortSignal } = {}): Promise<Product> {
  const data = await apiRequest(`catalog/${encodeURIComponent(slug)}`, { signal: options.signal });
  return parseAnswer(data, ProductStruct, `GET /api/catalog/${slug}`);
}
