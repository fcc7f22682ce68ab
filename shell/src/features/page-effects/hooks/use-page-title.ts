import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useMatches, type UIMatch } from '@shop/shared';
import { SHOP_NAME, type RouteHandle } from '@shop/shared';
import { $errorPageTitle } from '../../../lib/error-page-title';

/** "{title of the deepest route that has one} — Story Shop", else "Story Shop". */
export function pageTitleFor(matches: readonly UIMatch[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const { title } = (match.handle ?? {}) as RouteHandle;
    const text = typeof title === 'function' ? title(match) : title;
    if (text) return `${text} — ${SHOP_NAME}`;
  }
  return SHOP_NAME;
}

/** The document title: the error page's while one is shown, else pageTitleFor the matched routes. */
export function usePageTitle(): void {
  const routesTitle = pageTitleFor(useMatches());
  const errorTitle = useStore($errorPageTitle);
  const title = errorTitle ? `${errorTitle} — ${SHOP_NAME}` : routesTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
