import { describe, expect, it } from 'vitest';

import { en } from '../i18n/en';
import { ml } from '../i18n/ml';
import {
  activeFilterChips,
  filterToLoosen,
  formatRangeLabel,
  LOOSEN_ORDER,
  withoutFilter,
} from './filter-chips';
import { parseListingFilters, toListingSearch } from './listing-search';

const parse = (search: string) => parseListingFilters(new URLSearchParams(search));

describe('activeFilterChips', () => {
  it('makes a chip of every active filter, the price included, each removing only itself', () => {
    const filters = parse(
      'location=Kannur&type=buy&category=apartment&beds=3&price=5000000-10000000&sqft=1000-1999.99&ownership=direct_owner&verified=1&sort=price-asc&page=3&view=grid',
    );
    const chips = activeFilterChips(filters, en, 'en');
    expect(chips.map((chip) => [chip.key, chip.label])).toEqual([
      ['purpose', 'For Sale'],
      ['category', 'Apartment'],
      ['location', 'Kannur'],
      ['price', '₹50 Lakh – ₹1 Cr'],
      ['area', '1,000 sq.ft – 2,000 sq.ft'],
      ['bedrooms', '3 Bedrooms'],
      ['ownership', 'Direct Owner'],
      ['verified', 'Verified listings only'],
    ]);
    const price = chips.find((chip) => chip.key === 'price');
    // The same search without the price, from page 1, keeping the order and the view.
    expect(price?.search).toBe(
      '?location=Kannur&type=buy&category=apartment&beds=3&sqft=1000-1999.99&ownership=direct_owner&verified=1&sort=price-asc&view=grid',
    );
    for (const chip of chips) {
      const without = parse(chip.search.slice(1));
      expect(activeFilterChips(without, en, 'en').map((left) => left.key)).toEqual(
        chips.filter((other) => other !== chip).map((other) => other.key),
      );
    }
  });

  it('has no chips without filters (the order and the page are not filters)', () => {
    expect(activeFilterChips(parse('sort=price-desc&page=2&view=grid'), en, 'en')).toEqual([]);
  });

  it('speaks Malayalam on a Malayalam page, rents per month', () => {
    const chips = activeFilterChips(parse('type=rent&price=-15000&baths=2'), ml, 'ml');
    expect(chips.map((chip) => chip.label)).toEqual([
      'വാടകയ്ക്ക്',
      `${ml.listing.chips.upTo('₹15,000')}/മാസം`,
      '2 ബാത്ത്റൂം',
    ]);
  });

  it('names the map area, and removing it keeps the rest', () => {
    const filters = parse('type=rent&bbox=76.2,9.85,76.45,10.1');
    const area = activeFilterChips(filters, en, 'en').find((chip) => chip.key === 'bounds');
    expect(area).toMatchObject({ label: 'In the map area', search: '?type=rent' });
  });
});

describe('formatRangeLabel', () => {
  const words = en.listing.chips;
  const plain = (value: number) => value.toLocaleString('en-IN');
  it('reads a range that ends just under a round number as under it', () => {
    expect(formatRangeLabel({ max: 499.99 }, plain, words)).toBe('Under 500');
    expect(formatRangeLabel({ min: 500, max: 999.99 }, plain, words)).toBe('500 – 1,000');
    expect(formatRangeLabel({ max: 3000 }, plain, words)).toBe('Up to 3,000');
    expect(formatRangeLabel({ min: 10_000 }, plain, words)).toBe('10,000+');
    expect(formatRangeLabel({ min: 0, max: 500 }, plain, words)).toBe('Up to 500');
  });
});

describe('withoutFilter', () => {
  it('puts buy or rent back to all, drops any other filter, and starts at page 1', () => {
    const filters = parse('type=rent&beds=2&page=4');
    expect(toListingSearch(withoutFilter(filters, 'purpose'))).toBe('?beds=2');
    expect(toListingSearch(withoutFilter(filters, 'bedrooms'))).toBe('?type=rent');
  });
});

describe('filterToLoosen', () => {
  it('picks the first filter, narrowest first, whose removal finds homes', () => {
    expect(
      filterToLoosen([
        { key: 'location', count: 12 },
        { key: 'price', count: 3 },
        { key: 'purpose', count: 40 },
      ]),
    ).toEqual({ key: 'price', count: 3 });
    expect(
      filterToLoosen([
        { key: 'price', count: 0 },
        { key: 'bedrooms', count: 0 },
        { key: 'location', count: 5 },
      ]),
    ).toEqual({ key: 'location', count: 5 });
  });

  it('picks none when no one removal finds anything', () => {
    expect(filterToLoosen([{ key: 'price', count: 0 }])).toBeUndefined();
    expect(filterToLoosen([])).toBeUndefined();
  });

  it('tries every chip', () => {
    expect([...LOOSEN_ORDER].sort()).toEqual(
      [
        'purpose',
        'category',
        'location',
        'price',
        'area',
        'cents',
        'bedrooms',
        'bathrooms',
        'ownership',
        'verified',
        'bounds',
      ].sort(),
    );
  });
});
