import styles from './stars-rating.module.css';

export type StarsRatingProps = { rating: number; max?: number; size?: number; className?: string };

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** A rating as stars (fractions shown as part-filled stars), read out as "Rated 4.5 out of 5". */
export function StarsRating({ rating, max = 5, size = 18, className }: StarsRatingProps) {
  const value = Math.min(max, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${max}`}
      className={[styles.stars, className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(1, Math.max(0, value - index));
        return (
          <span key={index} className={styles.star} style={{ width: size, height: size }} aria-hidden="true">
            <svg viewBox="0 0 24 24" width={size} height={size} className={styles.empty}>
              <path d={STAR} />
            </svg>
            {fill > 0 ? (
              <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 24 24" width={size} height={size}>
                  <path d={STAR} />
                </svg>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
