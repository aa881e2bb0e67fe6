import { describe, expect, it } from 'vitest';

import { describeDetails, formatAdded, purposeLabel, shortPlace } from './listing-summary';

describe('describeDetails', () => {
  it('names rooms and area', () => {
    expect(describeDetails({ bedrooms: 3, bathrooms: 2, area: 1450, cents: null })).toBe(
      '3 beds · 2 baths · 1,450 sq.ft',
    );
    expect(describeDetails({ bedrooms: 1, bathrooms: 1, area: 600, cents: null })).toBe(
      '1 bed · 1 bath · 600 sq.ft',
    );
  });

  it('leaves out rooms a plot has none of, and adds its cents', () => {
    expect(describeDetails({ bedrooms: 0, bathrooms: 0, area: 21780, cents: 50 })).toBe(
      '21.8K sq.ft · 50 cents',
    );
  });
});

describe('shortPlace and purposeLabel', () => {
  it('title-cases the town and district', () => {
    expect(shortPlace({ location: placeOf('KAKKANAD', 'ernakulam') })).toBe('Kakkanad, Ernakulam');
  });

  it('labels the purpose', () => {
    expect(purposeLabel({ property_for: 'rent' })).toBe('For Rent');
    expect(purposeLabel({ property_for: 'sell' })).toBe('For Sale');
  });
});

describe('formatAdded (product.md section 9 relative dates)', () => {
  const now = new Date('2025-03-20T12:00:00Z');
  const ago = (days: number, hours = 0) =>
    new Date(now.getTime() - (days * 24 + hours) * 3_600_000).toISOString();

  it.each([
    [ago(0, 3), 'Today'],
    [ago(1, 2), 'Yesterday'],
    [ago(2), '2 days ago'],
    [ago(6, 23), '6 days ago'],
    [ago(7), '1 week ago'],
    [ago(29), '4 weeks ago'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatAdded(iso, now)).toBe(expected);
  });

  it('gives the date from 30 days on', () => {
    expect(formatAdded('2025-01-05T10:00:00Z', now)).toBe('5 Jan 2025');
  });

  it('says today for a clock slightly ahead of the server', () => {
    expect(formatAdded(new Date(now.getTime() + 60_000).toISOString(), now)).toBe('Today');
  });
});

function placeOf(city: string, district: string) {
  return {
    city,
    city_ml: null,
    district,
    district_ml: null,
    state: 'Kerala',
    state_ml: null,
    city_id: 1,
    district_id: 1,
    state_id: 1,
  };
}
