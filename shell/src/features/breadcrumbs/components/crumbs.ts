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
 * A matched route asks for the "< Back" button (`handle.back`: that route's path and the paths below it are the
 * spec's "configured route prefixes"), and this visit has a page before this one (`firstOfVisit` is false), so the
 * button never takes the shopper out of the shop (a product page opened from a search engine has nowhere to go back to).
 */
export function showsBack(matches: readonly UIMatch[], firstOfVisit: boolean): boolean {
  return !firstOfVisit && matches.some((match) => handleOf(match).back === true);
}
