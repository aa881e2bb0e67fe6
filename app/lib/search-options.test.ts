import { describe, expect, it } from 'vitest';

import { en } from '../i18n/en';
import { ml } from '../i18n/ml';
import {
  CENTS_CHIP_STARTS,
  PRICE_PRESETS,
  PROPERTY_TYPE_GROUPS,
  RENT_PRICE_PRESETS,
  sizeChipRanges,
  sizeFiltersFor,
  SQFT_CHIP_STARTS,
} from './search-options';

describe("the listing page's preset labels", () => {
  it('are the English labels of the ranges, in their order', () => {
    const presets = en.listing.filters.presets;
    expect(presets.price).toEqual(PRICE_PRESETS.map((choice) => choice.label));
    expect(presets.rent).toEqual(RENT_PRICE_PRESETS.map((choice) => choice.label));
  });

  it('name every group of property types in both languages', () => {
    for (const group of PROPERTY_TYPE_GROUPS) {
      expect(en.listing.filters.typeGroups[group.id]).toBeTruthy();
      expect(ml.listing.filters.typeGroups[group.id]).toBeTruthy();
    }
  });
});

describe('sizeChipRanges (issue 33, item 3)', () => {
  it('gives ranges that end just under the next one, open at the top', () => {
    expect(sizeChipRanges([500, 1000, 2000])).toEqual([
      { max: 499.99 },
      { min: 500, max: 999.99 },
      { min: 1000, max: 1999.99 },
      { min: 2000 },
    ]);
  });

  it.each([
    ['square feet', SQFT_CHIP_STARTS, 12_000],
    ['cents', CENTS_CHIP_STARTS, 150],
  ])('puts every size of %s, to two decimals, in exactly one chip', (_unit, starts, top) => {
    const ranges = sizeChipRanges(starts);
    const inRange = (value: number, range: { min?: number; max?: number }) =>
      (range.min === undefined || value >= range.min) &&
      (range.max === undefined || value <= range.max);
    for (let hundredths = 0; hundredths <= top * 100; hundredths += 7) {
      const value = hundredths / 100;
      expect(
        ranges.filter((range) => inRange(value, range)),
        String(value),
      ).toHaveLength(1);
    }
    for (const start of starts) {
      for (const value of [start - 0.01, start, start + 0.01]) {
        expect(
          ranges.filter((range) => inRange(value, range)),
          String(value),
        ).toHaveLength(1);
      }
    }
  });
});

describe('sizeFiltersFor (issue 33, item 3)', () => {
  it('offers square feet for buildings and cents for land', () => {
    expect(
      sizeFiltersFor({ purpose: 'all', typeName: 'Apartment', rentalsHaveLand: true }),
    ).toEqual({ sqft: true, cents: false });
    expect(sizeFiltersFor({ purpose: 'rent', typeName: 'Land', rentalsHaveLand: false })).toEqual({
      sqft: false,
      cents: true,
    });
  });

  it('offers cents to rentals of any type only when some rental has land', () => {
    expect(sizeFiltersFor({ purpose: 'rent', rentalsHaveLand: false })).toEqual({
      sqft: true,
      cents: false,
    });
    expect(sizeFiltersFor({ purpose: 'rent', rentalsHaveLand: true }).cents).toBe(true);
    expect(sizeFiltersFor({ purpose: 'sell', rentalsHaveLand: false }).cents).toBe(true);
    expect(sizeFiltersFor({ purpose: 'all', rentalsHaveLand: false }).cents).toBe(true);
  });
});
