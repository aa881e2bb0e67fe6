import {
  FACINGS,
  type Facing,
  LAND_TYPES,
  type LandType,
  TENANT_PREFERENCES,
  type TenantPreference,
} from '../../../contract/listing-facts';
import type { MapCluster, MapMarker } from '../../../contract/map-markers';
import type { PropertyRow, SearchCriteria, SearchOptions } from './properties.repo';
import { sortRowsByKey } from './rows-by-key';

/**
 * Every listing's filter and sort columns in typed arrays, one per column (docs/decisions/010):
 * a search of any filter combination finds its count and its page in tight loops over a few of
 * these, well under a millisecond to 2 ms for 100,000 listings, where the database would read the
 * wide rows of every listing that might match. Built from the database for one catalogue version,
 * so it is exact for that version; the words of listings (keyword, untyped categories) are matched
 * by the database and arrive as a set of ids.
 */

/** One listing's searchable columns, as the repository reads them. */
export interface SearchRow {
  id: number;
  status: PropertyRow['status'];
  property_for: PropertyRow['propertyFor'];
  ownership: PropertyRow['ownership'];
  property_type_id: number | null;
  price: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  cents: number | null;
  city_id: number;
  district_id: number;
  state_id: number;
  latitude: number;
  longitude: number;
  /** created_at in microseconds since 1970: exact in a double, so ties order as in SQL. */
  created_us: number;
  /** confirmed_at in ms since 1970: the public's cut is applied per request (confirmedSince). */
  confirmed_ms: number;
  /** Whether a site visit is recorded. */
  verified: boolean;
  /**
   * When its latest price change was a cut (ms since 1970), whatever its age; null when it was
   * not. Whether the cut is recent is asked per request (reducedSince), as the time moves on.
   */
  reduced_ms: number | null;
  // The facts' filters (issue 34); null where the listing does not state them.
  security_deposit: number | null;
  /** available_from as days since 1970-01-01. */
  available_day: number | null;
  floor: number | null;
  road_width_ft: number | null;
  facing: Facing | null;
  tenant_preference: TenantPreference | null;
  land_type: LandType | null;
  has_rera: boolean;
}

/**
 * The facts a search picks by kind (facing, tenant preference, land type, K-RERA) packed into one
 * number per listing, so four filters cost one column of memory: each is a digit of its own base
 * (0 for none, else its place in the list plus 1), and a filter is the table of every packed
 * value whose digit it wants.
 */
const KIND_DIGITS = [
  { name: 'facing', base: FACINGS.length + 1 },
  { name: 'tenant', base: TENANT_PREFERENCES.length + 1 },
  { name: 'land', base: LAND_TYPES.length + 1 },
  { name: 'rera', base: 2 },
] as const;
type KindDigit = (typeof KIND_DIGITS)[number]['name'];
const KIND_VALUES = KIND_DIGITS.reduce((product, digit) => product * digit.base, 1);

function packKinds(digits: Record<KindDigit, number>): number {
  let packed = 0;
  for (let i = KIND_DIGITS.length - 1; i >= 0; i -= 1) {
    const { name, base } = KIND_DIGITS[i]!;
    packed = packed * base + digits[name];
  }
  return packed;
}

function kindDigit(packed: number, wanted: KindDigit): number {
  let rest = packed;
  for (const { name, base } of KIND_DIGITS) {
    if (name === wanted) return rest % base;
    rest = Math.floor(rest / base);
  }
  return 0;
}

/** Every packed value whose `digit` is one of `values` (codes: place in the list plus 1). */
function packedWith(digit: KindDigit, values: readonly number[]): number[] {
  const wanted = new Set(values);
  return Array.from({ length: KIND_VALUES }, (_, packed) => packed).filter((packed) =>
    wanted.has(kindDigit(packed, digit)),
  );
}

/** A value's code in its list: its place plus 1; 0 for none. */
function codeIn(list: readonly string[], value: string | null): number {
  return value === null ? 0 : list.indexOf(value) + 1;
}

const STATUS_CODES: Record<PropertyRow['status'], number> = {
  available: 0,
  draft: 1,
  sold: 2,
  rented: 3,
};

/** The status of a deleted listing's row: no search asks for it (SearchIndex.apply). */
const DELETED = 9;

const STATUS_NAMES = Object.fromEntries(
  Object.entries(STATUS_CODES).map(([name, code]) => [code, name]),
) as Record<number, PropertyRow['status']>;

export interface IndexSearch {
  /** The ids of the page, in order. */
  ids: number[];
  /** Listings the criteria match. */
  count: number;
}

/** Listing ids: a Set, or the ids the service keeps sorted (SortedIds). */
export interface IdSet extends Iterable<number> {
  has(id: number): boolean;
  readonly size: number;
  /**
   * The ids as an array, when the set holds them in one (SortedIds): read by index, as going
   * through an iterator is some eight times slower (about 0.1 s for a million ids).
   */
  asArray?(): ArrayLike<number>;
}

/** Ids matched by the database's text search, for the filters that read listings' words. */
export interface TextMatches {
  /** Listings whose title, description or town contains the keyword. */
  keyword?: IdSet;
  /** Listings without a type whose words name the category. */
  untypedCategory?: IdSet;
}

type MapPoint = MapMarker;
/** Listings close together: where they are on average, and their area, to zoom to part them. */
type MapGroup = MapCluster;

/** A search's listings on the map: each one, or past `MAX_MAP_POINTS` groups of them. */
export interface MapAnswer {
  count: number;
  points: MapPoint[];
  groups: MapGroup[];
}

export interface SearchIndex {
  search(criteria: SearchCriteria, options: SearchOptions, text?: TextMatches): IndexSearch;
  count(criteria: SearchCriteria, text?: TextMatches): number;
  /** Every listing the criteria match, as points on the map, or grouped when there are many. */
  map(criteria: SearchCriteria, text?: TextMatches): MapAnswer;
  /**
   * Up to `limit` available listings like the one with this id (never itself, always of its
   * purpose): its type and price band nearest first, widened step by step (its district, then
   * its price band in Kerala) and, while fewer than SIMILAR_AT_LEAST are found, the nearest
   * prices of its purpose. Empty when the id is not in the index.
   */
  similar(id: number, limit: number, confirmedSince?: number): number[];
  /** The status of the listing with this id, or undefined when there is none. */
  statusOf(id: number): PropertyRow['status'] | undefined;
  /** When the listing with this id was last confirmed (ms since 1970), or undefined. */
  confirmedOf(id: number): number | undefined;
  /**
   * Applies listings new or changed since the index was made, and listings deleted, in place
   * (issue 35): a write costs milliseconds, not a rebuild. `changed` holds each listing's row as
   * the database has it now.
   */
  apply(changed: readonly SearchRow[], removed: readonly number[]): void;
  /**
   * Makes now what the first searches would otherwise make as they come: the sort orders, the
   * similar listings' groups and the range columns' bands (at a million listings about 0.2 s
   * each, which a search would have held every request for). A build calls it before the index
   * serves, so no visitor's request pays for it.
   */
  prepare(): void;
  /**
   * Adds listings new to the index, in id order, before any search or change: how a build reads
   * the catalogue, a chunk at a time. The orders are sorted once: by prepare, or at first use.
   */
  load(rows: readonly SearchRow[]): void;
  /** Listings held, and rows of deleted ones still taking room until the index is made again. */
  stats(): { listings: number; deletedRows: number };
}

/** The most listings the map gets one by one; past it they come in groups (MAP_GRID). */
export const MAX_MAP_POINTS = 2_000;
/** Groups are cells of a grid this many cells wide and high over the area searched. */
const MAP_GRID = 24;
/** A similar listing's price is within this share of the listing's, either way. */
export const SIMILAR_PRICE_SHARE = 0.3;
/** A listing's page shows at least this many like it whenever as many others of its purpose exist. */
export const SIMILAR_AT_LEAST = 3;

export function buildSearchIndex(
  rows: readonly SearchRow[],
  types: readonly { id: number; name: string }[],
  /** Tests lower it to reach the deep-page path with a small catalogue. */
  nearestHeapMax = NEAREST_HEAP_MAX,
): SearchIndex {
  const index = createSearchIndex(types, { nearestHeapMax, capacity: rows.length });
  index.load([...rows].sort((a, b) => a.id - b.id));
  return index;
}

/**
 * An empty index that listings are applied to (SearchIndex.apply): all at once when it is built,
 * then the few a write changes (issue 35). The rows of `apply` come in id order, so a row's number
 * grows with its id, as in a fresh build: every order and list below then comes out the same
 * whether the index was built at once or changed step by step.
 */
