import type { NearbyPlace } from './properties';

/**
 * Nearby places (product.md section 5): any of the forms people write them in, read as
 * `{place, distance}`. No zod here: the admin's form uses these in the browser.
 */

/** Refused in nearby place names (product.md section 5), by the API and by the admin form. */
export const BRACKETS_OR_QUOTES = /[[\]{}()<>"'`]/;

/** A unit after a distance, ending the text: 'km', ' kms', ' m'... */
const DISTANCE_UNIT = / ?(?:km|kms|kilometres|kilometers|m)$/i;
/** Between a place and its distance: spaces, commas, colons and dashes. */
const SEPARATORS = new Set([' ', ',', ':', '-']);

const isDigit = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 48 && code <= 57;
};

/**
 * 'Shopping Mall 1.5km' -> {place: 'Shopping Mall', distance: 1.5}; a bare name has no distance.
 * The distance is the number that ends the text, or its part before a unit; the place is what
 * comes before it, without the separators. Read from the end, each character once: a regular
 * expression for the same thing backtracked over long runs of digits (seconds for 20,000).
 */
export function parseNearbyText(text: string): NearbyPlace {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const unit = DISTANCE_UNIT.exec(trimmed);
  // '5 m' is five metres; 'Gym' ends in an m but has no distance before it.
  return (
    (unit && placeAndDistance(trimmed, unit.index, unit[0].trim().toLowerCase() === 'm')) ??
    placeAndDistance(trimmed, trimmed.length, false) ?? { place: trimmed, distance: null }
  );
}

/** The place and the distance (a number ending at `end`), or undefined when either is missing. */
function placeAndDistance(text: string, end: number, isMetres: boolean): NearbyPlace | undefined {
  let start = end;
  while (start > 0 && isDigit(text, start - 1)) start -= 1;
  if (start === end) return undefined;
  // A decimal point with digits on both sides: 1.5.
  if (start > 1 && text[start - 1] === '.' && isDigit(text, start - 2)) {
    start -= 1;
    while (start > 0 && isDigit(text, start - 1)) start -= 1;
  }
  let placeEnd = start;
  while (placeEnd > 0 && SEPARATORS.has(text[placeEnd - 1]!)) placeEnd -= 1;
  const place = text.slice(0, placeEnd).trim();
  if (!place) return undefined;
  const value = Number(text.slice(start, end));
  const km = isMetres ? value / 1000 : value;
  return { place, distance: Math.round(km * 10) / 10 };
}

/** A text or a `{place, distance}` whose place is not blank: what normalizeNearbyPlaces keeps. */
type NearbyItem = string | { place: string; distance?: unknown };

function isNearbyItem(item: unknown): item is NearbyItem {
  const place =
    item && typeof item === 'object' && 'place' in item ? (item as { place: unknown }).place : item;
  return typeof place === 'string' && place.trim() !== '';
}

/** How many places normalizeNearbyPlaces makes of these items, without reading them. */
export function countNearbyPlaces(items: readonly unknown[]): number {
  let count = 0;
  for (const item of items) if (isNearbyItem(item)) count += 1;
  return count;
}

/**
 * Normalises stored or submitted nearby places: an array, a JSON string of an array, or a plain
 * string (one place per line or comma); items are text or {place, distance}. Blank items dropped.
 */
export function normalizeNearbyPlaces(input: unknown): NearbyPlace[] {
  let items: unknown = input;
  if (typeof items === 'string') {
    const text = items.trim();
    if (text === '') return [];
    try {
      items = JSON.parse(text);
    } catch {
      items = text.split(/\n|;/);
    }
  }
  if (!Array.isArray(items)) items = [items];
  return (items as unknown[]).filter(isNearbyItem).map((item) => {
    if (typeof item === 'string') return parseNearbyText(item);
    const { place, distance } = item;
    const km = typeof distance === 'string' ? Number.parseFloat(distance) : distance;
    return {
      place: place.trim(),
      distance: typeof km === 'number' && Number.isFinite(km) ? Math.round(km * 10) / 10 : null,
    };
  });
}
