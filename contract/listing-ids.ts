import { z } from 'zod';

/**
 * The listing ids a personal list carries in its URL (issue 14): `/shortlist?ids=12,7,40` and
 * `/compare?ids=12,7`. The list belongs to a visitor, who may have edited or truncated the link:
 * parts that are not whole numbers are dropped, repeats count once, the order is kept, and past
 * the page's limit the rest is ignored. Nothing here ever fails.
 */

/** How many listings a shortlist holds (the browser's store and the page alike). */
export const SHORTLIST_MAX = 50;
/** A comparison shows two to four listings side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The largest id a listing may have: PostgreSQL's integer. */
const MAX_ID = 2_147_483_647;

const listingId = z.coerce.number().int().positive().max(MAX_ID);
const idPart = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/)
  .pipe(listingId);

/** The ids in `raw` (comma-separated, as the URL carries them), at most `max` of them. */
export function parseListingIds(raw: string | null | undefined, max: number): number[] {
  if (!raw) return [];
  const ids: number[] = [];
  const seen = new Set<number>();
  // A link pasted into a chat may arrive with its commas escaped or with spaces: both are read.
  for (const part of raw.split(/[,\s]+|%2C/i)) {
    if (ids.length >= max) break;
    const parsed = idPart.safeParse(part);
    if (!parsed.success || seen.has(parsed.data)) continue;
    seen.add(parsed.data);
    ids.push(parsed.data);
  }
  return ids;
}

/** The query value of `ids`, as parseListingIds reads it back. */
export function formatListingIds(ids: readonly number[]): string {
  return ids.join(',');
}
