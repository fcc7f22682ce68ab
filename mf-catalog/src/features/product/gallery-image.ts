import { mediaWidthSrcSet, type Product } from '@shop/shared';

/** The gallery's main pictures: how wide they show (the `sizes` of their <picture>). */
export const GALLERY_IMAGE_SIZES = '(min-width: 1200px) 640px, (min-width: 900px) 55vw, 100vw';

let preload: HTMLLinkElement | undefined;

/**
 * Starts the download of the picture the gallery shows first (the product's cover: the video's poster or the first
 * picture, the page's LCP image) as soon as the route's loader has the product, while the page's code is still on its
 * way. Same webp variants and sizes as the gallery's <picture>, so the browser picks the same file and the gallery
 * uses this download.
 */
export function preloadGalleryCover(product: Product): void {
  const cover = product.images[0]?.image;
  if (!cover || typeof document === 'undefined') return;
  const link = preload ?? document.createElement('link');
  link.setAttribute('as', 'image');
  link.setAttribute('type', 'image/webp');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('imagesizes', GALLERY_IMAGE_SIZES);
  link.setAttribute('imagesrcset', mediaWidthSrcSet(cover, true));
  // rel last and in the page last: a preload link without its sources yet is one the browser warns about.
  link.setAttribute('rel', 'preload');
  if (!preload) preload = document.head.appendChild(link);
}
