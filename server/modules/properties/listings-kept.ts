import type { PropertyRow, SearchCriteria } from './properties.repo';

/**
 * Listings as the API writes them, kept in the process (docs/decisions/013 and 026): a page of a
 * search, or a listing's detail, is then written from memory instead of a trip to the database for
 * every listing on it. When a write changes listings, the instance forgets those (`forget`, as it
 * applies the change log), or everything when what every listing shows changed (`clear`). A caller
 * uses what is kept only once the instance has applied the changes up to the version its request
 * read (`useKept`), so what is served is exactly what the database held at that version, or newer:
 * never older.
 *
 * Distances (nearest) depend on the visitor's origin, so they are not kept: each is computed here
 * as PostgreSQL computes it (distanceKm), and added to the listing as it leaves.
 */

/** What is kept of one listing: its text in one shape, and what a page checks before showing it. */
export interface KeptListing<T> {
  id: number;
  status: PropertyRow['status'];
  latitude: number;
  longitude: number;
  /** When it was last confirmed as available, in ms since 1970 (contract/freshness.ts). */
  confirmed_ms: number;
  /** The listing in its shape (JSON text, or a summary object), without `distance_km`. */
  value: T;
  /** Roughly what it holds in memory, in bytes. */
  size: number;
}

export interface ListingsKept<T> {
  /**
   * The listings of `ids` in their order, leaving out those whose status is not in `statuses`
   * (hidden or removed since the ids were found) and, with `confirmedSince`, available ones
   * confirmed before it (the public's cut: a request's time, not the version's), from memory
   * where kept and from `load` for the rest. With `useKept` false (the instance has not applied
   * the changes its request must see), everything comes from `load` and nothing is kept.
   */
  read(
    useKept: boolean,
    ids: readonly number[],
    statuses: SearchCriteria['statuses'],
    confirmedSince?: number,
  ): Promise<KeptListing<T>[]>;
  /** Drops these listings (changed by a write). */
  forget(ids: readonly number[]): void;
  /** Drops everything (what every listing shows has changed). */
  clear(): void;
  /** Listings and bytes kept now, for tests and metrics. */
  size(): { listings: number; bytes: number };
}

export function createListingsKept<T>({
  load,
  maxBytes,
}: {
  /** The listings of `ids` that exist, any status, in any order. */
  load: (ids: readonly number[]) => Promise<KeptListing<T>[]>;
  /** Past this, the listings used least lately go first. */
  maxBytes: number;
}): ListingsKept<T> {
  /** Oldest use first: a Map keeps insertion order, and a use moves an entry to the end. */
  let kept = new Map<number, KeptListing<T>>();
  let bytes = 0;
  /**
   * Moves on at every forget and clear: a load that ran across one may hold a listing as it was
   * before the write, read before it committed, so it keeps nothing.
   */
  let forgets = 0;

  function keep(listing: KeptListing<T>): void {
    if (listing.size > maxBytes) return;
    drop(listing.id);
    kept.set(listing.id, listing);
    bytes += listing.size;
    for (const [id, oldest] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(id);
      bytes -= oldest.size;
    }
  }

  function drop(id: number): void {
    const before = kept.get(id);
    if (!before) return;
    kept.delete(id);
    bytes -= before.size;
  }

  return {
    async read(useKept, ids, statuses, confirmedSince) {
      if (ids.length === 0) return [];
      const shown = (listing: KeptListing<T> | undefined): listing is KeptListing<T> =>
        listing !== undefined &&
        (statuses === 'all' || statuses.includes(listing.status)) &&
        !(
          confirmedSince !== undefined &&
          listing.status === 'available' &&
          listing.confirmed_ms < confirmedSince
        );
      const found: (KeptListing<T> | undefined)[] = ids.map((id) => {
        const listing = useKept ? kept.get(id) : undefined;
        if (listing) {
          // Used now: to the end of the order.
          kept.delete(id);
          kept.set(id, listing);
        }
        return listing;
      });
      const missing = ids.filter((_, at) => found[at] === undefined);
      if (missing.length > 0) {
        const forgetsBefore = forgets;
        const loaded = new Map((await load(missing)).map((listing) => [listing.id, listing]));
        const isKeepable = useKept && forgets === forgetsBefore;
        ids.forEach((id, at) => {
          const listing = loaded.get(id);
          if (!listing) return;
          found[at] = listing;
          if (isKeepable) keep(listing);
        });
      }
      return found.filter(shown);
    },
    forget(ids) {
      forgets += 1;
      for (const id of ids) drop(id);
    },
    clear() {
      forgets += 1;
      kept = new Map();
      bytes = 0;
    },
    size: () => ({ listings: kept.size, bytes }),
  };
}

/**
 * Float8's `radians()` multiplies by RADIANS_PER_DEGREE (0.0174532925199432957692, utils/float.h),
 * which is this same double.
 */
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The great-circle distance in km from the origin, rounded to 2 decimals, exactly as the
 * repository's SQL computes it (distanceSql, then `round(km::numeric, 2)::float8`): the same
 * haversine in doubles, then float8-to-numeric's 15 significant digits rounded half away from
 * zero. A test holds the two to the same value over thousands of points.
 */
export function distanceKm(
  origin: { lat: number; lng: number; earthRadiusKm: number },
  latitude: number,
  longitude: number,
): number {
  const halfLat = Math.sin(((latitude - origin.lat) * RADIANS_PER_DEGREE) / 2);
  const halfLng = Math.sin(((longitude - origin.lng) * RADIANS_PER_DEGREE) / 2);
  const km =
    2 *
    origin.earthRadiusKm *
    Math.asin(
      Math.sqrt(
        halfLat * halfLat +
          Math.cos(origin.lat * RADIANS_PER_DEGREE) *
            Math.cos(latitude * RADIANS_PER_DEGREE) *
            (halfLng * halfLng),
      ),
    );
  return roundLikeNumeric(km);
}

/** float8 -> numeric (15 significant digits) -> round(…, 2) -> float8, as PostgreSQL does it. */
function roundLikeNumeric(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  // Under 1e-6 toPrecision writes an exponent; such values round to 0 anyway.
  if (magnitude < 1e-6) return 0;
  const [whole = '0', fraction = ''] = magnitude.toPrecision(15).split('.');
  const digits = fraction.padEnd(3, '0');
  let hundredths = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (digits.charCodeAt(2) >= 53 /* '5' */) hundredths += 1;
  const rounded = hundredths / 100;
  return value < 0 ? -rounded : rounded;
}
