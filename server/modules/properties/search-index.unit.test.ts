import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random';
import type { SearchCriteria, SearchOptions } from './properties.repo';
import { SortedIds } from './sorted-ids';
import {
  buildSearchIndex,
  createSearchIndex,
  type IdSet,
  type SearchRow,
  type TextMatches,
} from './search-index';
import { FACINGS, LAND_TYPES, TENANT_PREFERENCES } from '../../../contract/listing-facts';

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

/** A listing that states none of the facts of issue 34. */
const NO_FACTS = {
  security_deposit: null,
  available_day: null,
  floor: null,
  road_width_ft: null,
  facing: null,
  tenant_preference: null,
  land_type: null,
  has_rera: false,
} as const satisfies Partial<SearchRow>;

/** One of a list, or (one time in `none`) null. */
function pick<T>(random: () => number, list: readonly T[], none = 0.3): T | null {
  return random() < none ? null : (list[Math.floor(random() * list.length)] ?? null);
}

function drawRows(count: number, seed = 7): SearchRow[] {
  const random = seededRandom(seed);
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
    confirmed_ms: 1.7e12 + int(0, 100) * 86_400_000,
    verified: random() < 0.3,
    // Cut on few distinct days (ties common), or never cut.
    reduced_ms: random() < 0.35 ? 1.7e12 + int(0, 40) * 86_400_000 : null,
    // Few values and many missing: bounds fall on rows' own values, and no fact is common.
    security_deposit: random() < 0.4 ? null : int(0, 10) * 10_000,
    available_day: random() < 0.4 ? null : 20_000 + int(0, 60),
    floor: random() < 0.4 ? null : int(0, 12),
    road_width_ft: random() < 0.4 ? null : int(1, 8) * 5,
    facing: pick(random, FACINGS),
    tenant_preference: pick(random, TENANT_PREFERENCES),
    land_type: pick(random, LAND_TYPES, 0.5),
    has_rera: random() < 0.3,
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
    if (c.verified && !row.verified) return false;
    if (
      c.reducedSince !== undefined &&
      !(row.reduced_ms !== null && row.reduced_ms >= c.reducedSince)
    )
      return false;
    if (c.confirmedSince !== undefined && row.confirmed_ms < c.confirmedSince) return false;
    if (c.confirmedBefore !== undefined && !(row.confirmed_ms < c.confirmedBefore)) return false;
    if (c.maxDeposit !== undefined) {
      if (row.security_deposit === null || row.security_deposit > c.maxDeposit) return false;
    }
    if (c.availableByDay !== undefined) {
      if (row.available_day !== null && row.available_day > c.availableByDay) return false;
    }
    if (c.minFloor !== undefined && (row.floor === null || row.floor < c.minFloor)) return false;
    if (c.maxFloor !== undefined && (row.floor === null || row.floor > c.maxFloor)) return false;
    if (c.minRoadWidth !== undefined) {
      if (row.road_width_ft === null || row.road_width_ft < c.minRoadWidth) return false;
    }
    if (c.facings && (row.facing === null || !c.facings.includes(row.facing))) return false;
    if (c.tenantPreferences) {
      const { tenant_preference: tenant } = row;
      if (tenant === null || !c.tenantPreferences.includes(tenant)) return false;
    }
    if (c.landTypes && (row.land_type === null || !c.landTypes.includes(row.land_type))) {
      return false;
    }
    if (c.rera && !row.has_rera) return false;
    if (c.bounds) {
      const { minLat, maxLat, minLng, maxLng } = c.bounds;
      if (row.latitude < minLat || row.latitude > maxLat) return false;
      if (row.longitude < minLng || row.longitude > maxLng) return false;
    }
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
          : options.sort === 'reduced'
            ? (a, b) =>
                // Cut listings first, the latest cut first; then the rest, newest first.
                (a.reduced_ms === null ? 1 : 0) - (b.reduced_ms === null ? 1 : 0) ||
                (b.reduced_ms ?? 0) - (a.reduced_ms ?? 0) ||
                b.created_us - a.created_us ||
                b.id - a.id
            : (a, b) => b.created_us - a.created_us || b.id - a.id;
  const ordered = [...matches].sort(compare);
  return {
    ids: ordered.slice(options.offset, options.offset + options.limit).map((row) => row.id),
    count: matches.length,
  };
}

