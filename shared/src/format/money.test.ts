import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows US dollars with two decimals and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(49.999)).toBe('$50.00');
  });

  it('shows a minus sign for negative amounts such as discounts', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
  });

  it('shows $0.00 for a value that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});
