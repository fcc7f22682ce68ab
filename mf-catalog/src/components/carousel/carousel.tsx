import { Children, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Swiper from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { CAROUSEL_BREAKPOINTS_PX, Icon } from '@shop/shared';
import styles from './carousel.module.css';

export type CarouselProps = {
  /** Names the carousel for screen readers. */
  label: string;
  children: ReactNode;
  /** Slides in view: below 768 px, from 768 px and from 1024 px (storefront §9: 1, 2, 3). */
  perView?: [number, number, number];
  spaceBetween?: number;
  /** Arrows outside the slides (product carousels) or over them (a card's pictures). */
  arrows?: 'outside' | 'inside';
  className?: string;
  onSlideChange?: (index: number) => void;
  /** Gives the caller a way to move the carousel (a gallery's thumbnails). */
  onReady?: (controls: CarouselControls) => void;
};

export type CarouselControls = { slideTo: (index: number) => void };

/**
 * The one wrapper over Swiper (touch, keyboard, screen-reader labels) with our own arrows and scoped styles, so no
 * Swiper CSS goes global. Swiper stays inside this remote: the shell and home page never load it. React renders the
 * slides in Swiper's markup and Swiper's core runs on them from a layout effect (before the first paint, as Swiper's
 * React component does); Swiper's React layer (4 KB gzip on the product page's first load) is not used.
 */
export function Carousel({
  label,
  children,
  perView = [1, 1, 1],
  spaceBetween = 16,
  arrows = 'outside',
  className,
  onSlideChange,
  onReady,
}: CarouselProps) {
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);
  const single = slides.length <= 1;
  // The latest callbacks, for Swiper's events (bound once).
  const callbacks = useRef({ onSlideChange, onReady });
  useLayoutEffect(() => {
    callbacks.current = { onSlideChange, onReady };
  });

  useLayoutEffect(() => {
    const follow = (instance: Swiper) => setEdges({ start: instance.isBeginning, end: instance.isEnd });
    const instance = new Swiper(container.current!, {
      modules: [A11y, Keyboard],
      slidesPerView: perView[0],
      spaceBetween,
      breakpoints: perView.every((count) => count === perView[0])
        ? undefined
        : {
            [CAROUSEL_BREAKPOINTS_PX[0]]: { slidesPerView: perView[1] },
            [CAROUSEL_BREAKPOINTS_PX[1]]: { slidesPerView: perView[2] },
          },
      keyboard: { enabled: true, onlyInViewport: true },
      a11y: { enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' },
      watchOverflow: true,
      on: {
        slideChange: (current) => {
          follow(current);
          callbacks.current.onSlideChange?.(current.realIndex);
        },
        resize: follow,
      },
    });
    setSwiper(instance);
    follow(instance);
    callbacks.current.onReady?.({ slideTo: (index) => instance.slideTo(index) });
    return () => {
      instance.destroy(true, false);
    };
    // The options are fixed for a carousel's life; the slides are followed below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An arrow that reaches the end disables itself (and, over a card's pictures, disappears), which would drop the
  // keyboard's focus on it (an arrow pressed, or the arrow keys used while it has the focus): the focus goes over to
  // the other arrow, once it is enabled.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (edges.end && !edges.start && focused === next.current) previous.current?.focus();
    if (edges.start && !edges.end && focused === previous.current) next.current?.focus();
  }, [edges]);

  // New or fewer slides (a list that arrived or changed): Swiper measures and marks them again.
  const slideCount = slides.length;
  useLayoutEffect(() => {
    if (swiper && !swiper.destroyed) swiper.update();
  }, [swiper, slideCount]);

  return (
    <div
      className={[styles.carousel, styles[arrows], className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div ref={container} className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className="swiper-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      {single ? null : (
        <>
          <button
            ref={previous}
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Previous slide"
            disabled={edges.start}
            onClick={() => swiper?.slidePrev()}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            ref={next}
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next slide"
            disabled={edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </>
      )}
    </div>
  );
}
