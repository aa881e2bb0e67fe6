import {
  OWNERSHIPS,
  type Ownership,
  PROPERTY_TYPE_SYNONYMS,
  type PropertySort,
  SORTS,
} from '../../contract/property-constants';
import type { CatalogueReader, PageLog } from '../../contract/site';
import { readPart } from './load-failure';
import { AMENITIES, areaUnitFor, PROPERTY_TYPE_GROUPS } from './search-options';

/**
 * The listing page's filters as they live in its URL (product.md section 2: location, type,
 * category, propertyType, beds, price, sqft, cents, lat, lng; and ours: baths, ownership,
 * amenities, sort, page, view), and how they become the API's list parameters (design.md
 * section 4). Unknown or malformed values are dropped, so any URL a person can type shows a page.
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
  /** Kept and shown, never applied to the results (product.md section 5). */
  amenities: string[];
  sort: PropertySort;
  page: number;
  /** The results as a list (the default, product.md section 2) or a grid. */
  view: ListingView;
}

export type ListingView = 'list' | 'grid';

export interface Range {
  min?: number;
  max?: number;
}

export const LISTING_PAGE_SIZE = 12;

function parseRange(text: string | null): Range | undefined {
  const match = /^(\d{0,13})-(\d{0,13})$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  return toRange(match[1] ? Number(match[1]) : undefined, match[2] ? Number(match[2]) : undefined);
}

/** A range from two ends, either open; ends given the wrong way round are swapped. */
function toRange(min: number | undefined, max: number | undefined): Range | undefined {
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const range: Range = {};
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return min === undefined && max === undefined ? undefined : range;
}

/**
 * The two sliders of a range as the filter form sends them (`price_min`, `price_max`): a handle
 * at the end of its track means that end is open.
 */
function parseSliders(
  params: URLSearchParams,
  key: string,
  track: { min: number; max: number },
): Range | undefined {
  const end = (name: string, open: number) => {
    const text = params.get(`${key}_${name}`);
    const value = text === null || text.trim() === '' ? NaN : Number(text);
    return Number.isFinite(value) && value >= 0 && value !== open ? value : undefined;
  };
  return toRange(end('min', track.min), end('max', track.max));
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

/**
 * The tracks of the filter form's sliders (product.md section 9): a handle at either end means
 * open. Monthly rents get their own track, since the sale slider starts at a lakh.
 */
export const SLIDER_TRACKS = {
  price: { min: 100_000, max: 100_000_000, step: 100_000 },
  rent: { min: 0, max: 200_000, step: 1_000 },
  sqft: { min: 0, max: 10_000, step: 100 },
  cents: { min: 0, max: 1000, step: 10 },
} as const;

/** A property type's name as the filter panel lists it ('flat' -> 'Apartment'), if it is one. */
export function canonicalTypeName(category: string | undefined): string | undefined {
  if (!category) return undefined;
  const wanted = category.trim().toLowerCase();
  return PROPERTY_TYPE_GROUPS.flatMap((group) => [...group.types]).find(
    (type) =>
      type.toLowerCase() === wanted ||
      // Synonyms shared by several types ('residential', 'commercial') name none of them.
      (wanted !== 'residential' &&
        wanted !== 'commercial' &&
        wanted !== 'industrial' &&
        (PROPERTY_TYPE_SYNONYMS[type.toLowerCase()] ?? []).includes(wanted)),
  );
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
    amenities: parseAmenities(params),
    view: params.get('view') === 'grid' ? 'grid' : 'list',
  };
  // Nearest needs a position; without one the page asks for it and shows the newest meanwhile.
  if (filters.sort === 'nearest' && !hasOrigin) filters.sort = 'newest';
  if (category && category.toLowerCase() !== 'all') filters.category = category.slice(0, 80);
  const beds = parseRooms(params.get('beds'));
  if (beds) filters.beds = beds;
  const baths = parseRooms(params.get('baths'));
  if (baths) filters.baths = baths;
  const tracks = {
    // The form says which track its price sliders were on: without JavaScript they stay on the
    // track of the page it was served with, whatever listing type is chosen since.
    price:
      (params.get('price_track') ?? (filters.type === 'rent' ? 'rent' : 'sale')) === 'rent'
        ? SLIDER_TRACKS.rent
        : SLIDER_TRACKS.price,
    sqft: SLIDER_TRACKS.sqft,
    cents: SLIDER_TRACKS.cents,
  };
  for (const key of ['price', 'sqft', 'cents'] as const) {
    // A preset button's own value wins over the sliders sent with it.
    const range = parseRange(params.get(key)) ?? parseSliders(params, key, tracks[key]);
    if (range) filters[key] = range;
  }
  // A land type is measured in cents, a built one in square feet: the other size filter goes
  // (product.md section 5).
  const typeName = canonicalTypeName(filters.category);
  if (typeName && areaUnitFor(typeName) === 'cents') delete filters.sqft;
  if (typeName && areaUnitFor(typeName) === 'sqft') delete filters.cents;
  if (OWNERSHIPS.includes(ownership as Ownership)) filters.ownership = ownership as Ownership;
  if (location) filters.location = location.slice(0, 200);
  if (hasOrigin) {
    filters.lat = lat;
    filters.lng = lng;
  }
  return filters;
}

