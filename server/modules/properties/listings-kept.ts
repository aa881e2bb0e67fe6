import type { PropertyRow, SearchCriteria } from './properties.repo';

/**
 * Listings as the API writes them, kept in the process for one catalogue version
 * (docs/decisions/013): a page of a search, or a listing's detail, is then written from memory
 * instead of a trip to the database for every listing on it. The version moves on at the commit
 * of any write the public can see (server/http/catalogue-version.ts), and everything kept for the
 * version before is dropped, so what is served is exactly what the database held at the version
 * the request read, or newer: never older.
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
   * where kept for `version` and from `load` for the rest. Without a version, everything comes
   * from `load`.
   */
  read(
    version: string | undefined,
    ids: readonly number[],
    statuses: SearchCriteria['statuses'],
    confirmedSince?: number,
  ): Promise<KeptListing<T>[]>;
  /** Drops everything (after a write through this process). */
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
  let keptFor: string | undefined;
  /** Oldest use first: a Map keeps insertion order, and a use moves an entry to the end. */
  let kept = new Map<number, KeptListing<T>>();
  let bytes = 0;

  function keep(version: string, listing: KeptListing<T>): void {
    // A load that finished after the version moved on holds what may be older than the new one.
    if (keptFor !== version || listing.size > maxBytes) return;
    const before = kept.get(listing.id);
    if (before) {
      kept.delete(listing.id);
      bytes -= before.size;
    }
    kept.set(listing.id, listing);
    bytes += listing.size;
    for (const [id, oldest] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(id);
      bytes -= oldest.size;
    }
  }

  function clear(): void {
    kept = new Map();
    bytes = 0;
  }

  return {
    async read(version, ids, statuses, confirmedSince) {
      if (ids.length === 0) return [];
      const shown = (listing: KeptListing<T> | undefined): listing is KeptListing<T> =>
        listing !== undefined &&
        (statuses === 'all' || statuses.includes(listing.status)) &&
        !(
          confirmedSince !== undefined &&
          listing.status === 'available' &&
          listing.confirmed_ms < confirmedSince
        );
      // Without a version nothing is kept: every listing is loaded, as a miss.
      if (version !== undefined && keptFor !== version) {
        clear();
        keptFor = version;
      }
      const found: (KeptListing<T> | undefined)[] = ids.map((id) => {
        const listing = version === undefined ? undefined : kept.get(id);
        if (listing) {
          // Used now: to the end of the order.
          kept.delete(id);
          kept.set(id, listing);
        }
        return listing;
      });
      const missing = ids.filter((_, at) => found[at] === undefined);
      if (missing.length > 0) {
        const loaded = new Map((await load(missing)).map((listing) => [listing.id, listing]));
        ids.forEach((id, at) => {
          const listing = loaded.get(id);
          if (!listing) return;
          found[at] = listing;
          if (version !== undefined) keep(version, listing);
        });
      }
      return found.filter(shown);
    },
    clear,
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
