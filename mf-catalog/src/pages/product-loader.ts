import {
  PRODUCT_NOT_FOUND_MESSAGE,
  data,
  isApiError,
  productCache,
  type LoaderFunctionArgs,
  type Product,
} from '@shop/shared';
import { preloadGalleryCover } from '../features/product/gallery-image';

// Part of ./routes, not of the page's lazy chunk: a route's own loader runs while its lazy code downloads, so the
// product request no longer waits for the page's code (with Swiper, the larger chunk) to arrive first.

/**
 * The product, from the product cache or GET /api/catalog/{slug}, before the page shows. A 404 becomes
 * "Could not find product"; other statuses give an HTTP error response (storefront §8).
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
