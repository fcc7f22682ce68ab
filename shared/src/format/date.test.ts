import { formatDate } from './date';

describe('formatDate', () => {
  const date = new Date(2024, 2, 5, 9, 7, 30);

  it('shows a date as dd.MM.yyyy', () => {
    expect(formatDate(date)).toBe('05.03.2024');
  });

  it('accepts timestamps and date strings', () => {
    expect(formatDate(date.getTime())).toBe('05.03.2024');
    expect(formatDate('2024-12-31T12:00:00')).toBe('31.12.2024');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
