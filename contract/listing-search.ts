import { ADMIN_PAGE_SIZE } from './admin-properties';
import { MAX_ID } from './input-limits';
import {
  LISTING_PAGE_SIZE,
  OWNERSHIPS,
  type Ownership,
  PROPERTY_STATUSES,
  type PropertyFor,
  type PropertySort,
  type PropertyStatus,
  SORTS,
} from './property-constants';

/**
 * The listing search: every filter and sort of a list of listings, in one place
 * (docs/decisions/012). For each filter this module says what it means (the `ListingSearch`
 * field's comment), its name in the API and in the URL of each page that has it (`SURFACES`),
 * how it is read from a query string (bad values are errors for the API and dropped on pages), and
 * how it is written back. The listing page, the admin's list and the server all use it; nothing
 * else parses a search. No zod here: the public pages run it in the browser.
 */

/** A range of rupees, square feet or cents; either end may be open. */
export interface Range {
  min?: number;
  max?: number;
}

/** A number of bedrooms or bathrooms: exactly `count`, or `count` or more ('5+'). */
export interface RoomCount {
  count: number;
  atLeast: boolean;
}

/** Rent, sale, or both. Sale is 'sell' inside (as stored); buy, sell and sale are read. */
export type Purpose = 'all' | PropertyFor;
export type StatusFilter = 'all' | PropertyStatus;

