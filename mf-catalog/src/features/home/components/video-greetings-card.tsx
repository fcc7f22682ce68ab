import { VIDEO_GREETING_IMAGE, ShopLink, buttonClassName } from '@shop/shared';
import { catalogPaths } from '../../../config/paths';
import greetingCard from './greeting-card.svg?url';
import styles from './video-greetings-card.module.css';

/** Where "Get more details" leads (the spec leaves it open; docs/decisions/0013-catalogue-ui-choices.md). */
const VIDEO_GREETINGS_HREF = catalogPaths.catalogFiltered.getHref({ keyword: 'greeting' });

/** Home section 3: the video greetings card. */
export function VideoGreetingsCard() {
  return (
    <section className={styles.section} aria-labelledby="video-greetings-title">
      <div className={styles.media}>
        {/* A drawn picture (sharp at any density), a file of its own rather than markup in the home code, which every
            catalogue page loads: a greeting card whose inside page is a playing video. */}
        <img
          className={styles.image}
          src={greetingCard}
          width={VIDEO_GREETING_IMAGE.width}
          height={VIDEO_GREETING_IMAGE.height}
          alt="An open greeting card with a small screen playing a video story"
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.eyebrow}>Video greetings</p>
        <h2 id="video-greetings-title" className={styles.title}>
          A card that plays your story
        </h2>
        <p className={styles.text}>
          Send a greeting that moves: a card with a built-in screen that starts your video story the moment it is
          opened.
        </p>
        <ShopLink to={VIDEO_GREETINGS_HREF} className={buttonClassName({ size: 'lg' }, styles.button)}>
          Get more details
        </ShopLink>
      </div>
    </section>
  );
}
