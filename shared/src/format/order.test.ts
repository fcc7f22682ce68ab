import { formatOrderNumber } from './order';

describe('formatOrderNumber', () => {
  it('pads the id with zeros to six digits', () => {
    expect(formatOrderNumber(7)).toBe('000007');
    expect(formatOrderNumber(123456)).toBe('123456');
    expect(formatOrderNumber(1234567)).toBe('1234567');
  });
});
