import { useStore } from '@nanostores/react';
import { $categories, Icon } from '@shop/shared';
import { filterTags, type FilterTag } from '../hooks/catalog-filter';
import { useCatalogFilter } from '../hooks/use-catalog-filter';
import styles from './filter-tags.module.css';

/** The active filters as removable tags (storefront §2 labels) and "Clear all" (the reset); nothing when none is active. */
export function FilterTags() {
  const { filter, forcedCategoryId, clear, update, reset } = useCatalogFilter();
  const tags = filterTags(filter, useStore($categories), forcedCategoryId);
  if (tags.length === 0) return null;

  const remove = (tag: FilterTag) => {
    if (tag.categoryId === undefined) clear(tag.key);
    else
      update(
        'categories',
        (filter.categories ?? []).filter((id) => id !== tag.categoryId),
      );
  };

  return (
    <div className={styles.bar}>
      <ul className={styles.tags} aria-label="Active filters">
        {tags.map((tag) => (
          <li key={tag.id} className={styles.tag}>
            <span className={styles.label} title={tag.label}>
              {tag.label}
            </span>
            {tag.removable ? (
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${tag.label}`}
                onClick={() => remove(tag)}
              >
                <Icon name="close" size={14} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {tags.some((tag) => tag.removable) ? (
        <button type="button" className={styles.clearAll} onClick={reset}>
          Clear all
        </button>
      ) : null}
    </div>
  );
}
