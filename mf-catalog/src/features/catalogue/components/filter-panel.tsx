import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  $categories,
  $initialState,
  Button,
  EMPTY_INITIAL_STATE,
  Icon,
  formatDuration,
  fromHms,
  type FilterParams,
} from '@shop/shared';
import { RangeSlider } from '../../../components/range-slider/range-slider';
import { parseRangeInput } from '../../../components/range-slider/range-values';
import { useCatalogFilter } from '../hooks/use-catalog-filter';
import type { CatalogFilter, FilterRange } from '../hooks/catalog-filter';
import styles from './filter-panel.module.css';

type RangeKey = 'amount' | 'duration' | 'price';
type Draft = { categories: number[]; amount: FilterRange; duration: FilterRange; price: FilterRange };

const fullRange = (params: FilterParams, key: RangeKey): FilterRange => [params[key].min, params[key].max];
const sameRange = (a: FilterRange, b: FilterRange) => a[0] === b[0] && a[1] === b[1];

/** Duration inputs show mm:ss and take "m:ss" or whole seconds; anything else is 0 like every range input. */
export function parseDurationInput(text: string): number {
  const compact = text.replace(/\s+/g, '');
  if (!compact.includes(':')) return parseRangeInput(compact);
  const seconds = fromHms(compact);
  return Number.isFinite(seconds) ? seconds : 0;
}

function draftOf(filter: CatalogFilter, params: FilterParams): Draft {
  return {
    categories: filter.categories ?? [],
    amount: filter.amount ?? fullRange(params, 'amount'),
    duration: filter.duration ?? fullRange(params, 'duration'),
    price: filter.price ?? fullRange(params, 'price'),
  };
}

/** The panel's choices as filter keys: a range left at its full extent is no filter. */
export function changesOf(draft: Draft, params: FilterParams, showCategories: boolean): Partial<CatalogFilter> {
  const range = (key: RangeKey) => (sameRange(draft[key], fullRange(params, key)) ? undefined : draft[key]);
  const changes: Partial<CatalogFilter> = {
    amount: range('amount'),
    duration: range('duration'),
    price: range('price'),
  };
  if (showCategories) changes.categories = draft.categories.length > 0 ? draft.categories : undefined;
  return changes;
}

export type FilterPanelProps = { id: string; onClose: () => void };

/**
 * Category checkboxes (not on a category page: that page is its category), Amount, Duration (mm:ss) and Price ($)
 * ranges with min, max and step from the server; Apply sets them all and closes; Close and the X close it (Escape too: the catalogue page).
 */
export function FilterPanel({ id, onClose }: FilterPanelProps) {
  const { filter, apply, forcedCategoryId } = useCatalogFilter();
  const params = useStore($initialState)?.filterParams ?? EMPTY_INITIAL_STATE.filterParams;
  const categories = useStore($categories);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter, params));
  const titleId = useId();
  const showCategories = forcedCategoryId === undefined && categories.length > 0;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(changesOf(draft, params, showCategories));
    onClose();
  };

  return (
    <form id={id} className={styles.panel} aria-labelledby={titleId} onSubmit={submit}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          Filters
        </h2>
        <button type="button" className={styles.close} aria-label="Close filters" onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.blocks}>
        {showCategories ? (
          <fieldset className={styles.block}>
            <legend className={styles.legend}>Category</legend>
            <ul className={styles.checks}>
              {categories.map((category) => (
                <li key={category.id}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={draft.categories.includes(category.id)}
                      onChange={(event) =>
                        set(
                          'categories',
                          event.target.checked
                            ? [...draft.categories, category.id]
                            : draft.categories.filter((other) => other !== category.id),
                        )
                      }
                    />
                    <span>{category.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <fieldset className={styles.block}>
          <legend className={styles.legend}>Amount</legend>
          <RangeSlider
            label="Amount"
            min={params.amount.min}
            max={params.amount.max}
            step={params.amount.step || 1}
            value={draft.amount}
            unit={draft.amount[1] === 1 ? 'picture' : 'pictures'}
            onChange={(value) => set('amount', value)}
          />
        </fieldset>
        <fieldset className={styles.block}>
          <legend className={styles.legend}>Duration</legend>
          <RangeSlider
            label="Duration"
            min={params.duration.min}
            max={params.duration.max}
            step={params.duration.step || 1}
            value={draft.duration}
            unit="min"
            format={(seconds) => formatDuration(seconds)}
            parse={parseDurationInput}
            onChange={(value) => set('duration', value)}
          />
        </fieldset>
        <fieldset className={styles.block}>
          <legend className={styles.legend}>Price</legend>
          <RangeSlider
            label="Price"
            min={params.price.min}
            max={params.price.max}
            step={params.price.step || 1}
            value={draft.price}
            prefix="$"
            onChange={(value) => set('price', value)}
          />
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
