import {
  PRODUCT_NOT_FOUND_MESSAGE,
  data,
  isApiError,
  productCache,
  type LoaderFunctionArgs,
  type Product,
} from '@shop/shared';

// Part of ./routes, not of the page's lazy chunk: a route's own loader runs while its lazy code downloads, so the
// product request no longer waits for the page's code (with Swiper, the larger chunk) to arrive first.

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
