import { MediaImage } from '@shop/shared';
import { Carousel } from '../carousel/carousel';
import styles from './product-card.module.css';

/** The card's pictures in a slider (loaded only when a shopper opens it: Swiper stays out of the first load). */
export default function PicsSlider({ images, name }: { images: readonly { image: string }[]; name: string }) {
  return (
    <Carousel label={`Pictures of ${name}`} arrows="inside" spaceBetween={0} className={styles.slider}>
      {images.map(({ image }, index) => (
        <MediaImage
          key={image}
          file={image}
          alt={`${name}, picture ${index + 1} of ${images.length}`}
          width={640}
          height={360}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className={styles.cover}
        />
      ))}
    </Carousel>
  );
}
