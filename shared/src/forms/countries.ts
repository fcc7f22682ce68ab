import { DEFAULT_COUNTRY } from '@shop/shared';
import { COUNTRY_NAMES as NAMES } from '../contracts/countries';
import type { SelectOption } from './fields';

// The countries of contracts/countries.ts as select options: the default (USA) first, then by name.
const byName = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'en');

export const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: DEFAULT_COUNTRY, label: NAMES[DEFAULT_COUNTRY] ?? DEFAULT_COUNTRY },
  ...Object.entries(NAMES)
    .filter(([code]) => code !== DEFAULT_COUNTRY)
    .map(([value, label]) => ({ value, label }))
    .sort(byName),
];

/** The options, plus a stored value that is not among them (kept as it is rather than silently changed). */
export function countryOptions(current?: string | null): readonly SelectOption[] {
  if (!current || COUNTRY_OPTIONS.some((option) => option.value === current)) return COUNTRY_OPTIONS;
  return [{ value: current, label: current }, ...COUNTRY_OPTIONS];
}
