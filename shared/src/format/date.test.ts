import { formatDate, formatTimeOfDay } from './date';

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

describe('formatTimeOfDay', () => {
  it('shows the time as HH:mm on a 24-hour clock, minutes and hours padded', () => {
    expect(formatTimeOfDay(new Date(2024, 2, 5, 9, 7, 30))).toBe('09:07');
    expect(formatTimeOfDay(new Date(2024, 2, 5, 21, 45))).toBe('21:45');
    expect(formatTimeOfDay(new Date(2024, 2, 5, 0, 0))).toBe('00:00');
  });

  it('accepts timestamps and date strings, and gives an empty text for an invalid date', () => {
    expect(formatTimeOfDay('2024-12-31T23:59:00')).toBe('23:59');
    expect(formatTimeOfDay(new Date(2024, 0, 1, 13, 5).getTime())).toBe('13:05');
    expect(formatTimeOfDay('not a date')).toBe('');
  });
});
