import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, districts, features, propertyTypes, states } from '../db/schema';

/** SQL for loading reference data. Every insert skips rows that already exist. */

export async function insertMissingStates(db: Database, names: readonly string[]): Promise<void> {
  await db
    .insert(states)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function findStateId(db: Database, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(sql`lower(${states.name}) = ${name.toLowerCase()}`);
  return row?.id ?? null;
}

export async function insertMissingDistricts(
  db: Database,
  stateId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  await db
    .insert(districts)
    .values(names.map((name) => ({ stateId, name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.stateId, stateId));
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function insertMissingCities(
  db: Database,
  rows: readonly { districtId: number; name: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(cities)
    .values([...rows])
    .onConflictDoNothing();
}

/** A place's Malayalam name, by its English name (and, for a town, its district's id). */
export interface MalayalamName {
  name: string;
  nameMl: string;
}

/**
 * Sets the Malayalam name of the places named, where it is missing or differs: a row that has it
 * already is not written (nor is the catalogue version moved on, migration 0006).
 */
async function setMalayalamNames(
  db: Database,
  table: typeof states | typeof districts | typeof cities,
  parent: SQL,
  rows: readonly (MalayalamName & { parentId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.parentId}::int, ${row.name}::text, ${row.nameMl}::text)`),
    sql`, `,
  );
  await db.execute(sql`update ${table} set name_ml = v.name_ml
    from (values ${values}) as v(parent_id, name, name_ml)
    where ${parent} = v.parent_id and lower(${table.name}) = lower(v.name)
      and ${table.nameMl} is distinct from v.name_ml`);
}

export function setStateNamesMl(db: Database, rows: readonly MalayalamName[]): Promise<void> {
  // States have no parent: 0 stands for it on both sides.
  const top = rows.map((row) => ({ ...row, parentId: 0 }));
  return setMalayalamNames(db, states, sql`0`, top);
}

export function setDistrictNamesMl(
  db: Database,
  stateId: number,
  rows: readonly MalayalamName[],
): Promise<void> {
  const inState = rows.map((row) => ({ ...row, parentId: stateId }));
  return setMalayalamNames(db, districts, sql`${districts.stateId}`, inState);
}

export function setCityNamesMl(
  db: Database,
  rows: readonly (MalayalamName & { districtId: number })[],
): Promise<void> {
  const inDistricts = rows.map(({ districtId, ...row }) => ({ ...row, parentId: districtId }));
  return setMalayalamNames(db, cities, sql`${cities.districtId}`, inDistricts);
}

export async function countPropertyTypes(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(propertyTypes);
  return row?.n ?? 0;
}

export async function insertPropertyTypes(db: Database, names: readonly string[]): Promise<void> {
  await db
    .insert(propertyTypes)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function countFeatures(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(features);
  return row?.n ?? 0;
}

export async function insertFeatures(db: Database, names: readonly string[]): Promise<void> {
  await db
    .insert(features)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}
