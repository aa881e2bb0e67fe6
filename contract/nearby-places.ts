import type { NearbyPlace } from './properties';

/**
 * Nearby places (product.md section 5): any of the forms people write them in, read as
 * `{place, distance}`. No zod here: the admin's form uses these in the browser.
 */

/** Refused in nearby place names (product.md section 5), by the API and by the admin form. */
export const BRACKETS_OR_QUOTES = /[[\]{}()<>"'`]/;

/** 'Shopping Mall 1.5km' -> {place: 'Shopping Mall', distance: 1.5}; a bare name has no distance. */
export function parseNearbyText(text: string): NearbyPlace {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^(.*?)[\s,:-]*(\d+(?:\.\d+)?)\s*(km|kms|kilometres|kilometers|m)?$/i.exec(trimmed);
  if (match?.[1] && match[2]) {
    const value = Number(match[2]);
    const km = match[3]?.toLowerCase() === 'm' ? value / 1000 : value;
    return { place: match[1].trim(), distance: Math.round(km * 10) / 10 };
  }
  return { place: trimmed, distance: null };
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
  const places: NearbyPlace[] = [];
  for (const item of items as unknown[]) {
    if (typeof item === 'string') {
      if (item.trim()) places.push(parseNearbyText(item));
    } else if (item && typeof item === 'object' && 'place' in item) {
      const { place, distance } = item as { place: unknown; distance?: unknown };
      if (typeof place !== 'string' || !place.trim()) continue;
      const km = typeof distance === 'string' ? Number.parseFloat(distance) : distance;
      places.push({
        place: place.trim(),
        distance: typeof km === 'number' && Number.isFinite(km) ? Math.round(km * 10) / 10 : null,
      });
    }
  }
  return places;
}
