import { and, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PriceBand } from '../../../contract/alert-demand';
import type { Database } from '../../db/client';
import {
  alertSubscribers,
  cities,
  districts,
  properties,
  propertyTypes,
  searchAlerts,
  states,
} from '../../db/schema';

/** SQL for the dashboard's demand from saved searches (alert-demand.ts). Reads only. */

/**
 * The running alerts (confirmed, not paused, their address not stopped), counted by their
 * saved query: one row per distinct search, however many addresses saved it.
 */
export async function countRunningAlertsByQuery(
  db: Database,
): Promise<{ query: string; alerts: number }[]> {
  return db
    .select({ query: searchAlerts.query, alerts: sql<number>`count(*)::int` })
    .from(searchAlerts)
    .innerJoin(alertSubscribers, eq(alertSubscribers.id, searchAlerts.subscriberId))
    .where(
      and(
        isNotNull(searchAlerts.confirmedAt),
        isNull(searchAlerts.pausedAt),
        isNull(alertSubscribers.stoppedAt),
      ),
    )
    .groupBy(searchAlerts.query);
}

export async function listPropertyTypes(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes);
}

export interface DistrictRow {
  id: number;
  name: string;
  nameMl: string | null;
}

export async function listDistricts(db: Database): Promise<DistrictRow[]> {
  return db
    .select({ id: districts.id, name: districts.name, nameMl: districts.nameMl })
    .from(districts);
}

/** A place whose English name is one of the terms (lower case), and the district it is in. */
export interface NamedPlace {
  term: string;
  kind: 'city' | 'district' | 'state';
  /** The district: the town's, or the district itself; null for a state. */
  districtId: number | null;
}

/** The towns, districts and states whose English name, in lower case, is one of `terms`. */
export async function findPlacesNamed(db: Database, terms: string[]): Promise<NamedPlace[]> {
  if (terms.length === 0) return [];
  const lower = (column: AnyPgColumn) => sql<string>`lower(${column})`;
  const [towns, ofDistricts, ofStates] = await Promise.all([
    db
      .select({ term: lower(cities.name), districtId: cities.districtId })
      .from(cities)
      .where(inArray(lower(cities.name), terms)),
    db
      .select({ term: lower(districts.name), districtId: districts.id })
      .from(districts)
      .where(inArray(lower(districts.name), terms)),
    db
      .select({ term: lower(states.name) })
      .from(states)
      .where(inArray(lower(states.name), terms)),
  ]);
  return [
    ...towns.map((row) => ({ ...row, kind: 'city' as const })),
    ...ofDistricts.map((row) => ({ ...row, kind: 'district' as const })),
    ...ofStates.map((row) => ({ ...row, kind: 'state' as const, districtId: null })),
  ];
}

/** The district of each town asked for. */
export async function districtsOfTowns(
  db: Database,
  cityIds: number[],
): Promise<Map<number, number>> {
  if (cityIds.length === 0) return new Map();
  const rows = await db
    .select({ id: cities.id, districtId: cities.districtId })
    .from(cities)
    .where(inArray(cities.id, cityIds));
  return new Map(rows.map((row) => [row.id, row.districtId]));
}

/** Where each district's listings are, on average (every status): where a map area looks. */
export async function districtCentres(
  db: Database,
): Promise<{ districtId: number; latitude: number; longitude: number }[]> {
  return db
    .select({
      districtId: properties.districtId,
      latitude: sql<number>`avg(${properties.latitude})::float8`,
      longitude: sql<number>`avg(${properties.longitude})::float8`,
    })
    .from(properties)
    .groupBy(properties.districtId);
}

/** Listings a visitor sees, counted by district, purpose, type and the band of their price. */
export interface ListedCount {
  districtId: number;
  propertyFor: 'rent' | 'sell';
  propertyTypeId: number | null;
  /** The price's band among the rent bands, and among the sale bands (by index). */
  rentBand: number;
  sellBand: number;
  listings: number;
}

/** The index of the band a price is in: bands in order, each up to its `max` inclusive. */
function bandIndex(bands: readonly PriceBand[]): SQL<number> {
  const steps = bands.flatMap((band, index) =>
    band.max === null ? [] : [sql`when ${properties.price} <= ${band.max} then ${index}`],
  );
  return sql<number>`(case ${sql.join(steps, sql` `)} else ${bands.length - 1} end)::int`;
}

/**
 * Available listings confirmed at or after `confirmedSince` (what the public sees,
 * contract/freshness.ts), counted by district, purpose, type and price band: one pass, a few
 * thousand rows at most whatever the catalogue's size.
 */
export async function countListed(
  db: Database,
  bands: { rent: readonly PriceBand[]; sell: readonly PriceBand[] },
  confirmedSince: Date,
): Promise<ListedCount[]> {
  const rentBand = bandIndex(bands.rent);
  const sellBand = bandIndex(bands.sell);
  return (
    db
      .select({
        districtId: properties.districtId,
        propertyFor: properties.propertyFor,
        propertyTypeId: properties.propertyTypeId,
        rentBand,
        sellBand,
        listings: sql<number>`count(*)::int`,
      })
      .from(properties)
      .where(and(eq(properties.status, 'available'), gte(properties.confirmedAt, confirmedSince)))
      // By position: the bands' expressions carry parameters, which PostgreSQL would not match
      // between the select list and a repeated expression.
      .groupBy(sql`1, 2, 3, 4, 5`)
  );
}
