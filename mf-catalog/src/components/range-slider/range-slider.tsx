import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import styles from './range-slider.module.css';
import { commitRangeValue, parseRangeInput, type Range } from './range-values';

export type RangeSliderProps = {
  /** Names the two ends for screen readers: "{label} from", "{label} to". */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: Range;
  onChange: (value: Range) => void;
  /** How a value is written in the inputs and read out (e.g. mm:ss); defaults to the number. */
  format?: (value: number) => string;
  /** How typed text becomes a value; defaults to parseRangeInput. */
  parse?: (text: string) => number;
  /** Shown before the inputs' values, e.g. "$". */
  prefix?: string;
  /** Shown after the inputs, e.g. "pictures" or "min". */
  unit?: string;
  className?: string;
};

/** Two thumbs on one track plus two inputs for exact values; min, max and step come from the caller. */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  format = String,
  parse = parseRangeInput,
  prefix,
  unit,
  className,
}: RangeSliderProps) {
  const id = useId();
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  const span = max - min || 1;
  const [from, to] = value;
  const track = {
    '--range-from': `${((Math.min(Math.max(from, min), max) - min) / span) * 100}%`,
    '--range-to': `${((Math.min(Math.max(to, min), max) - min) / span) * 100}%`,
  } as CSSProperties;

  const commit = (end: 0 | 1) => {
    const draft = drafts[end];
    if (draft === null) return;
    setDrafts((current) => (end === 0 ? [null, current[1]] : [current[0], null]));
    onChange(commitRangeValue(value, end, parse(draft), min, max));
  };
  const onKeyDown = (end: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(end);
    }
  };
  const names = [`${label} from`, `${label} to`] as const;

  return (
    <div className={[styles.slider, className].filter(Boolean).join(' ')}>
      <div className={styles.track} style={track}>
        <input
          type="range"
          className={styles.thumb}
          min={min}
          max={max}
          step={step}
          value={from}
          aria-label={names[0]}
          aria-valuetext={`${prefix ?? ''}${format(from)}`}
          onChange={(event) => onChange([Math.min(Number(event.target.value), to), to])}
        />
        <input
          type="range"
          className={styles.thumb}
          min={min}
          max={max}
          step={step}
          value={to}
          aria-label={names[1]}
          aria-valuetext={`${prefix ?? ''}${format(to)}`}
          onChange={(event) => onChange([from, Math.max(Number(event.target.value), from)])}
        />
      </div>
      <div className={styles.inputs}>
        {([0, 1] as const).map((end) => (
          <label key={end} className={styles.field} htmlFor={`${id}-${end}`}>
            <span className={styles.fieldLabel}>{end === 0 ? 'From' : 'To'}</span>
            <span className={styles.box}>
              {prefix ? <span className={styles.affix}>{prefix}</span> : null}
              <input
                id={`${id}-${end}`}
                className={styles.input}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-label={names[end]}
                value={drafts[end] ?? format(value[end])}
                onChange={(event) => {
                  const text = event.target.value;
                  setDrafts((current) => (end === 0 ? [text, current[1]] : [current[0], text]));
                }}
                onBlur={() => commit(end)}
                onKeyDown={onKeyDown(end)}
              />
              {unit ? <span className={styles.affix}>{unit}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
