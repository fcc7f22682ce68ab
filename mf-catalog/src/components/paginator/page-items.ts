// Which page links to show and where they lead, apart from the component.

export type PageItem = number | 'start-dots' | 'end-dots';

/**
 * The page links to show: the first and the last page, a window of pages around the current one, and dots where pages
 * are left out (a single left-out page is shown instead of dots). Nothing for one page or fewer.
 */
export function pageItems(page: number, pages: number, siblings = 1): PageItem[] {
  if (pages <= 1) return [];
  const current = Math.min(Math.max(1, page), pages);
  const width = siblings * 2;
  const start = Math.max(2, Math.min(current - siblings, pages - 1 - width));
  const end = Math.min(pages - 1, start + width);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('start-dots');
  for (let item = start; item <= end; item += 1) items.push(item);
  if (end === pages - 2) items.push(pages - 1);
  else if (end < pages - 2) items.push('end-dots');
  items.push(pages);
  return items;
}

/** The current URL with `page` set, other query parameters kept. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${pathname}?${params.toString()}`;
}
