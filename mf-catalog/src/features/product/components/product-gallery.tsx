import { useEffect, useRef, useState } from 'react';
import { MediaImage, VisuallyHidden, mediaUrl, type Product } from '@shop/shared';
import { Carousel, type CarouselControls } from '../../../components/carousel/carousel';
import { VIDEO_LOAD_ERROR } from '../../../components/product-card/card-video';
import { GALLERY_IMAGE_SIZES } from '../gallery-image';
import styles from './product-gallery.module.css';

/**
 * The video slide shows the cover (sized, fetched first: it is the page's largest image) with a play button; the
 * player takes its place when pressed, so nothing of the video loads before that.
 */
function VideoSlide({ file, cover, name }: { file: string; cover?: string; name: string }) {
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  // The product card's text: a native player with no video is blank and says nothing.
  if (failed) {
    return (
      <p className={`${styles.media} ${styles.videoMessage}`} role="alert">
        {VIDEO_LOAD_ERROR}
      </p>
    );
  }
  if (started || !cover) {
    return (
      <video
        className={styles.media}
        src={mediaUrl(file)}
        controls
        autoPlay={started}
        playsInline
        preload="metadata"
        aria-label={`Preview of ${name}`}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div className={styles.poster}>
      <MediaImage
        file={cover}
        alt={name}
        width={1280}
        height={720}
        sizes={GALLERY_IMAGE_SIZES}
        priority
        className={styles.media}
      />
      <button type="button" className={styles.bigPlay} onClick={() => setStarted(true)}>
        <span className={styles.bigPlayIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26">
            <path d="m8 5 11 7-11 7Z" fill="currentColor" />
          </svg>
        </span>
        <VisuallyHidden>Play video</VisuallyHidden>
      </button>
    </div>
  );
}

/**
 * Scrolls the thumbnail strip (only it: not the page, as scrollIntoView could) just enough to show the active
 * thumbnail whole, however the slide changed (arrows, swipe, keyboard, a thumbnail's click).
 */
function keepInView(list: HTMLUListElement | null, index: number) {
  const thumb = list?.children[index];
  if (!list || !thumb) return;
  const view = list.getBoundingClientRect();
  const box = thumb.getBoundingClientRect();
  const left = box.left < view.left ? box.left - view.left : box.right > view.right ? box.right - view.right : 0;
  if (left === 0) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  list.scrollBy({ left, behavior: still ? 'auto' : 'smooth' });
}

/** The product's video first, then its pictures, with thumbnails to jump between them. */
export function ProductGallery({ product }: { product: Product }) {
  const [controls, setControls] = useState<CarouselControls | null>(null);
  const [active, setActive] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => keepInView(strip.current, active), [active]);
  const cover = product.images[0]?.image;
  const slides = [
    ...(product.preview ? [{ kind: 'video' as const, file: product.preview }] : []),
    ...product.images.map(({ image }) => ({ kind: 'image' as const, file: image })),
  ];
  if (slides.length === 0) return <div className={styles.empty} />;

  return (
    <div className={styles.gallery}>
      <Carousel
        label={`Gallery of ${product.name}`}
        arrows="inside"
        spaceBetween={0}
        className={styles.main}
        onReady={setControls}
        onSlideChange={setActive}
      >
        {slides.map((slide, index) =>
          slide.kind === 'video' ? (
            <VideoSlide key={slide.file} file={slide.file} cover={cover} name={product.name} />
          ) : (
            <MediaImage
              key={slide.file}
              file={slide.file}
              alt={`${product.name}, picture ${index + (product.preview ? 0 : 1)}`}
              width={1280}
              height={720}
              sizes={GALLERY_IMAGE_SIZES}
              priority={index === 0}
              loading={index === 0 ? 'eager' : 'lazy'}
              className={styles.media}
            />
          ),
        )}
      </Carousel>
      {slides.length > 1 ? (
        <ul ref={strip} className={styles.thumbs} aria-label="Gallery thumbnails">
          {slides.map((slide, index) => (
            <li key={slide.file}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={active === index || undefined}
                aria-label={
                  slide.kind === 'video' ? 'Show the video' : `Show picture ${index + (product.preview ? 0 : 1)}`
                }
                onClick={() => controls?.slideTo(index)}
              >
                {cover || slide.kind === 'image' ? (
                  <MediaImage
                    file={slide.kind === 'image' ? slide.file : cover!}
                    alt=""
                    width={96}
                    height={54}
                    size1x="s"
                    size2x="s"
                    className={styles.thumbImage}
                  />
                ) : null}
                {slide.kind === 'video' ? (
                  <span className={styles.play} aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="16" height="16">
                      <path d="m8 5 11 7-11 7Z" fill="currentColor" />
                    </svg>
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
