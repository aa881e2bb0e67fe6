import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random';
import type { SearchCriteria, SearchOptions } from './properties.repo';
import { buildSearchIndex, type SearchRow, type TextMatches } from './search-index';

/**
 * The index against the plainest reading of each filter: every row tested one by one, the matches
 * sorted with the whole array's sort. Thousands of drawn searches over a catalogue with ties,
 * missing cents and untyped listings: a wrong test, order or page window fails here.
 */
const TYPES = [
  { id: 1, name: 'House' },
  { id: 2, name: 'Apartment' },
  { id: 3, name: 'Land' },
];
const STATUSES = ['available', 'draft', 'sold', 'rented'] as const;

function drawRows(count: number): SearchRow[] {
  const random = seededRandom(7);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  // Few distinct values, so that ties (same time, same price) are common and the id decides.
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + ((i * 7919) % count),
    status: STATUSES[int(0, 3)] ?? 'available',
    property_for: random() < 0.5 ? 'rent' : 'sell',
    ownership: random() < 0.5 ? 'management' : 'direct_owner',
    property_type_id: random() < 0.1 ? null : int(1, 3),
    price: int(1, 20) * 1000,
    bedrooms: int(0, 5),
    bathrooms: int(0, 3),
    area: int(1, 30) * 100,
    cents: random() < 0.4 ? null : int(1, 50),
    city_id: int(1, 6),
    district_id: int(1, 3),
    state_id: int(1, 2),
    latitude: 8 + int(0, 40) / 10,
    longitude: 75 + int(0, 20) / 10,
    created_us: 1.7e15 + int(0, 50) * 1e6,
  }));
}