export interface ListingSearch {
  /** Listings for rent, for sale, or both. */
  purpose: Purpose;
  /** One property type, by id. */
  propertyTypeId?: number;
  /**
   * A type by name, loosely: its synonyms count ('flat' is an apartment, 'plot' land), and a
   * listing without a type matches when its title or description has one of the words.
   */
  category?: string;
  ownership?: Ownership;
  /** Rupees: the sale price, or the monthly rent. */
  price?: Range;
  /** Built-up square feet. */
  area?: Range;
  /** Land in cents; listings without cents never match a cents range. */
  cents?: Range;
  bedrooms?: RoomCount;
  bathrooms?: RoomCount;
  /** A place, fuzzily: its first part ('Kochi' of 'Kochi, Ernakulam, Kerala') is looked up. */
  location?: string;
  /** A word in the title, the description or the town's name. */
  keyword?: string;
  /** The visitor's position: needed by the nearest sort, which adds each listing's distance. */
  origin?: { lat: number; lng: number };
  /** The map's visible area: listings whose coordinates are inside it, edges included. */
  bounds?: Bounds;
  /** Only listings the agency has visited (a site visit is recorded). */
  verified?: true;
  /** The public always sees available listings only; admins may ask for any status. */
  status: StatusFilter;
  sort: PropertySort;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** An area between two longitudes and two latitudes, in degrees; west and south first. */
export interface Bounds {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** Where a search is read from and written to. */
export type SearchSurface = 'api' | 'listing-page' | 'admin-list';

/** A filter's URL name(s) on a surface; ranges take one 'min-max' name or a pair. */
type Names = string | readonly [min: string, max: string];

interface SurfaceSpec {
  /** The names of the filters the surface has, in the order it writes them. */
  filters: Partial<Record<FilterKey, Names>>;
  /** Other names read for the same filter. */
  aliases?: Partial<Record<FilterKey, string>>;
  /** How the surface writes 'for sale'. */
  saleWord: 'buy' | 'sell' | 'sale';
  pageSize: number;
  maxPage: number;
  /** The API and the admin see every status unless told; the listing page has no status. */
  defaultStatus: StatusFilter;
}

type FilterKey = Exclude<keyof ListingSearch, 'sort' | 'page' | 'pageSize'>;

/**
 * Each surface's names. The listing page keeps the short names of product.md section 2 (`beds`,
 * `price=min-max`), the admin's list its own few, and the API design.md section 4's.
 */
export const SURFACES: Record<SearchSurface, SurfaceSpec> = {
  api: {
    filters: {
      status: 'status',
      purpose: 'type',
      propertyTypeId: 'property_type',
      category: 'category',
      ownership: 'ownership',
      price: ['min_price', 'max_price'],
      bedrooms: 'bedrooms',
      bathrooms: 'bathrooms',
      area: ['min_area', 'max_area'],
      cents: ['min_cents', 'max_cents'],
      location: 'location',
      keyword: 'q',
      origin: ['lat', 'lng'],
      bounds: 'bbox',
      verified: 'verified',
    },
    saleWord: 'sell',
    pageSize: LISTING_PAGE_SIZE,
    maxPage: 100_000,
    defaultStatus: 'available',
  },
  'listing-page': {
    filters: {
      location: 'location',
      purpose: 'type',
      category: 'category',
      bedrooms: 'beds',
      bathrooms: 'baths',
      price: 'price',
      area: 'sqft',
      cents: 'cents',
      ownership: 'ownership',
      origin: ['lat', 'lng'],
      bounds: 'bbox',
      verified: 'verified',
    },
    aliases: { category: 'propertyType' },
    saleWord: 'buy',
    pageSize: LISTING_PAGE_SIZE,
    maxPage: 10_000,
    defaultStatus: 'available',
  },
  'admin-list': {
    filters: { keyword: 'q', purpose: 'type', status: 'status' },
    saleWord: 'sale',
    pageSize: ADMIN_PAGE_SIZE,
    maxPage: 100_000,
    defaultStatus: 'all',
  },
};

/** The API's limits on text filters. */
const MAX_TEXT = { category: 80, location: 200, keyword: 200 } as const;
const MAX_PAGE_SIZE = 100;

/** Field errors in the API's shape (`{"min_price": ["..."]}`). */
export type SearchErrors = Record<string, string[]>;

/** What the API says about a bad value (design.md section 4). */
export const searchMessages = {
  purpose: 'type must be all, buy, sell or rent.',
  propertyTypeId: 'property_type must be an id.',
  category: `category must be at most ${MAX_TEXT.category} characters.`,
  ownership: 'ownership must be management or direct_owner.',
  min_price: 'min_price must be a number of rupees.',
  max_price: 'max_price must be a number of rupees.',
  min_area: 'min_area must be a number of square feet.',
  max_area: 'max_area must be a number of square feet.',
  min_cents: 'min_cents must be a number of cents.',
  max_cents: 'max_cents must be a number of cents.',
  bedrooms: 'bedrooms must be a number such as 3, or 5+.',
  bathrooms: 'bathrooms must be a number such as 2, or 4+.',
  location: `location must be at most ${MAX_TEXT.location} characters.`,
  keyword: `q must be at most ${MAX_TEXT.keyword} characters.`,
  lat: 'lat must be a number from -90 to 90.',
  lng: 'lng must be a number from -180 to 180.',
  latLngTogether: 'Give lat and lng together.',
  bbox: 'bbox must be minLng,minLat,maxLng,maxLat: four numbers, west before east and south before north.',
  nearestNeedsOrigin: 'Sorting by nearest needs lat and lng.',
  sort: `sort must be one of ${SORTS.join(', ')}.`,
  status: 'status must be all, available, draft, sold or rented.',
  page: 'Give the page as a number from 1.',
  pageWhole: 'Give the page as a whole number from 1.',
  pageFrom1: 'Pages start at 1.',
  pageTooFar: 'That page is too far.',
  pageSize: `Give page_size as a number from 1 to ${MAX_PAGE_SIZE}.`,
  pageSizeWhole: `Give page_size as a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  pageSizeRange: `page_size must be from 1 to ${MAX_PAGE_SIZE}.`,
  once: (name: string) => `Give ${name} once.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Values

/** Rent, sale (any of buy, sell, sale) or all; anything else is not a purpose. */
export function readPurpose(text: string): Purpose | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'rent') return 'rent';
  if (word === 'buy' || word === 'sell' || word === 'sale') return 'sell';
  if (word === 'all' || word === '') return 'all';
  return undefined;
}

/** '3' means exactly 3; '5+' means 5 or more. */
export function readRooms(text: string): RoomCount | undefined {
  const match = /^(\d{1,2})(\+?)$/.exec(text.trim());
  return match ? { count: Number(match[1]), atLeast: match[2] === '+' } : undefined;
}

export function formatRooms(rooms: RoomCount): string {
  return `${rooms.count}${rooms.atLeast ? '+' : ''}`;
}

/** 'min-max' with either end open: '1000000-', '-50000'. */
export function formatRange(range: Range | undefined): string | undefined {
  if (!range) return undefined;
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** Degrees in a URL: six decimals (about 10 cm) are more than any map needs. */
function formatDegrees(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/** 'minLng,minLat,maxLng,maxLat', as the API and the listing page's URL write an area. */
export function formatBounds(bounds: Bounds): string {
  return [bounds.minLng, bounds.minLat, bounds.maxLng, bounds.maxLat].map(formatDegrees).join(',');
}

/**
 * An area from 'minLng,minLat,maxLng,maxLat': four numbers within the globe, west not east of
 * east and south not north of north (an area across the 180th meridian is not one Kerala needs).
 */
export function readBounds(text: string): Bounds | undefined {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => part === '')) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const lngOk = (value: number) => Number.isFinite(value) && Math.abs(value) <= 180;
  const latOk = (value: number) => Number.isFinite(value) && Math.abs(value) <= 90;
  if (!lngOk(minLng) || !lngOk(maxLng) || !latOk(minLat) || !latOk(maxLat)) return undefined;
  if (minLng > maxLng || minLat > maxLat) return undefined;
  return { minLng, minLat, maxLng, maxLat };
}

/** A range from two ends, either open; ends given the wrong way round are swapped. */
export function toRange(min: number | undefined, max: number | undefined): Range | undefined {
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const range: Range = {};
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return min === undefined && max === undefined ? undefined : range;
}

/** 'min-max' on a page: whole numbers, or two decimals (the size chips end at '999.99'). */
function readRangeText(text: string): Range | undefined {
  const match = /^(\d{0,13}(?:\.\d{1,2})?)-(\d{0,13}(?:\.\d{1,2})?)$/.exec(text.trim());
  if (!match) return undefined;
  return toRange(match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined);
}

/** A number as the API reads one ('' is none); NaN when it is not a number. */
function readNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? NaN : Number(trimmed);
}

