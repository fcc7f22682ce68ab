import { useEffect } from 'react';
import { useMatches, type UIMatch } from '@shop/shared';
import { SHOP_NAME, type RouteHandle } from '@shop/shared';

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

export function usePageTitle(): void {
  const title = pageTitleFor(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
