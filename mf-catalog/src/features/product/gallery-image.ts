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
  preload ??= document.head.appendChild(document.createElement('link'));
  preload.setAttribute('rel', 'preload');
  preload.setAttribute('as', 'image');
  preload.setAttribute('type', 'image/webp');
  preload.setAttribute('fetchpriority', 'high');
  preload.setAttribute('imagesizes', GALLERY_IMAGE_SIZES);
  preload.setAttribute('imagesrcset', mediaWidthSrcSet(cover, true));
}