// ---------------------------------------------------------------------------------------------
// Reading

/** A query string's parameters: the URL's own, or Fastify's parsed query (repeats as arrays). */
export type SearchParams = URLSearchParams | Readonly<Record<string, unknown>>;

/**
 * Reads a search from a surface's parameters. `errors` names each bad value with the API's
 * message; pages ignore them (the value is dropped), the API answers them with a 400.
 */
export function readListingSearch(
  params: SearchParams,
  surface: SearchSurface,
): { search: ListingSearch; errors: SearchErrors } {
  const spec = SURFACES[surface];
  const lenient = surface !== 'api';
  const errors: SearchErrors = {};
  const fail = (name: string, message: string) => {
    (errors[name] ??= []).push(message);
  };
  /** The text of a parameter; a repeated one is an error (the API) or its first value (pages). */
  const get = (name: string): string | undefined => {
    const value: unknown = params instanceof URLSearchParams ? params.getAll(name) : params[name];
    const values = Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value];
    if (values.length > 1 && !lenient) fail(name, searchMessages.once(name));
    const first = values[0];
    if (first === undefined || typeof first === 'string') return first;
    if (!lenient) fail(name, searchMessages.once(name));
    return undefined;
  };
  const name = (key: FilterKey): Names | undefined => spec.filters[key];
  const single = (key: FilterKey): string | undefined => {
    const names = name(key);
    if (typeof names !== 'string') return undefined;
    const value = get(names);
    const alias = spec.aliases?.[key];
    return value === undefined && alias ? get(alias) : value;
  };

  const search: ListingSearch = {
    purpose: 'all',
    status: spec.defaultStatus,
    sort: 'newest',
    page: 1,
    pageSize: spec.pageSize,
  };

  const purpose = single('purpose');
  if (purpose !== undefined) {
    const value = readPurpose(purpose);
    if (value) search.purpose = value;
    else if (!lenient) fail('type', searchMessages.purpose);
  }

  const typeId = single('propertyTypeId');
  if (typeId !== undefined && typeId.trim() !== '') {
    const value = readNumber(typeId);
    if (Number.isInteger(value) && value >= 1 && value <= MAX_ID) search.propertyTypeId = value;
    else fail('property_type', searchMessages.propertyTypeId);
  }

  const category = single('category')?.trim();
  if (category && category.toLowerCase() !== 'all') {
    if (category.length <= MAX_TEXT.category) search.category = category;
    else if (lenient) search.category = category.slice(0, MAX_TEXT.category);
    else fail('category', searchMessages.category);
  }

  const ownership = single('ownership')?.trim();
  if (ownership && ownership !== 'all') {
    if (OWNERSHIPS.includes(ownership as Ownership)) search.ownership = ownership as Ownership;
    else if (!lenient) fail('ownership', searchMessages.ownership);
  }

  for (const key of ['price', 'area', 'cents'] as const) {
    const names = name(key);
    if (names === undefined) continue;
    if (typeof names === 'string') {
      const text = get(names);
      const range = text === undefined ? undefined : readRangeText(text);
      if (range) search[key] = range;
      continue;
    }
    const ends = names.map((end) => {
      const text = get(end);
      if (text === undefined || text.trim() === '') return undefined;
      const value = readNumber(text);
      if (Number.isFinite(value) && value >= 0) return value;
      fail(end, searchMessages[end as keyof typeof searchMessages] as string);
      return undefined;
    });
    // The API takes the ends as given (a reversed range matches nothing), as it always has.
    const [min, max] = ends;
    if (min !== undefined || max !== undefined) {
      search[key] = {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
  }

  for (const key of ['bedrooms', 'bathrooms'] as const) {
    const text = single(key)?.trim();
    if (!text || text === 'any') continue;
    const rooms = readRooms(text);
    if (rooms) search[key] = rooms;
    else if (!lenient) fail(key, searchMessages[key]);
  }

  for (const key of ['location', 'keyword'] as const) {
    const text = single(key)?.trim();
    if (!text) continue;
    if (text.length <= MAX_TEXT[key]) search[key] = text;
    else if (lenient) search[key] = text.slice(0, MAX_TEXT[key]);
    else fail(key === 'keyword' ? 'q' : key, searchMessages[key]);
  }

  const originNames = name('origin');
  if (Array.isArray(originNames)) {
    const [lat, lng] = (['lat', 'lng'] as const).map((end, index) => {
      const text = get(originNames[index] ?? end);
      if (text === undefined || text.trim() === '') return undefined;
      const value = readNumber(text);
      const limit = end === 'lat' ? 90 : 180;
      if (Number.isFinite(value) && Math.abs(value) <= limit) return value;
      if (!lenient) fail(end, searchMessages[end]);
      return undefined;
    });
    if (lat !== undefined && lng !== undefined) search.origin = { lat, lng };
    else if (
      (lat === undefined) !== (lng === undefined) &&
      !lenient &&
      !errors.lat &&
      !errors.lng
    ) {
      fail('lat', searchMessages.latLngTogether);
    }
  }

  const bbox = single('bounds')?.trim();
  if (bbox) {
    const bounds = readBounds(bbox);
    if (bounds) search.bounds = bounds;
    else if (!lenient) fail('bbox', searchMessages.bbox);
  }

  // Pages write 1; the API's query also takes true, and refuses what is neither yes nor no
  // (listing-query.ts, whose messages stay out of the pages' script).
  if (single('verified') === '1') search.verified = true;

  const status = single('status')?.trim().toLowerCase();
  if (status) {
    if (status === 'all' || PROPERTY_STATUSES.includes(status as PropertyStatus)) {
      search.status = status as StatusFilter;
    } else if (!lenient) fail('status', searchMessages.status);
  }

  const sort = surface === 'admin-list' ? undefined : get('sort')?.trim();
  if (sort) {
    if (SORTS.includes(sort as PropertySort)) search.sort = sort as PropertySort;
    else if (!lenient) fail('sort', searchMessages.sort);
  }
  if (search.sort === 'nearest' && !search.origin) {
    // A page without a position shows the newest meanwhile and asks for one.
    if (lenient) search.sort = 'newest';
    else if (!errors.lat && !errors.lng) fail('sort', searchMessages.nearestNeedsOrigin);
  }

  const page = get('page');
  if (page !== undefined && page.trim() !== '') {
    const value = readNumber(page);
    const message = Number.isNaN(value)
      ? searchMessages.page
      : !Number.isInteger(value)
        ? searchMessages.pageWhole
        : value < 1
          ? searchMessages.pageFrom1
          : value > spec.maxPage
            ? searchMessages.pageTooFar
            : undefined;
    if (message === undefined) search.page = value;
    else if (!lenient) fail('page', message);
  }

  if (surface === 'api') {
    const size = get('page_size');
    if (size !== undefined && size.trim() !== '') {
      const value = readNumber(size);
      const message = Number.isNaN(value)
        ? searchMessages.pageSize
        : !Number.isInteger(value)
          ? searchMessages.pageSizeWhole
          : value < 1 || value > MAX_PAGE_SIZE
            ? searchMessages.pageSizeRange
            : undefined;
      if (message === undefined) search.pageSize = value;
      else fail('page_size', message);
    }
  }

  return { search, errors };
}

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * The parameters of a search's filters on a surface, in the surface's order, defaults left out
 * (the API gets every end it has).
 */
export function filterEntries(search: ListingSearch, surface: SearchSurface): [string, string][] {
  const spec = SURFACES[surface];
  const entries: [string, string][] = [];
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') entries.push([name, String(value)]);
  };
  for (const [key, names] of Object.entries(spec.filters) as [FilterKey, Names][]) {
    switch (key) {
      case 'purpose':
        if (search.purpose !== 'all' || surface === 'api') {
          add(names as string, search.purpose === 'sell' ? spec.saleWord : search.purpose);
        }
        break;
      case 'price':
      case 'area':
      case 'cents': {
        const range = search[key];
        if (typeof names === 'string') add(names, formatRange(range));
        else {
          add(names[0], range?.min);
          add(names[1], range?.max);
        }
        break;
      }
      case 'bedrooms':
      case 'bathrooms': {
        const rooms = search[key];
        if (rooms) add(names as string, formatRooms(rooms));
        break;
      }
      case 'origin':
        add(names[0], search.origin?.lat);
        add(names[1], search.origin?.lng);
        break;
      case 'bounds':
        if (search.bounds) add(names as string, formatBounds(search.bounds));
        break;
      case 'verified':
        if (search.verified) add(names as string, '1');
        break;
      case 'status':
        if (search.status !== spec.defaultStatus || surface === 'api')
          add(names as string, search.status);
        break;
      default:
        add(names as string, search[key]);
    }
  }
  return entries;
}

