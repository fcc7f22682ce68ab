import { preload } from 'react-dom';
import type { ImgHTMLAttributes } from 'react';
import type { ImageSize } from '../constants';

const SIZE_WIDTHS: Record<ImageSize, number> = { s: 320, m: 640, l: 1280 };

/** URL of a media file: GET /api/media/{file}, optionally a size variant (s, m, l: 320, 640, 1280 px wide) and webp. */
export function mediaUrl(file: string, options: { size?: ImageSize; webp?: boolean } = {}): string {
  const query = [options.size ? `s=${options.size}` : '', options.webp ? 'webp' : ''].filter(Boolean).join('&');
  return `/api/media/${encodeURIComponent(file)}${query ? `?${query}` : ''}`;
}

/** The width-described variants of a media file (for `sizes`): what MediaImage offers for fluid images. */
export function mediaWidthSrcSet(file: string, webp: boolean): string {
  return (Object.keys(SIZE_WIDTHS) as ImageSize[])
    .map((size) => `${mediaUrl(file, { size, webp })} ${SIZE_WIDTHS[size]}w`)
    .join(', ');
}

export type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  file: string;
  alt: string;
  /** The space the image takes (set on the img so nothing shifts when it arrives). */
  width: number;
  height: number;
  /**
   * Without `sizes`: a 1x and a 2x variant for a fixed-size image (defaults m and l).
   * With `sizes`: every variant by width and the browser picks (fluid images such as product covers).
   */
  size1x?: ImageSize;
  size2x?: ImageSize;
  /** The largest image in the first view (LCP): fetched first, never lazily. */
  priority?: boolean;
};

/** A media image in webp with a fallback, sized, lazy unless it is the page's priority image. */
export function MediaImage({
  file,
  width,
  height,
  size1x = 'm',
  size2x = 'l',
  priority = false,
  sizes,
  loading,
  alt,
  ...props
}: MediaImageProps) {
  const set = (webp: boolean) =>
    sizes
      ? mediaWidthSrcSet(file, webp)
      : `${mediaUrl(file, { size: size1x, webp })} 1x, ${mediaUrl(file, { size: size2x, webp })} 2x`;
  // The page's LCP image: on a page rendered on the server the shell puts this preload at the top of the head, so the
  // picture downloads before the scripts (the browser keeps one per URL; in the browser it is a no-op after load).
  if (priority)
    preload(mediaUrl(file, { size: size1x, webp: true }), {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: set(true),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  return (
    <picture>
      <source type="image/webp" srcSet={set(true)} sizes={sizes} />
      <img
        {...props}
        alt={alt}
        src={mediaUrl(file, { size: size1x })}
        srcSet={set(false)}
        sizes={sizes}
        width={width}
        height={height}
        loading={priority ? 'eager' : (loading ?? 'lazy')}
        fetchPriority={priority ? 'high' : props.fetchPriority}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
