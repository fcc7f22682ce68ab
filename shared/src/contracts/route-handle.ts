import type { UIMatch } from '../router';

/** What a route may put in `handle`: the shell reads it for breadcrumbs, the page title and "< Back". */
export interface RouteHandle {
  /** Breadcrumb label(s); a function gets the match (params, loader data). */
  crumb?: string | ((match: UIMatch) => string | string[] | undefined);
  /** Page title of the route; the deepest route with a title wins. */
  title?: string | ((match: UIMatch) => string | undefined);
  /**
   * Show the "< Back" button on this route and below (storefront §2 "configured route prefixes"): the product page
   * and Change password set it (docs/decisions/0010).
   */
  back?: boolean;
}