export function createSearchIndex(
  types: readonly { id: number; name: string }[],
  { nearestHeapMax = NEAREST_HEAP_MAX, capacity: firstCapacity = 0 } = {},
): SearchIndex {
  const typeIdsByName = new Map(types.map((type) => [type.name.toLowerCase(), type.id]));
  /** Rows in use, deleted ones included (status DELETED, matched by no search). */
  let size = 0;
  /** Rows the columns have room for (a whole number of 32-bit words of bits); they grow when full. */
  let capacity = wholeWords(Math.max(32, firstCapacity));
  /** Rows of deleted listings: the status filter must then be on even for 'all'. */
  let deletedRows = 0;
  let id = new Int32Array(capacity);
  // Every column a Float64Array: the filter loops below then see one array type and stay fast.
  let status = new Float64Array(capacity);
  let isForRent = new Float64Array(capacity);
  let isDirectOwner = new Float64Array(capacity);
  /** 0: no type. */
  let typeId = new Float64Array(capacity);
  let price = new Float64Array(capacity);
  let bedrooms = new Float64Array(capacity);
  let bathrooms = new Float64Array(capacity);
  let area = new Float64Array(capacity);
  /** NaN: no cents. */
  let cents = new Float64Array(capacity);
  let cityId = new Float64Array(capacity);
  let districtId = new Float64Array(capacity);
  let stateId = new Float64Array(capacity);
  let createdUs = new Float64Array(capacity);
  let confirmedMs = new Float64Array(capacity);
  let isVerified = new Float64Array(capacity);
  /** -Infinity: the latest price change was no cut (below any window; last in `reduced`). */
  let reducedMs = new Float64Array(capacity);
  let latitude = new Float64Array(capacity);
  let longitude = new Float64Array(capacity);
  // The facts (issue 34), each missing value placed where no bound of its filter reaches it:
  // a deposit above every maximum, a floor below the ground, a date and a road before any.
  let deposit = new Float64Array(capacity);
  let availableDay = new Float64Array(capacity);
  let floor = new Float64Array(capacity);
  let roadWidth = new Float64Array(capacity);
  /** Facing, tenant preference, land type and K-RERA, packed (packKinds). */
  let kinds = new Float64Array(capacity);
  // Each listing as a point on the unit sphere: the straight-line distance between two points
  // grows with their great-circle distance, so it orders by distance at a few multiplications.
  let x = new Float64Array(capacity);
  let y = new Float64Array(capacity);
  let z = new Float64Array(capacity);
  /**
   * The matches of the last search: a row matches while its mark equals `stamp`. A new search
   * takes the next stamp, so no search clears the marks of the one before.
   */
  let marks = new Uint32Array(capacity);
  let stamp = 0;
  const nextStamp = (): number => {
    if (stamp === 0xffffffff) {
      marks.fill(0);
      stamp = 0;
    }
    return (stamp += 1);
  };
  /** The rows still matching while a search narrows them, filter by filter. */
  let candidates = new Int32Array(capacity);
  /**
   * The matches of the last search as bits (row r is bit r % 32 of word r / 32): a row's test is
   * one read of 125 KB at a million listings, which stays in the processor's cache.
   */
  let matchBits = new Uint32Array(capacity >>> 5);
  /** No listing: the matches of a keyword the database found nowhere. */
  let noBits = new Uint32Array(capacity >>> 5);
  /** A union of kept bits, made for one search (bitsAtHand). */
  let unionBits = new Uint32Array(capacity >>> 5);
  const rowOfId = createRowsById();

  function grow(needed: number): void {
    if (needed <= capacity) return;
    // An eighth more: at a million listings, 125,000 new ones before the next copy, and 30 MB of
    // room rather than the 100 MB half as much again would hold.
    capacity = wholeWords(Math.max(needed, capacity + Math.ceil(capacity / 8) + 1024));
    const wider = (column: Float64Array) => {
      const next = new Float64Array(capacity);
      next.set(column);
      return next;
    };
    const ids = new Int32Array(capacity);
    ids.set(id);
    id = ids;
    status = wider(status);
    isForRent = wider(isForRent);
    isDirectOwner = wider(isDirectOwner);
    typeId = wider(typeId);
    price = wider(price);
    bedrooms = wider(bedrooms);
    bathrooms = wider(bathrooms);
    area = wider(area);
    cents = wider(cents);
    cityId = wider(cityId);
    districtId = wider(districtId);
    stateId = wider(stateId);
    createdUs = wider(createdUs);
    confirmedMs = wider(confirmedMs);
    isVerified = wider(isVerified);
    reducedMs = wider(reducedMs);
    latitude = wider(latitude);
    longitude = wider(longitude);
    deposit = wider(deposit);
    availableDay = wider(availableDay);
    floor = wider(floor);
    roadWidth = wider(roadWidth);
    kinds = wider(kinds);
    x = wider(x);
    y = wider(y);
    z = wider(z);
    marks = new Uint32Array(capacity);
    stamp = 0;
    candidates = new Int32Array(capacity);
    matchBits = new Uint32Array(capacity >>> 5);
    noBits = new Uint32Array(capacity >>> 5);
    unionBits = new Uint32Array(capacity >>> 5);
    bandsMade.clear();
    distanceBuffers = undefined;
    // Keyed by the columns just replaced: made again when a search asks.
    postingsMade.clear();
    bitsOfSets.any.clear();
    bitsOfSets.untyped.clear();
    filterBits.clear();
    rowsOfSet = new WeakMap();
    // The kept searches' filters hold the columns too (filtersFound).
    for (const found of foundCriteria.values()) if (found) found.filters = undefined;
  }

  /**
   * The lowest and highest price of each purpose (0 for sale, 1 for rent) any row has had: rents
   * and sale prices hardly meet, so a price sort of one purpose reads its stretch of the price
   * order, not the other purpose's half first. Only ever widened (a price changed or a listing
   * gone leaves them wider than they need be, never narrower than the rows), exact after a build.
   */
  const priceSpan: { lowest: number; highest: number }[] = [
    { lowest: Infinity, highest: -Infinity },
    { lowest: Infinity, highest: -Infinity },
  ];

  function writeRow(i: number, row: SearchRow): void {
    [x[i], y[i], z[i]] = unitVector(row.latitude, row.longitude);
    id[i] = row.id;
    status[i] = STATUS_CODES[row.status];
    isForRent[i] = row.property_for === 'rent' ? 1 : 0;
    const span = priceSpan[isForRent[i]!]!;
    span.lowest = Math.min(span.lowest, row.price);
    span.highest = Math.max(span.highest, row.price);
    isDirectOwner[i] = row.ownership === 'direct_owner' ? 1 : 0;
    typeId[i] = row.property_type_id ?? 0;
    price[i] = row.price;
    bedrooms[i] = row.bedrooms;
    bathrooms[i] = row.bathrooms;
    area[i] = row.area;
    cents[i] = row.cents ?? Number.NaN;
    cityId[i] = row.city_id;
    districtId[i] = row.district_id;
    stateId[i] = row.state_id;
    createdUs[i] = row.created_us;
    confirmedMs[i] = row.confirmed_ms;
    isVerified[i] = row.verified ? 1 : 0;
    reducedMs[i] = row.reduced_ms ?? -Infinity;
    latitude[i] = row.latitude;
    longitude[i] = row.longitude;
    deposit[i] = row.security_deposit ?? Infinity;
    availableDay[i] = row.available_day ?? -Infinity;
    floor[i] = row.floor ?? -1;
    roadWidth[i] = row.road_width_ft ?? -Infinity;
    kinds[i] = packKinds({
      facing: codeIn(FACINGS, row.facing),
      tenant: codeIn(TENANT_PREFERENCES, row.tenant_preference),
      land: codeIn(LAND_TYPES, row.land_type),
      rera: row.has_rera ? 1 : 0,
    });
  }

  // The orders an index walks, as SQL orders them, every tie broken by id: newest (created_at
  // desc, id desc), price (price asc, id asc; read backwards for price-desc), south to north (the
  // listings of a map's area are among one stretch of it), and two made by prepare or the first
  // search that asks: the latest price cut, and the oldest confirmation.
  const byNewest = (a: number, b: number) => createdUs[b]! - createdUs[a]! || id[b]! - id[a]!;
  const byPrice = (a: number, b: number) => price[a]! - price[b]! || id[a]! - id[b]!;
  const bySouth = (a: number, b: number) => latitude[a]! - latitude[b]! || id[a]! - id[b]!;
  // Strip by strip of latitude, west to east in each (walkOutwards).
  const stripOf = (row: number) => Math.floor(latitude[row]! * STRIPS_PER_DEGREE);
  const byStripEastward = (a: number, b: number) =>
    stripOf(a) - stripOf(b) || longitude[a]! - longitude[b]! || id[a]! - id[b]!;
  // The latest cut first, then the listings whose latest change was no cut, newest first. It
  // orders by the cut's time, not by whether it is recent, so time passing never changes it.
  // Two listings never cut give -Infinity - -Infinity, NaN: a tie.
  const byLatestCut = (a: number, b: number) =>
    reducedMs[b]! - reducedMs[a]! || 0 || createdUs[b]! - createdUs[a]! || id[b]! - id[a]!;
  const byConfirmed = (a: number, b: number) =>
    confirmedMs[a]! - confirmedMs[b]! || id[a]! - id[b]!;
  /** Every row, in row order: the first `size` of an array with room for `capacity` (mended). */
  const positions = () => {
    const all = new Int32Array(capacity);
    for (let row = 0; row < size; row += 1) all[row] = row;
    return all.subarray(0, size);
  };
  /**
   * Every row in one of the orders above, made by keys rather than by its comparator (which
   * stays, for mending it): by id, rising or falling, then by each key column from the last to
   * the first, each sort keeping the order of the rows it finds equal.
   */
  const sortedRows = (idFalling: boolean, ...keys: [column: Float64Array, falling: boolean][]) => {
    const rows = positions();
    sortRowsByKey(rows, id, idFalling);
    for (let at = keys.length - 1; at >= 0; at -= 1) sortRowsByKey(rows, ...keys[at]!);
    return rows;
  };
  type Compare = (a: number, b: number) => number;
  let newest: Int32Array = new Int32Array(0);
  let cheapest: Int32Array = new Int32Array(0);
  let southmost: Int32Array = new Int32Array(0);
  let eastward: Int32Array = new Int32Array(0);
  let latestCutMade: Int32Array | undefined;
  const latestCut = () =>
    (latestCutMade ??= sortedRows(true, [reducedMs, true], [createdUs, true]));
  let confirmedOrderMade: Int32Array | undefined;
  const confirmedOrder = () => (confirmedOrderMade ??= sortedRows(false, [confirmedMs, false]));

  /**
   * Applies listings new or changed (in id order) and listings deleted, in place: each changed
   * row is written over its old one, a new one goes at the end, a deleted one stays as a row no
   * search matches. Every order is mended by one merge, every list of a value's rows patched;
   * what was found for earlier searches is dropped when a changed row matched the search before
   * or after the change, or the search had text matches. Milliseconds for a few listings at a
   * million.
   */
  function apply(changedRows: readonly SearchRow[], removedIds: readonly number[]): void {
    ensureOrders();
    const changed = [...new Map(changedRows.map((row) => [row.id, row])).values()].sort(
      (a, b) => a.id - b.id,
    );
    // Rows written over (with their sort keys before) and rows added at the end.
    const rewritten: number[] = [];
    const added: SearchRow[] = [];
    for (const row of changed) {
      const at = rowOfId.get(row.id);
      if (at === undefined) added.push(row);
      else rewritten.push(at);
    }
    const removed = [...new Set(removedIds)].flatMap((listingId) => rowOfId.get(listingId) ?? []);
    // What was found for a search a row matched as it was, or matches now, is found again.
    const stale = new Set<string>();
    addFoundMatching(stale, [...rewritten, ...removed]);
    grow(size + added.length);
    const before = (column: Float64Array) => rewritten.map((row) => column[row]!);
    // The columns the orders are sorted by, and their values in the rows written over.
    const sortKeyColumns = [createdUs, price, latitude, longitude, reducedMs, confirmedMs];
    const sortKeysBefore = sortKeyColumns.map(before);
    const [
      createdBefore,
      priceBefore,
      latitudeBefore,
      longitudeBefore,
      reducedBefore,
      confirmedBefore,
    ] = sortKeysBefore as [number[], number[], number[], number[], number[], number[]];
    const postingsBefore = [...postingsMade.keys()].map(before);
    const groupsBefore = similarGroupsMade && [...rewritten, ...removed].map(similarKeysOf);
    const byId = new Map(changed.map((row) => [row.id, row]));
    for (const row of rewritten) writeRow(row, byId.get(id[row]!)!);
    for (const row of removed) {
      status[row] = DELETED;
      rowOfId.delete(id[row]!);
      deletedRows += 1;
    }
    const firstAdded = size;
    for (const row of added) {
      writeRow(size, row);
      rowOfId.set(row.id, size);
      size += 1;
    }
    const addedRows = Array.from({ length: size - firstAdded }, (_, i) => firstAdded + i);
    /** The rows written over whose key in an order moved: they leave their place for another. */
    const moved = (keys: Float64Array[], was: number[][]) =>
      rewritten.filter((row, i) => keys.some((column, k) => !Object.is(column[row], was[k]![i])));
    /**
     * Runs `find` with the sort keys of the rows written over as they were before this change: an
     * order is sorted by those, so a binary search finds where such a row stands in it.
     */
    const asBefore = <T>(find: () => T): T => {
      const swap = () =>
        sortKeyColumns.forEach((column, k) => {
          const was = sortKeysBefore[k]!;
          rewritten.forEach((row, i) => {
            const now = column[row]!;
            column[row] = was[i]!;
            was[i] = now;
          });
        });
      swap();
      try {
        return find();
      } finally {
        swap();
      }
    };
    const leavingNewest = moved([createdUs], [createdBefore]);
    const leavingCheapest = moved([price], [priceBefore]);
    const leavingSouth = moved([latitude], [latitudeBefore]);
    const leavingEast = moved([latitude, longitude], [latitudeBefore, longitudeBefore]);
    const leavingCut = latestCutMade
      ? moved([reducedMs, createdUs], [reducedBefore, createdBefore])
      : [];
    const leavingConfirmed = confirmedOrderMade ? moved([confirmedMs], [confirmedBefore]) : [];
    const [atNewest, atCheapest, atSouth, atEast, atCut, atConfirmed] = asBefore(() => [
      positionsIn(newest, leavingNewest, byNewest),
      positionsIn(cheapest, leavingCheapest, byPrice),
      positionsIn(southmost, leavingSouth, bySouth),
      positionsIn(eastward, leavingEast, byStripEastward),
      latestCutMade ? positionsIn(latestCutMade, leavingCut, byLatestCut) : [],
      confirmedOrderMade ? positionsIn(confirmedOrderMade, leavingConfirmed, byConfirmed) : [],
    ]);
    const reorder = (order: Int32Array, leaving: number[], at: number[], compare: Compare) =>
      mended(order, at, [...leaving, ...addedRows], compare);
    newest = reorder(newest, leavingNewest, atNewest, byNewest);
    cheapest = reorder(cheapest, leavingCheapest, atCheapest, byPrice);
    southmost = reorder(southmost, leavingSouth, atSouth, bySouth);
    eastward = reorder(eastward, leavingEast, atEast, byStripEastward);
    if (latestCutMade) latestCutMade = reorder(latestCutMade, leavingCut, atCut, byLatestCut);
    if (confirmedOrderMade) {
      confirmedOrderMade = reorder(confirmedOrderMade, leavingConfirmed, atConfirmed, byConfirmed);
    }
    [...postingsMade.entries()].forEach(([column, postings], c) =>
      patchPostings(column, postings, rewritten, postingsBefore[c]!, addedRows),
    );
    if (similarGroupsMade && groupsBefore) {
      patchSimilarGroups(
        similarGroupsMade,
        [...rewritten, ...removed],
        groupsBefore,
        addedRows,
        asBefore,
      );
    }
    const touched = [...rewritten, ...removed, ...addedRows];
    for (const [column, bands] of bandsMade) {
      for (const row of touched) setBands(bands, column, row);
    }
    // A kept filter's bits are its test on each row: the rows touched are tested again.
    for (const kept of filterBits.values()) {
      for (const row of touched) {
        if (passesOne(kept.filter, row)) kept.bits[row >>> 5]! |= 1 << (row & 31);
        else kept.bits[row >>> 5]! &= ~(1 << (row & 31));
      }
    }
    // A row's type may have changed: the untyped bits are its test again (a row added since
    // they were made is taken in when they are next asked for).
    for (const [ids, entry] of bitsOfSets.untyped) {
      for (const row of touched) {
        if (row >= entry.upTo) continue;
        if (isUntypedMatch(row, ids)) entry.bits[row >>> 5]! |= 1 << (row & 31);
        else entry.bits[row >>> 5]! &= ~(1 << (row & 31));
      }
    }
    addFoundMatching(stale, [...rewritten, ...addedRows]);
    forgetFoundFor(stale);
  }

  /**
   * Adds to `stale` the searches whose answers are kept (counts, pages, maps) that one of `rows`
   * passes as the columns are now, and those found with text matches (a change may be in a
   * listing's words). A search no changed row passed before or after the change matches the
   * same rows as before, and their sort keys are untouched: its count, pages and map stand.
   */
  function addFoundMatching(stale: Set<string>, rows: readonly number[]): void {
    for (const [key, found] of foundCriteria) {
      if (stale.has(key)) continue;
      if (found === null) stale.add(key);
      else if (rows.length > 0) {
        const filters = filtersFound(found);
        if (rows.some((row) => passes(filters, row))) stale.add(key);
      }
    }
  }

  /** Drops what was found for these searches, and forgets the searches no longer kept. */
  function forgetFoundFor(stale: ReadonlySet<string>): void {
    for (const key of stale) {
      counts.delete(key);
      maps.delete(key);
    }
    for (const [pageKey, page] of pages) if (stale.has(page.key)) pages.delete(pageKey);
    const live = new Set([...counts.keys(), ...maps.keys()]);
    for (const page of pages.values()) live.add(page.key);
    for (const key of foundCriteria.keys()) if (!live.has(key)) foundCriteria.delete(key);
  }

  /** Whether `row` holds an untyped listing of `ids` (an untyped category's text matches). */
  function isUntypedMatch(row: number, ids: IdSet): boolean {
    const listingId = id[row]!;
    return typeId[row] === 0 && rowOfId.get(listingId) === row && ids.has(listingId);
  }

  /**
   * Drops what was found for the listings as they were. The bits and rows made of a set of text
   * matches stay: a set is never changed (a change to the matches is a new set) and a row keeps
   * its number; a row added since they were made may be in the set (read at a newer version than
   * the index's), and they take such rows in when next asked for (rowsAfter). Those of the untyped
   * listings are tested again on the rows a change touched (apply), as a listing may have been
   * given a type or had it taken away.
   */
  function forgetFound(): void {
    counts.clear();
    pages.clear();
    maps.clear();
    foundCriteria.clear();
  }

  /**
   * Adds listings new to the index, in id order, without placing them in the orders yet: the
   * build reads the catalogue in chunks, and the orders are sorted once when it is done, at the
   * first search or change (ensureOrders).
   */
  function load(rows: readonly SearchRow[]): void {
    grow(size + rows.length);
    filterBits.clear();
    bandsMade.clear();
    for (const row of rows) {
      writeRow(size, row);
      rowOfId.set(row.id, size);
      size += 1;
    }
    ordersBehind = true;
  }

  /** Whether rows were loaded since the orders were sorted. */
  let ordersBehind = false;

  function ensureOrders(): void {
    if (!ordersBehind) return;
    ordersBehind = false;
    newest = sortedRows(true, [createdUs, true]);
    cheapest = sortedRows(false, [price, false]);
    southmost = sortedRows(false, [latitude, false]);
    const strips = new Float64Array(size);
    for (let row = 0; row < size; row += 1) strips[row] = stripOf(row);
    eastward = sortedRows(false, [strips, false], [longitude, false]);
    latestCutMade = undefined;
    confirmedOrderMade = undefined;
    similarGroupsMade = undefined;
    postingsMade.clear();
    forgetFound();
  }

  /**
   * Where each of `rows` stands in `order`, sorted by `compare`, in rising order: a binary search
   * a row, so a change costs a few steps in an order of a million rows, not a pass over it (a pass
   * a change held the event loop for a tenth of a second at a million listings, several times a
   * write). `compare` must see the keys the order was sorted by: apply puts back, meanwhile, those
   * of the rows it wrote over (asBefore). A row that is not where its keys say (never, while the
   * orders are mended as they must be) is looked for row by row; one not in the order is left out.
   */
  function positionsIn(order: Int32Array, rows: readonly number[], compare: Compare): number[] {
    const found = new Set<number>();
    for (const row of rows) {
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(order[middle]!, row) < 0) low = middle + 1;
        else high = middle;
      }
      const at = order[low] === row ? low : order.indexOf(row);
      if (at >= 0) found.add(at);
    }
    return [...found].sort((a, b) => a - b);
  }

  /**
   * An order (a view of the first rows of a longer array) with the rows at positions `leavingAt`
   * (rising, positionsIn) taken out and the `arriving` rows put where `compare` places them, in
   * place: the stretches between the rows taken out move down, then a merge from the back, a
   * binary search for each row placed. A batch of changes then leaves no 4 MB copy of each order
   * behind for the garbage collector (at a million listings), and the process does not grow with
   * the write rate. A new array, with room to `capacity`, only when the rows added outgrow the old
   * one.
   */
  function mended(
    order: Int32Array,
    leavingAt: readonly number[],
    arriving: readonly number[],
    compare: Compare,
    /** The length of a new array for `needed` rows: an order's room is the index's. */
    roomFor: (needed: number) => number = (needed) => Math.max(capacity, needed),
  ): Int32Array {
    if (leavingAt.length === 0 && arriving.length === 0) return order;
    let all = new Int32Array(
      order.buffer,
      order.byteOffset,
      order.buffer.byteLength / 4 - order.byteOffset / 4,
    );
    if (all.length < order.length + arriving.length) {
      all = new Int32Array(roomFor(order.length + arriving.length));
      all.set(order);
    }
    let count = order.length;
    if (leavingAt.length > 0) {
      let to = leavingAt[0]!;
      leavingAt.forEach((at, j) => {
        const until = leavingAt[j + 1] ?? order.length;
        all.copyWithin(to, at + 1, until);
        to += until - at - 1;
      });
      count = to;
    }
    const placed = Int32Array.from(arriving).sort(compare);
    let end = count + placed.length;
    let kept = count;
    for (let j = placed.length - 1; j >= 0; j -= 1) {
      const row = placed[j]!;
      // The first kept row that comes after this one: the rows from it on move to the end.
      let low = 0;
      let high = kept;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(all[middle]!, row) < 0) low = middle + 1;
        else high = middle;
      }
      all.copyWithin(end - (kept - low), low, kept);
      end -= kept - low;
      all[--end] = row;
      kept = low;
    }
    return all.subarray(0, count + placed.length);
  }

  /**
   * The similar listings' groups a row is in (similarGroups): its type's and its purpose's, and
   * its type's in its town and in its district, when it is available; none otherwise.
   */
  function similarKeysOf(row: number): SimilarKey[] {
    if (status[row] !== STATUS_CODES.available) return [];
    const kind = typeId[row]!;
    const purpose = isForRent[row]!;
    return [
      similarKey.ofType(kind, purpose),
      similarKey.ofPurpose(purpose),
      similarKey.inTown(cityId[row]!, kind, purpose),
      similarKey.inDistrict(districtId[row]!, kind, purpose),
    ];
  }

  /** Moves each changed row out of the groups it was in and into those it is in now. */
  function patchSimilarGroups(
    groups: Map<SimilarKey, Int32Array>,
    changedRows: number[],
    keysBefore: SimilarKey[][],
    addedRows: number[],
    asBefore: <T>(find: () => T) => T,
  ): void {
    const leaving = new Map<SimilarKey, number[]>();
    const arriving = new Map<SimilarKey, number[]>();
    changedRows.forEach((row, i) => {
      for (const key of keysBefore[i]!) addRow(leaving, key, row);
      for (const key of similarKeysOf(row)) addRow(arriving, key, row);
    });
    for (const row of addedRows) for (const key of similarKeysOf(row)) addRow(arriving, key, row);
    moveRows(groups, leaving, arriving, byPrice, asBefore);
  }

  /**
   * Each list of `lists` with its `leaving` rows taken out and its `arriving` rows put in, in
   * place (mended, with an eighth of room); a list left empty goes.
   */
  function moveRows<Key>(
    lists: Map<Key, Int32Array>,
    leaving: Map<Key, number[]>,
    arriving: Map<Key, number[]>,
    compare: Compare,
    /** Runs a search of the lists with the keys they were sorted by (asBefore in apply). */
    asBefore: <T>(find: () => T) => T = (find) => find(),
  ): void {
    const leavingAt = asBefore(
      () =>
        new Map(
          [...leaving].map(([key, rows]) => [
            key,
            positionsIn(lists.get(key) ?? NO_ROWS, rows, compare),
          ]),
        ),
    );
    for (const key of new Set([...leaving.keys(), ...arriving.keys()])) {
      const list = mended(
        lists.get(key) ?? NO_ROWS,
        leavingAt.get(key) ?? [],
        arriving.get(key) ?? [],
        compare,
        withRoom,
      );
      if (list.length === 0) lists.delete(key);
      else lists.set(key, list);
    }
  }

  /** A new list's length: an eighth more than it needs, so that the next changes fit in it. */
  const withRoom = (needed: number) => needed + (needed >>> 3) + 64;
  const byRow = (a: number, b: number) => a - b;

  /** Moves each changed row to the list of its value now (lists stay in row order), in place. */
  function patchPostings(
    column: Float64Array,
    postings: Map<number, Int32Array>,
    rewritten: number[],
    before: number[],
    addedRows: number[],
  ): void {
    const leaving = new Map<number, number[]>();
    const joining = new Map<number, number[]>();
    rewritten.forEach((row, i) => {
      const was = before[i]!;
      const now = column[row]!;
      if (Object.is(was, now)) return;
      addRow(leaving, was, row);
      addRow(joining, now, row);
    });
    for (const row of addedRows) addRow(joining, column[row]!, row);
    moveRows(postings, leaving, joining, byRow);
  }

  /**
   * The criteria with their confirmation times moved to the listings' own (the first confirmed
   * at or after each): the same matches, and one key for every request of a day, whatever time
   * it asks with. A cut that keeps every listing is dropped: no filter to run.
   */
  function normalized(criteria: SearchCriteria): SearchCriteria {
    const result = normalizedConfirmations(criteria);
    const { reducedSince } = result;
    if (reducedSince === undefined) return result;
    // The price cut's window, moved to the time of the earliest cut at or after it (the cuts lead
    // latestCut, latest first): one key for every request of a day, as for confirmations.
    const order = latestCut();
    const past = firstOf(order, reducedMs, (value) => !(value >= reducedSince));
    return { ...result, reducedSince: past > 0 ? reducedMs[order[past - 1]!]! : Infinity };
  }

  function normalizedConfirmations(criteria: SearchCriteria): SearchCriteria {
    const { confirmedSince, confirmedBefore } = criteria;
    if (confirmedSince === undefined && confirmedBefore === undefined) return criteria;
    const order = confirmedOrder();
    const firstAtOrAfter = (time: number) => {
      const at = firstOf(order, confirmedMs, (value) => value >= time);
      return { at, value: at < size ? confirmedMs[order[at]!]! : Infinity };
    };
    const result: SearchCriteria = { ...criteria };
    delete result.confirmedSince;
    delete result.confirmedBefore;
    if (confirmedSince !== undefined) {
      const { at, value } = firstAtOrAfter(confirmedSince);
      if (at > 0) result.confirmedSince = value;
    }
    if (confirmedBefore !== undefined) {
      result.confirmedBefore = firstAtOrAfter(confirmedBefore).value;
    }
    return result;
  }

  /**
   * The bits made of sets of text matches, the latest used last: a few are kept, not one per set
   * alive, as a set may now live for many versions. `upTo`: the rows there were when they were
   * made or last brought up to date (rowsAfter).
   */
  const bitsOfSets: Record<'any' | 'untyped', Map<IdSet, { bits: Uint32Array; upTo: number }>> = {
    any: new Map(),
    untyped: new Map(),
  };

  /**
   * The rows added since `upTo` whose listing is in `ids`: a set read at a newer version than the
   * index's may hold a listing that had no row when its bits or rows were made. A test a new row,
   * where making them again read every id of the set (a million for a common word).
   */
  function rowsAfter(upTo: number, ids: IdSet): number[] {
    const found: number[] = [];
    for (let row = upTo; row < size; row += 1) {
      const listingId = id[row]!;
      if (rowOfId.get(listingId) === row && ids.has(listingId)) found.push(row);
    }
    return found;
  }

  /**
   * A set of ids as bits: 1 for the listings in it, or only for those without a type
   * (`untyped`). Made once per set while it is among the SETS_KEPT used last, and brought up to
   * date with the rows added since.
   */
  function bitsOf(ids: IdSet | undefined, which: keyof typeof bitsOfSets = 'any'): Uint32Array {
    if (!ids) return noBits;
    const made = bitsOfSets[which];
    let entry = made.get(ids);
    const isWanted = (row: number) => which === 'any' || typeId[row] === 0;
    if (!entry) {
      const bits = new Uint32Array(capacity >>> 5);
      const list = idsOf(ids);
      for (let i = 0; i < list.length; i += 1) {
        const row = rowOfId.get(list[i]!);
        if (row !== undefined && isWanted(row)) bits[row >>> 5]! |= 1 << (row & 31);
      }
      entry = { bits, upTo: size };
    } else if (entry.upTo < size) {
      for (const row of rowsAfter(entry.upTo, ids)) {
        if (isWanted(row)) entry.bits[row >>> 5]! |= 1 << (row & 31);
      }
      entry.upTo = size;
    }
    made.delete(ids);
    made.set(ids, entry);
    for (const oldest of made.keys()) {
      if (made.size <= SETS_KEPT) break;
      made.delete(oldest);
    }
    return entry.bits;
  }

  /**
   * The rows of each value of a column, in row order, made as the index is prepared (or the first
   * time a search asks, in an index never prepared: a test's) by a counting sort: one pass to
   * count, one to place. A filter on a place, a type or a room count then starts from its own few
   * rows instead of every listing.
   */
  const postingsMade = new Map<Float64Array, Map<number, Int32Array>>();
  const postingsOf = (() => {
    const made = postingsMade;
    return (column: Float64Array): Map<number, Int32Array> => {
      let postings = made.get(column);
      if (postings) return postings;
      const counts = new Map<number, number>();
      for (let row = 0; row < size; row += 1) {
        const value = column[row]!;
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      postings = new Map([...counts].map(([value, count]) => [value, new Int32Array(count)]));
      const filled = new Map<number, number>();
      for (let row = 0; row < size; row += 1) {
        const value = column[row]!;
        const at = filled.get(value) ?? 0;
        postings.get(value)![at] = row;
        filled.set(value, at + 1);
      }
      made.set(column, postings);
      return postings;
    };
  })();
  /** Columns whose postings (postingsOf) a search may start from (read now: growing replaces them). */
  const listedColumns = () => [typeId, cityId, districtId, stateId, bedrooms, bathrooms];
  const listed = {
    has: (column: Float64Array) => listedColumns().some((listedColumn) => listedColumn === column),
  };
  /**
   * The name of a column whose filters' bits are worth keeping (keptBits): its values are few,
   * or its filters' bounds are (the confirmation and price-cut windows, moved to the listings'
   * own times by normalized). Not the towns: a few hundred, each with few listings, whose rows
   * their postings name.
   */
  function fewValuedName(column: Float64Array): string | undefined {
    if (column === status) return 'status';
    if (column === isForRent) return 'rent';
    if (column === isDirectOwner) return 'owner';
    if (column === typeId) return 'type';
    if (column === bedrooms) return 'bedrooms';
    if (column === bathrooms) return 'bathrooms';
    if (column === districtId) return 'district';
    if (column === stateId) return 'state';
    if (column === isVerified) return 'verified';
    if (column === kinds) return 'kinds';
    if (column === confirmedMs) return 'confirmed';
    if (column === reducedMs) return 'reduced';
    return undefined;
  }
  let rowsOfSet = new WeakMap<IdSet, { rows: Int32Array; upTo: number }>();
  const NO_ROWS = new Int32Array(0);

  /** The rows of the listings in a set of ids (keyword matches), made once per set. */
  function rowsOf(ids: IdSet): Int32Array {
    let entry = rowsOfSet.get(ids);
    if (!entry) {
      const list = idsOf(ids);
      const found = new Int32Array(list.length);
      let rows = 0;
      for (let i = 0; i < list.length; i += 1) {
        const row = rowOfId.get(list[i]!);
        if (row !== undefined) found[rows++] = row;
      }
      entry = { rows: rows === found.length ? found : found.slice(0, rows), upTo: size };
      rowsOfSet.set(ids, entry);
    } else if (entry.upTo < size) {
      // Rows added since: after every row before them, so the rows stay in row order.
      const more = rowsAfter(entry.upTo, ids);
      if (more.length > 0) {
        const rows = new Int32Array(entry.rows.length + more.length);
        rows.set(entry.rows);
        rows.set(more, entry.rows.length);
        entry.rows = rows;
      }
      entry.upTo = size;
    }
    return entry.rows;
  }

  /**
   * The filters of a search as tests on columns: the one statement of what each filter means,
   * run either over the candidates (markMatches) or on the few rows a short walk visits (passes).
   * The ones likely to keep few rows come first: a place, a type, a keyword; the status last.
   */
  function filtersOf(criteria: SearchCriteria, text: TextMatches = {}): Filter[] {
    const filters: Filter[] = [];
    /** The key of a test's kept bits (filterBits), when its column has few values. */
    const keepAs = (column: Float64Array, test: string) => {
      const name = fewValuedName(column);
      return name === undefined ? {} : { keep: `${name} ${test}` };
    };
    const equal = (column: Float64Array, value: number) =>
      filters.push({
        kind: 'equal',
        column,
        value,
        ...keepAs(column, `= ${value}`),
        ...(listed.has(column) ? { rows: () => [postingsOf(column).get(value) ?? NO_ROWS] } : {}),
      });
    const atLeast = (column: Float64Array, value: number) =>
      filters.push({ kind: 'atLeast', column, value, ...keepAs(column, `>= ${value}`) });
    const atMost = (column: Float64Array, value: number) =>
      filters.push({ kind: 'atMost', column, value, ...keepAs(column, `<= ${value}`) });
    /** Values, or groups of values that are one choice (a facing among the packed kinds). */
    const anyOf = (pairs: [Float64Array, readonly (number | readonly number[])[]][]) => {
      const wanted = pairs.filter(([, values]) => values.length > 0);
      const isListed = wanted.every(([column]) => listed.has(column));
      // Each choice's bits are kept apart, and a search takes their union: the facings ne and
      // sw share the bits of ne with every search for ne.
      const parts = wanted.flatMap(([column, choices]) =>
        choices.map((choice): Filter => {
          const values = [choice].flat();
          const keep = keepAs(column, values.length === 1 ? `= ${values[0]}` : `in ${values}`);
          const rows = listed.has(column)
            ? { rows: () => values.map((value) => postingsOf(column).get(value) ?? NO_ROWS) }
            : {};
          return {
            kind: 'anyOf',
            pairs: [{ column, table: lookupTable(values) }],
            ...keep,
            ...rows,
          };
        }),
      );
      filters.push({
        kind: 'anyOf',
        pairs: wanted.map(([column, values]) => ({ column, table: lookupTable(values.flat()) })),
        ...(parts.every((part) => part.keep || part.rows) ? { parts } : {}),
        ...(isListed
          ? {
              rows: () =>
                wanted.flatMap(([column, values]) =>
                  values.flat().map((value) => postingsOf(column).get(value) ?? NO_ROWS),
                ),
            }
          : {}),
      });
    };
    if (criteria.places) {
      const { cityIds, districtIds, stateIds } = criteria.places;
      anyOf([
        [cityId, cityIds],
        [districtId, districtIds],
        [stateId, stateIds],
      ]);
    }
    if (criteria.propertyTypeId !== undefined) equal(typeId, criteria.propertyTypeId);
    if (criteria.category && criteria.category.typeNames.length > 0) {
      const wanted = criteria.category.typeNames.flatMap((name) => typeIdsByName.get(name) ?? []);
      // A typed listing by its type; an untyped one if the database found the words in it.
      const untyped = text.untypedCategory;
      const untypedBits = bitsOf(untyped, 'untyped');
      filters.push({
        kind: 'anyOf',
        pairs: [{ column: typeId, table: lookupTable(wanted) }],
        bits: untypedBits,
        parts: [
          ...wanted.map((value): Filter => ({
            kind: 'equal',
            column: typeId,
            value,
            keep: `type = ${value}`,
          })),
          { kind: 'bits', bits: untypedBits },
        ],
        rows: () => [
          ...wanted.map((value) => postingsOf(typeId).get(value) ?? NO_ROWS),
          // Rows of any type in the set: the test above keeps only the untyped ones.
          untyped ? rowsOf(untyped) : NO_ROWS,
        ],
      });
    }
    if (criteria.keyword !== undefined) {
      const matches = text.keyword;
      filters.push({
        kind: 'bits',
        bits: bitsOf(matches),
        rows: () => [matches ? rowsOf(matches) : NO_ROWS],
      });
    }
    if (criteria.bounds) {
      const { minLat, maxLat, minLng, maxLng } = criteria.bounds;
      filters.push({
        kind: 'atLeast',
        column: latitude,
        value: minLat,
        rows: () => {
          const first = firstOf(southmost, latitude, (at) => at >= minLat);
          const last = firstOf(southmost, latitude, (at) => at > maxLat);
          return [southmost.subarray(first, Math.max(first, last))];
        },
      });
      atMost(latitude, maxLat);
      atLeast(longitude, minLng);
      atMost(longitude, maxLng);
    }
    for (const [column, filter] of [
      [bedrooms, criteria.bedrooms],
      [bathrooms, criteria.bathrooms],
    ] as const) {
      if (filter) (filter.atLeast ? atLeast : equal)(column, filter.count);
    }
    const { minPrice, maxPrice } = criteria;
    // The listings priced within both bounds are one stretch of the price order.
    const pricedWithin = () => {
      const first = minPrice === undefined ? 0 : firstPriced((at) => at >= minPrice);
      const last = maxPrice === undefined ? size : firstPriced((at) => at > maxPrice);
      return [cheapest.subarray(first, Math.max(first, last))];
    };
    // The stretch serves both bounds: it goes with the first, so it is found once.
    if (minPrice !== undefined) {
      filters.push({ kind: 'atLeast', column: price, value: minPrice, rows: pricedWithin });
    }
    if (maxPrice !== undefined) {
      const rows = minPrice === undefined ? { rows: pricedWithin } : {};
      filters.push({ kind: 'atMost', column: price, value: maxPrice, ...rows });
    }
    if (criteria.minArea !== undefined) atLeast(area, criteria.minArea);
    if (criteria.maxArea !== undefined) atMost(area, criteria.maxArea);
    // Cents are only checked where the listing has them (product.md section 5): a listing
    // without cents holds NaN, which no bound test removes.
    if (criteria.minCents !== undefined) atLeast(cents, criteria.minCents);
    if (criteria.maxCents !== undefined) atMost(cents, criteria.maxCents);
    if (criteria.verified) equal(isVerified, 1);
    if (criteria.reducedSince !== undefined) atLeast(reducedMs, criteria.reducedSince);
    factFilters(criteria, { equal, atLeast, atMost, anyOf });
    if (criteria.confirmedBefore !== undefined) {
      const value = criteria.confirmedBefore;
      filters.push({ kind: 'below', column: confirmedMs, value, keep: `confirmed < ${value}` });
    }
    if (criteria.propertyFor) equal(isForRent, criteria.propertyFor === 'rent' ? 1 : 0);
    if (criteria.ownership) equal(isDirectOwner, criteria.ownership === 'direct_owner' ? 1 : 0);
    // Nearly every listing passes: the last test but the status's.
    if (criteria.confirmedSince !== undefined) atLeast(confirmedMs, criteria.confirmedSince);
    // Every status but a deleted listing's, when some are deleted.
    const codes =
      criteria.statuses === 'all'
        ? deletedRows > 0
          ? Object.values(STATUS_CODES)
          : []
        : criteria.statuses.map((name) => STATUS_CODES[name]);
    if (codes.length === 1) equal(status, codes[0] ?? -1);
    else if (codes.length > 1) anyOf([[status, codes]]);
    return filters;
  }

  /** The facts' filters (issue 34); see SearchCriteria for what each means. */
  function factFilters(
    criteria: SearchCriteria,
    tests: Record<'equal' | 'atLeast' | 'atMost', (column: Float64Array, value: number) => void> & {
      anyOf: (pairs: [Float64Array, readonly (number | readonly number[])[]][]) => void;
    },
  ): void {
    if (criteria.maxDeposit !== undefined) tests.atMost(deposit, criteria.maxDeposit);
    if (criteria.availableByDay !== undefined) tests.atMost(availableDay, criteria.availableByDay);
    // A listing without a floor holds -1: the ground floor's bound keeps it out of any range.
    if (criteria.minFloor !== undefined || criteria.maxFloor !== undefined) {
      tests.atLeast(floor, Math.max(0, criteria.minFloor ?? 0));
    }
    if (criteria.maxFloor !== undefined) tests.atMost(floor, criteria.maxFloor);
    if (criteria.minRoadWidth !== undefined) tests.atLeast(roadWidth, criteria.minRoadWidth);
    const byKind = (digit: KindDigit, list: readonly string[], values: readonly string[]) =>
      tests.anyOf([[kinds, values.map((value) => packedWith(digit, [codeIn(list, value)]))]]);
    if (criteria.facings) byKind('facing', FACINGS, criteria.facings);
    if (criteria.tenantPreferences) {
      byKind('tenant', TENANT_PREFERENCES, criteria.tenantPreferences);
    }
    if (criteria.landTypes) byKind('land', LAND_TYPES, criteria.landTypes);
    // One choice, as many packed values as there are of the other kinds.
    if (criteria.rera) tests.anyOf([[kinds, [packedWith('rera', [1])]]]);
  }

  /**
   * Finds the listings that pass every filter, as `matchBits`, and answers how many do. When a
   * filter names few rows (postings of a town, a type or a room count, a keyword's matches, the
   * price stretch), they are tested filter by filter. Otherwise the bits start as the AND of the
   * kept bits of the filters on columns of few values (status, purpose, type, place, rooms,
   * facts' kinds, keywords: words of 32 listings at a time), and each other filter (a price, an
   * area, a map's box) tests only the rows still in: word by word while many are, bit by bit
   * when few are, or from its own rows when they are fewer. The bits are valid until the next
   * call: searches run synchronously, one at a time, so one set of buffers serves them all.
   */
  function markMatches(filters: Filter[]): number {
    const words = (size + 31) >>> 5;
    const few = fewestRows(filters, size * FEW_ROWS_SHARE);
    if (few) {
      let left = candidatesFrom(few);
      for (const filter of filters) {
        if (left === 0) break;
        left = narrowList(candidates, left, filter);
      }
      matchBits.fill(0);
      for (let i = 0; i < left; i += 1) {
        const row = candidates[i]!;
        matchBits[row >>> 5]! |= 1 << (row & 31);
      }
      return left;
    }
    let started = false;
    const others: Filter[] = [];
    for (const filter of filters) {
      const bits = bitsAtHand(filter);
      if (!bits) others.push(filter);
      else if (!started) {
        matchBits.set(bits);
        started = true;
      } else andInto(matchBits, bits, words);
    }
    if (!started) everyRow(matchBits, size);
    let count = countBits(matchBits, words);
    for (const filter of others) {
      if (count === 0) break;
      const lists = filter.rows?.();
      const listedRows = lists ? lists.reduce((sum, rows) => sum + rows.length, 0) : Infinity;
      const bands = count > size * BANDS_SHARE ? bandsFor(filter) : undefined;
      if (lists && listedRows < count / 4) count = keepListed(lists, words);
      else if (bands && filter.kind !== 'anyOf' && filter.kind !== 'bits') {
        count = narrowBanded(matchBits, words, filter, bands);
      } else if (count > size * DENSE_SHARE) count = narrowWords(matchBits, words, filter);
      else count = narrowBits(matchBits, words, filter);
    }
    return count;
  }

  /**
   * The bands of a column of many values (a price, an area, a date, a place on the map): up to
   * BANDS bounds drawn from its values, and for each bound the bits of the rows below it (NaN in
   * none; the last, every row with a value). A range filter then takes the rows of the bands
   * wholly in its range word by word, and tests only the rows of the band its bound falls in:
   * about 1 row in BANDS instead of every row. Those are told apart by their steps within the
   * band (`steps`, a byte a row), and only the rows of the bound's own step (about 1 in 256 of
   * them) are read in the column: at a million listings the column is 8 MB, and a read of a row
   * far from the last is a cache miss, where the bytes are 1 MB. Made as the index is prepared
   * (or the first time a search asks, after the index grew), mended by every change (apply).
   */
  const bandsMade = new Map<Float64Array, Bands>();
  /** The columns range filters read through bands. */
  const bandedColumns = () => [
    price,
    area,
    cents,
    deposit,
    availableDay,
    floor,
    roadWidth,
    latitude,
    longitude,
  ];
  function bandsFor(filter: Filter): Bands | undefined {
    if (filter.kind === 'anyOf' || filter.kind === 'bits') return undefined;
    const { column } = filter;
    return bandedColumns().some((one) => one === column) ? bandsOf(column) : undefined;
  }
  function bandsOf(column: Float64Array): Bands {
    let bands = bandsMade.get(column);
    if (bands) return bands;
    // Bounds from a sample of the values: at most BANDS, each a value of the column, rising.
    const thresholds = cutsOf(sortedSample(column, size, BAND_SAMPLE), BANDS + 1);
    // Each band's steps from a larger sample: up to STEPS - 1 of its values, rising.
    const inBand: number[][] = Array.from({ length: thresholds.length + 1 }, () => []);
    for (const value of sortedSample(column, size, STEP_SAMPLE)) {
      inBand[bandOf(thresholds, value)]!.push(value);
    }
    const stepBounds = inBand.map((values) => cutsOf(values, STEPS));
    bands = {
      thresholds,
      below: Array.from({ length: thresholds.length + 1 }, () => new Uint32Array(capacity >>> 5)),
      stepBounds,
      steps: new Uint8Array(capacity),
    };
    for (let row = 0; row < size; row += 1) setBands(bands, column, row);
    bandsMade.set(column, bands);
    return bands;
  }

  /**
   * Puts the row in the bits of every bound its value is below (none for NaN), and notes its step
   * within its band.
   */
  function setBands(
    { thresholds, below, stepBounds, steps }: Bands,
    column: Float64Array,
    row: number,
  ): void {
    const value = column[row]!;
    const band = Number.isNaN(value) ? below.length : bandOf(thresholds, value);
    steps[row] = band < stepBounds.length ? bandOf(stepBounds[band]!, value) : 0;
    const word = row >>> 5;
    const bit = 1 << (row & 31);
    for (let k = 0; k < below.length; k += 1) {
      if (k >= band) below[k]![word]! |= bit;
      else below[k]![word]! &= ~bit;
    }
  }

  /** A filter's bits when they are kept or at hand (as a union of its parts' when it has them). */
  function bitsAtHand(filter: Filter): Uint32Array | null {
    if (filter.kind === 'bits') return filter.bits;
    if (filter.keep) return keptBits(filter.keep, filter);
    if (!filter.parts) return null;
    const { parts } = filter;
    if (parts.length === 1 && parts[0]!.keep) return bitsAtHand(parts[0]!);
    const words = (size + 31) >>> 5;
    unionBits.fill(0);
    for (const part of parts) {
      if (part.kind === 'bits' || part.keep) orInto(unionBits, bitsAtHand(part)!, words);
      else {
        // A town's rows, from its postings: towns are too many to keep bits for each.
        for (const rows of part.rows?.() ?? []) {
          for (let i = 0; i < rows.length; i += 1) {
            const row = rows[i]!;
            unionBits[row >>> 5]! |= 1 << (row & 31);
          }
        }
      }
    }
    return unionBits;
  }

  /** Whether row is among the last search's matches (markMatches). */
  const isMatched = (row: number) => ((matchBits[row >>> 5]! >>> (row & 31)) & 1) === 1;

  /** Keeps in matchBits only the rows of `lists` among them, and answers how many. */
  function keepListed(lists: Int32Array[], words: number): number {
    let left = 0;
    for (const rows of lists) {
      for (let i = 0; i < rows.length; i += 1) {
        const row = rows[i]!;
        if (isMatched(row)) candidates[left++] = row;
      }
    }
    matchBits.fill(0, 0, words);
    let count = 0;
    for (let i = 0; i < left; i += 1) {
      const row = candidates[i]!;
      const bit = 1 << (row & 31);
      if ((matchBits[row >>> 5]! & bit) === 0) count += 1;
      matchBits[row >>> 5]! |= bit;
    }
    return count;
  }

  /** Fills `candidates` with the last search's matches in row order, and answers how many. */
  function listMatches(): number {
    let count = 0;
    const words = (size + 31) >>> 5;
    for (let w = 0; w < words; w += 1) {
      let word = matchBits[w]!;
      while (word !== 0) {
        const low = word & -word;
        candidates[count++] = (w << 5) | (31 - Math.clz32(low));
        word ^= low;
      }
    }
    return count;
  }

  /**
   * The bits of a filter on a column of few values, over every listing: made by one pass the
   * first time a search asks, kept while among the BITS_KEPT used last, and mended by every
   * change (apply).
   */
  const filterBits = new Map<string, { filter: Filter; bits: Uint32Array }>();
  function keptBits(key: string, filter: Filter): Uint32Array {
    const kept = filterBits.get(key);
    filterBits.delete(key);
    if (kept) {
      filterBits.set(key, kept);
      return kept.bits;
    }
    const bits = new Uint32Array(capacity >>> 5);
    everyRow(bits, size);
    narrowWords(bits, (size + 31) >>> 5, filter);
    filterBits.set(key, { filter, bits });
    for (const oldest of filterBits.keys()) {
      if (filterBits.size <= BITS_KEPT) break;
      filterBits.delete(oldest);
    }
    return bits;
  }

  /** The filter's rows when they are fewer than `fewerThan` (as lists whose union they are). */
  function fewestRows(filters: Filter[], fewerThan: number): Int32Array[] | undefined {
    let fewest: Int32Array[] | undefined;
    let fewestCount = fewerThan;
    for (const filter of filters) {
      if (!filter.rows) continue;
      const lists = filter.rows();
      const count = lists.reduce((sum, rows) => sum + rows.length, 0);
      if (count < fewestCount) {
        fewest = lists;
        fewestCount = count;
      }
    }
    return fewest;
  }

  /** Fills `candidates` with the union of `lists` and answers how many. */
  function candidatesFrom(lists: Int32Array[]): number {
    if (lists.length === 1) {
      candidates.set(lists[0]!);
      return lists[0]!.length;
    }
    // Several lists (a town and its district, two types): a row in more than one counts once.
    const seen = nextStamp();
    let left = 0;
    for (const rows of lists) {
      for (let i = 0; i < rows.length; i += 1) {
        const row = rows[i]!;
        if (marks[row] === seen) continue;
        marks[row] = seen;
        candidates[left++] = row;
      }
    }
    return left;
  }

  /** How many listings each recent search matched, so that its next page can stop early. */
  const counts = new Map<string, number>();
  /** The pages found lately, with their search's key (countKey). */
  const pages = new Map<string, { key: string; found: IndexSearch }>();
  /** The map answers found lately. */
  const maps = new Map<string, MapAnswer>();
  /**
   * The criteria of each search (countKey) whose count, pages or map are kept, for apply to tell
   * which a change can move; null for one found with text matches, which every change drops.
   */
  const foundCriteria = new Map<string, FoundSearch | null>();
  function noteFound(key: string, criteria: SearchCriteria, text: TextMatches | undefined): void {
    const hasText = text?.keyword !== undefined || text?.untypedCategory !== undefined;
    if (hasText) foundCriteria.set(key, null);
    else if (!foundCriteria.get(key)) foundCriteria.set(key, { criteria });
  }
  /**
   * A kept search's filters, made once until grow replaces the columns they read: making them
   * costs some 20 us, and every batch of changes tests each of up to thousands of kept searches.
   */
  function filtersFound(found: FoundSearch): Filter[] {
    found.filters ??= filtersOf(found.criteria);
    return found.filters;
  }

  /** The squared straight-line distance of each listing from the origin, on the unit sphere. */
  function chordsFrom(origin: { lat: number; lng: number }): (row: number) => number {
    const [x0, y0, z0] = unitVector(origin.lat, origin.lng);
    return (row) => {
      const dx = x[row]! - x0;
      const dy = y[row]! - y0;
      const dz = z[row]! - z0;
      return dx * dx + dy * dy + dz * dz;
    };
  }

  /**
   * Nearest: the page by (distance, id) among the marked listings. Distances are compared as
   * squared chords; the ones at or under the page's last distance are sorted exactly.
   */
  let distanceBuffers: { chords: Float64Array; selecting: Float64Array } | undefined;

  function pageByDistance(
    origin: NonNullable<SearchOptions['origin']>,
    count: number,
    offset: number,
    limit: number,
  ): number[] {
    const end = Math.min(offset + limit, count);
    if (offset >= end) return [];
    const chordTo = chordsFrom(origin);
    // Buffers of the index's size, made once: a deep page of 90,000 matches would otherwise
    // leave 2 MB for the garbage collector on every request.
    if (distanceBuffers && distanceBuffers.chords.length < size) distanceBuffers = undefined;
    distanceBuffers ??= {
      chords: new Float64Array(size),
      selecting: new Float64Array(size),
    };
    const { chords } = distanceBuffers;
    const found = listMatches();
    const rowsFound = candidates;
    for (let i = 0; i < found; i += 1) chords[i] = chordTo(rowsFound[i]!);
    // Only the page's band of distances is sorted: the rows from the page's first distance to
    // its last. Those nearer than the band come before it whatever their order, so counting
    // them tells where the band starts; rows at the band's first distance sort by id inside it.
    const selecting = distanceBuffers.selecting.subarray(0, found);
    selecting.set(chords.subarray(0, found));
    const firstChord = nthSmallest(selecting, offset);
    // The selection leaves every value after `offset` at or above it: the last is looked for
    // among those only (a deep page's few, not every match again).
    const lastChord =
      end - 1 === offset
        ? firstChord
        : nthSmallest(selecting.subarray(offset + 1), end - 2 - offset);
    let nearer = 0;
    const band: number[] = [];
    for (let i = 0; i < found; i += 1) {
      const chord = chords[i]!;
      if (chord < firstChord) nearer += 1;
      else if (chord <= lastChord) band.push(i);
    }
    band.sort((a, b) => chords[a]! - chords[b]! || id[rowsFound[a]!]! - id[rowsFound[b]!]!);
    return band.slice(offset - nearer, end - nearer).map((i) => id[rowsFound[i]!]!);
  }

  /**
   * Nearest for the first pages: the offset + limit nearest matches kept in a heap (farthest on
   * top), the rows visited outwards from the origin until none left can be nearer, or the marked
   * matches measured one by one. A row is measured first and tested only when it is nearer than
   * the farthest kept. Null past NEAREST_HEAP_MAX (pageByDistance sorts instead), and when a walk
   * meets more rows than there are matches (they are far from the origin) with no matches marked
   * to measure instead.
   */
  function nearestByHeap(
    origin: NonNullable<SearchOptions['origin']>,
    count: number,
    offset: number,
    limit: number,
    isMatch: (row: number) => boolean,
    /**
     * 'walk': out from the origin, testing rows with isMatch; 'walk or marked': the same, and the
     * last search's matches (matchBits) measured when the walk goes too far; 'marked': those only.
     */
    way: 'walk' | 'walk or marked' | 'marked',
  ): number[] | null {
    const wanted = Math.min(offset + limit, count);
    if (offset >= wanted) return [];
    if (wanted > nearestHeapMax) return null;
    const chordTo = chordsFrom(origin);
    const heapChord = new Float64Array(wanted);
    const heapRow = new Int32Array(wanted);
    let kept = 0;
    /** Whether entry a is farther than entry b (by chord, then id). */
    const farther = (chordA: number, rowA: number, chordB: number, rowB: number) =>
      chordA > chordB || (chordA === chordB && id[rowA]! > id[rowB]!);
    const swap = (a: number, b: number) => {
      const chord = heapChord[a]!;
      const row = heapRow[a]!;
      heapChord[a] = heapChord[b]!;
      heapRow[a] = heapRow[b]!;
      heapChord[b] = chord;
      heapRow[b] = row;
    };
    const consider = (row: number) => {
      const chord = chordTo(row);
      if (kept === wanted && !farther(heapChord[0]!, heapRow[0]!, chord, row)) return;
      if (!isMatch(row)) return;
      if (kept < wanted) {
        // Add at the bottom, then up while farther than its parent.
        let at = kept;
        heapChord[at] = chord;
        heapRow[at] = row;
        kept += 1;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!farther(heapChord[at]!, heapRow[at]!, heapChord[parent]!, heapRow[parent]!)) break;
          swap(at, parent);
          at = parent;
        }
      } else {
        // Replace the farthest, then down while a child is farther.
        heapChord[0] = chord;
        heapRow[0] = row;
        let at = 0;
        for (;;) {
          const left = 2 * at + 1;
          const right = left + 1;
          let top = at;
          if (
            left < kept &&
            farther(heapChord[left]!, heapRow[left]!, heapChord[top]!, heapRow[top]!)
          )
            top = left;
          if (
            right < kept &&
            farther(heapChord[right]!, heapRow[right]!, heapChord[top]!, heapRow[top]!)
          )
            top = right;
          if (top === at) break;
          swap(at, top);
          at = top;
        }
      }
    };
    // Outwards from the origin until the kept are all nearer than any row not visited; measuring
    // the matches costs about `count` rows, so a walk that meets more is given up.
    const walked =
      way !== 'marked' &&
      walkOutwards(origin, consider, () => (kept === wanted ? heapChord[0]! : Infinity), count);
    if (!walked) {
      if (way === 'walk') return null;
      // Few, or all in one area (a map's box, a town) that may be far from the origin.
      kept = 0;
      const marked = listMatches();
      for (let i = 0; i < marked; i += 1) consider(candidates[i]!);
    }
    const order = Array.from({ length: kept }, (_, i) => i).sort((a, b) =>
      farther(heapChord[a]!, heapRow[a]!, heapChord[b]!, heapRow[b]!) ? 1 : -1,
    );
    return order.slice(offset, wanted).map((i) => id[heapRow[i]!]!);
  }

  /**
   * Visits rows outwards from the origin, the area around it first, each once, until `farthest`
   * (the squared chord past which a row no longer counts) is under the floor of every row not yet
   * visited, or every row is visited. The rows are read in the eastward order: the origin's
   * strip of latitude and those north and south of it are opened as the walk's reach grows, and
   * in each open strip two cursors move west and east from the origin's longitude (round the
   * date line if they must). A row's squared chord is 4 sin²(Δlat/2) + 4 cos(lat₀) cos(lat)
   * sin²(Δlng/2): a strip not opened is at least its gap in latitude away, and a row an open
   * strip's cursors have not reached at least the walk's longitudes away. At a million listings
   * a page of nearest visits a few thousand rows where a walk along the latitudes alone visited
   * every row of the band, all longitudes, out to the page's farthest (docs/performance.md).
   * False, and given up, once it has visited more than `budget` rows.
   */
  function walkOutwards(
    origin: { lat: number; lng: number },
    visit: (row: number) => void,
    farthest: () => number,
    budget: number,
  ): boolean {
    const count = eastward.length;
    if (count === 0) return true;
    let visited = 0;
    const radians = Math.PI / 180;
    const cosOrigin = Math.cos(origin.lat * radians);
    const originStrip = Math.floor(origin.lat * STRIPS_PER_DEGREE);
    const southStrip = stripOf(eastward[0]!);
    const northStrip = stripOf(eastward[count - 1]!);
    /** Where a strip starts in the eastward order (the end of the one before). */
    const startOf = (strip: number) => {
      let low = 0;
      let high = count;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (stripOf(eastward[middle]!) < strip) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    /** An open strip: its stretch, the next row west and east, and how many are left. */
    interface Open {
      start: number;
      end: number;
      west: number;
      east: number;
      left: number;
      /** The cosine of its latitude farthest from the equator. */
      cos: number;
    }
    const open: Open[] = [];
    const openStrip = (strip: number) => {
      const start = startOf(strip);
      const end = startOf(strip + 1);
      if (start === end) return;
      let low = start;
      let high = end;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (longitude[eastward[middle]!]! < origin.lng) low = middle + 1;
        else high = middle;
      }
      const edge = Math.max(Math.abs(strip), Math.abs(strip + 1)) / STRIPS_PER_DEGREE;
      const cos = Math.cos(Math.min(90, edge) * radians);
      open.push({ start, end, west: low - 1, east: low, left: end - start, cos });
    };
    /** How far (radians of latitude) a strip's nearest edge is from the origin. */
    const gapTo = (strip: number) =>
      (strip > originStrip
        ? strip / STRIPS_PER_DEGREE - origin.lat
        : origin.lat - (strip + 1) / STRIPS_PER_DEGREE) * radians;
    /** Degrees east (0 to 360) from the origin's longitude to a row's, and west. */
    const eastOf = (row: number) => (((longitude[row]! - origin.lng) % 360) + 360) % 360;
    const westOf = (row: number) => (((origin.lng - longitude[row]!) % 360) + 360) % 360;
    // A hair under each floor: the chords are computed by another road (x, y, z).
    const floorOf = (half: number) => 4 * half * half * (1 - 1e-7) - 1e-15;
    let north = Math.max(originStrip, southStrip);
    let south = Math.min(originStrip - 1, northStrip);
    let reach = 0;
    const step = radians / STRIPS_PER_DEGREE;
    for (;;) {
      reach = Math.min(Math.PI, Math.max(reach + step, reach * 1.25));
      while (north <= northStrip && gapTo(north) <= reach) openStrip(north++);
      while (south >= southStrip && gapTo(south) <= reach) openStrip(south--);
      // Longitudes within reach of the origin's, in degrees (all of them near a pole).
      const span = cosOrigin > reach / Math.PI ? Math.min(180, reach / cosOrigin / radians) : 180;
      let floorWest = Infinity;
      for (const strip of open) {
        if (strip.left === 0) continue;
        while (strip.left > 0) {
          const row = eastward[strip.west < strip.start ? strip.end - 1 : strip.west]!;
          if (westOf(row) > span) break;
          strip.west = (strip.west < strip.start ? strip.end - 1 : strip.west) - 1;
          strip.left -= 1;
          if ((visited += 1) > budget) return false;
          visit(row);
        }
        while (strip.left > 0) {
          const row = eastward[strip.east >= strip.end ? strip.start : strip.east]!;
          if (eastOf(row) > span) break;
          strip.east = (strip.east >= strip.end ? strip.start : strip.east) + 1;
          strip.left -= 1;
          if ((visited += 1) > budget) return false;
          visit(row);
        }
        if (strip.left > 0) floorWest = Math.min(floorWest, strip.cos);
      }
      const unopened = Math.min(
        north <= northStrip ? gapTo(north) : Infinity,
        south >= southStrip ? gapTo(south) : Infinity,
      );
      const floor = Math.min(
        unopened === Infinity ? Infinity : floorOf(Math.sin(unopened / 2)),
        floorWest === Infinity
          ? Infinity
          : cosOrigin * floorWest * floorOf(Math.sin((span * radians) / 2)),
      );
      if (floor === Infinity || floor > farthest()) return true;
    }
  }

  /**
   * The ids of the page in the sort's order (newest or price), testing rows with `isMatch`, from
   * whichever end of the order is nearer the page. A price sort starts and ends at the price
   * bounds (the order is by price). Null when more than `budget` rows were tested: the caller
   * then marks the matches filter by filter instead.
   */
  function walkPage(
    criteria: SearchCriteria,
    options: SearchOptions,
    count: number,
    isMatch: (row: number) => boolean,
    budget = SHORT_WALK_SHARE * size,
  ): number[] | null {
    const { offset } = options;
    const end = Math.min(offset + options.limit, count);
    if (offset >= end) return [];
    const byPrice = options.sort === 'price-asc' || options.sort === 'price-desc';
    const order = byPrice ? cheapest : options.sort === 'reduced' ? latestCut() : newest;
    // The stretch of the order to read: for a price sort, only the prices within the bounds.
    let first = 0;
    let last = size;
    if (byPrice) {
      const { minPrice, maxPrice, propertyFor } = criteria;
      // A purpose's prices: rentals are most of the cheap end, sales all of the dear one.
      const span = propertyFor && priceSpan[propertyFor === 'rent' ? 1 : 0];
      const lowest = Math.max(minPrice ?? -Infinity, span ? span.lowest : -Infinity);
      const highest = Math.min(maxPrice ?? Infinity, span ? span.highest : Infinity);
      if (lowest > -Infinity) first = firstPriced((at) => at >= lowest);
      if (highest < Infinity) last = firstPriced((at) => at > highest);
    }
    const fromEnd = offset > count - end;
    // Walking the stretch backwards: price-desc from its start, or any order from its end.
    const backwards = (options.sort === 'price-desc') !== fromEnd;
    const wanted = fromEnd ? count - offset : end;
    const ids: number[] = [];
    let seen = 0;
    let tested = 0;
    for (let step = 0; step < last - first && seen < wanted; step += 1) {
      if ((tested += 1) > budget) return null;
      const row = order[backwards ? last - 1 - step : first + step]!;
      if (!isMatch(row)) continue;
      const position = fromEnd ? count - 1 - seen : seen;
      if (position >= offset && position < end) ids.push(id[row]!);
      seen += 1;
    }
    if (fromEnd) ids.reverse();
    return ids;
  }

  /** The first position in the price order whose price passes `isPast` (prices only grow). */
  function firstPriced(isPast: (listingPrice: number) => boolean): number {
    return firstOf(cheapest, price, isPast);
  }

  function mapOf(criteria: SearchCriteria, text: TextMatches | undefined): MapAnswer {
    markMatches(filtersOf(criteria, text));
    // The matches, in row order, are the first `count` candidates until the next search.
    const count = listMatches();
    const points: MapPoint[] = [];
    const groups: MapGroup[] = [];
    if (count <= MAX_MAP_POINTS) {
      for (let i = 0; i < count; i += 1) points.push(pointOf(candidates[i]!));
      // In id order, whatever order the filters left them in: the same search, the same answer.
      points.sort((a, b) => a.id - b.id);
      return { count, points, groups };
    }
    // Cells of a grid over the area asked for, or over the matches when none was.
    let { minLat, maxLat, minLng, maxLng } = criteria.bounds ?? {
      minLat: Infinity,
      maxLat: -Infinity,
      minLng: Infinity,
      maxLng: -Infinity,
    };
    if (!criteria.bounds) {
      for (let i = 0; i < count; i += 1) {
        const row = candidates[i]!;
        minLat = Math.min(minLat, latitude[row]!);
        maxLat = Math.max(maxLat, latitude[row]!);
        minLng = Math.min(minLng, longitude[row]!);
        maxLng = Math.max(maxLng, longitude[row]!);
      }
    }
    const cellOf = (value: number, min: number, max: number) =>
      max > min ? Math.min(MAP_GRID - 1, Math.floor(((value - min) / (max - min)) * MAP_GRID)) : 0;
    // Per cell: how many, the sums for the mean, the box, and a row (the one, when alone).
    const cells = MAP_GRID * MAP_GRID;
    const cellCount = new Int32Array(cells);
    const cellRow = new Int32Array(cells);
    const sumLat = new Float64Array(cells);
    const sumLng = new Float64Array(cells);
    const west = new Float64Array(cells).fill(Infinity);
    const south = new Float64Array(cells).fill(Infinity);
    const east = new Float64Array(cells).fill(-Infinity);
    const north = new Float64Array(cells).fill(-Infinity);
    for (let i = 0; i < count; i += 1) {
      const row = candidates[i]!;
      const lat = latitude[row]!;
      const lng = longitude[row]!;
      const cell = cellOf(lat, minLat, maxLat) * MAP_GRID + cellOf(lng, minLng, maxLng);
      cellCount[cell] = cellCount[cell]! + 1;
      cellRow[cell] = row;
      sumLat[cell] = sumLat[cell]! + lat;
      sumLng[cell] = sumLng[cell]! + lng;
      if (lng < west[cell]!) west[cell] = lng;
      if (lat < south[cell]!) south[cell] = lat;
      if (lng > east[cell]!) east[cell] = lng;
      if (lat > north[cell]!) north[cell] = lat;
    }
    for (let cell = 0; cell < cells; cell += 1) {
      const inCell = cellCount[cell]!;
      if (inCell === 0) continue;
      if (inCell === 1) {
        points.push(pointOf(cellRow[cell]!));
        continue;
      }
      // The mean, kept inside the box (a sum of equal values can round past them).
      groups.push({
        lat: Math.min(north[cell]!, Math.max(south[cell]!, sumLat[cell]! / inCell)),
        lng: Math.min(east[cell]!, Math.max(west[cell]!, sumLng[cell]! / inCell)),
        count: inCell,
        bbox: [west[cell]!, south[cell]!, east[cell]!, north[cell]!],
      });
    }
    return { count, points, groups };
  }

  function pointOf(row: number): MapPoint {
    return {
      id: id[row]!,
      lat: latitude[row]!,
      lng: longitude[row]!,
      price: price[row]!,
      property_for: isForRent[row] === 1 ? 'rent' : 'sell',
    };
  }

  /**
   * The available listings in price order, grouped (similarKey): of each type and purpose, of
   * each purpose whatever their type, and of each type and purpose in each town and in each
   * district (a listing's own town's like listings are then a binary search away, not a pass over
   * the town's thousands). Made the first time a similar listing is asked for, once per index.
   */
  let similarGroupsMade: Map<SimilarKey, Int32Array> | undefined;
  function similarGroups(): Map<SimilarKey, Int32Array> {
    if (similarGroupsMade) return similarGroupsMade;
    // Numbered first, then filled: a key's text is made once a group, not once a row, and each
    // group is one typed array of its exact length (a key a row and growing lists took a second
    // at a million listings). A group's code: a type and purpose's is `type * 2 + purpose` (under
    // `kinds`), a purpose's -1 or -2, a town's `kinds` and up, a district's -3 and down.
    const available = STATUS_CODES.available;
    let kinds = 2;
    for (let row = 0; row < size; row += 1) {
      if (status[row] === available)
        kinds = Math.max(kinds, typeId[row]! * 2 + isForRent[row]! + 1);
    }
    const numbered = new Map<number, number>();
    const groupKeys: SimilarKey[] = [];
    const counts: number[] = [];
    const numberOf = (code: number, key: () => SimilarKey) => {
      let group = numbered.get(code);
      if (group === undefined) {
        group = groupKeys.length;
        numbered.set(code, group);
        groupKeys.push(key());
        counts.push(0);
      }
      counts[group]! += 1;
      return group;
    };
    /** Each available row in price order, then its four groups' numbers. */
    const rowsAndGroups: number[] = [];
    for (let i = 0; i < size; i += 1) {
      const row = cheapest[i]!;
      if (status[row] !== available) continue;
      const purpose = isForRent[row]!;
      const kind = typeId[row]!;
      const kindAndPurpose = kind * 2 + purpose;
      const town = cityId[row]!;
      const district = districtId[row]!;
      rowsAndGroups.push(
        row,
        numberOf(kindAndPurpose, () => similarKey.ofType(kind, purpose)),
        numberOf(-1 - purpose, () => similarKey.ofPurpose(purpose)),
        numberOf(kinds + town * kinds + kindAndPurpose, () =>
          similarKey.inTown(town, kind, purpose),
        ),
        numberOf(-3 - (district * kinds + kindAndPurpose), () =>
          similarKey.inDistrict(district, kind, purpose),
        ),
      );
    }
    const lists = counts.map((count) => new Int32Array(count));
    const filled = new Int32Array(counts.length);
    for (let at = 0; at < rowsAndGroups.length; at += 5) {
      const row = rowsAndGroups[at]!;
      for (let g = 1; g < 5; g += 1) {
        const group = rowsAndGroups[at + g]!;
        lists[group]![filled[group]!++] = row;
      }
    }
    const made = new Map(groupKeys.map((key, group) => [key, lists[group]!]));
    similarGroupsMade = made;
    return made;
  }

  /**
   * Listings like this one, widened step by step until `limit` are found (docs/product.md
   * section 5, issue 33 item 7); every step keeps to the listing's purpose, to listings the public
   * may see and never to the listing itself:
   * 1. its type, its price within SIMILAR_PRICE_SHARE: its town, its district, then Kerala;
   * 2. its type in its district, at any price;
   * 3. any type in its district;
   * 4. any type in Kerala, its price within SIMILAR_PRICE_SHARE;
   * each nearest first. Then, while fewer than SIMILAR_AT_LEAST are found, the listings of its
   * purpose nearest in price, wherever they are: a page never ends in a dead end while there are
   * others to show.
   */
  function similarTo(listingId: number, limit: number, confirmedSince = -Infinity): number[] {
    const row = rowOfId.get(listingId);
    if (row === undefined || limit <= 0) return [];
    const listingPrice = price[row]!;
    const leeway = listingPrice * SIMILAR_PRICE_SHARE;
    const purpose = isForRent[row]!;
    const kind = typeId[row]!;
    const town = cityId[row]!;
    const district = districtId[row]!;
    const chordTo = chordsFrom({ lat: latitude[row]!, lng: longitude[row]! });
    const available = STATUS_CODES.available;
    // The `limit` nearest so far, in order (score, id): no allocation per listing.
    const keptRows = new Int32Array(limit);
    const keptScores = new Float64Array(limit);
    let kept = 0;
    /** Keeps the row if it is among the nearest so far (one step at a time). */
    const consider = (other: number, score: number) => {
      const otherId = id[other]!;
      let at = kept;
      while (at > 0) {
        const before = keptScores[at - 1]!;
        if (before < score || (before === score && id[keptRows[at - 1]!]! < otherId)) break;
        at -= 1;
      }
      if (at >= limit) return;
      for (let move = Math.min(kept, limit - 1); move > at; move -= 1) {
        keptRows[move] = keptRows[move - 1]!;
        keptScores[move] = keptScores[move - 1]!;
      }
      keptRows[at] = other;
      keptScores[at] = score;
      kept = Math.min(kept + 1, limit);
    };
    const result: number[] = [];
    const chosen = new Set<number>([row]);
    /** Whether the public may be shown this row as like the listing, and it is not shown yet. */
    const isShowable = (other: number) =>
      status[other] === available &&
      isForRent[other] === purpose &&
      confirmedMs[other]! >= confirmedSince &&
      !chosen.has(other);
    /** One step: the nearest of `rows` that pass `isLike`, as many as there is room for. */
    const fill = (rows: ArrayLike<number>, isLike: (other: number) => boolean, upTo = limit) => {
      kept = 0;
      if (result.length >= upTo) return;
      for (let i = 0; i < rows.length; i += 1) {
        const other = rows[i]!;
        if (isShowable(other) && isLike(other)) consider(other, chordTo(other));
      }
      const taken = Math.min(kept, upTo - result.length);
      for (let i = 0; i < taken; i += 1) {
        chosen.add(keptRows[i]!);
        result.push(id[keptRows[i]!]!);
      }
    };
    const groups = similarGroups();
    const groupOf = (key: SimilarKey) => groups.get(key) ?? NO_ROWS;
    const anyOne = () => true;
    const ofKindInDistrict = groupOf(similarKey.inDistrict(district, kind, purpose));
    // 1. Its type and price band: its town's listings first, then its district's, then Kerala's.
    // Each is a group in price order, so the band is one stretch of it; each is read only when
    // the ones before leave room: a town's usually fill the list.
    fill(inBand(groupOf(similarKey.inTown(town, kind, purpose))), anyOne);
    fill(inBand(ofKindInDistrict), anyOne);
    fill(inBand(groupOf(similarKey.ofType(kind, purpose))), anyOne);
    // 2 and 3. Its district: its type at any price, then any type.
    fill(ofKindInDistrict, anyOne);
    if (result.length < limit) {
      fill(postingsOf(districtId).get(district) ?? NO_ROWS, anyOne);
    }
    // 4. Any type in Kerala, in its price band.
    const ofPurpose = groupOf(similarKey.ofPurpose(purpose));
    fill(inBand(ofPurpose), anyOne);
    // The last resort: the nearest prices of its purpose, outwards from its own.
    let below = firstOf(ofPurpose, price, (at) => at >= listingPrice) - 1;
    let above = below + 1;
    while (
      result.length < Math.min(limit, SIMILAR_AT_LEAST) &&
      (below >= 0 || above < ofPurpose.length)
    ) {
      const isBelowNearer =
        above >= ofPurpose.length ||
        (below >= 0 &&
          listingPrice - price[ofPurpose[below]!]! <= price[ofPurpose[above]!]! - listingPrice);
      const other = ofPurpose[isBelowNearer ? below-- : above++]!;
      if (!isShowable(other)) continue;
      chosen.add(other);
      result.push(id[other]!);
    }
    return result;

    /** The stretch of a price-ordered group within the listing's price band. */
    function inBand(group: Int32Array): Int32Array {
      const first = firstOf(group, price, (at) => at >= listingPrice - leeway);
      const last = firstOf(group, price, (at) => at > listingPrice + leeway);
      return group.subarray(first, Math.max(first, last));
    }
  }

  return {
    search(asked, options, text) {
      ensureOrders();
      const criteria = normalized(asked);
      const key = countKey(criteria, text);
      // A page found once is the answer until a change can move it (apply).
      const pageKey = `${key} ${JSON.stringify(options)}`;
      const found = pages.get(pageKey)?.found ?? findPage(criteria, options, text, key);
      remember(pages, pageKey, { key, found }, PAGES_KEPT);
      noteFound(key, criteria, text);
      return found;
    },
    count(asked, text) {
      ensureOrders();
      const criteria = normalized(asked);
      const key = countKey(criteria, text);
      const known = counts.get(key);
      if (known !== undefined) return known;
      const count = markMatches(filtersOf(criteria, text));
      remember(counts, key, count, COUNTS_KEPT);
      noteFound(key, criteria, text);
      return count;
    },
    map(asked, text) {
      ensureOrders();
      const criteria = normalized(asked);
      const key = countKey(criteria, text);
      const known = maps.get(key) ?? mapOf(criteria, text);
      remember(maps, key, known, MAPS_KEPT);
      remember(counts, key, known.count, COUNTS_KEPT);
      noteFound(key, criteria, text);
      return known;
    },
    similar(listingId, limit, confirmedSince) {
      ensureOrders();
      return similarTo(listingId, limit, confirmedSince);
    },
    apply,
    load,
    prepare() {
      ensureOrders();
      confirmedOrder();
      latestCut();
      similarGroups();
      // Some 0.2 s a column at a million listings: made here, at start, rather than by the first
      // search with a range on the column, which held every request meanwhile.
      for (const column of bandedColumns()) bandsOf(column);
      // The same for the postings: 0.34 s for the six in a profile at a million listings.
      for (const column of listedColumns()) postingsOf(column);
    },
    stats: () => ({ listings: size - deletedRows, deletedRows }),
    statusOf(listingId) {
      const row = rowOfId.get(listingId);
      return row === undefined ? undefined : STATUS_NAMES[status[row]!];
    },
    confirmedOf(listingId) {
      const row = rowOfId.get(listingId);
      return row === undefined ? undefined : confirmedMs[row];
    },
  };

  function findPage(
    criteria: SearchCriteria,
    options: SearchOptions,
    text: TextMatches | undefined,
    key: string,
  ): IndexSearch {
    const { offset, limit } = options;
    const filters = filtersOf(criteria, text);
    const known = counts.get(key);
    const isNearest = options.sort === 'nearest' && options.origin !== undefined;
    // Many matches, around the origin (no map's box, or one the origin is in): the walk out from
    // the origin meets enough of them soon, and tests a row only when it is near enough to count.
    // It visits about `wanted` rows for each match's share of the listings; measuring every match
    // costs `count` (WALK_OVER_MATCHES).
    const { bounds } = criteria;
    const { origin } = options;
    const isAround =
      !bounds ||
      (origin !== undefined &&
        origin.lat >= bounds.minLat &&
        origin.lat <= bounds.maxLat &&
        origin.lng >= bounds.minLng &&
        origin.lng <= bounds.maxLng);
    const isSpread = (count: number) =>
      isAround && count * count >= WALK_OVER_MATCHES * Math.min(offset + limit, count) * size;
    if (known !== undefined && isNearest && options.origin && isSpread(known)) {
      const ids = nearestByHeap(
        options.origin,
        known,
        offset,
        limit,
        (row) => passes(filters, row),
        'walk',
      );
      if (ids) return { ids, count: known };
    }
    if (known !== undefined && !isNearest) {
      // Counted lately: when the page is near one end of the order, test only the rows up to
      // it, one by one, instead of every listing filter by filter (SHORT_WALK_SHARE).
      const tests = Math.min(offset + limit, known - offset) * (size / Math.max(known, 1));
      if (tests <= SHORT_WALK_SHARE * size) {
        const ids = walkPage(criteria, options, known, (row) => passes(filters, row));
        if (ids) return { ids, count: known };
      }
    }
    const count = markMatches(filters);
    remember(counts, key, count, COUNTS_KEPT);
    if (options.sort === 'nearest' && options.origin) {
      const ids =
        nearestByHeap(
          options.origin,
          count,
          offset,
          limit,
          isMatched,
          isSpread(count) ? 'walk or marked' : 'marked',
        ) ?? pageByDistance(options.origin, count, offset, limit);
      return { ids, count };
    }
    const ids = walkPage(criteria, options, count, isMatched, size);
    return { ids: ids ?? [], count };
  }
}

