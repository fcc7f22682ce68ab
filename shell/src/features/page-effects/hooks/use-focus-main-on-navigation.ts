import { useEffect, useRef } from 'react';
import { useLocation } from '@shop/shared';

/**
 * A new page (another path) starts keyboard and screen-reader users at its main area, as a page load would, instead
 * of on the link that was pressed (still in the header) or on nothing (the link went with the old page). Focus a page
 * put inside the main area itself (a form's title, the account menu's tab) is left where it is; so is the first page,
 * and a change of query only (the catalogue's filters and pages keep focus on the control that changed them).
 */
export function useFocusMainOnNavigation(mainId: string): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(mainId);
    if (!main || main.contains(document.activeElement)) return;
    main.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
