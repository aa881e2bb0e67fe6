import { describe, expect, it } from 'vitest';

import { en } from '../i18n/en';
import { ml } from '../i18n/ml';
import {
  CENTS_RANGES,
  PRICE_PRESETS,
  PROPERTY_TYPE_GROUPS,
  RENT_PRICE_PRESETS,
  SQFT_RANGES,
} from './search-options';

describe("the listing page's preset labels", () => {
  it('are the English labels of the ranges, in their order', () => {
    const presets = en.listing.filters.presets;
    expect(presets.price).toEqual(PRICE_PRESETS.map((choice) => choice.label));
    expect(presets.rent).toEqual(RENT_PRICE_PRESETS.map((choice) => choice.label));
    expect(presets.sqft).toEqual(SQFT_RANGES.map((choice) => choice.label));
    expect(presets.cents).toEqual(CENTS_RANGES.map((choice) => choice.label));
  });

  it('name every group of property types in both languages', () => {
    for (const group of PROPERTY_TYPE_GROUPS) {
      expect(en.listing.filters.typeGroups[group.id]).toBeTruthy();
      expect(ml.listing.filters.typeGroups[group.id]).toBeTruthy();
    }
  });
});