/**
 * Row numbers by listing id: a typed array indexed by id (ids are a table's serial numbers, so
 * dense: 4 bytes a listing, where a Map takes ten times that at a million), and a Map for ids past
 * what such an array should hold.
 */
function createRowsById() {
  const DENSE_UP_TO = 1 << 25;
  let dense = new Int32Array(1024).fill(-1);
  const sparse = new Map<number, number>();
  return {
    get(listingId: number): number | undefined {
      if (listingId >= 0 && listingId < dense.length) {
        const row = dense[listingId]!;
        return row < 0 ? undefined : row;
      }
      return sparse.get(listingId);
    },
    set(listingId: number, row: number): void {
      if (listingId < 0 || listingId >= DENSE_UP_TO) {
        sparse.set(listingId, row);
        return;
      }
      if (listingId >= dense.length) {
        const wider = new Int32Array(
          Math.min(DENSE_UP_TO, Math.max(listingId + 1, dense.length * 2)),
        ).fill(-1);
        wider.set(dense);
        dense = wider;
      }
      dense[listingId] = row;
    },
    delete(listingId: number): void {
      if (listingId >= 0 && listingId < dense.length) dense[listingId] = -1;
      else sparse.delete(listingId);
    },
  };
}

/** A set's ids to read by index: its own array when it has one. */
function idsOf(ids: IdSet): ArrayLike<number> {
  return ids.asArray?.() ?? Array.from(ids);
}

