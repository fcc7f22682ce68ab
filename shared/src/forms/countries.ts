import { DEFAULT_COUNTRY } from '@shop/shared';
import type { SelectOption } from './fields';

// Countries for address forms, by ISO 3166-1 alpha-3 code (DEFAULT_COUNTRY is 'USA'): the default first, then
// the countries the shop most often ships to, alphabetically.
const NAMES: Record<string, string> = {
  ARG: 'Argentina',
  AUS: 'Australia',
  AUT: 'Austria',
  BEL: 'Belgium',
  BRA: 'Brazil',
  BGR: 'Bulgaria',
  CAN: 'Canada',
  CHL: 'Chile',
  COL: 'Colombia',
  HRV: 'Croatia',
  CYP: 'Cyprus',
  CZE: 'Czechia',
  DNK: 'Denmark',
  EST: 'Estonia',
  FIN: 'Finland',
  FRA: 'France',
  DEU: 'Germany',
  GRC: 'Greece',
  HKG: 'Hong Kong',
  HUN: 'Hungary',
  ISL: 'Iceland',
  IND: 'India',
  IRL: 'Ireland',
  ISR: 'Israel',
  ITA: 'Italy',
  JPN: 'Japan',
  LVA: 'Latvia',
  LTU: 'Lithuania',
  LUX: 'Luxembourg',
  MLT: 'Malta',
  MEX: 'Mexico',
  NLD: 'Netherlands',
  NZL: 'New Zealand',
  NOR: 'Norway',
  PER: 'Peru',
  PHL: 'Philippines',
  POL: 'Poland',
  PRT: 'Portugal',
  PRI: 'Puerto Rico',
  ROU: 'Romania',
  SGP: 'Singapore',
  SVK: 'Slovakia',
  SVN: 'Slovenia',
  ZAF: 'South Africa',
  KOR: 'South Korea',
  ESP: 'Spain',
  SWE: 'Sweden',
  CHE: 'Switzerland',
  TWN: 'Taiwan',
  ARE: 'United Arab Emirates',
  GBR: 'United Kingdom',
  USA: 'United States',
};

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
