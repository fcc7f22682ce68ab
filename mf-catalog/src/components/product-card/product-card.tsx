import { Suspense, lazy, useCallback, useId, useState } from 'react';
import { MediaImage, Price, ShopLink, clipSummary, lazyWithReload, type Product } from '@shop/shared';
import { catalogPaths } from '../../config/paths';
import { CartToggle } from '../toggles/cart-toggle';
import { WishlistToggle } from '../toggles/wishlist-toggle';
import { CardVideo, type VideoCommand, type VideoState } from './card-video';
import styles from './product-card.module.css';

const PicsSlider = lazy(lazyWithReload(() => import('./pics-slider')));

export type ProductCardProps = {
  product: Product;
  /** The first cards of a list are in the first view: their covers load at once. */
  eager?: boolean;
  /** The list's first card: its cover is the page's largest early image (LCP), fetched before the others. */
  priority?: boolean;
  /** Hides the cart toggle (storefront §2: "hidden in a certain mode"). */
  hideCart?: boolean;
  headingLevel?: 2 | 3;
};

const COVER_SIZES = '(min-width: 1200px) 380px, (min-width: 1024px) 31vw, (min-width: 600px) 46vw, 100vw';

/**
 * A product in a list: cover, price, title, picture count and duration; Video (one card plays at a time), Pics
 * (a slider; opening it pauses the video), the wishlist and cart toggles.
 */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  hideCart = false,
  headingLevel = 3,
}: ProductCardProps) {
  const cardId = useId();
  // Names the product for the card's buttons ("Add to cart" twelve times over says nothing about which product).
  const titleId = useId();
  const [view, setView] = useState<'cover' | 'video' | 'pics'>('cover');
  const [video, setVideo] = useState<{ state: VideoState; error?: string }>({ state: 'idle' });
  const [command, setCommand] = useState<VideoCommand>({ action: 'pause' });
  const onVideoState = useCallback((state: VideoState, error?: string) => setVideo({ state, error }), []);
  const href = catalogPaths.product.getHref(product.slug);
  const cover = product.images[0]?.image;
  const summary = clipSummary(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const playing = view === 'video' && video.state === 'playing';

  const pressVideo = () => {
    setView('video');
    setCommand({ action: playing ? 'pause' : 'play' });
  };
  const pressPics = () => {
    if (view === 'pics') {
      setView(video.state === 'idle' ? 'cover' : 'video');
      return;
    }
    setCommand({ action: 'pause' });
    setView('pics');
  };

  return (
    <article className={`${styles.card} ${product.isAvailable ? '' : styles.unavailable}`}>
      <div className={styles.media}>
        {view !== 'pics' && (view === 'cover' || !product.preview) ? (
          <ShopLink to={href} tabIndex={-1} aria-hidden="true" className={styles.coverLink}>
            {cover ? (
              <MediaImage
                file={cover}
                alt=""
                width={640}
                height={360}
                sizes={COVER_SIZES}
                loading={eager ? 'eager' : 'lazy'}
                priority={priority}
                className={styles.cover}
              />
            ) : (
              <span className={styles.placeholder} />
            )}
          </ShopLink>
        ) : null}
        {product.preview && view !== 'cover' ? (
          <div className={styles.videoFrame} hidden={view === 'pics'}>
            <CardVideo
              cardId={cardId}
              file={product.preview}
              command={command}
              onStateChange={onVideoState}
              label={`Preview of ${product.name}`}
            />
            {video.state === 'error' ? (
              <p className={styles.videoMessage} role="alert">
                {video.error}
              </p>
            ) : video.state === 'ended' || video.state === 'paused' ? (
              <button
                type="button"
                className={styles.videoOverlay}
                onClick={pressVideo}
                aria-label={video.state === 'ended' ? 'Play the video again' : 'Resume the video'}
              >
                <span className={styles.bigPlay} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="22" height="22">
                    <path d="m8 5 11 7-11 7Z" fill="currentColor" />
                  </svg>
                </span>
              </button>
            ) : null}
          </div>
        ) : null}

        {product.isAvailable ? null : <span className={styles.badge}>Not available</span>}
        <WishlistToggle product={product} className={styles.wishlist} />
        <div
          className={product.preview ? (product.images.length > 0 ? styles.both : styles.videoOnly) : styles.picsOnly}
        >
          {product.preview ? (
            <button
              type="button"
              className={styles.mediaButton}
              aria-pressed={playing}
              aria-describedby={titleId}
              onClick={pressVideo}
            >
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                {playing ? (
                  <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
                ) : (
                  <path d="m8 5 11 7-11 7Z" fill="currentColor" />
                )}
              </svg>
              Video
            </button>
          ) : null}
          {product.images.length > 0 ? (
            <button
              type="button"
              className={styles.mediaButton}
              aria-pressed={view === 'pics'}
              aria-describedby={titleId}
              onClick={pressPics}
            >
              <svg
                viewBox="0 0 24 24"
                width="14"
                height="14"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <rect x="3.5" y="5" width="17" height="14" rx="2" />
                <path d="m4 17 5-4.5 3.5 3 3-2.5 4.5 4" />
              </svg>
              Pics
            </button>
          ) : null}
        </div>
        {/* After the buttons (which sit over it), so that Tab goes from Pics to the slider's arrows. */}
        {view === 'pics' ? (
          <Suspense fallback={<span className={styles.placeholder} />}>
            <PicsSlider images={product.images} name={product.name} />
          </Suspense>
        ) : null}
      </div>

      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          <ShopLink to={href} className={styles.titleLink}>
            {product.name}
          </ShopLink>
        </Heading>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        <div className={styles.footer}>
          <Price amount={product.price} className={styles.price} />
          {hideCart ? null : (
            <CartToggle product={product} size="sm" className={styles.cartToggle} describedBy={titleId} />
          )}
        </div>
      </div>
    </article>
  );
}
