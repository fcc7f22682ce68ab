import { VIDEO_GREETING_IMAGE, ShopLink, buttonClassName } from '@shop/shared';
import { catalogPaths } from '../../../config/paths';
import styles from './video-greetings-card.module.css';

/** Where "Get more details" leads (the spec leaves it open; docs/decisions/0013-catalogue-ui-choices.md). */
export const VIDEO_GREETINGS_HREF = catalogPaths.catalogFiltered.getHref({ keyword: 'greeting' });

/** A drawn picture (no request, sharp at any density): a greeting card whose inside page is a playing video. */
function GreetingCardArt() {
  return (
    <svg
      className={styles.image}
      width={VIDEO_GREETING_IMAGE.width}
      height={VIDEO_GREETING_IMAGE.height}
      viewBox={`0 0 ${VIDEO_GREETING_IMAGE.width} ${VIDEO_GREETING_IMAGE.height}`}
      role="img"
      aria-label="An open greeting card with a small screen playing a video story"
    >
      <defs>
        <linearGradient id="vgc-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f3c98b" />
          <stop offset="1" stopColor="#c9577a" />
        </linearGradient>
        <linearGradient id="vgc-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b4bdb" />
          <stop offset="1" stopColor="#f76b8a" />
        </linearGradient>
      </defs>
      <rect width="585" height="260" fill="url(#vgc-bg)" />
      <g fill="#fff" opacity=".22">
        <circle cx="70" cy="60" r="38" />
        <circle cx="520" cy="210" r="56" />
        <circle cx="470" cy="52" r="16" />
        <circle cx="120" cy="214" r="22" />
      </g>
      <g transform="translate(150 38)">
        <path d="M0 12 140 0v184L0 196Z" fill="#fffdfa" />
        <path d="M0 12 140 0v184L0 196Z" fill="#a84d26" opacity=".08" />
        <path d="M140 0h145v184H140Z" fill="#fff" />
        <rect x="160" y="20" width="105" height="72" rx="6" fill="url(#vgc-screen)" />
        <circle cx="212" cy="56" r="17" fill="#fff" opacity=".9" />
        <path d="m206 47 15 9-15 9Z" fill="#5b4bdb" />
        <rect x="160" y="108" width="105" height="8" rx="4" fill="#e8ddd2" />
        <rect x="175" y="124" width="75" height="8" rx="4" fill="#e8ddd2" />
        <path d="M212 166c-9-6-16-11-16-18a8 8 0 0 1 16-2 8 8 0 0 1 16 2c0 7-7 12-16 18Z" fill="#c9577a" />
        <path d="M30 70h80M30 88h64M30 106h72" stroke="#cdbcae" strokeWidth="6" strokeLinecap="round" />
      </g>
      <g fill="#fff">
        <path d="m90 120 4 9 9 4-9 4-4 9-4-9-9-4 9-4Z" />
        <path d="m500 110 3 6 6 3-6 3-3 6-3-6-6-3 6-3Z" />
      </g>
    </svg>
  );
}

/** Home section 3: the video greetings card. */
export function VideoGreetingsCard() {
  return (
    <section className={styles.section} aria-labelledby="video-greetings-title">
      <div className={styles.media}>
        <GreetingCardArt />
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
