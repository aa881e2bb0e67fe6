import { eq, sql } from 'drizzle-orm';
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