/** An area over the drawn rows' (8-12, 75-77), its edges often on rows' own coordinates. */
function drawBounds(
  int: (low: number, high: number) => number,
): NonNullable<SearchCriteria['bounds']> {
  const [minLat, maxLat] = [8 + int(0, 40) / 10, 8 + int(0, 40) / 10].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const [minLng, maxLng] = [75 + int(0, 20) / 10, 75 + int(0, 20) / 10].sort((a, b) => a - b) as [
    number,
    number,
  ];
  return { minLat, maxLat, minLng, maxLng };
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
    ...(maybe(0.25) ? { bounds: drawBounds(int) } : {}),
    ...(maybe(0.2) ? { verified: true } : {}),
    // Times between the rows' own and on them (1.7e12 + whole days): the cut is exact either way.
    ...(maybe(0.4) ? { confirmedSince: 1.7e12 + int(-5, 105) * 43_200_000 } : {}),
    ...(maybe(0.15) ? { confirmedBefore: 1.7e12 + int(-5, 105) * 43_200_000 } : {}),
    // The price cut's window: between the cuts' days and on them, before and after them all.
    ...(maybe(0.25) ? { reducedSince: 1.7e12 + int(-5, 85) * 43_200_000 } : {}),
    ...(maybe(0.15) ? { maxDeposit: int(-1, 11) * 10_000 } : {}),
    ...(maybe(0.15) ? { availableByDay: 20_000 + int(-2, 62) } : {}),
    ...(maybe(0.15) ? { minFloor: int(0, 13) } : {}),
    ...(maybe(0.15) ? { maxFloor: int(0, 13) } : {}),
    ...(maybe(0.15) ? { minRoadWidth: int(0, 9) * 5 } : {}),
    ...(maybe(0.15) ? { facings: FACINGS.filter(() => maybe(0.3)) } : {}),
    ...(maybe(0.15) ? { tenantPreferences: TENANT_PREFERENCES.filter(() => maybe(0.4)) } : {}),
    ...(maybe(0.15) ? { landTypes: LAND_TYPES.filter(() => maybe(0.4)) } : {}),
    ...(maybe(0.15) ? { rera: true } : {}),
  };
  const sort =
    (['newest', 'price-asc', 'price-desc', 'nearest', 'reduced'] as const)[int(0, 4)] ?? 'newest';
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

  it('puts on the map every listing a search finds, one marker each, in id order', () => {
    const random = seededRandom(9);
    for (let i = 0; i < 1000; i += 1) {
      const { criteria, text } = drawSearch(random);
      const all = { sort: 'newest', limit: rows.length, offset: 0 } as const;
      const matches = naive(rows, criteria, all, text).ids.sort((a, b) => a - b);
      const map = index.map(criteria, text);
      expect(map.count).toBe(matches.length);
      expect(map.groups).toEqual([]);
      expect(map.points.map((point) => point.id)).toEqual(matches);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const point of map.points.slice(0, 5)) {
        const row = byId.get(point.id)!;
        expect(point).toEqual({
          id: row.id,
          lat: row.latitude,
          lng: row.longitude,
          price: row.price,
          property_for: row.property_for,
        });
      }
      // The map's count is the search's count, and either may come first.
      expect(index.search(criteria, { ...all, limit: 1 }, text).count).toBe(matches.length);
    }
  });

  it('groups past 2,000 matches into clusters that hold every match once', () => {
    const many = drawRows(6000).map((row, i) => ({ ...row, id: i + 1 }));
    const big = buildSearchIndex(many, TYPES);
    for (const criteria of [
      { statuses: 'all' } as const,
      { statuses: 'all', bounds: { minLat: 9, maxLat: 11.5, minLng: 75.5, maxLng: 76.8 } } as const,
    ]) {
      const inArea = many.filter(
        (row) =>
          !criteria.bounds ||
          (row.latitude >= criteria.bounds.minLat &&
            row.latitude <= criteria.bounds.maxLat &&
            row.longitude >= criteria.bounds.minLng &&
            row.longitude <= criteria.bounds.maxLng),
      );
      expect(inArea.length).toBeGreaterThan(2000);
      const map = big.map(criteria);
      expect(map.count).toBe(inArea.length);
      expect(map.groups.length).toBeGreaterThan(1);
      const held = map.groups.reduce((sum, group) => sum + group.count, map.points.length);
      expect(held).toBe(inArea.length);
      for (const group of map.groups) {
        const [west, south, east, north] = group.bbox;
        expect(group.count).toBeGreaterThan(1);
        expect(group.lat).toBeGreaterThanOrEqual(south);
        expect(group.lat).toBeLessThanOrEqual(north);
        expect(group.lng).toBeGreaterThanOrEqual(west);
        expect(group.lng).toBeLessThanOrEqual(east);
        const inside = inArea.filter(
          (row) =>
            row.latitude >= south &&
            row.latitude <= north &&
            row.longitude >= west &&
            row.longitude <= east,
        );
        expect(inside.length).toBeGreaterThanOrEqual(group.count);
      }
    }
  });

  it('finds similar listings step by step, nearest first, at least 3 while there are 3', () => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    /** The plainest reading of product.md section 5's steps: [step, km or price gap] of each. */
    function expectedSimilar(listing: SearchRow, limit: number, confirmedSince: number): string[] {
      const origin = { lat: listing.latitude, lng: listing.longitude };
      const showable = rows.filter(
        (other) =>
          other.id !== listing.id &&
          other.status === 'available' &&
          other.property_for === listing.property_for &&
          other.confirmed_ms >= confirmedSince,
      );
      const ofKind = (other: SearchRow) => other.property_type_id === listing.property_type_id;
      const inBand = (other: SearchRow) =>
        Math.abs(other.price - listing.price) <= listing.price * 0.3 + 1e-9;
      const inDistrict = (other: SearchRow) => other.district_id === listing.district_id;
      const steps: ((other: SearchRow) => boolean)[] = [
        (other) => ofKind(other) && inBand(other) && other.city_id === listing.city_id,
        (other) => ofKind(other) && inBand(other) && inDistrict(other),
        (other) => ofKind(other) && inBand(other),
        (other) => ofKind(other) && inDistrict(other),
        inDistrict,
        inBand,
      ];
      const chosen = new Set<number>();
      const found: string[] = [];
      steps.forEach((isLike, step) => {
        const next = showable
          .filter((other) => !chosen.has(other.id) && isLike(other))
          .sort((a, b) => haversine(a, origin) - haversine(b, origin) || a.id - b.id)
          .slice(0, Math.max(0, limit - found.length));
        for (const other of next) {
          chosen.add(other.id);
          found.push(`${step} ${haversine(other, origin).toFixed(6)}`);
        }
      });
      const gaps = showable
        .filter((other) => !chosen.has(other.id))
        .map((other) => Math.abs(other.price - listing.price))
        .sort((a, b) => a - b);
      for (const gap of gaps.slice(0, Math.max(0, Math.min(limit, 3) - found.length))) {
        found.push(`last ${gap}`);
      }
      return found;
    }
    /** The same reading of what the index found. */
    function seenSimilar(listing: SearchRow, found: number[], expected: string[]): string[] {
      const origin = { lat: listing.latitude, lng: listing.longitude };
      return found.map((id, at) => {
        const other = byId.get(id)!;
        return expected[at]?.startsWith('last')
          ? `last ${Math.abs(other.price - listing.price)}`
          : `${expected[at]?.split(' ')[0]} ${haversine(other, origin).toFixed(6)}`;
      });
    }
    const confirmedSince = 1.7e12 + 50 * 86_400_000;
    for (const listing of rows) {
      for (const [limit, since] of [
        [6, -Infinity],
        [2, -Infinity],
        [6, confirmedSince],
      ] as const) {
        const found = index.similar(listing.id, limit, since);
        const expected = expectedSimilar(listing, limit, since);
        expect(seenSimilar(listing, found, expected), `${listing.id} ${limit} ${since}`).toEqual(
          expected,
        );
        expect(new Set(found).size).toBe(found.length);
        expect(found).not.toContain(listing.id);
        for (const other of found) {
          const row = byId.get(other)!;
          expect(row.status).toBe('available');
          expect(row.property_for).toBe(listing.property_for);
          expect(row.confirmed_ms).toBeGreaterThanOrEqual(since);
        }
      }
    }
    expect(index.similar(1, 6)).toEqual([]);
  });

  it('shows at least 3 like any listing when 3 others of its purpose can be shown', () => {
    // A villa alone of its type, its district and its price band, among three cheap rooms for
    // rent elsewhere and two flats for sale far dearer: the flats are what there is to show.
    const place = { state_id: 1, latitude: 10, longitude: 76, verified: false } as const;
    const base = {
      ...place,
      status: 'available' as const,
      ownership: 'management' as const,
      bathrooms: 2,
      area: 1000,
      cents: null,
      created_us: 1.7e15,
      confirmed_ms: 1.7e12,
      reduced_ms: null,
      ...NO_FACTS,
    };
    const lonely: SearchRow[] = [
      {
        ...base,
        id: 1,
        property_for: 'sell',
        property_type_id: 1,
        price: 42_000_000,
        bedrooms: 5,
        city_id: 1,
        district_id: 1,
      },
      {
        ...base,
        id: 2,
        property_for: 'sell',
        property_type_id: 2,
        price: 3_000_000,
        bedrooms: 2,
        city_id: 2,
        district_id: 2,
      },
      {
        ...base,
        id: 3,
        property_for: 'sell',
        property_type_id: 2,
        price: 5_000_000,
        bedrooms: 2,
        city_id: 2,
        district_id: 2,
      },
      {
        ...base,
        id: 4,
        property_for: 'rent',
        property_type_id: 1,
        price: 40_000,
        bedrooms: 1,
        city_id: 1,
        district_id: 1,
      },
      {
        ...base,
        id: 5,
        property_for: 'rent',
        property_type_id: 1,
        price: 42_000_000,
        bedrooms: 1,
        city_id: 1,
        district_id: 1,
      },
    ];
    const lonelyIndex = buildSearchIndex(lonely, TYPES);
    // Only two others for sale: both, nearest price first; never the rentals.
    expect(lonelyIndex.similar(1, 6)).toEqual([3, 2]);
    const withThird = buildSearchIndex(
      [...lonely, { ...lonely[1]!, id: 6, price: 900_000, status: 'sold' as const }],
      TYPES,
    );
    expect(withThird.similar(1, 6)).toEqual([3, 2]);
    const withFourth = buildSearchIndex(
      [...lonely, { ...lonely[1]!, id: 7, price: 900_000 }],
      TYPES,
    );
    expect(withFourth.similar(1, 6)).toEqual([3, 2, 7]);
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

  it('reads text matches kept as sorted ids (read by index) as it reads a set', () => {
    const random = seededRandom(52);
    for (let trial = 0; trial < 20; trial += 1) {
      // Some ids the index does not hold (listings added or deleted since) among them.
      const ids = rows.filter(() => random() < 0.3).map((row) => row.id);
      ids.push(-5, 987_654_321);
      const { criteria, options } = drawSearch(random);
      const worded = { ...criteria, keyword: 'word' };
      const categorized: SearchCriteria = {
        ...criteria,
        category: { typeNames: ['villa'], keywords: ['villa'] },
      };
      for (const [asked, text] of [
        [worded, (set: IdSet) => ({ keyword: set })],
        [categorized, (set: IdSet) => ({ untypedCategory: set })],
      ] as const) {
        const fromSet = index.search(asked, options, text(new Set(ids)));
        expect(index.search(asked, options, text(SortedIds.of(ids)))).toEqual(fromSet);
        expect(fromSet).toEqual(naive(rows, asked, options, text(new Set(ids))));
      }
    }
  });

  it('cuts by confirmation time at request time: any time of a day, one answer kept', () => {
    const day = 86_400_000;
    const options: SearchOptions = { sort: 'newest', limit: 1000, offset: 0 };
    const all = { statuses: 'all' } as const;
    const oldest = Math.min(...rows.map((row) => row.confirmed_ms));
    // Times between two listings' confirmations find the same listings, and one count key.
    for (const since of [oldest + 10 * day + 1, oldest + 10.5 * day, oldest + 11 * day]) {
      const found = index.search({ ...all, confirmedSince: since }, options);
      const expected = rows.filter((row) => row.confirmed_ms >= since);
      expect(found.count).toBe(expected.length);
      expect(new Set(found.ids)).toEqual(new Set(expected.map((row) => row.id)));
    }
    // A cut before every confirmation hides nothing.
    expect(index.count({ ...all, confirmedSince: oldest - day })).toBe(rows.length);
    expect(index.count({ ...all, confirmedSince: oldest + 1000 * day })).toBe(0);
    const due = rows.filter((row) => row.confirmed_ms < oldest + 20 * day);
    expect(index.count({ ...all, confirmedBefore: oldest + 20 * day })).toBe(due.length);
    expect(index.confirmedOf(rows[0]!.id)).toBe(rows[0]!.confirmed_ms);
    expect(index.confirmedOf(1)).toBeUndefined();
  });

  it('keeps only verified listings, and similar listings confirmed since the cut', () => {
    const verified = index.search(
      { statuses: 'all', verified: true },
      { sort: 'newest', limit: 1000, offset: 0 },
    );
    expect(verified.count).toBe(rows.filter((row) => row.verified).length);
    const since = 1.7e12 + 50 * 86_400_000;
    const byId = new Map(rows.map((row) => [row.id, row]));
    let seen = 0;
    for (const listing of rows) {
      for (const id of index.similar(listing.id, 6, since)) {
        expect(byId.get(id)!.confirmed_ms).toBeGreaterThanOrEqual(since);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('is empty for an empty catalogue', () => {
    const empty = buildSearchIndex([], TYPES);
    expect(empty.search({ statuses: 'all' }, { sort: 'newest', limit: 5, offset: 0 })).toEqual({
      ids: [],
      count: 0,
    });
  });
});

describe('nearest, walking out from the origin', () => {
  /**
   * Listings most of them in Kerala (ties at shared points, some on the strips' edges), the rest
   * anywhere: by the date line, near the poles, on the equator. Few filters, so the matches are
   * many and the walk out from the origin (not a measure of every match) finds the page.
   */
  function drawPlaces(count: number, random: () => number): { lat: number; lng: number }[] {
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const shared = Array.from({ length: 40 }, (_, i) =>
      // Some on a strip's edge (a hundredth of a degree).
      i % 4 === 0
        ? { lat: 8 + int(0, 400) / 100, lng: 74.8 + random() * 2.7 }
        : { lat: 8 + random() * 4.5, lng: 74.8 + random() * 2.7 },
    );
    const anywhere = (): { lat: number; lng: number } => {
      const kind = random();
      if (kind < 0.2) return { lat: -60 + random() * 120, lng: random() < 0.5 ? 179.999 : -180 };
      if (kind < 0.3) return { lat: 89 + random(), lng: -180 + random() * 360 };
      if (kind < 0.4) return { lat: -90 + random(), lng: -180 + random() * 360 };
      if (kind < 0.5) return { lat: 0, lng: -180 + random() * 360 };
      return { lat: -85 + random() * 170, lng: -180 + random() * 360 };
    };
    return Array.from({ length: count }, () => {
      const kind = random();
      // Ties: listings at the same point (points the same distance away on two sides would be
      // ordered by a difference in the last bits of their distances, haversine's or the index's).
      if (kind < 0.25) return shared[int(0, shared.length - 1)]!;
      if (kind < 0.8) return { lat: 8 + random() * 4.5, lng: 74.8 + random() * 2.7 };
      return anywhere();
    });
  }

  it('finds what measuring every row finds, wherever the listings and the origin are', () => {
    const random = seededRandom(2035);
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const pool = drawRows(2000, 21);
    const places = drawPlaces(6000, random);
    let placed = 0;
    // The north of Kerala is town 1: its listings are far from an origin in the south, where a
    // walk meets more rows than the town has matches and measures them instead.
    const placedAnew = (row: SearchRow): SearchRow => {
      const { lat, lng } = places[placed++ % places.length]!;
      return { ...row, latitude: lat, longitude: lng, city_id: lat > 11 && lat < 13 ? 1 : 2 };
    };
    const current = new Map(pool.map((row) => [row.id, placedAnew(row)]));
    const index = createSearchIndex(TYPES, { capacity: 100 });
    index.apply([...current.values()], []);
    let nextId = 10_000;
    let searched = 0;
    for (let batch = 0; batch < 12; batch += 1) {
      for (let i = 0; i < 80; i += 1) {
        const at = places[int(0, places.length - 1)]!;
        const origin =
          random() < 0.7
            ? { lat: at.lat, lng: at.lng }
            : { lat: -90 + random() * 180, lng: -180 + random() * 360 };
        // A map's box: around the origin (the walk), or anywhere (every match measured).
        const reach = random() * 3;
        const box =
          random() < 0.5 ? origin : { lat: 8 + random() * 4.5, lng: 74.8 + random() * 2.7 };
        const criteria: SearchCriteria = {
          statuses: random() < 0.5 ? 'all' : random() < 0.5 ? ['available'] : ['available', 'sold'],
          ...(random() < 0.3 ? { propertyFor: 'rent' as const } : {}),
          ...(random() < 0.3 ? { places: { cityIds: [1], districtIds: [], stateIds: [] } } : {}),
          ...(random() < 0.3
            ? {
                bounds: {
                  minLat: box.lat - reach,
                  maxLat: box.lat + reach * random(),
                  minLng: box.lng - reach * random(),
                  maxLng: box.lng + reach,
                },
              }
            : {}),
        };
        const options: SearchOptions = {
          sort: 'nearest',
          origin: { ...origin, earthRadiusKm: 6371 },
          limit: int(1, 24),
          offset: random() < 0.7 ? int(0, 10) : int(0, 200),
        };
        const rows = [...current.values()];
        const expected = naive(rows, criteria, options, {});
        const what = JSON.stringify({ batch, criteria, options });
        expect(index.search(criteria, options, {}), what).toEqual(expected);
        // Again, now counted: the walk tests each row it meets, with no marked matches.
        expect(index.search(criteria, options, {}), what).toEqual(expected);
        searched += 1;
      }
      // Listings moved (across the date line, to a pole, onto another's point), added, deleted.
      const ids = [...current.keys()];
      const changed: SearchRow[] = [];
      const removed: number[] = [];
      for (let write = int(1, 40); write > 0; write -= 1) {
        const kind = random();
        const listingId = ids[int(0, ids.length - 1)]!;
        const before = current.get(listingId);
        if (!before) continue;
        if (kind < 0.5) changed.push(placedAnew(before));
        else if (kind < 0.7)
          changed.push({ ...before, status: random() < 0.5 ? 'sold' : 'available' });
        else if (kind < 0.85) changed.push(placedAnew({ ...before, id: nextId++ }));
        else removed.push(listingId);
      }
      index.apply(changed, removed);
      for (const row of changed) current.set(row.id, row);
      for (const listingId of removed) current.delete(listingId);
    }
    expect(searched).toBe(12 * 80);
  });
});

describe('the search index, changed in place (issue 35)', () => {
  /**
   * Starts from part of a catalogue and applies batches of writes (rewritten listings, listings
   * hidden and shown again, price cuts, new ones, deleted ones). After every batch the index must
   * answer every drawn search, map and similar list exactly as an index built afresh from the rows
   * as they are now, and as testing every row does.
   */
  it("sorts each purpose by price when a change takes a price past the other purpose's", () => {
    // Rents of thousands, sale prices of millions: a price sort of one purpose reads its own
    // stretch of the price order. A change past the other purpose's prices must still be read.
    const rows = drawRows(400, 5).map((row) => ({
      ...row,
      status: 'available' as const,
      price: row.property_for === 'rent' ? row.price : row.price * 1000,
    }));
    const index = createSearchIndex(TYPES, { capacity: 400 });
    index.apply(rows, []);
    const criteria = (propertyFor: 'rent' | 'sell'): SearchCriteria => ({
      statuses: ['available'],
      propertyFor,
    });
    const pages = (sort: 'price-asc' | 'price-desc'): SearchOptions[] =>
      [0, 20, 380].map((offset) => ({ sort, limit: 20, offset }));
    const expectAsNaive = (current: SearchRow[]) => {
      for (const propertyFor of ['rent', 'sell'] as const) {
        for (const sort of ['price-asc', 'price-desc'] as const) {
          for (const options of pages(sort)) {
            const expected = naive(current, criteria(propertyFor), options, {});
            expect(index.search(criteria(propertyFor), options, {})).toEqual(expected);
          }
        }
      }
    };
    expectAsNaive(rows);
    const sale = rows.find((row) => row.property_for === 'sell')!;
    const rent = rows.find((row) => row.property_for === 'rent')!;
    // A sale cheaper than every rent, a rent dearer than every sale, a new sale at 1 rupee.
    const changed = [
      { ...sale, price: 10 },
      { ...rent, price: 900_000_000 },
      { ...sale, id: 9_999, price: 1 },
    ];
    index.apply(changed, []);
    const now = [...rows.filter((row) => row !== sale && row !== rent), ...changed];
    expectAsNaive(now);
    expect(index.search(criteria('sell'), pages('price-asc')[0]!, {}).ids.slice(0, 2)).toEqual([
      9_999,
      sale.id,
    ]);
    expect(index.search(criteria('rent'), pages('price-desc')[0]!, {}).ids[0]).toBe(rent.id);
  });

  it.each([
    ['its orders made as searches come', false],
    // As a server's build leaves it (properties.service.ts): every order and group made first,
    // so each batch mends all of them.
    ['prepared first', true],
  ])('answers after every batch as an index built afresh, for any search (%s)', (_, prepared) => {
    const random = seededRandom(35);
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const pool = drawRows(4000, 11);
    let drawn = 0;
    const fresh = (listingId: number): SearchRow => ({
      ...pool[drawn++ % pool.length]!,
      id: listingId,
    });
    const current = new Map(
      drawRows(600)
        .slice(0, 300)
        .map((row) => [row.id, row]),
    );
    // Room for the 300 only: the batches below make it grow.
    const index = createSearchIndex(TYPES, { capacity: 300 });
    index.apply([...current.values()], []);
    if (prepared) index.prepare();
    let nextId = 1600;
    /**
     * A keyword's matches as the service keeps them: a new set only when a batch moves a listing
     * in or out, read at the database's version, which may be ahead of the index's.
     */
    const matchesWord = (row: SearchRow) => row.bedrooms === 2 || row.price < 4000;
    let words: ReadonlySet<number> = new Set(
      [...current.values()].filter(matchesWord).map((row) => row.id),
    );
    const withWords = (criteria: SearchCriteria) => ({ ...criteria, keyword: 'word' });
    // An untyped category's text matches, kept by the index across batches: a listing in it
    // counts while it has no type, whatever the batches do to its type.
    const categoryWords: ReadonlySet<number> = new Set(
      Array.from({ length: 6000 }, (_, i) => i).filter((listingId) => listingId % 3 !== 0),
    );
    const inCategory = (criteria: SearchCriteria): SearchCriteria => ({
      ...criteria,
      category: { typeNames: ['house'], keywords: ['house'] },
    });
    type Asked = ReturnType<typeof drawSearch>;
    // The searches of the batch before, asked again after this one: what the index kept for
    // them stands only when no row the batch changed matched them, before or after.
    let askedBefore: Asked[] = [];
    for (let batch = 0; batch < 40; batch += 1) {
      // Searches before the batch make the orders and lists the batch must then mend.
      const asked: Asked[] = [
        ...askedBefore,
        ...Array.from({ length: 5 }, () => drawSearch(random)),
        {
          criteria: { statuses: ['available'], confirmedSince: 1.7e12 },
          options: { sort: 'reduced', limit: 5, offset: 0 },
          text: {},
        },
        {
          criteria: inCategory({ statuses: 'all' }),
          options: { sort: 'newest', limit: 5, offset: 0 },
          text: { untypedCategory: categoryWords },
        },
      ];
      for (const { criteria, options, text } of asked) {
        index.search(criteria, options, text);
        index.count(criteria, text);
        index.map(criteria, text);
      }
      const changed: SearchRow[] = [];
      const removed: number[] = [];
      const ids = [...current.keys()];
      for (let write = int(1, batch % 5 === 0 ? 60 : 8); write > 0; write -= 1) {
        const kind = random();
        const listingId = ids[int(0, ids.length - 1)]!;
        const before = current.get(listingId);
        if (kind < 0.25 && before) {
          // Hidden or shown again, sold, rented: only the status moves.
          changed.push({
            ...before,
            status: (['available', 'draft', 'sold', 'rented'] as const)[int(0, 3)]!,
          });
        } else if (kind < 0.4 && before) {
          // A price change, and when it is lower, a cut now.
          const price = int(1, 20) * 1000;
          changed.push({
            ...before,
            price,
            reduced_ms: price < before.price ? 1.7e12 + int(41, 60) * 86_400_000 : null,
          });
        } else if (kind < 0.45 && before) {
          // Given a type, or its type taken away.
          changed.push({
            ...before,
            property_type_id: before.property_type_id === null ? 1 : null,
          });
        } else if (kind < 0.6 && before) {
          // Rewritten whole: place, type, facts, confirmation; created_at kept.
          changed.push({ ...fresh(listingId), created_us: before.created_us });
        } else if (kind < 0.85) {
          changed.push(fresh((nextId += int(1, 3))));
        } else if (before) {
          removed.push(listingId);
        }
      }
      for (const row of changed) current.set(row.id, row);
      for (const listingId of removed) {
        current.delete(listingId);
      }
      // A listing both changed and deleted in one batch is deleted.
      const applied = changed.filter((row) => !removed.includes(row.id));
      const touched = [...applied.map((row) => row.id), ...removed];
      const wordsNow = new Set(words);
      for (const listingId of touched) {
        const row = current.get(listingId);
        if (row && matchesWord(row)) wordsNow.add(listingId);
        else wordsNow.delete(listingId);
      }
      if (touched.some((listingId) => wordsNow.has(listingId) !== words.has(listingId))) {
        words = wordsNow;
      }
      // The words read ahead of the index: a search in between (its answer is not checked).
      index.search(
        withWords({ statuses: 'all' }),
        { sort: 'newest', limit: 5, offset: 0 },
        {
          keyword: words,
        },
      );
      index.apply(applied, removed);
      const rows = [...current.values()].sort((a, b) => a.id - b.id);
      const rebuilt = buildSearchIndex(rows, TYPES);
      expect(index.stats().listings).toBe(rows.length);
      for (const { criteria, options, text } of asked) {
        const label = JSON.stringify({ batch, again: criteria, options });
        const found = index.search(criteria, options, text);
        expect(found, label).toEqual(naive(rows, criteria, options, text));
        expect(index.count(criteria, text), label).toBe(found.count);
        expect(index.map(criteria, text), label).toEqual(rebuilt.map(criteria, text));
      }
      askedBefore = [];
      for (let i = 0; i < 40; i += 1) {
        const drawn = drawSearch(random);
        if (i < 10) askedBefore.push(drawn);
        const { criteria, options, text } = drawn;
        const label = JSON.stringify({ batch, criteria, options });
        const found = index.search(criteria, options, text);
        expect(found, label).toEqual(naive(rows, criteria, options, text));
        expect(found, label).toEqual(rebuilt.search(criteria, options, text));
        expect(index.count(criteria, text), label).toBe(found.count);
        expect(index.map(criteria, text), label).toEqual(rebuilt.map(criteria, text));
        // The same search for the kept keyword's matches.
        const worded = { ...text, keyword: words };
        expect(index.search(withWords(criteria), options, worded), label).toEqual(
          naive(rows, withWords(criteria), options, worded),
        );
        // The same search in the kept untyped category.
        const categorized = { ...text, untypedCategory: categoryWords };
        expect(index.search(inCategory(criteria), options, categorized), label).toEqual(
          naive(rows, inCategory(criteria), options, categorized),
        );
      }
      for (let i = 0; i < 10; i += 1) {
        const listingId = rows[int(0, rows.length - 1)]!.id;
        expect(index.similar(listingId, 6), `similar to ${listingId}`).toEqual(
          rebuilt.similar(listingId, 6),
        );
        expect(index.statusOf(listingId)).toBe(current.get(listingId)!.status);
      }
      for (const listingId of removed) expect(index.statusOf(listingId)).toBeUndefined();
    }
    expect(index.stats().deletedRows).toBeGreaterThan(0);
  });

  it('tests kept searches on the columns as they are after a batch that makes the index grow', () => {
    // The kept searches' filters are made once and read the columns; a batch that grows the index
    // replaces the columns, and a row rewritten in it must be tested on its new values.
    const rows = drawRows(32, 3).map((row) => ({ ...row, status: 'available' as const }));
    const index = createSearchIndex(TYPES, { capacity: 32 });
    index.apply(rows, []);
    const cheapest = Math.min(...rows.map((row) => row.price));
    const criteria: SearchCriteria = { statuses: ['available'], maxPrice: cheapest - 1 };
    const options: SearchOptions = { sort: 'price-asc', limit: 5, offset: 0 };
    // Kept, and tested (with its filters made) by a batch that does not grow the index.
    expect(index.search(criteria, options, {}).count).toBe(0);
    const first = rows[0]!;
    index.apply([{ ...first, price: first.price + 1 }], []);
    expect(index.search(criteria, options, {}).count).toBe(0);
    // Now one listing under the bound, in a batch whose new listings take the index past its room.
    const cut = { ...rows[1]!, price: cheapest - 10 };
    const added = drawRows(80, 4).map((row, at) => ({ ...row, id: 10_000 + at, price: cheapest }));
    index.apply([cut, ...added], []);
    const now = [...rows.filter((row) => row.id !== cut.id && row.id !== first.id), cut, ...added];
    now.push({ ...first, price: first.price + 1 });
    now.sort((a, b) => a.id - b.id);
    const found = index.search(criteria, options, {});
    expect(found.ids).toEqual([cut.id]);
    expect(found).toEqual(naive(now, criteria, options, {}));
    expect(index.count(criteria, {})).toBe(1);
  });
});
