import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  cities,
  districts,
  features,
  properties,
  propertyFeatures,
  propertyTypes,
  states,
} from '../../db/schema';

/** SQL for property types, features and places. */

/** The two editable lists of names, by the name the service knows them by. */
const NAMED_TABLES = { propertyTypes, features } as const;
export type NamedList = keyof typeof NAMED_TABLES;
export interface NamedRow {
  id: number;
  name: string;
}

// Async, so callers get a promise that has run: Drizzle's query is a thenable that runs again each
// time it is awaited, and the service keeps the answer for many requests.
export async function listNamed(db: Database, list: NamedList): Promise<NamedRow[]> {
  const table = NAMED_TABLES[list];
  return db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));
}

export async function findNamed(
  db: Database,
  list: NamedList,
  id: number,
): Promise<NamedRow | null> {
  const table = NAMED_TABLES[list];
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

/** Another row with this name, ignoring case (names are unique case-insensitively). */
export async function findNamedByName(
  db: Database,
  list: NamedList,
  name: string,
  exceptId?: number,
): Promise<NamedRow | null> {
  const table = NAMED_TABLES[list];
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(
      and(
        sql`lower(${table.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : sql`${table.id} <> ${exceptId}`,
      ),
    );
  return row ?? null;
}

/** Inserts a name; null when another row took it meanwhile (the unique index decides). */
export async function insertNamed(
  db: Database,
  list: NamedList,
  name: string,
): Promise<NamedRow | null> {
  const table = NAMED_TABLES[list];
  const [row] = await db
    .insert(table)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  return row ?? null;
}

export async function renameNamed(
  db: Database,
  list: NamedList,
  id: number,
  name: string,
): Promise<NamedRow | null> {
  const table = NAMED_TABLES[list];
  const [row] = await db
    .update(table)
    .set({ name })
    .where(eq(table.id, id))
    .returning({ id: table.id, name: table.name });
  return row ?? null;
}

export async function deleteNamed(db: Database, list: NamedList, id: number): Promise<boolean> {
  const table = NAMED_TABLES[list];
  // A feature leaves its listings first, while it still has its name: the audit trail names it on
  // each listing it leaves (the cascade would run after the feature's row is gone).
  if (list === 'features') {
    await db.delete(propertyFeatures).where(eq(propertyFeatures.featureId, id));
  }
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length === 1;
}

export async function countListingsOfType(db: Database, typeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.propertyTypeId, typeId));
  return row?.n ?? 0;
}

export async function countExisting(db: Database, list: NamedList, ids: number[]): Promise<number> {
  const table = NAMED_TABLES[list];
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.id, ids));
  return row?.n ?? 0;
}

export function listStates(db: Database): Promise<NamedRow[]> {
  return db.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.name));
}

export function listDistricts(db: Database, stateId: number): Promise<NamedRow[]> {
  return db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.stateId, stateId))
    .orderBy(asc(districts.name));
}

export function listCities(db: Database, districtId: number): Promise<NamedRow[]> {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.districtId, districtId))
    .orderBy(asc(cities.name));
}

export interface PlaceChain {
  cityId: number;
  districtId: number;
  stateId: number;
}

/** A town with its district and state, found by `where`. */
async function findPlace(db: Database, where: SQL): Promise<PlaceChain | null> {
  const [row] = await db
    .select({ cityId: cities.id, districtId: districts.id, stateId: districts.stateId })
    .from(cities)
    .innerJoin(districts, eq(districts.id, cities.districtId))
    .where(where);
  return row ?? null;
}

/** The district and state of a town, to check a submitted location. */
export function findPlaceChain(db: Database, cityId: number): Promise<PlaceChain | null> {
  return findPlace(db, eq(cities.id, cityId));
}

export async function findDistrict(
  db: Database,
  districtId: number,
): Promise<{ id: number; stateId: number } | null> {
  const [row] = await db
    .select({ id: districts.id, stateId: districts.stateId })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row ?? null;
}

/** The ids of a town, its district and its state, by the town's name. */
export function findPlaceByTown(db: Database, town: string): Promise<PlaceChain | null> {
  return findPlace(db, eq(cities.name, town));
}

export interface PlaceCandidate {
  kind: 'city' | 'district' | 'state';
  city: string | null;
  district: string | null;
  state: string;
  /** The names in Malayalam, where known. */
  cityMl: string | null;
  districtMl: string | null;
  stateMl: string | null;
  /** Trigram likeness of the place's own name to the text, 0 to 1. */
  score: number;
  /** Available listings in the place. */
  listings: number;
}

/** Which of a place's names the text is compared with: its English or its Malayalam one. */
export type NameLanguage = 'en' | 'ml';

type PlaceTable = typeof cities | typeof districts | typeof states;

/**
 * Towns, districts and states whose own name (in `language`) is like the text: each name is
 * scored on its own (design.md section 4), as the better of whole-name similarity (a slip of a
 * letter) and word similarity (the first letters of a name typed so far: 'Koc' is 0.27 against
 * 'Kochi' as a whole, 0.5 as a word). A Malayalam name the text begins is a candidate too,
 * whatever its score: that holds where the database's locale gives Malayalam no trigrams (a `C`
 * ctype). Each level brings its best `perLevel` candidates; the service ranks them.
 */
export async function findPlaceCandidates(
  db: Database,
  term: string,
  threshold: number,
  perLevel: number,
  language: NameLanguage = 'en',
): Promise<PlaceCandidate[]> {
  const nameOf = (table: PlaceTable) => (language === 'ml' ? table.nameMl : table.name);
  const scoreOf = (table: PlaceTable) =>
    sql<number>`coalesce(greatest(similarity(${nameOf(table)}, ${term}),
      word_similarity(${term}, ${nameOf(table)})), 0)::float8`;
  const isLike = (table: PlaceTable, score: SQL) =>
    language === 'ml'
      ? sql`(${score} >= ${threshold} or starts_with(${table.nameMl}, ${term}))`
      : sql`${score} >= ${threshold}`;
  const countWhere = (column: 'city_id' | 'district_id' | 'state_id', id: SQL) =>
    sql<number>`(select count(*)::int from properties p
      where p.${sql.raw(column)} = ${id} and p.status = 'available')`;

  // Places with listings first, the likest first among them (the service merges the levels).
  const ranked = (score: SQL, listings: SQL, name: SQL) =>
    [sql`${listings} > 0 desc`, sql`${score} desc`, sql`${listings} desc`, asc(name)] as const;

  const cityScore = scoreOf(cities);
  const cityListings = countWhere('city_id', sql`${cities.id}`);
  const districtScore = scoreOf(districts);
  const districtListings = countWhere('district_id', sql`${districts.id}`);
  const stateScore = scoreOf(states);
  const stateListings = countWhere('state_id', sql`${states.id}`);
  const [cityRows, districtRows, stateRows] = await Promise.all([
    db
      .select({
        city: cities.name,
        district: districts.name,
        state: states.name,
        cityMl: cities.nameMl,
        districtMl: districts.nameMl,
        stateMl: states.nameMl,
        score: cityScore,
        listings: cityListings,
      })
      .from(cities)
      .innerJoin(districts, eq(districts.id, cities.districtId))
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(isLike(cities, cityScore))
      .orderBy(...ranked(cityScore, cityListings, sql`${cities.name}`))
      .limit(perLevel),
    db
      .select({
        district: districts.name,
        state: states.name,
        districtMl: districts.nameMl,
        stateMl: states.nameMl,
        score: districtScore,
        listings: districtListings,
      })
      .from(districts)
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(isLike(districts, districtScore))
      .orderBy(...ranked(districtScore, districtListings, sql`${districts.name}`))
      .limit(perLevel),
    db
      .select({
        state: states.name,
        stateMl: states.nameMl,
        score: stateScore,
        listings: stateListings,
      })
      .from(states)
      .where(isLike(states, stateScore))
      .orderBy(...ranked(stateScore, stateListings, sql`${states.name}`))
      .limit(perLevel),
  ]);
  return [
    ...cityRows.map((row) => ({ kind: 'city' as const, ...row })),
    ...districtRows.map((row) => ({ kind: 'district' as const, city: null, cityMl: null, ...row })),
    ...stateRows.map((row) => ({
      kind: 'state' as const,
      city: null,
      district: null,
      cityMl: null,
      districtMl: null,
      ...row,
    })),
  ];
}
