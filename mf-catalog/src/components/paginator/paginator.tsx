import type { MouseEvent } from 'react';
import { Icon, Link, useLocation } from '@shop/shared';
import styles from './paginator.module.css';
import { pageHref, pageItems } from './page-items';

export type PaginatorProps = {
  page: number;
  pages: number;
  className?: string;
  label?: string;
  /** The shopper followed a link to another page (the URL changes next). */
  onPageChange?: (page: number) => void;
};

/** Previous and next arrows, first and last page links with dots, page numbers; hidden for one page or fewer. */
export function Paginator({ page, pages, className, label = 'Pagination', onPageChange }: PaginatorProps) {
  const { pathname, search } = useLocation();
  const items = pageItems(page, pages);
  if (items.length === 0) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  const follow = (target: number) => (event: MouseEvent) => {
    // A click that opens the page elsewhere (a new tab or window) changes nothing here.
    const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (target !== page && !elsewhere) onPageChange?.(target);
  };
  const arrow = (target: number, direction: 'previous' | 'next') => {
    const content = <Icon name={direction === 'previous' ? 'chevron-left' : 'chevron-right'} size={18} />;
    const name = direction === 'previous' ? 'Previous page' : 'Next page';
    return target < 1 || target > pages ? (
      <span className={`${styles.item} ${styles.arrow}`} aria-disabled="true" aria-label={name} role="link">
        {content}
      </span>
    ) : (
      <Link
        to={href(target)}
        className={`${styles.item} ${styles.arrow}`}
        aria-label={name}
        rel={direction === 'previous' ? 'prev' : 'next'}
        onClick={follow(target)}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={label} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        <li>{arrow(page - 1, 'previous')}</li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={href(item)}
                className={`${styles.item} ${item === page ? styles.current : ''}`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={follow(item)}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className={styles.dots} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{arrow(page + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
