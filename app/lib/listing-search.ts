import {
  isNarrowed,
  type ListingSearch,
  readListingSearch,
  defaultListingSearch,
  type Range,
  toRange,
  writeListingSearch,
} from '../../contract/listing-search';
import { PROPERTY_TYPE_SYNONYMS } from '../../contract/property-constants';
import type { FactFilters } from '../../contract/listing-fact-filters';
import type { CatalogueReader, PageLog } from '../../contract/site';
import type { Messages } from '../i18n/messages';
import { readPart } from './load-failure';
import { areaUnitFor, PROPERTY_TYPE_GROUPS } from './search-options';

export { formatRange, type Range } from '../../contract/listing-search';

/**
 * The listing page's filters as they live in its URL: the listing search
 * (contract/listing-search.ts, which names each filter in the URL and reads and writes it), and
 * what only the page has: the list or grid view, the map, and the form's sliders. Unknown or
 * malformed values are dropped, so any URL a person can type shows a page. (The amenities the
 * original kept in the URL without applying them are no longer offered: issue 33, item 3; an old
 * link's `amenities=` is ignored.)
 */
export type ListingFilters = ListingSearch & {
  /** The results as a list (the default, product.md section 2) or a grid. */
  view: ListingView;
  /**
   * The map beside the results (on phones, over them): `map=1`. Like the view, only how the
   * results are shown; the map's area itself is a filter (`bounds`, `bbox=` in the URL).
   */
  map?: boolean;
  /**
   * The listing facts' filters (issue 34) by their names in the URL (FACT_PARAMS), as text: the
   * loader checks them (listing-fact-filters.ts) and writes back only good values, so the page's
   * script carries no parser of its own for them.
   */
  facts?: Partial<Record<FactParam, string>>;
};

/**
 * The URL's names of the facts' filters: the API's (contract/listing-fact-filters.ts) and the
 * price-cut flag, in the order the page writes them. Lists (facing, land type) are comma-separated.
 */
export const FACT_PARAMS = [
  'max_deposit',
  'tenant_preference',
  'available_by',
  'facing',
  'min_floor',
  'max_floor',
  'rera',
  'land_type',
  'min_road_width',
  'price_reduced',
] as const;

export type FactParam = (typeof FACT_PARAMS)[number];

/**
 * The facts' filters as the URL or the filter form sends them: a checkbox list arrives as one
 * name a box (joined with commas), and the floor chip as `floor=min-max`.
 */
