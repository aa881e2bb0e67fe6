import {
  defaultListingSearch,
  filterEntries,
  type ListingSearch,
  orderEntries,
  type Purpose,
  readListingSearch,
  type StatusFilter,
  writeListingSearch,
} from '../../../../contract/listing-search';
import { PERFORMANCE_SORTS, type PerformanceSort } from '../../../../contract/listing-stats';

export type { StatusFilter } from '../../../../contract/listing-search';

/**
 * The admin property list's search as it lives in the URL (`?q=&type=&status=&page=`), so a
 * reload or the back button shows the same results, and as the API's list query: the listing
 * search (contract/listing-search.ts) on its 'admin-list' surface, which names, reads and writes
 * them. Unknown or malformed values fall back to the defaults: any URL a person can type shows a
 * page.
 */

export const PURPOSE_FILTERS = ['all', 'sell', 'rent'] as const satisfies readonly Purpose[];

export interface AdminPropertyFilters {
  /** Keyword in the title, description or place; trimmed, '' for none. */
  q: string;
  type: Purpose;
  /** Every status by default: the back office sees drafts and closed listings too. */
  status: StatusFilter;
  /** Only available listings not confirmed for 60 days (`?confirm=1`; issue 15, item 7). */
  needsConfirming: boolean;
  page: number;
  /** Newest first, or most views, leads or enquiries of the last 30 days first (issue 15). */
  sort: AdminListSort;
}

export type AdminListSort = 'newest' | PerformanceSort;

export const DEFAULT_FILTERS: AdminPropertyFilters = {
  q: '',
  type: 'all',
  status: 'all',
  needsConfirming: false,
  page: 1,
  sort: 'newest',
};

/** The sorts by performance are the admin's own: not part of the listing search, read here. */
function readSort(params: URLSearchParams): AdminListSort {
  const sort = params.get('sort');
  return PERFORMANCE_SORTS.find((name) => name === sort) ?? 'newest';
}

export const PURPOSE_LABELS: Record<Purpose, string> = {
  all: 'All',
  sell: 'For Sale',
  rent: 'For Rent',
};

/**
 * "Needs confirming" (`?confirm=1`; the API's `needs_confirming`) is the admin's own: it is not
 * in the listing search, whose code the public pages ship (contract/listing-query.ts).
 */
const CONFIRM_PARAM = 'confirm';

function fromSearch(search: ListingSearch, params: URLSearchParams): AdminPropertyFilters {
  return {
    q: (search.keyword ?? '').replace(/\s+/g, ' '),
    type: search.purpose,
    status: search.status,
    needsConfirming: params.get(CONFIRM_PARAM) === '1',
    page: search.page,
    sort: readSort(params),
  };
}

function toSearch(filters: AdminPropertyFilters): ListingSearch {
  return {
    ...defaultListingSearch('admin-list'),
    purpose: filters.type,
    status: filters.status,
    page: filters.page,
    ...(filters.q ? { keyword: filters.q } : {}),
  };
}

export function parseAdminPropertyFilters(params: URLSearchParams): AdminPropertyFilters {
  return fromSearch(readListingSearch(params, 'admin-list').search, params);
}

/** The list's own URL search for these filters, defaults left out: '' or '?q=villa&page=2'. */
export function toAdminPropertySearch(filters: AdminPropertyFilters): string {
  const search = toSearch(filters);
  const text = new URLSearchParams([
    ...filterEntries(search, 'admin-list'),
    ...(filters.needsConfirming ? [[CONFIRM_PARAM, '1'] as [string, string]] : []),
    ...orderEntries(search, 'admin-list'),
    ...(filters.sort !== 'newest' ? [['sort', filters.sort] as [string, string]] : []),
  ]).toString();
  return text ? `?${text}` : '';
}

/** The API path that lists these filters' page, in their order (design.md section 4). */
export function toAdminPropertyApiPath(filters: AdminPropertyFilters): string {
  const params = new URLSearchParams(writeListingSearch(toSearch(filters), 'api'));
  if (filters.needsConfirming) params.set('needs_confirming', '1');
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  const query = params.toString();
  return `/properties/properties/${query ? `?${query}` : ''}`;
}

/** True when anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(filters: AdminPropertyFilters): boolean {
  return (
    filters.q !== '' ||
    filters.type !== 'all' ||
    filters.status !== 'all' ||
    filters.needsConfirming
  );
}

/** A change of search, type or status starts again at page 1. */
export function withFilter(
  filters: AdminPropertyFilters,
  change: Partial<Omit<AdminPropertyFilters, 'page' | 'sort'>>,
): AdminPropertyFilters {
  return { ...filters, ...change, page: 1 };
}
