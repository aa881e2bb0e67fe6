import { ADMIN_PAGE_SIZE } from '../../../../contract/admin-properties';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../../../contract/property-constants';

/**
 * The admin property list's search as it lives in the URL (`?q=&type=&status=&page=`), so a
 * reload or the back button shows the same results, and as the API's list query. Unknown or
 * malformed values fall back to the defaults: any URL a person can type shows a page.
 */

export const PURPOSE_FILTERS = ['all', 'sale', 'rent'] as const;
export type PurposeFilter = (typeof PURPOSE_FILTERS)[number];
export type StatusFilter = 'all' | PropertyStatus;

export interface AdminPropertyFilters {
  /** Keyword in the title, description or place; trimmed, '' for none. */
  q: string;
  type: PurposeFilter;
  /** Every status by default: the back office sees drafts and closed listings too. */
  status: StatusFilter;
  page: number;
}

/** The API refuses longer keywords. */
const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 100_000;

export const DEFAULT_FILTERS: AdminPropertyFilters = { q: '', type: 'all', status: 'all', page: 1 };

export const PURPOSE_LABELS: Record<PurposeFilter, string> = {
  all: 'All',
  sale: 'For Sale',
  rent: 'For Rent',
};

export function parseAdminPropertyFilters(params: URLSearchParams): AdminPropertyFilters {
  const type = params.get('type')?.trim().toLowerCase();
  const status = params.get('status')?.trim().toLowerCase();
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH),
    // 'sell' and 'buy' are the public site's and the API's words for the same thing.
    type:
      type === 'rent'
        ? 'rent'
        : type === 'sale' || type === 'sell' || type === 'buy'
          ? 'sale'
          : 'all',
    status: PROPERTY_STATUSES.includes(status as PropertyStatus)
      ? (status as PropertyStatus)
      : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The list's own URL search for these filters, defaults left out: '' or '?q=villa&page=2'. */
export function toAdminPropertySearch(filters: AdminPropertyFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type !== 'all') params.set('type', filters.type);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API path that lists these filters' page, newest first (design.md section 4). */
export function toAdminPropertyApiPath(filters: AdminPropertyFilters): string {
  const params = new URLSearchParams({
    status: filters.status,
    type: filters.type === 'sale' ? 'sell' : filters.type,
    sort: 'newest',
    page: String(filters.page),
    page_size: String(ADMIN_PAGE_SIZE),
  });
  if (filters.q) params.set('q', filters.q);
  return `/properties/properties/?${params.toString()}`;
}

/** True when anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(filters: AdminPropertyFilters): boolean {
  return filters.q !== '' || filters.type !== 'all' || filters.status !== 'all';
}

/** A change of search, type or status starts again at page 1. */
export function withFilter(
  filters: AdminPropertyFilters,
  change: Partial<Omit<AdminPropertyFilters, 'page'>>,
): AdminPropertyFilters {
  return { ...filters, ...change, page: 1 };
}