function haversine(row: SearchRow, origin: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((row.latitude - origin.lat) * rad) / 2) ** 2 +
    Math.cos(origin.lat * rad) *
      Math.cos(row.latitude * rad) *
      Math.sin(((row.longitude - origin.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function naive(
  rows: SearchRow[],
  criteria: SearchCriteria,
  options: SearchOptions,
  text: TextMatches,
): { ids: number[]; count: number } {
  const typeIds = new Map(TYPES.map((type) => [type.name.toLowerCase(), type.id]));
  const matches = rows.filter((row) => {
    const c = criteria;
    if (c.statuses !== 'all' && !c.statuses.includes(row.status)) return false;
    if (c.propertyFor && row.property_for !== c.propertyFor) return false;
    if (c.ownership && row.ownership !== c.ownership) return false;
    if (c.propertyTypeId !== undefined && row.property_type_id !== c.propertyTypeId) return false;
    if (c.minPrice !== undefined && row.price < c.minPrice) return false;
    if (c.maxPrice !== undefined && row.price > c.maxPrice) return false;
    if (c.minArea !== undefined && row.area < c.minArea) return false;
    if (c.maxArea !== undefined && row.area > c.maxArea) return false;
    if (c.minCents !== undefined && row.cents !== null && row.cents < c.minCents) return false;
    if (c.maxCents !== undefined && row.cents !== null && row.cents > c.maxCents) return false;
    for (const [value, filter] of [
      [row.bedrooms, c.bedrooms],
      [row.bathrooms, c.bathrooms],
    ] as const) {
      if (filter && (filter.atLeast ? value < filter.count : value !== filter.count)) return false;
    }
    if (c.category) {
      const wanted = c.category.typeNames.map((name) => typeIds.get(name));
      const isMatch =
        row.property_type_id === null
          ? (text.untypedCategory?.has(row.id) ?? false)
          : wanted.includes(row.property_type_id);
      if (!isMatch) return false;
    }
    if (c.places) {
      const { cityIds, districtIds, stateIds } = c.places;
      if (
        !cityIds.includes(row.city_id) &&
        !districtIds.includes(row.district_id) &&
        !stateIds.includes(row.state_id)
      ) {
        return false;
      }
    }
    if (c.keyword !== undefined && !text.keyword?.has(row.id)) return false;
    return true;
  });
  const { origin } = options;
  const compare: (a: SearchRow, b: SearchRow) => number =
    options.sort === 'price-asc'
      ? (a, b) => a.price - b.price || a.id - b.id
      : options.sort === 'price-desc'
        ? (a, b) => b.price - a.price || b.id - a.id
        : options.sort === 'nearest' && origin
          ? (a, b) => haversine(a, origin) - haversine(b, origin) || a.id - b.id
          : (a, b) => b.created_us - a.created_us || b.id - a.id;
  const ordered = [...matches].sort(compare);
  return {
    ids: ordered.slice(options.offset, options.offset + options.limit).map((row) => row.id),
    count: matches.length,
  };
}

function drawSearch(random: () => number): {
  criteria: SearchCriteria;
  options: SearchOptions;
  text: TextMatches;
} {
  const maybe = (chance: number) => random() < chance;
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const ids = () => new Set(Array.from({ length: int(0, 150) }, () => 1000 + int(0, 599)));
  const criteria: SearchCriteria = {
    statuses: maybe(0.2) ? 'all' : maybe(0.7) ? ['available'] : ['sold', 'rented'],
    ...(maybe(0.4) ? { propertyFor: maybe(0.5) ? 'rent' : 'sell' } : {}),
    ...(maybe(0.2) ? { ownership: maybe(0.5) ? 'management' : 'direct_owner' } : {}),
    ...(maybe(0.15) ? { propertyTypeId: int(1, 3) } : {}),
    ...(maybe(0.3) ? { minPrice: int(1, 20) * 1000 } : {}),
    ...(maybe(0.3) ? { maxPrice: int(1, 20) * 1000 } : {}),
    ...(maybe(0.2) ? { minArea: int(1, 30) * 100 } : {}),
    ...(maybe(0.2) ? { maxArea: int(1, 30) * 100 } : {}),
    ...(maybe(0.2) ? { minCents: int(1, 50) } : {}),
    ...(maybe(0.2) ? { maxCents: int(1, 50) } : {}),
    ...(maybe(0.3) ? { bedrooms: { count: int(0, 5), atLeast: maybe(0.5) } } : {}),
    ...(maybe(0.2) ? { bathrooms: { count: int(0, 3), atLeast: maybe(0.5) } } : {}),
    ...(maybe(0.2)
      ? { category: { typeNames: maybe(0.5) ? ['house'] : ['land', 'apartment'], keywords: ['x'] } }
      : {}),
    ...(maybe(0.2)
      ? {
          places: {
            cityIds: maybe(0.5) ? [int(1, 6)] : [],
            districtIds: maybe(0.5) ? [int(1, 3)] : [],
            stateIds: maybe(0.2) ? [int(1, 2)] : [],
          },
        }
      : {}),
    ...(maybe(0.15) ? { keyword: 'word' } : {}),
  };
  const sort = (['newest', 'price-asc', 'price-desc', 'nearest'] as const)[int(0, 3)] ?? 'newest';
  const options: SearchOptions = {
    sort,
    ...(sort === 'nearest' && maybe(0.9)
      ? { origin: { lat: 8 + random() * 4, lng: 75 + random() * 2, earthRadiusKm: 6371 } }
      : {}),
    limit: maybe(0.1) ? int(200, 400) : int(1, 12),
    offset: maybe(0.7) ? int(0, 30) : int(0, 700),
  };
  return { criteria, options, text: { keyword: ids(), untypedCategory: ids() } };
}

describe('the search index', () => {
  const rows = drawRows(600);
  const index = buildSearchIndex(rows, TYPES);

  it.each([
    ['as built', index],
    // Nearest past a page or two sorts every match instead of keeping a heap.
    ['with deep nearest pages sorted', buildSearchIndex(rows, TYPES, 3)],
  ])('finds what testing every row finds, in the same order, for any search (%s)', (_, index) => {
    const random = seededRandom(42);
    for (let i = 0; i < 2000; i += 1) {
      const { criteria, options, text } = drawSearch(random);
      const expected = naive(rows, criteria, options, text);
      const found = index.search(criteria, options, text);
      expect(found, JSON.stringify({ criteria, options })).toEqual(expected);
      // Again, now counted: the page is found by the short walk when it is near an end.
      expect(index.search(criteria, options, text)).toEqual(expected);
      const next = { ...options, offset: options.offset + options.limit };
      expect(index.search(criteria, next, text)).toEqual(naive(rows, criteria, next, text));
      expect(index.count(criteria, text)).toBe(expected.count);
    }
  });

  it('matches nothing for a keyword or an untyped category the database found nowhere', () => {
    const options: SearchOptions = { sort: 'newest', limit: 10, offset: 0 };
    expect(index.search({ statuses: 'all', keyword: 'absent' }, options, {}).count).toBe(0);
    const untyped = rows.filter((row) => row.property_type_id === null);
    const found = index.search(
      { statuses: 'all', category: { typeNames: ['villa'], keywords: ['villa'] } },
      { ...options, limit: 1000 },
      { untypedCategory: new Set(untyped.slice(0, 3).map((row) => row.id)) },
    );
    expect(found.count).toBe(3);
  });

  it('is empty for an empty catalogue', () => {
    const empty = buildSearchIndex([], TYPES);
    expect(empty.search({ statuses: 'all' }, { sort: 'newest', limit: 5, offset: 0 })).toEqual({
      ids: [],
      count: 0,
    });
  });
});
