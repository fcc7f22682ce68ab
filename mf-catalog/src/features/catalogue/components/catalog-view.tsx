import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EmptyState, Icon, Loader, useLocation, useNavigate } from '@shop/shared';
import { pageHref } from '../../../components/paginator/page-items';
import { Paginator } from '../../../components/paginator/paginator';
import { ProductCard } from '../../../components/product-card/product-card';
import { useCatalog } from '../hooks/use-catalog';
import { useCatalogFilter } from '../hooks/use-catalog-filter';
import { FilterPanel } from './filter-panel';
import { FilterTags } from './filter-tags';
import { SortSelect } from './sort-select';
import styles from './catalog-view.module.css';

/** Cards in the first view (two rows on wide screens) load their covers at once. */
const EAGER_CARDS = 6;

export type CatalogViewProps = { title: string; intro?: ReactNode };

/** The catalogue: filter panel toggle, tags, sort, loader, the products, pagination and the empty state. */
export function CatalogView({ title, intro }: CatalogViewProps) {
  const { filter, page } = useCatalogFilter();
  const { response, loading, error } = useCatalog(filter, page);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const filtersToggle = useRef<HTMLButtonElement>(null);
  // Closing the panel (or removing the last tag) takes the focused control away; the focus would fall to the body.
  const focusFiltersToggle = () => filtersToggle.current?.focus();
  const closePanel = () => {
    setPanelOpen(false);
    focusFiltersToggle();
  };
  // Escape closes an open panel wherever the focus is on the page: inside it, or on the toggle right after opening it.
  const closePanelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !panelOpen) return;
    event.preventDefault();
    closePanel();
  };
  const results = useRef<HTMLElement>(null);
  // The page the pager was asked for: once it has loaded, the focus leaves the pager at the bottom (the shell scrolls
  // to the top on a new query) for the results at the top.
  const pagedTo = useRef<number | null>(null);
  const products = response?.data ?? [];
  const total = response?.total;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  // A page past the last (an old or hand-edited link) answers no products with the real total: rather than "no items
  // were found" under "54 results" and pages with none current, the last page is shown (its URL replaces this one).
  const pastLast =
    response !== undefined && response.pagination.pages > 0 && response.pagination.page > response.pagination.pages;
  const lastPage = pastLast && !loading ? response.pagination.pages : 0;
  useEffect(() => {
    const target = pagedTo.current;
    if (target === null || loading) return;
    pagedTo.current = null;
    if (page === target) results.current?.focus({ preventScroll: true });
  }, [page, loading]);

  useEffect(() => {
    if (lastPage > 0) navigate(pageHref(pathname, search, lastPage), { replace: true });
  }, [lastPage, pathname, search, navigate]);

  return (
    <div className={styles.page} onKeyDown={closePanelOnEscape}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>

      <div className={styles.toolbar}>
        <button
          ref={filtersToggle}
          type="button"
          className={styles.filterToggle}
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
            <circle cx="16" cy="7" r="2" />
            <circle cx="10" cy="17" r="2" />
          </svg>
          Filters
        </button>
        <div className={styles.tags}>
          <FilterTags focusFallback={focusFiltersToggle} />
        </div>
        <div className={styles.sort}>
          <SortSelect />
          {total !== undefined ? (
            <p className={styles.count} aria-live="polite">
              {`${total} ${total === 1 ? 'result' : 'results'}`}
            </p>
          ) : null}
        </div>
      </div>

      {panelOpen ? <FilterPanel id={panelId} onClose={closePanel} /> : null}

      <section
        ref={results}
        tabIndex={-1}
        className={styles.results}
        aria-label="Products"
        aria-busy={loading}
        data-error={error || undefined}
      >
        {loading ? (
          <div className={response ? styles.overlay : styles.firstLoad}>
            <Loader label="Loading products…" />
          </div>
        ) : null}
        {products.length > 0 ? (
          <ul className={styles.grid} data-loading={loading || undefined}>
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < EAGER_CARDS} priority={index === 0} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : response && !loading && !pastLast ? (
          <EmptyState
            icon={<Icon name="search" size={28} />}
            title="Sorry, no items were found for your search."
            text="Please try again."
          />
        ) : null}
      </section>

      {response && !pastLast ? (
        <Paginator
          page={response.pagination.page}
          pages={response.pagination.pages}
          onPageChange={(target) => {
            pagedTo.current = target;
          }}
        />
      ) : null}
    </div>
  );
}
