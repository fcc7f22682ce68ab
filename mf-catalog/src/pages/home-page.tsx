import { Suspense, lazy } from 'react';
import { lazyWithReload } from '@shop/shared';
import { CategoryTiles } from '../features/home/components/category-tiles';
import { HowItWorks } from '../features/home/components/how-it-works';

// The first view (the steps, whose lead paragraph is the LCP element, and the category tiles) rides in the ./routes
// chunk; the card and the reviews below it are a chunk of their own that home requests as it renders, so the other
// catalogue pages, which load ./routes too, do not carry them. The main area is a screen tall: nothing in view moves.
const BelowTheFold = lazy(lazyWithReload(() => import('../features/home/below-the-fold')));

/** Home: the three steps, the categories, the video greetings card and the clients' reviews (storefront §2 Home). */
export function Component() {
  return (
    <>
      <HowItWorks />
      <CategoryTiles />
      <Suspense fallback={null}>
        <BelowTheFold />
      </Suspense>
    </>
  );
}
