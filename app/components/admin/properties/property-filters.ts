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
}

export const DEFAULT_FILTERS: AdminPropertyFilters = {
  q: '',
  type: 'all',
  status: 'all',
  needsConfirming: false,
  page: 1,
};

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
  ]).toString();
  return text ? `?${text}` : '';
}

/** The API path that lists these filters' page, newest first (design.md section 4). */
export function toAdminPropertyApiPath(filters: AdminPropertyFilters): string {
  const confirm = filters.needsConfirming ? '&needs_confirming=1' : '';
  return `/properties/properties/${writeListingSearch(toSearch(filters), 'api')}${confirm}`;
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
  change: Partial<Omit<AdminPropertyFilters, 'page'>>,
): AdminPropertyFilters {
  return { ...filters, ...change, page: 1 };
}
