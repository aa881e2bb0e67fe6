import {
  defaultListingSearch,
  type ListingSearch,
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
  page: number;
  /** Newest first, or most views, leads or enquiries of the last 30 days first (issue 15). */
  sort: AdminListSort;
}

export type AdminListSort = 'newest' | PerformanceSort;

export const DEFAULT_FILTERS: AdminPropertyFilters = {
  q: '',
  type: 'all',
  status: 'all',
  page: 1,
  sort: 'newest',
};

/** The sorts by performance are the admin's own: not part of the listing search, read here. */
function readSort(params: URLSearchParams): AdminListSort {
  const sort = params.get('sort');
  return PERFORMANCE_SORTS.find((name) => name === sort) ?? 'newest';
}

function withSort(search: string, sort: AdminListSort): string {
  if (sort === 'newest') return search;
  return `${search}${search === '' ? '?' : '&'}sort=${sort}`;
}

export const PURPOSE_LABELS: Record<Purpose, string> = {
  all: 'All',
  sell: 'For Sale',
  rent: 'For Rent',
};

function fromSearch(search: ListingSearch, sort: AdminListSort): AdminPropertyFilters {
  return {
    q: (search.keyword ?? '').replace(/\s+/g, ' '),
    type: search.purpose,
    status: search.status,
    page: search.page,
    sort,
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
  return fromSearch(readListingSearch(params, 'admin-list').search, readSort(params));
}

/** The list's own URL search for these filters, defaults left out: '' or '?q=villa&page=2'. */
export function toAdminPropertySearch(filters: AdminPropertyFilters): string {
  return withSort(writeListingSearch(toSearch(filters), 'admin-list'), filters.sort);
}

/** The API path that lists these filters' page, in their order (design.md section 4). */
export function toAdminPropertyApiPath(filters: AdminPropertyFilters): string {
  const search = writeListingSearch(toSearch(filters), 'api');
  if (filters.sort === 'newest') return `/properties/properties/${search}`;
  const params = new URLSearchParams(search);
  params.set('sort', filters.sort);
  return `/properties/properties/?${params}`;
}

/** True when anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(filters: AdminPropertyFilters): boolean {
  return filters.q !== '' || filters.type !== 'all' || filters.status !== 'all';
}

/** A change of search, type or status starts again at page 1. */
export function withFilter(
  filters: AdminPropertyFilters,
  change: Partial<Omit<AdminPropertyFilters, 'page' | 'sort'>>,
): AdminPropertyFilters {
  return { ...filters, ...change, page: 1 };
}
