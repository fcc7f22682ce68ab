import { formatCountdown, formatOrderNumber } from './order';

describe('formatOrderNumber', () => {
  it('pads the id with zeros to six digits', () => {
    expect(formatOrderNumber(7)).toBe('000007');
    expect(formatOrderNumber(123456)).toBe('123456');
    expect(formatOrderNumber(1234567)).toBe('1234567');
  });
});

describe('formatCountdown', () => {
  it('shows seconds as hh:mm:ss, hours not capped', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(3661)).toBe('01:01:01');
    expect(formatCountdown(24 * 3600)).toBe('24:00:00');
    expect(formatCountdown(72 * 3600 - 1)).toBe('71:59:59');
  });

  it('drops fractions and shows negative or invalid values as 00:00:00', () => {
    expect(formatCountdown(59.9)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });
});
