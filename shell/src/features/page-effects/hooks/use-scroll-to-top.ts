import { useEffect } from 'react';
import { useLocation } from '@shop/shared';

/** Every path or query change starts at the top of the page. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, search]);
}
