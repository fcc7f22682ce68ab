import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $categories, Icon } from '@shop/shared';
import { filterTags, type FilterTag } from '../hooks/catalog-filter';
import { useCatalogFilter } from '../hooks/use-catalog-filter';
import styles from './filter-tags.module.css';

export type FilterTagsProps = {
  /** Takes the focus after "Clear all", and after a removal that leaves no other remove button. */
  focusFallback: () => void;
};

/** The active filters as removable tags (storefront §2 labels) and "Clear all" (the reset); nothing when none is active. */
export function FilterTags({ focusFallback }: FilterTagsProps) {
  const { filter, forcedCategoryId, clear, update, reset } = useCatalogFilter();
  const tags = filterTags(filter, useStore($categories), forcedCategoryId);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // A removed tag's button goes once the URL holds the new filter; the focus then goes to the nearest remaining one.
  const focusAfterRemoval = useRef<{ removed: string; nearest: string[] } | null>(null);

  useEffect(() => {
    const pending = focusAfterRemoval.current;
    if (!pending || removeButtons.current.has(pending.removed)) return;
    focusAfterRemoval.current = null;
    const next = pending.nearest.map((id) => removeButtons.current.get(id)).find(Boolean);
    if (next) next.focus();
    else focusFallback();
  });

  if (tags.length === 0) return null;

  const remove = (tag: FilterTag) => {
    // Another category's tag can go with it (one category alone has no tag): hence a list, the next tags first.
    const others = tags.filter((other) => other.removable).map((other) => other.id);
    const at = others.indexOf(tag.id);
    focusAfterRemoval.current = {
      removed: tag.id,
      nearest: [...others.slice(at + 1), ...others.slice(0, at).reverse()],
    };
    if (tag.categoryId === undefined) clear(tag.key);
    else
      update(
        'categories',
        (filter.categories ?? []).filter((id) => id !== tag.categoryId),
      );
  };
  const clearAll = () => {
    focusAfterRemoval.current = null;
    reset();
    focusFallback();
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
                ref={(button) => {
                  if (button) removeButtons.current.set(tag.id, button);
                  return () => {
                    removeButtons.current.delete(tag.id);
                  };
                }}
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
        <button type="button" className={styles.clearAll} onClick={clearAll}>
          Clear all
        </button>
      ) : null}
    </div>
  );
}
