import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  isFiltered,
  pageWindow,
  parseListingFilters,
  toApiQuery,
  toListingSearch,
} from './listing-search';

const parse = (search: string) => parseListingFilters(new URLSearchParams(search));

describe('parseListingFilters', () => {
  it('reads every filter of the URL, the spec names included', () => {
    const filters = parse(
      'location=Kochi&type=sell&propertyType=Apartment&beds=5%2B&baths=2&price=2500000-5000000&sqft=-1500&cents=10-&ownership=direct_owner&lat=9.98&lng=76.3&sort=nearest&page=3',
    );
    expect(filters).toEqual({
      location: 'Kochi',
      type: 'buy',
      category: 'Apartment',
      beds: '5+',
      baths: '2',
      price: { min: 2_500_000, max: 5_000_000 },
      sqft: { max: 1500 },
      cents: { min: 10 },
      ownership: 'direct_owner',
      lat: 9.98,
      lng: 76.3,
      sort: 'nearest',
      page: 3,
    });
  });

  it('drops what it cannot read, so any URL shows a page', () => {
    expect(
      parse('type=lease&beds=three&price=cheap&ownership=broker&sort=random&page=-2&lat=500&lng=1'),
    ).toEqual({ type: 'all', sort: 'newest', page: 1 });
  });

  it('sorts by newest until a position is known', () => {
    expect(parse('sort=nearest').sort).toBe('newest');
    expect(parse('category=all').category).toBeUndefined();
  });
});

describe('toApiQuery', () => {
  it('names the API parameters', () => {
    expect(toApiQuery(parse('type=rent&category=flat&beds=2&price=-50000&sqft=500-'))).toEqual({
      type: 'rent',
      sort: 'newest',
      page: '1',
      page_size: '12',
      category: 'flat',
      bedrooms: '2',
      max_price: '50000',
      min_area: '500',
    });
  });
});

describe('toListingSearch', () => {
  it('round-trips the filters and leaves defaults out', () => {
    const search =
      '?location=Aluva&type=buy&category=house&beds=3&price=1000000-&sort=price-asc&page=2';
    expect(toListingSearch(parse(search))).toBe(search);
    expect(toListingSearch(parse('type=all&sort=newest&page=1'))).toBe('');
  });
});

describe('describeFilters and isFiltered', () => {
  it('joins the active filters with bullets', () => {
    const filters = parse('type=rent&category=apartment&beds=2');
    expect(describeFilters(filters)).toBe('For Rent • Apartment • 2 Bedrooms');
    expect(describeFilters(parse('beds=1'))).toBe('1 Bedroom');
    expect(isFiltered(filters)).toBe(true);
  });

  it('invites when nothing is chosen', () => {
    expect(describeFilters(parse(''))).toBe('Explore our exclusive property listings');
    expect(isFiltered(parse('sort=price-asc&page=2'))).toBe(false);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 4, 5, 'gap', 9]],
    [5, 9, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 9]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 8, 9, 10, 11, 12]],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});
