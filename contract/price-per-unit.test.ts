import { describe, expect, it } from 'vitest';

import { formatPricePerUnit, pricePerUnit, SQUARE_FEET_PER_CENT } from './price-per-unit';

describe('pricePerUnit', () => {
  it('divides a building by its built-up area, in whole rupees a square foot', () => {
    expect(pricePerUnit({ price: 8_500_000, areaSqft: 1_200, cents: 5, isLand: false })).toEqual({
      rupees: 7_083,
      unit: 'sqft',
    });
  });

  it('divides land by its cents, or by its square feet as cents when it has no cents', () => {
    expect(pricePerUnit({ price: 4_500_000, areaSqft: null, cents: 10, isLand: true })).toEqual({
      rupees: 450_000,
      unit: 'cent',
    });
    expect(SQUARE_FEET_PER_CENT).toBe(435.6);
    // 4,356 sq.ft is exactly 10 cents.
    expect(pricePerUnit({ price: 4_500_000, areaSqft: 4_356, cents: null, isLand: true })).toEqual({
      rupees: 450_000,
      unit: 'cent',
    });
  });

  it('has no figure without a price or a size to divide by', () => {
    expect(
      pricePerUnit({ price: 8_500_000, areaSqft: null, cents: 10, isLand: false }),
    ).toBeUndefined();
    expect(pricePerUnit({ price: 8_500_000, areaSqft: 0, cents: 0, isLand: true })).toBeUndefined();
    expect(pricePerUnit({ price: 0, areaSqft: 1_200, cents: null, isLand: false })).toBeUndefined();
    expect(
      pricePerUnit({ price: Number.NaN, areaSqft: 1_200, cents: null, isLand: false }),
    ).toBeUndefined();
  });
});

describe('formatPricePerUnit', () => {
  it('reads as people in Kerala say it, in both languages', () => {
    expect(formatPricePerUnit({ rupees: 7_083, unit: 'sqft' })).toBe('₹7,083/sq.ft');
    expect(formatPricePerUnit({ rupees: 450_000, unit: 'cent' })).toBe('₹4.5 Lakh/cent');
    expect(formatPricePerUnit({ rupees: 7_083, unit: 'sqft' }, 'ml')).toBe('₹7,083/ച.അടി');
    expect(formatPricePerUnit({ rupees: 450_000, unit: 'cent' }, 'ml')).toBe('₹4.5 ലക്ഷം/സെന്റ്');
  });
});
