import {
  PRODUCT_NOT_FOUND_MESSAGE,
  data,
  isApiError,
  isNetworkError,
  productCache,
  type LoaderFunctionArgs,
  type Product,
} from '@shop/shared';
import { preloadGalleryCover } from '../features/product/gallery-image';

// Part of ./routes, not of the page's lazy chunk: a route's own loader runs while its lazy code downloads, so the
// product request no longer waits for the page's code (with Swiper, the larger chunk) to arrive first.

/**
 * The product, from the product cache or GET /api/catalog/{slug}, before the page shows. A 404 becomes
 * "Could not find product"; other statuses give an HTTP error response (storefront §8). A request that got no answer
 * gives one too (503, "Network request failed"): the area's error boundary shows the shop's error page for those,
 * while anything else there means the area's own code failed ("The Catalogue area could not be loaded").
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<Product> {
  const slug = params.slug ?? '';
  let product: Product;
  try {
    product = await productCache.bySlug(slug);
  } catch (error) {
    if (isApiError(error)) {
      throw data(error.status === 404 ? PRODUCT_NOT_FOUND_MESSAGE : error.message, { status: error.status });
    }
    if (isNetworkError(error)) throw data(error.message, { status: 503 });
    throw error;
  }
  // The page's largest image starts downloading now, not once the page's code has arrived and rendered the gallery.
  preloadGalleryCover(product);
  return product;
}

/** Loaded again only when the path or the query changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  return currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
}
