import {
  OWNERSHIPS,
  type Ownership,
  type PropertySort,
  SORTS,
} from '../../contract/property-constants';

/**
 * The listing page's filters as they live in its URL (SPEC section 2: location, type, category,
 * propertyType, beds, price, sqft, cents, lat, lng; and ours: baths, ownership, sort, page), and
 * how they become the API's list parameters (DESIGN section 4). Unknown or malformed values are
 * dropped, so any URL a person can type shows a page.
 */
export interface ListingFilters {
  type: 'all' | 'rent' | 'buy';
  category?: string;
  beds?: string;
  baths?: string;
  /** Rupees, 'min-max' with either end open. */
  price?: Range;
  sqft?: Range;
  cents?: Range;
  ownership?: Ownership;
  location?: string;
  lat?: number;
  lng?: number;
  sort: PropertySort;
  page: number;
}

export interface Range {
  min?: number;
  max?: number;
}

export const LISTING_PAGE_SIZE = 12;

function parseRange(text: string | null): Range | undefined {
  const match = /^(\d*)-(\d*)$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const range: Range = {};
  if (match[1]) range.min = Number(match[1]);
  if (match[2]) range.max = Number(match[2]);
  return range.min === undefined && range.max === undefined ? undefined : range;
}

export function formatRange(range: Range | undefined): string | undefined {
  if (!range) return undefined;
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

function parseRooms(text: string | null): string | undefined {
  return text && /^\d{1,2}\+?$/.test(text) ? text : undefined;
}

function parseCoordinate(text: string | null, limit: number): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const type = params.get('type');
  const category = (params.get('category') ?? params.get('propertyType') ?? '').trim();
  const ownership = params.get('ownership');
  const location = params.get('location')?.trim();
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const lat = parseCoordinate(params.get('lat'), 90);
  const lng = parseCoordinate(params.get('lng'), 180);
  const hasOrigin = lat !== undefined && lng !== undefined;
  const filters: ListingFilters = {
    type:
      type === 'rent'
        ? 'rent'
        : type === 'buy' || type === 'sell' || type === 'sale'
          ? 'buy'
          : 'all',
    sort: SORTS.includes(sort as PropertySort) ? (sort as PropertySort) : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  // Nearest needs a position; without one the page asks for it and shows the newest meanwhile.
  if (filters.sort === 'nearest' && !hasOrigin) filters.sort = 'newest';
  if (category && category.toLowerCase() !== 'all') filters.category = category.slice(0, 80);
  const beds = parseRooms(params.get('beds'));
  if (beds) filters.beds = beds;
  const baths = parseRooms(params.get('baths'));
  if (baths) filters.baths = baths;
  for (const key of ['price', 'sqft', 'cents'] as const) {
    const range = parseRange(params.get(key));
    if (range) filters[key] = range;
  }
  if (OWNERSHIPS.includes(ownership as Ownership)) filters.ownership = ownership as Ownership;
  if (location) filters.location = location.slice(0, 200);
  if (hasOrigin) {
    filters.lat = lat;
    filters.lng = lng;
  }
  return filters;
}

/** The API's list parameters for these filters. */
export function toApiQuery(filters: ListingFilters): Record<string, string> {
  const query: Record<string, string> = {
    type: filters.type,
    sort: filters.sort,
    page: String(filters.page),
    page_size: String(LISTING_PAGE_SIZE),
  };
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined) query[name] = String(value);
  };
  set('category', filters.category);
  set('bedrooms', filters.beds);
  set('bathrooms', filters.baths);
  set('min_price', filters.price?.min);
  set('max_price', filters.price?.max);
  set('min_area', filters.sqft?.min);
  set('max_area', filters.sqft?.max);
  set('min_cents', filters.cents?.min);
  set('max_cents', filters.cents?.max);
  set('ownership', filters.ownership);
  set('location', filters.location);
  set('lat', filters.lat);
  set('lng', filters.lng);
  return query;
}

/** The page's own URL for these filters: defaults left out, so links stay short. */
export function toListingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set('location', filters.location);
  if (filters.type !== 'all') set('type', filters.type);
  set('category', filters.category);
  set('beds', filters.beds);
  set('baths', filters.baths);
  set('price', formatRange(filters.price));
  set('sqft', formatRange(filters.sqft));
  set('cents', formatRange(filters.cents));
  set('ownership', filters.ownership);
  set('lat', filters.lat);
  set('lng', filters.lng);
  if (filters.sort !== 'newest') set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when anything narrows the results (the page then says what it was filtered from). */
export function isFiltered(filters: ListingFilters): boolean {
  return (
    filters.type !== 'all' ||
    [
      filters.category,
      filters.beds,
      filters.baths,
      filters.price,
      filters.sqft,
      filters.cents,
      filters.ownership,
      filters.location,
    ].some((value) => value !== undefined)
  );
}

/** The hero's line: 'For Rent • Apartment • 2 Bedrooms', or the default invitation. */
export function describeFilters(filters: ListingFilters): string {
  const parts: string[] = [];
  if (filters.type === 'rent') parts.push('For Rent');
  if (filters.type === 'buy') parts.push('For Sale');
  if (filters.category) parts.push(filters.category.replace(/\b\p{L}/gu, (c) => c.toUpperCase()));
  if (filters.beds) {
    const count = Number.parseInt(filters.beds, 10);
    parts.push(`${filters.beds} Bedroom${count === 1 && !filters.beds.endsWith('+') ? '' : 's'}`);
  }
  if (filters.location) parts.push(filters.location);
  return parts.length > 0 ? parts.join(' • ') : 'Explore our exclusive property listings';
}

/**
 * Page numbers to show: at most five around the current one, with the first and last pages and
 * an ellipsis ('gap') where numbers are skipped (SPEC section 9: a window of 5).
 */
export function pageWindow(current: number, totalPages: number): (number | 'gap')[] {
  const size = 5;
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages: (number | 'gap')[] = [];
  if (start > 1) pages.push(1);
  if (start > 2) pages.push('gap');
  for (let page = start; page <= end; page += 1) pages.push(page);
  if (end < totalPages - 1) pages.push('gap');
  if (end < totalPages) pages.push(totalPages);
  return pages;
}
