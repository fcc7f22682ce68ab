import {
  PRODUCT_NOT_FOUND_MESSAGE,
  data,
  isApiError,
  productCache,
  useLoaderData,
  type LoaderFunctionArgs,
  type Product,
} from '@shop/shared';
import { ProductView } from '../features/product';

/**
 * The product, from the product cache or GET /api/catalog/{slug}, before the page shows. A 404 becomes
 * "Could not find product"; other statuses give an HTTP error response (storefront §8).
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<Product> {
  const slug = params.slug ?? '';
  try {
    return await productCache.bySlug(slug);
  } catch (error) {
    if (isApiError(error)) {
      throw data(error.status === 404 ? PRODUCT_NOT_FOUND_MESSAGE : error.message, { status: error.status });
    }
    throw error;
  }
}

/** Loaded again only when the path or the query changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}

export function Component() {
  const product = useLoaderData() as Product;
  return <ProductView key={product.id} product={product} />;
}
