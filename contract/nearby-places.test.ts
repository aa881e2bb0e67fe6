import { describe, expect, it } from 'vitest';
import { countNearbyPlaces, normalizeNearbyPlaces, parseNearbyText } from './nearby-places';
import { MAX_NEARBY_PLACES } from './property-constants';
import { propertyFields } from './property-write';
import { propertyMessages } from './property-messages';

/** The reading before issue 32: one regular expression, which backtracks over runs of digits. */
function readWithRegex(text: string) {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^(.*?)[\s,:-]*(\d+(?:\.\d+)?)\s*(km|kms|kilometres|kilometers|m)?$/i.exec(trimmed);
  if (match?.[1] && match[2]) {
    const value = Number(match[2]);
    const km = match[3]?.toLowerCase() === 'm' ? value / 1000 : value;
    return { place: match[1].trim(), distance: Math.round(km * 10) / 10 };
  }
  return { place: trimmed, distance: null };
}

describe('nearby places', () => {
  it('read a place and its distance in the forms people write them', () => {
    expect(parseNearbyText('Shopping Mall 1.5km')).toEqual({
      place: 'Shopping Mall',
      distance: 1.5,
    });
    expect(parseNearbyText('  Lulu Mall -  2 KM ')).toEqual({ place: 'Lulu Mall', distance: 2 });
    expect(parseNearbyText('Bus stop: 300 m')).toEqual({ place: 'Bus stop', distance: 0.3 });
    expect(parseNearbyText('School, 4 kilometres')).toEqual({ place: 'School', distance: 4 });
    expect(parseNearbyText('Gym')).toEqual({ place: 'Gym', distance: null });
    expect(parseNearbyText('5km')).toEqual({ place: '5km', distance: null });
    expect(parseNearbyText('NH 66 2km')).toEqual({ place: 'NH 66', distance: 2 });
  });

  it('read every short text exactly as the regular expression did', () => {
    const tokens = ['Mall', ' ', '1', '2', '.', '-', ',', ':', 'km', 'm', ' KM', 'x'];
    let texts = [''];
    for (let length = 1; length <= 4; length += 1) {
      texts = texts.flatMap((text) => tokens.map((token) => text + token));
      for (const text of texts) expect(parseNearbyText(text), text).toEqual(readWithRegex(text));
    }
  });

  // A bound for work that is linear or not at all: the regular expression took hours, the reader
  // about 200 ms on an idle machine, and a loaded CI machine took 1,043 ms once (2026-12-04), so the
  // bound is far from both.
  it(
    'read a megabyte of digits or separators at once (the regular expression took hours)',
    {
      timeout: 60_000,
    },
    () => {
      const start = performance.now();
      for (const text of [
        '1'.repeat(1_000_000) + 'x',
        '-'.repeat(1_000_000) + 'x',
        'a 1'.repeat(300_000),
      ]) {
        parseNearbyText(text);
      }
      expect(performance.now() - start).toBeLessThan(15_000);
    },
  );

  it('are counted as they will be kept, and refused past the limit before any is read', () => {
    expect(countNearbyPlaces(['School 1km', ' ', '', { place: 'Park' }, { place: ' ' }, 7])).toBe(
      2,
    );
    const items = Array.from({ length: 200_000 }, () => '1'.repeat(4) + 'x');
    expect(countNearbyPlaces(items)).toBe(200_000);
    const field = propertyFields(2026).nearby_places;
    const tooMany = field.safeParse(JSON.stringify(items));
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual([
      propertyMessages.nearbyTooMany,
    ]);
    const blanksAndSome = [
      '',
      ...Array.from({ length: MAX_NEARBY_PLACES }, (_, i) => `Place ${i} 1km`),
    ];
    expect(field.safeParse(JSON.stringify(blanksAndSome)).data).toHaveLength(MAX_NEARBY_PLACES);
    expect(normalizeNearbyPlaces(blanksAndSome)).toHaveLength(MAX_NEARBY_PLACES);
  });
});