/** Ids for the sets of text matches, so that a count's key tells which ones it was made with. */
const setNumbers = new WeakMap<IdSet, number>();
let setsNumbered = 0;

function setNumber(set: IdSet | undefined): number | undefined {
  if (!set) return undefined;
  let number = setNumbers.get(set);
  if (number === undefined) setNumbers.set(set, (number = setsNumbered += 1));
  return number;
}

function countKey(criteria: SearchCriteria, text: TextMatches = {}): string {
  return JSON.stringify([criteria, setNumber(text.keyword), setNumber(text.untypedCategory)]);
}

/**
 * A filter as a test on one column, or on several (a row passes when any column's value is in its
 * table), and, when it can name them cheaply, rows among which all its matches are (`rows`, as
 * lists whose union it is): a search may start from those instead of every listing.
 */
type Filter = (
  | { kind: 'equal' | 'atLeast' | 'atMost' | 'below'; column: Float64Array; value: number }
  /** A row passes when any column's value is in its table, or when it is in `bits`. */
  | { kind: 'anyOf'; pairs: ColumnIn[]; bits?: Uint32Array }
  /** A row passes when it is in the bits (a keyword's matches). */
  | { kind: 'bits'; bits: Uint32Array }
) & {
  rows?: () => Int32Array[];
  /** Set on a filter whose bits over every listing are worth keeping: what it tests. */
  keep?: string;
  /** Filters whose union this one is, each of whose bits is kept or at hand. */
  parts?: Filter[];
};

