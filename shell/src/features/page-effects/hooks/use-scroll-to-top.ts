import { useEffect, useRef } from 'react';
import { useLocation } from '@shop/shared';

/**
 * Every path or query change starts at the top of the page. Not the first page: the browser has placed it already
 * (at the top, at its #anchor, where a reload left it), and on a server-rendered page the shopper may have scrolled
 * before the scripts ran; scrolling then would move the page under a click on its way (docs/decisions/0028).
 */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  const place = `${pathname}${search}`;
  const shown = useRef(place);
  useEffect(() => {
    if (shown.current === place) return;
    shown.current = place;
    window.scrollTo({ top: 0, left: 0 });
  }, [place]);
}
