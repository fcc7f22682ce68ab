import { useId } from 'react';
import { formatMoney, type LeadTimePrice } from '@shop/shared';
import styles from './lead-time-select.module.css';

export type LeadTimeSelectProps = {
  value: number | null;
  options: readonly LeadTimePrice[];
  onChange: (leadTimePrice: number) => void;
};

/** "Express (24 hours) — +$20.00"; the free option says "Included". */
export const leadTimeLabel = (option: LeadTimePrice) =>
  `${option.caption} — ${option.price > 0 ? `+${formatMoney(option.price)}` : 'Included'}`;

/** How fast a clip is made. Shown only when there is more than one option (the row decides). */
export function LeadTimeSelect({ value, options, onChange }: LeadTimeSelectProps) {
  const id = useId();
  const chosen = options.some((option) => option.id === value);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Lead time
      </label>
      <div className={styles.box}>
        <select
          id={id}
          className={styles.select}
          value={chosen ? String(value) : ''}
          onChange={(event) => {
            if (event.target.value !== '') onChange(Number(event.target.value));
          }}
        >
          {chosen ? null : (
            <option value="" disabled>
              Select a lead time
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {leadTimeLabel(option)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