/** A search whose answers an index keeps, with its filters once a change has tested them. */
interface FoundSearch {
  criteria: SearchCriteria;
  filters?: Filter[];
}

/** The values of a column a filter wants, as a table indexed by value: 1 for wanted. */
interface ColumnIn {
  column: Float64Array;
  table: Uint8Array;
}

/** A table of wanted values (whole numbers from 0: ids, codes). */
function lookupTable(values: readonly number[]): Uint8Array {
  const table = new Uint8Array(Math.max(0, ...values) + 1);
  for (const value of values) if (Number.isInteger(value) && value >= 0) table[value] = 1;
  return table;
}

function isInAny(pairs: ColumnIn[], bits: Uint32Array | undefined, row: number): boolean {
  for (const { column, table } of pairs) if (table[column[row]!] === 1) return true;
  return bits !== undefined && hasBit(bits, row);
}

function hasBit(bits: Uint32Array, row: number): boolean {
  return ((bits[row >>> 5]! >>> (row & 31)) & 1) === 1;
}

/** Rows rounded up to whole 32-bit words of bits. */
function wholeWords(rows: number): number {
  return Math.ceil(rows / 32) * 32;
}

/**
 * A search tests a filter's own rows one by one when they are fewer than this share of the
 * listings; past it, the kept bits of the other filters answer sooner (a word is 32 listings).
 */
