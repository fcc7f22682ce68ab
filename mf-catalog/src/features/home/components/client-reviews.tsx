import { MediaImage, type Review } from '@shop/shared';
import { StarsRating } from '../../../components/stars-rating/stars-rating';
import { useReviews } from '../hooks/use-reviews';
import styles from './client-reviews.module.css';

const AVATAR_SIZE = 56;

/** Content paragraphs are separated by blank lines. */
export function reviewParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <li className={styles.review}>
      <figure className={styles.figure}>
        <StarsRating rating={review.rating} className={styles.stars} />
        <blockquote className={styles.quote}>
          {reviewParagraphs(review.content).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className={styles.author}>
          {review.avatar ? (
            <MediaImage
              file={review.avatar}
              alt=""
              width={AVATAR_SIZE}
              height={AVATAR_SIZE}
              size1x="s"
              size2x="s"
              className={styles.avatar}
            />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {review.author.slice(0, 1)}
            </span>
          )}
          <span>
            <span className={styles.name}>{review.author}</span>
            <span className={styles.post}>{review.post}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** Home section 4: "What Our Clients Say"; nothing while loading or when there are no reviews. */
export function ClientReviews() {
  const reviews = useReviews();
  if (!reviews?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="client-reviews-title">
      <h2 id="client-reviews-title" className={styles.title}>
        What Our Clients Say
      </h2>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </section>
  );
}
