import { useEffect, useState } from 'react';
import { getReviews, type Review } from '@shop/shared';

/** GET /api/reviews once; undefined while loading, [] when there are none or the call failed (logged). */
export function useReviews(): Review[] | undefined {
  const [reviews, setReviews] = useState<Review[] | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getReviews({ signal: controller.signal })
      .then(setReviews)
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        console.error('Failed to load the reviews', error);
        setReviews([]);
      });
    return () => controller.abort();
  }, []);
  return reviews;
}
