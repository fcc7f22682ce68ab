import { cartTotals, taxCents } from './totals';

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, taxable: 0, tax: 0, total: 0 });
  });

  it('adds the base costs of available lines and charges 8.875% tax on them', () => {
    const lines = [
      { isAvailable: true, baseCost: 7900 },
      { isAvailable: true, baseCost: 2100 },
    ];
    expect(cartTotals(lines)).toEqual({ subtotal: 10000, discount: 0, taxable: 10000, tax: 888, total: 10888 });
  });

  it('leaves out unavailable lines', () => {
    const lines = [
      { isAvailable: true, baseCost: 1000, discount: 100 },
      { isAvailable: false, baseCost: 50000, discount: 5000 },
    ];
    expect(cartTotals(lines)).toMatchObject({ subtotal: 1000, discount: 100, taxable: 900 });
  });

  it('takes the discount off before the tax', () => {
    const lines = [
      { isAvailable: true, baseCost: 2900, discount: 290 },
      { isAvailable: true, baseCost: 1000, discount: 100 },
    ];
    // 39.00 − 3.90 = 35.10; 8.875% of 35.10 = 3.115125 → 3.12.
    expect(cartTotals(lines)).toEqual({ subtotal: 3900, discount: 390, taxable: 3510, tax: 312, total: 3822 });
  });

  it('makes a free story cost nothing and charges no tax on it', () => {
    expect(cartTotals([{ isAvailable: true, baseCost: 2900, discount: 2900 }])).toEqual({
      subtotal: 2900,
      discount: 2900,
      taxable: 0,
      tax: 0,
      total: 0,
    });
  });

  it('takes nothing off with a coupon that gives 0', () => {
    const lines = [
      { isAvailable: false, baseCost: 1000, discount: 0 },
      { isAvailable: true, baseCost: 1000, discount: 0 },
    ];
    expect(cartTotals(lines)).toMatchObject({ subtotal: 1000, discount: 0, total: 1089 });
  });

  it('never takes off more than the subtotal', () => {
    expect(cartTotals([{ isAvailable: true, baseCost: 1000, discount: 1500 }])).toMatchObject({
      discount: 1000,
      taxable: 0,
      total: 0,
    });
  });

  it('rounds a tax of more than half a cent up (0.30 → 0.03)', () => {
    // 8.875% of 0.30 = 0.026625 → 0.03.
    const lines = [
      { isAvailable: true, baseCost: 10 },
      { isAvailable: true, baseCost: 20 },
    ];
    expect(cartTotals(lines)).toEqual({ subtotal: 30, discount: 0, taxable: 30, tax: 3, total: 33 });
  });

  it('rounds a tax of exactly half a cent up, where floating point would round it down', () => {
    // 8.875% of 60.00 is 5.325; in floating point 60 * 0.08875 is 5.324999…, which rounds to 5.32.
    expect(Math.round(60 * 0.08875 * 100)).toBe(532);
    expect(cartTotals([{ isAvailable: true, baseCost: 6000 }])).toMatchObject({ tax: 533, total: 6533 });
    expect(taxCents(400)).toBe(36);
    expect(taxCents(2000)).toBe(178);
  });

  it('keeps prices with cents exact (19.99 × 3 + 19.99)', () => {
    const lines = [
      { isAvailable: true, baseCost: 5997 },
      { isAvailable: true, baseCost: 1999 },
    ];
    // 79.96; 8.875% = 7.09645 → 7.10.
    expect(cartTotals(lines)).toEqual({ subtotal: 7996, discount: 0, taxable: 7996, tax: 710, total: 8706 });
  });
});
