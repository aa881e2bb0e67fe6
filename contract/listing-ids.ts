/**
 * The listing ids a personal list carries in its URL (issue 14): `/shortlist?ids=12,7,40` and
 * `/compare?ids=12,7`. The list belongs to a visitor, who may have edited or truncated the link:
 * parts that are not whole numbers are dropped, repeats count once, the order is kept, and past
 * the page's limit the rest is ignored. Nothing here ever fails. No zod: the browser imports
 * this (the saved lists' limits), and the public pages' bundle carries no schemas.
 */

/** How many listings a shortlist holds (the browser's store and the page alike). */
export const SHORTLIST_MAX = 50;
/** A comparison shows two to four listings side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The largest id a listing may have: PostgreSQL's integer. */
const MAX_ID = 2_147_483_647;

/** A part that is a listing id: digits only (no sign, point or exponent), 1 to MAX_ID. */
function readId(part: string): number | undefined {
  if (!/^\d{1,10}$/.test(part)) return undefined;
  const id = Number(part);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The ids in `raw` (comma-separated, as the URL carries them), at most `max` of them. */
export function parseListingIds(raw: string | null | undefined, max: number): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  const seen = new Set<number>();
  // A link pasted into a chat may arrive with its commas escaped or with spaces: both are read.
  for (const part of raw.split(/[,\s]+|%2C/i)) {
    if (ids.length >= max) break;
    const id = readId(part);
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/** The query value of `ids`, as parseListingIds reads it back. */
export function formatListingIds(ids: readonly number[]): string {
  return ids.join(',');
}