const FEW_ROWS_SHARE = 1 / 64;

/** Past this share of the listings still in, a filter tests them 32 at a time, word by word. */
const DENSE_SHARE = 1 / 8;

/**
 * The most bands of a column's values (bandsFor): 33 sets of bits and a byte a row for the
 * steps, 5 MB a column at a million listings, and a range filter looks at the step of about one
 * row in 32 and reads the value of about one in 8,000.
 */
const BANDS = 32;
/** Values sampled to draw the bands' bounds. */
const BAND_SAMPLE = 8_192;
/** The most steps within a band (a byte a row), and the values sampled to draw them. */
const STEPS = 256;
const STEP_SAMPLE = 32_768;
/** Past this share of the listings still in, a range filter goes by bands, not row by row. */
const BANDS_SHARE = 1 / 64;

/** A column's bands (bandsFor): `below[k]` holds the rows whose value is below `thresholds[k]`. */
interface Bands {
  thresholds: Float64Array;
  /** One more than the thresholds: the last holds every row with a value (not NaN). */
  below: Uint32Array[];
  /** Each band's steps: up to STEPS - 1 bounds, rising, each a value of the band. */
  stepBounds: Float64Array[];
  /**
   * Each row's step within its band: how many of the band's step bounds are at or below its
   * value. Of two rows of a band, the one of the lower step has the lower value.
   */
  steps: Uint8Array;
}