/** The parameters of a search's order and page on a surface, defaults left out on pages. */
export function orderEntries(search: ListingSearch, surface: SearchSurface): [string, string][] {
  if (surface === 'api') {
    return [
      ['sort', search.sort],
      ['page', String(search.page)],
      ['page_size', String(search.pageSize)],
    ];
  }
  const entries: [string, string][] = [];
  if (search.sort !== 'newest' && surface === 'listing-page') entries.push(['sort', search.sort]);
  if (search.page > 1) entries.push(['page', String(search.page)]);
  return entries;
}

/** A search as a surface's query string: '' or '?type=rent&page=2'. */
export function writeListingSearch(search: ListingSearch, surface: SearchSurface): string {
  const text = new URLSearchParams([
    ...filterEntries(search, surface),
    ...orderEntries(search, surface),
  ]).toString();
  return text ? `?${text}` : '';
}

/** The search with nothing chosen: every listing a surface shows, newest first, page 1. */
export function defaultListingSearch(surface: SearchSurface): ListingSearch {
  return readListingSearch(new URLSearchParams(), surface).search;
}

/** True when a filter narrows the results: not the status, the position, the order or the page. */
export function isNarrowed(search: ListingSearch): boolean {
  return (
    search.purpose !== 'all' ||
    [
      search.propertyTypeId,
      search.category,
      search.ownership,
      search.price,
      search.area,
      search.cents,
      search.bedrooms,
      search.bathrooms,
      search.location,
      search.keyword,
      search.bounds,
      search.verified,
    ].some((value) => value !== undefined)
  );
}