function readFactParams(params: URLSearchParams): ListingFilters['facts'] {
  const facts: NonNullable<ListingFilters['facts']> = {};
  const [minFloor, maxFloor] = (params.get('floor') ?? '').split('-');
  for (const name of FACT_PARAMS) {
    const given =
      name === 'min_floor' && minFloor
        ? [minFloor]
        : name === 'max_floor' && maxFloor
          ? [maxFloor]
          : params.getAll(name);
    const value = given
      .map((text) => text.trim())
      .filter(Boolean)
      .join(',');
    if (value) facts[name] = value;
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/** The facts' filters as query parameters, in FACT_PARAMS' order. */
function writeFactParams(params: URLSearchParams, facts: ListingFilters['facts']): void {
  for (const name of FACT_PARAMS) {
    const value = facts?.[name];
    if (value) params.set(name, value);
  }
}

/** The API's query for the page's filters (the count before applying, the map's markers). */
export function toApiSearch(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams(writeListingSearch(filters, 'api'));
  writeFactParams(params, filters.facts);
  return params;
}

export type ListingView = 'list' | 'grid';

export const LISTING_PAGE_SIZE = 12;

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

/** The purpose as the page's URL and its type buttons write it: all, rent or buy. */
export function purposeWord(filters: Pick<ListingSearch, 'purpose'>): 'all' | 'rent' | 'buy' {
  return filters.purpose === 'sell' ? 'buy' : filters.purpose;
}

export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const { search } = readListingSearch(params, 'listing-page');
  const filters: ListingFilters = {
    ...search,
    view: params.get('view') === 'grid' ? 'grid' : 'list',
    ...(params.get('map') === '1' ? { map: true } : {}),
  };
  const facts = readFactParams(params);
  if (facts) filters.facts = facts;
  const tracks = {
    // The form says which track its price sliders were on: without JavaScript they stay on the
    // track of the page it was served with, whatever listing type is chosen since.
    price:
      (params.get('price_track') ?? (filters.purpose === 'rent' ? 'rent' : 'sale')) === 'rent'
        ? SLIDER_TRACKS.rent
        : SLIDER_TRACKS.price,
    area: SLIDER_TRACKS.sqft,
    cents: SLIDER_TRACKS.cents,
  };
  // A preset button's own value wins over the sliders sent with it.
  const sliderNames = { price: 'price', area: 'sqft', cents: 'cents' } as const;
  for (const key of ['price', 'area', 'cents'] as const) {
    const range = filters[key] ?? parseSliders(params, sliderNames[key], tracks[key]);
    if (range) filters[key] = range;
  }
  // A land type is measured in cents, a built one in square feet: the other size filter goes
  // (product.md section 5).
  const typeName = canonicalTypeName(filters.category);
  if (typeName && areaUnitFor(typeName) === 'cents') delete filters.area;
  if (typeName && areaUnitFor(typeName) === 'sqft') delete filters.cents;
  return filters;
}

/** The page's own URL for these filters: defaults left out, so links stay short. */
export function toListingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams(writeListingSearch(filters, 'listing-page'));
  writeFactParams(params, filters.facts);
  // The order and the page come after the filters, then the view, as the form sends them.
  const order = ['sort', 'page'].flatMap((name) => {
    const value = params.get(name);
    params.delete(name);
    return value === null ? [] : [[name, value] as const];
  });
  for (const [name, value] of order) params.set(name, value);
  if (filters.view !== 'list') params.set('view', filters.view);
  if (filters.map) params.set('map', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when anything narrows the results (the page then says what it was filtered from). */
export function isFiltered(filters: ListingFilters): boolean {
  return isNarrowed(filters) || filters.facts !== undefined;
}

/**
 * The hero's line: 'For Rent • Apartment • 2 Bedrooms', or the default invitation; in the page's
 * language (`m` from useI18n() or pageI18n()). A place stays as it was typed.
 */
export function describeFilters(
  filters: ListingFilters,
  m: Pick<Messages, 'listing' | 'site'>,
): string {
  const words = m.listing.summary;
  const parts: string[] = [];
  if (filters.purpose === 'rent') parts.push(words.forRent);
  if (filters.purpose === 'sell') parts.push(words.forSale);
  if (filters.category) {
    const typeName = canonicalTypeName(filters.category);
    parts.push(
      typeName
        ? m.site.propertyType(typeName)
        : filters.category.replace(/\b\p{L}/gu, (c) => c.toUpperCase()),
    );
  }
  if (filters.bedrooms)
    parts.push(words.bedrooms(filters.bedrooms.count, filters.bedrooms.atLeast));
  if (filters.location) parts.push(filters.location);
  if (filters.bounds) parts.push(words.mapArea);
  return parts.length > 0 ? parts.join(' • ') : words.none;
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
export function clearedFilters(view: ListingView = 'list', map = false): ListingFilters {
  return { ...defaultListingSearch('listing-page'), view, ...(map ? { map } : {}) };
}

/** Square feet as a card shows them: '1,450', and '12.5K' above 10,000. */
export function formatArea(squareFeet: number): string {
  if (squareFeet > 10_000) return `${Math.round(squareFeet / 100) / 10}K`;
  return Math.round(squareFeet).toLocaleString('en-IN');
}

/** '2.4 km away', '350 m away', in the words of the page's language (`m.common.card`). */
export function formatDistance(
  km: number,
  words: Pick<Messages['common']['card'], 'kmAway' | 'metresAway'>,
): string {
  if (km < 1) return words.metresAway(Math.max(10, Math.round((km * 1000) / 10) * 10));
  return words.kmAway(km < 100 ? Math.round(km * 10) / 10 : Math.round(km));
}

/**
 * One page of results for the page's filters, from the API's own filtering and paging
 * (design.md section 5): never every listing. The facts' filters come as the loader checked them
 * (listing-fact-filters.ts). A failure is reported, not thrown, so the page can say so.
 */
export async function loadListing(
  catalogue: CatalogueReader,
  filters: ListingFilters,
  log: PageLog,
  facts: FactFilters = {},
) {
  const { value: page, failed } = await readPart(
    log,
    'listings',
    () => catalogue.listSummaries({ ...filters, ...facts }),
    null,
  );
  return { page, hasFailed: failed };
}
