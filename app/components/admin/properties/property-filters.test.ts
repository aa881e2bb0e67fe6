import { describe, expect, it } from 'vitest';

import {
  DEFAULT_FILTERS,
  isFiltered,
  parseAdminPropertyFilters,
  toAdminPropertyApiPath,
  toAdminPropertySearch,
  withFilter,
} from './property-filters';

const parse = (search: string) => parseAdminPropertyFilters(new URLSearchParams(search));

describe('parseAdminPropertyFilters', () => {
  it('reads every filter of the URL', () => {
    expect(parse('?q=villa+kochi&type=rent&status=sold&confirm=1&page=3')).toEqual({
      q: 'villa kochi',
      type: 'rent',
      status: 'sold',
      needsConfirming: true,
      page: 3,
      sort: 'newest',
    });
  });

  it('defaults to every listing, page 1', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(DEFAULT_FILTERS).toEqual({
      q: '',
      type: 'all',
      status: 'all',
      needsConfirming: false,
      page: 1,
      sort: 'newest',
    });
  });

  it.each(['sale', 'sell', 'buy', 'SALE'])('reads type=%s as for sale', (type) => {
    expect(parse(`?type=${type}`).type).toBe('sell');
  });

  it.each([
    ['type=house', { type: 'all' }],
    ['status=archived', { status: 'all' }],
    ['status=all', { status: 'all' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=1e9', { page: 1 }],
  ])('falls back to the default for %s', (search, expected) => {
    expect(parse(`?${search}`)).toMatchObject(expected);
  });

  it('trims the keyword, folds its spaces and cuts it at 200 characters', () => {
    expect(parse('?q=%20%20sea%20%20%20view%20').q).toBe('sea view');
    expect(parse(`?q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });
});

describe('toAdminPropertySearch', () => {
  it('leaves the defaults out', () => {
    expect(toAdminPropertySearch(DEFAULT_FILTERS)).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = {
      q: 'flat & garden',
      type: 'sell',
      status: 'draft',
      needsConfirming: true,
      page: 4,
      sort: 'newest',
    } as const;
    const search = toAdminPropertySearch(filters);
    expect(search).toBe('?q=flat+%26+garden&type=sale&status=draft&confirm=1&page=4');
    expect(parse(search)).toEqual(filters);
  });
});

describe('toAdminPropertyApiPath', () => {
  it('asks for every status, newest first, 12 a page', () => {
    expect(toAdminPropertyApiPath(DEFAULT_FILTERS)).toBe(
      '/properties/properties/?status=all&type=all&sort=newest&page=1&page_size=12',
    );
  });

  it("sends the API's words: sell for sale, the keyword as q", () => {
    const path = toAdminPropertyApiPath({
      q: 'villa',
      type: 'sell',
      status: 'sold',
      needsConfirming: true,
      page: 2,
      sort: 'newest',
    });
    const params = new URL(path, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      needs_confirming: '1',
      status: 'sold',
      type: 'sell',
      sort: 'newest',
      page: '2',
      page_size: '12',
      q: 'villa',
    });
  });
});

describe('isFiltered and withFilter', () => {
  it('knows when the list is narrowed', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, page: 5 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'x' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, type: 'rent' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, status: 'draft' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, needsConfirming: true })).toBe(true);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...DEFAULT_FILTERS, page: 7 }, { type: 'rent' })).toEqual({
      ...DEFAULT_FILTERS,
      type: 'rent',
      page: 1,
    });
  });
});

describe('the sorts by performance', () => {
  it('reads views, leads and enquiries, and keeps them in the URL and the API path', () => {
    const filters = parse('?status=available&sort=leads&page=2');
    expect(filters).toMatchObject({ sort: 'leads', status: 'available', page: 2 });
    expect(toAdminPropertySearch(filters)).toContain('sort=leads');
    expect(
      new URL(toAdminPropertyApiPath(filters), 'http://x').searchParams.getAll('sort'),
    ).toEqual(['leads']);
    expect(toAdminPropertySearch({ ...DEFAULT_FILTERS, sort: 'views' })).toBe('?sort=views');
  });

  it('falls back to newest for anything else, and a new filter keeps the sort', () => {
    expect(parse('?sort=price-asc').sort).toBe('newest');
    expect(withFilter(parse('?sort=views&page=3'), { q: 'villa' })).toMatchObject({
      sort: 'views',
      page: 1,
    });
  });
});
