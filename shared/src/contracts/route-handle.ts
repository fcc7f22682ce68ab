import type { UIMatch } from '../router';

/** What a route may put in `handle`: the shell reads it for breadcrumbs and the page title. */
export interface RouteHandle {
  /** Breadcrumb label(s); a function gets the match (params, loader data). */
  crumb?: string | ((match: UIMatch) => string | string[] | undefined);
  /** Page title of the route; the deepest route with a title wins. */
  title?: string | ((match: UIMatch) => string | undefined);
}
