import type { UIMatch } from '@shop/shared';
import type { RouteHandle } from '@shop/shared';

export type Crumb = { label: string; href: string };

const handleOf = (match: UIMatch) => (match.handle ?? {}) as RouteHandle;

/** Home, then the labels the matched routes give (a label function gets the match, e.g. for loader data). */
export function crumbsFor(matches: readonly UIMatch[]): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  for (const match of matches) {
    const { crumb } = handleOf(match);
    const labels = typeof crumb === 'function' ? crumb(match) : crumb;
    for (const label of [labels ?? []].flat()) {
      if (label) crumbs.push({ label, href: match.pathname });
    }
  }
  return crumbs;
}

/**
 * Where the "< Back" button shows (storefront §2: "appears on configured route prefixes"): pages reached from a list
 * or another page that going back returns to, the catalogue page and its filters or the Personal Information tab.
 */
export const BACK_PREFIXES = ['/catalog/product/', '/account/change-password'] as const;

/**
 * On a configured prefix, and only when this visit has a page before this one (`firstOfVisit` is false), so the
 * button never takes the shopper out of the shop (a product page opened from a search engine has nowhere to go back to).
 */
export function showsBack(pathname: string, firstOfVisit: boolean): boolean {
  return !firstOfVisit && BACK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
