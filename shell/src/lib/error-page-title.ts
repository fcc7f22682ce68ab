import { atom } from 'nanostores';

/**
 * The title of the error page on show ("Page not found", "Server Error", "Oops!"), which the document title follows
 * instead of the routes' titles: a route that threw keeps its parents' titles ("Catalog" for an unknown product).
 * Null while no error page is shown. Here, not in either feature, because the error pages set it and the page title
 * reads it.
 */
export const $errorPageTitle = atom<string | null>(null);
