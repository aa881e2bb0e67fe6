import { toFieldErrors } from '../../../../contract/errors';
import { enquiryFilters } from '../../../../contract/enquiries';

/**
 * The enquiries screen's filters live in the URL, with the API's own names (status, assigned_to,
 * property, q, from, to, due) and page: a link, Back and a reload keep them, and the export asks
 * for exactly what the list shows. A value the API would refuse is dropped, so a hand-edited
 * URL still opens the screen.
 */

export const FILTER_NAMES = [
  'status',
  'assigned_to',
  'property',
  'q',
  'from',
  'to',
  'due',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters as text, as the URL and the form's controls hold them ('' for none). */
export type FilterValues = Record<FilterName, string>;

export function readFilterValues(params: URLSearchParams): FilterValues {
  const raw = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? '']));
  const result = enquiryFilters.safeParse(raw);
  if (result.success) return raw as FilterValues;
  // Drop what the API would refuse, keep the rest.
  const bad = new Set(Object.keys(toFieldErrors(result.error)));
  return Object.fromEntries(
    FILTER_NAMES.map((name) => [name, bad.has(name) ? '' : (raw[name] ?? '')]),
  ) as FilterValues;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/** The query string of `values` (and a page past the first), in a stable order. */
export function filterQuery(values: FilterValues, page = 1): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = values[name].trim();
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function withFilter(values: FilterValues, change: Partial<FilterValues>): FilterValues {
  return { ...values, ...change };
}

export function hasFilters(values: FilterValues): boolean {
  return FILTER_NAMES.some((name) => values[name] !== '');
}

export const NO_FILTERS: FilterValues = {
  status: '',
  assigned_to: '',
  property: '',
  q: '',
  from: '',
  to: '',
  due: '',
};
