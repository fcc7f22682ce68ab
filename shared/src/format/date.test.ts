import { formatDate, formatOrderNumber, formatTime } from './date';

describe('formatDate and formatTime', () => {
  const date = new Date(2024, 2, 5, 9, 7, 30);

  it('shows a date as dd.MM.yyyy', () => {
    expect(formatDate(date)).toBe('05.03.2024');
  });

  it('shows a time as HH:mm on a 24-hour clock', () => {
    expect(formatTime(date)).toBe('09:07');
    expect(formatTime(new Date(2024, 0, 1, 21, 45))).toBe('21:45');
  });

  it('accepts timestamps and date strings', () => {
    expect(formatDate(date.getTime())).toBe('05.03.2024');
    expect(formatDate('2024-12-31T12:00:00')).toBe('31.12.2024');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('formatOrderNumber', () => {
  it('pads the order id with zeros to six digits', () => {
    expect(formatOrderNumber(42)).toBe('000042');
    expect(formatOrderNumber('7')).toBe('000007');
    expect(formatOrderNumber(1234567)).toBe('1234567');
  });
});