/** About `count` of a column's values, NaN left out, rising (sampled evenly over its rows). */
function sortedSample(column: Float64Array, size: number, count: number): number[] {
  const sample: number[] = [];
  const step = Math.max(1, Math.floor(size / count));
  for (let row = 0; row < size; row += step) {
    if (!Number.isNaN(column[row])) sample.push(column[row]!);
  }
  return sample.sort((a, b) => a - b);
}

/** The values that cut rising `values` into `parts` parts of one size, each once, rising. */
function cutsOf(values: readonly number[], parts: number): Float64Array {
  const cuts: number[] = [];
  for (let k = 1; k < parts; k += 1) {
    const value = values[Math.floor((k * values.length) / parts)];
    if (value !== undefined && (cuts.length === 0 || value > cuts.at(-1)!)) cuts.push(value);
  }
  return Float64Array.from(cuts);
}

/** The band of a value: how many thresholds are at or below it. */
function bandOf(thresholds: Float64Array, value: number): number {
  let low = 0;
  let high = thresholds.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (thresholds[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Keeps in `bits` the rows that pass a range filter: those of the bands wholly on its passing
 * side word by word; of the band its bound falls in, those of the steps wholly on that side by
 * their step, and those of the bound's own step tested one by one. A row of a lower step than
 * the value's has a lower value, of a higher step a higher one (Bands.steps).
 */
function narrowBanded(
  bits: Uint32Array,
  words: number,
  filter: Filter & { kind: BoundKind },
  { thresholds, below, stepBounds, steps }: Bands,
): number {
  const { column, value, kind } = filter;
  const band = bandOf(thresholds, value);
  // Rows below the band's floor (all below the value), and below its ceiling.
  const under = band > 0 ? below[band - 1]! : undefined;
  const upTo = below[band]!;
  const valued = below[below.length - 1]!;
  // The value's step in its band; which side of it passes: 1 above, -1 below, 0 neither.
  const valueStep = bandOf(stepBounds[band]!, value);
  const side = kind === 'atLeast' ? 1 : kind === 'equal' ? 0 : -1;
  let count = 0;
  for (let w = 0; w < words; w += 1) {
    const word = bits[w]!;
    if (word === 0) continue;
    const lower = under ? under[w]! : 0;
    const upper = upTo[w]!;
    // What passes without a test: above the band for a lower bound (NaN too: no value, no
    // test), under it for an upper bound (NaN too for atMost, never for below), none for equal.
    const sure =
      kind === 'atLeast'
        ? ~upper
        : kind === 'atMost'
          ? lower | ~valued[w]!
          : kind === 'below'
            ? lower
            : 0;
    let kept = word & sure;
    let inBand = word & upper & ~lower;
    while (inBand !== 0) {
      const low = inBand & -inBand;
      inBand ^= low;
      const row = (w << 5) | (31 - Math.clz32(low));
      const step = steps[row]!;
      if (step === valueStep) {
        if (passesBound(kind, column[row]!, value)) kept |= low;
      } else if ((step > valueStep ? 1 : -1) === side) kept |= low;
    }
    count += bitsIn((bits[w] = kept));
  }
  return count;
}

/** Filters whose bits an index keeps (125 KB each at a million listings). */
const BITS_KEPT = 128;

/** Sets of text matches whose bits an index keeps (125 KB each at a million listings). */
const SETS_KEPT = 16;

/**
 * Nearest walks out from the origin (walkOutwards) when its matches are many, spread around it
 * (no map's box, or one the origin is in): a page of `wanted` among `count` matches of `size` listings visits some
 * wanted * size / count rows near the origin, each a read of three far columns and a heap test,
 * where measuring every match reads `count` rows in order. The walk is taken when count² is at
 * least this many times wanted * size (at a million listings and a page of 20, from about 13,000
 * matches). Fewer, or in a box away from the origin, are measured one by one.
 */
const WALK_OVER_MATCHES = 8;

/**
 * The eastward order's strips of latitude: a hundredth of a degree (1.1 km) each, a few
 * thousand listings each at a million listings in Kerala.
 */
const STRIPS_PER_DEGREE = 100;

/** Up to this many nearest kept in a heap; deeper pages sort every match. */
const NEAREST_HEAP_MAX = 2_000;

/** Searches whose count each index keeps, and pages. */
const COUNTS_KEPT = 2_000;
const PAGES_KEPT = 2_000;
/** Map answers are bigger (up to MAX_MAP_POINTS points): fewer are kept. */
const MAPS_KEPT = 200;

/**
 * A group of similarGroups: the available listings of a type and purpose (in a town or a
 * district, or anywhere), or of a purpose whatever their type.
 */
type SimilarKey = string;
const similarKey = {
  ofType: (kind: number, purpose: number): SimilarKey => `${kind} ${purpose}`,
  ofPurpose: (purpose: number): SimilarKey => `any ${purpose}`,
  inTown: (town: number, kind: number, purpose: number): SimilarKey =>
    `town ${town} ${kind} ${purpose}`,
  inDistrict: (district: number, kind: number, purpose: number): SimilarKey =>
    `district ${district} ${kind} ${purpose}`,
};

/** Adds the row to the list of `key`. */
function addRow<Key>(map: Map<Key, number[]>, key: Key, row: number): void {
  const rows = map.get(key);
  if (rows) rows.push(row);
  else map.set(key, [row]);
}

/** Keeps `value` as the newest entry of `map`, dropping the oldest past `max`. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value ?? '');
}

/**
 * A counted search's page is found by testing rows one by one in the sort's order when it
 * should take fewer tests than a quarter of the listings (a pass over every listing costs about
 * as much as testing that many one by one); otherwise filter by filter over every listing.
 */
const SHORT_WALK_SHARE = 0.25;

/** Whether the row passes every filter. */
function passes(filters: Filter[], row: number): boolean {
  for (const filter of filters) if (!passesOne(filter, row)) return false;
  return true;
}

function passesOne(filter: Filter, row: number): boolean {
  switch (filter.kind) {
    case 'anyOf':
      return isInAny(filter.pairs, filter.bits, row);
    case 'bits':
      return hasBit(filter.bits, row);
    default:
      return passesBound(filter.kind, filter.column[row]!, filter.value);
  }
}

type BoundKind = 'equal' | 'atLeast' | 'atMost' | 'below';

/** Whether a value passes a test on one column: the one statement of what each test means. */
function passesBound(kind: BoundKind, at: number, value: number): boolean {
  switch (kind) {
    case 'equal':
      return at === value;
    case 'atLeast':
      // NaN passes: no value, no test (cents).
      return !(at < value);
    case 'atMost':
      return !(at > value);
    case 'below':
      return at < value;
  }
}

// The filter loops: plain functions of their arguments, so that V8 keeps everything in registers.

/** Keeps, at the front of `rows`, the first `left` rows that pass, and answers how many. */
function narrowList(rows: Int32Array, left: number, filter: Filter): number {
  if (filter.kind === 'bits' || filter.kind === 'anyOf') {
    let kept = 0;
    for (let i = 0; i < left; i += 1) {
      const row = rows[i]!;
      if (passesOne(filter, row)) rows[kept++] = row;
    }
    return kept;
  }
  const { kind, column, value } = filter;
  let kept = 0;
  for (let i = 0; i < left; i += 1) {
    const row = rows[i]!;
    if (passesBound(kind, column[row]!, value)) rows[kept++] = row;
  }
  return kept;
}

// The bit loops. Each keeps in `bits` (over its first `words` words) only the rows that pass,
// and answers how many are left.

/** Word by word: each of the 32 rows of a word with rows still in is tested. */
function narrowWords(bits: Uint32Array, words: number, filter: Filter): number {
  switch (filter.kind) {
    case 'bits':
      andInto(bits, filter.bits, words);
      return countBits(bits, words);
    case 'anyOf':
      return wordsAnyOf(bits, words, filter.pairs, filter.bits);
    default:
      return wordsBy(bits, words, filter.kind, filter.column, filter.value);
  }
}

function wordsBy(
  bits: Uint32Array,
  words: number,
  kind: BoundKind,
  column: Float64Array,
  value: number,
): number {
  let count = 0;
  for (let w = 0; w < words; w += 1) {
    const word = bits[w]!;
    if (word === 0) continue;
    const base = w << 5;
    let passing = 0;
    for (let b = 0; b < 32; b += 1) {
      if (passesBound(kind, column[base + b]!, value)) passing |= 1 << b;
    }
    count += bitsIn((bits[w] = word & passing));
  }
  return count;
}

function wordsAnyOf(
  bits: Uint32Array,
  words: number,
  pairs: ColumnIn[],
  orIn: Uint32Array | undefined,
) {
  let count = 0;
  for (let w = 0; w < words; w += 1) {
    const word = bits[w]!;
    if (word === 0) continue;
    const base = w << 5;
    let passing = orIn ? orIn[w]! : 0;
    for (const { column, table } of pairs) {
      for (let b = 0; b < 32; b += 1) if (table[column[base + b]!] === 1) passing |= 1 << b;
    }
    count += bitsIn((bits[w] = word & passing));
  }
  return count;
}

/** Bit by bit: only the rows still in are tested. */
function narrowBits(bits: Uint32Array, words: number, filter: Filter): number {
  if (filter.kind === 'bits' || filter.kind === 'anyOf') return narrowWords(bits, words, filter);
  const { kind, column, value } = filter;
  let count = 0;
  for (let w = 0; w < words; w += 1) {
    let word = bits[w]!;
    if (word === 0) continue;
    let kept = word;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      if (!passesBound(kind, column[(w << 5) | (31 - Math.clz32(low))]!, value)) kept ^= low;
    }
    count += bitsIn((bits[w] = kept));
  }
  return count;
}

function andInto(bits: Uint32Array, other: Uint32Array, words: number): void {
  for (let w = 0; w < words; w += 1) bits[w]! &= other[w]!;
}

function orInto(bits: Uint32Array, other: Uint32Array, words: number): void {
  for (let w = 0; w < words; w += 1) bits[w]! |= other[w]!;
}

/** Every row below `size` in, none past it. */
function everyRow(bits: Uint32Array, size: number): void {
  const whole = size >>> 5;
  bits.fill(0xffffffff, 0, whole);
  bits.fill(0, whole);
  if (size & 31) bits[whole] = (1 << (size & 31)) - 1;
}

function countBits(bits: Uint32Array, words: number): number {
  let count = 0;
  for (let w = 0; w < words; w += 1) count += bitsIn(bits[w]!);
  return count;
}

/** How many bits of a 32-bit word are set. */
function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The first position of `order` whose value in `column` passes `isPast` (values only grow). */
function firstOf(
  order: Int32Array,
  column: Float64Array,
  isPast: (value: number) => boolean,
): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isPast(column[order[middle]!]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** A point on the unit sphere for a latitude and longitude in degrees. */
function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = (latitude * Math.PI) / 180;
  const lng = (longitude * Math.PI) / 180;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The k-th smallest value (0-based) of `values`, which it reorders (quickselect). */
function nthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}
