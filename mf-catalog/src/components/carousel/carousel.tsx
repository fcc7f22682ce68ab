import { Children, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
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
  loop?: boolean;
  className?: string;
  onSlideChange?: (index: number) => void;
  /** Gives the caller a way to move the carousel (a gallery's thumbnails). */
  onReady?: (controls: CarouselControls) => void;
};

export type CarouselControls = { slideTo: (index: number) => void };

/**
 * The one wrapper over Swiper (touch, keyboard, screen-reader labels) with our own arrows and scoped styles, so no
 * Swiper CSS goes global. Swiper stays inside this remote: the shell and home page never load it.
 */
export function Carousel({
  label,
  children,
  perView = [1, 1, 1],
  spaceBetween = 16,
  arrows = 'outside',
  loop = false,
  className,
  onSlideChange,
  onReady,
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);
  const follow = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });
  const single = slides.length <= 1;

  return (
    <div
      className={[styles.carousel, styles[arrows], className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView={perView[0]}
        spaceBetween={spaceBetween}
        breakpoints={
          perView.every((count) => count === perView[0])
            ? undefined
            : {
                [CAROUSEL_BREAKPOINTS_PX[0]]: { slidesPerView: perView[1] },
                [CAROUSEL_BREAKPOINTS_PX[1]]: { slidesPerView: perView[2] },
              }
        }
        loop={loop && !single}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          follow(instance);
          onReady?.({ slideTo: (index) => instance.slideTo(index) });
        }}
        onSlideChange={(instance) => {
          follow(instance);
          onSlideChange?.(instance.realIndex);
        }}
        onResize={follow}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index}>{slide}</SwiperSlide>
        ))}
      </Swiper>
      {single ? null : (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="Previous slide"
            disabled={!loop && edges.start}
            onClick={() => swiper?.slidePrev()}
          >
            <Icon name="chevron-left" size={20} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next slide"
            disabled={!loop && edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <Icon name="chevron-right" size={20} />
          </button>
        </>
      )}
    </div>
  );
}
