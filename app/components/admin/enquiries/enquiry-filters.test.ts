import { describe, expect, it } from 'vitest';

import { filterQuery, hasFilters, NO_FILTERS, readFilterValues, readPage } from './enquiry-filters';

describe('the enquiries filters in the URL', () => {
  it('reads what the API accepts and writes it back in a stable order', () => {
    const values = readFilterValues(
      new URLSearchParams('q=Asha&status=won&assigned_to=none&from=2026-11-01&to=2026-11-30'),
    );
    expect(values).toEqual({
      ...NO_FILTERS,
      status: 'won',
      assigned_to: 'none',
      q: 'Asha',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(filterQuery(values, 2)).toBe(
      'status=won&assigned_to=none&q=Asha&from=2026-11-01&to=2026-11-30&page=2',
    );
    expect(hasFilters(values)).toBe(true);
  });

  it('drops only the values the API would refuse', () => {
    const values = readFilterValues(
      new URLSearchParams('status=closed&property=abc&due=today&from=2026-02-30&q=98460'),
    );
    expect(values).toEqual({ ...NO_FILTERS, due: 'today', q: '98460' });
  });

  it('keeps an exact time as the start (the dashboard link)', () => {
    const from = '2026-11-25T16:30:00.000Z';
    expect(readFilterValues(new URLSearchParams({ from })).from).toBe(from);
  });

  it('starts at page 1 for anything but a page number', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['0', '-1', 'abc', '1.5', '']) {
      expect(readPage(new URLSearchParams({ page }))).toBe(1);
    }
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });
});
