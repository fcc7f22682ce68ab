import { useId } from 'react';
import {
  EXTRA_PHOTO_PRICE,
  GIFT_VIDEO_CARD_PRICE,
  MAX_ADDITIONAL_PHOTO_COUNT,
  formatLeadTime,
  formatMoney,
  type LeadTimePrice,
} from '@shop/shared';
import type { ClipExtras } from '../hooks/use-cart-extras';
import styles from './add-something-extra.module.css';

export type AddSomethingExtraProps = {
  extras: ClipExtras;
  leadTimePrices: readonly LeadTimePrice[];
  onChange: (change: Partial<ClipExtras>) => void;
};

/**
 * Extras of a clip: additional photos, a faster delivery (only when there is more than one lead time to choose),
 * and the "Video card player" gift.
 */
export function AddSomethingExtra({ extras, leadTimePrices, onChange }: AddSomethingExtraProps) {
  const id = useId();
  const photos = extras.additionalPhotoCount;
  const setPhotos = (value: number) =>
    onChange({ additionalPhotoCount: Math.min(MAX_ADDITIONAL_PHOTO_COUNT, Math.max(0, value)) });

  return (
    <section className={styles.extras} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Add Something Extra
      </h2>

      <div className={styles.row}>
        <div>
          <p className={styles.name} id={`${id}-photos`}>
            Additional photos
          </p>
          <p className={styles.hint}>{formatMoney(EXTRA_PHOTO_PRICE)} per photo beyond the template</p>
        </div>
        <div className={styles.counter} role="group" aria-labelledby={`${id}-photos`}>
          <button
            type="button"
            className={styles.step}
            aria-label="Fewer additional photos"
            disabled={photos <= 0}
            onClick={() => setPhotos(photos - 1)}
          >
            −
          </button>
          <output className={styles.count} aria-live="polite" aria-label="Additional photos">
            {photos}
          </output>
          <button
            type="button"
            className={styles.step}
            aria-label="More additional photos"
            disabled={photos >= MAX_ADDITIONAL_PHOTO_COUNT}
            onClick={() => setPhotos(photos + 1)}
          >
            +
          </button>
        </div>
      </div>

      {leadTimePrices.length > 1 ? (
        <fieldset className={styles.leadTimes}>
          <legend className={styles.name}>Faster delivery</legend>
          <div className={styles.options}>
            {leadTimePrices.map((option) => (
              <label key={option.id} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-lead-time`}
                  value={option.id}
                  checked={extras.leadTimePrice === option.id}
                  onChange={() => onChange({ leadTimePrice: option.id })}
                />
                <span className={styles.optionText}>
                  <span className={styles.optionCaption}>{option.caption}</span>
                  <span className={styles.hint}>Ready in {formatLeadTime(option.period)}</span>
                </span>
                <span className={styles.optionPrice}>
                  {option.price > 0 ? `+${formatMoney(option.price)}` : 'Included'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <label className={styles.gift}>
        <input
          type="checkbox"
          checked={extras.giftVideoStory}
          onChange={(event) => onChange({ giftVideoStory: event.target.checked })}
        />
        <span className={styles.optionText}>
          <span className={styles.optionCaption}>Video card player</span>
          <span className={styles.hint}>A printed card with a screen that plays your story</span>
        </span>
        {/* The spec's label, "$50" (storefront §2 Product page, §9), not the money format of the other extras. */}
        <span className={styles.optionPrice}>${GIFT_VIDEO_CARD_PRICE}</span>
      </label>
    </section>
  );
}