/** Known amenities, as `amenities=Pool&amenities=Gym` or `amenities=Pool,Gym`, in the panel's order. */
function parseAmenities(params: URLSearchParams): string[] {
  const wanted = new Set(
    params
      .getAll('amenities')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase()),
  );
  return AMENITIES.filter((amenity) => wanted.has(amenity.toLowerCase()));
}

/** The API's list parameters for these filters (amenities are not among them). */
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
  for (const amenity of filters.amenities) params.append('amenities', amenity);
  if (filters.sort !== 'newest') set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  if (filters.view !== 'list') set('view', filters.view);
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
  if (filters.category) {
    parts.push(
      canonicalTypeName(filters.category) ??
        filters.category.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
    );
  }
  if (filters.beds) {
    const count = Number.parseInt(filters.beds, 10);
    parts.push(`${filters.beds} Bedroom${count === 1 && !filters.beds.endsWith('+') ? '' : 's'}`);
  }
  if (filters.location) parts.push(filters.location);
  return parts.length > 0 ? parts.join(' • ') : 'Explore our exclusive property listings';
}

/**
 * Page numbers to show: at most five around the current one, with the first and last pages and
 * an ellipsis ('gap') where numbers are skipped (product.md section 9: a window of 5).
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

/** The filters with nothing chosen (Reset All), keeping only how the results are shown. */
export function clearedFilters(view: ListingView = 'list'): ListingFilters {
  return { type: 'all', sort: 'newest', page: 1, amenities: [], view };
}

/** Square feet as a card shows them: '1,450', and '12.5K' above 10,000. */
export function formatArea(squareFeet: number): string {
  if (squareFeet > 10_000) return `${Math.round(squareFeet / 100) / 10}K`;
  return Math.round(squareFeet).toLocaleString('en-IN');
}

/** '2.4 km away', '350 m away'. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  return `${km < 100 ? Math.round(km * 10) / 10 : Math.round(km)} km away`;
}

/**
 * One page of results for the URL's filters, from the API's own filtering and paging
 * (design.md section 5): never every listing. A failure is reported, not thrown, so the page can
 * say so.
 */
export async function loadListing(
  catalogue: CatalogueReader,
  params: URLSearchParams,
  log: PageLog,
) {
  const filters = parseListingFilters(params);
  const { value: page, failed } = await readPart(
    log,
    'listings',
    () => catalogue.listProperties(toApiQuery(filters)),
    null,
  );
  return { filters, page, hasFailed: failed };
}
