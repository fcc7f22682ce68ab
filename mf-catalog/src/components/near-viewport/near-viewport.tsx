import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the view a part starts to load: one screen or so ahead of the shopper's scrolling. */
const AHEAD = '800px';

/** A browser that cannot tell where an element is shows it at once (the server renders the placeholder, as browsers do). */
const cannotObserve = () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

/**
 * Renders its children once their place comes within reach of the view. For parts far below the first view that
 * fetch and render a lot (the product page's carousels): the page's first load then spends neither requests nor
 * main-thread time on them.
 */
export function NearViewport({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(cannotObserve);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `0px 0px ${AHEAD} 0px` });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} />;
}
