import { useId } from 'react';
import { Icon, SORT_OPTIONS } from '@shop/shared';
import { useCatalogFilter } from '../hooks/use-catalog-filter';
import type { SortKey } from '../hooks/catalog-filter';
import styles from './sort-select.module.css';

/** Every sort option (storefront §9); with Random chosen, "Shuffle" draws again. */
export function SortSelect() {
  const { filter, update } = useCatalogFilter();
  const id = useId();
  const sorting = filter.sorting ?? 'default';
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        Sort by
      </label>
      <span className={styles.box}>
        <select
          id={id}
          className={styles.select}
          value={sorting}
          onChange={(event) =>
            update('sorting', event.target.value === 'default' ? undefined : (event.target.value as SortKey))
          }
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.key} value={option.key}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </span>
      {sorting === 'random' ? (
        <button type="button" className={styles.shuffle} onClick={() => update('sorting', 'random')}>
          Shuffle
        </button>
      ) : null}
    </div>
  );
}
