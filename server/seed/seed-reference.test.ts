import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { cities, districts, features, propertyTypes, states } from '../db/schema';
import { openTestDatabase } from '../testing/test-app';
import { FEATURES, KERALA_CORPORATIONS, KERALA_DISTRICTS, PROPERTY_TYPES } from './reference-data';
import { seedReferenceData } from './seed-reference';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

async function snapshot() {
  const { db } = database;
  return {
    states: await db.select().from(states).orderBy(states.id),
    districts: await db.select().from(districts).orderBy(districts.id),
    cities: await db.select().from(cities).orderBy(cities.id),
    propertyTypes: await db
      .select({ id: propertyTypes.id, name: propertyTypes.name })
      .from(propertyTypes)
      .orderBy(propertyTypes.id),
    features: await db
      .select({ id: features.id, name: features.name })
      .from(features)
      .orderBy(features.id),
  };
}

describe('reference data', () => {
  it("holds India's 28 states and 8 union territories", async () => {
    const { states: rows } = await snapshot();
    expect(rows).toHaveLength(36);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Kerala', 'Tamil Nadu', 'Karnataka', 'Delhi', 'Lakshadweep']),
    );
  });

  it("holds Kerala's 14 districts, each with its towns, and every corporation", async () => {
    const { db } = database;
    const rows = await db
      .select({ district: districts.name, city: cities.name })
      .from(cities)
      .innerJoin(districts, eq(districts.id, cities.districtId))
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(eq(states.name, 'Kerala'));
    const byDistrict = new Map<string, string[]>();
    for (const row of rows)
      byDistrict.set(row.district, [...(byDistrict.get(row.district) ?? []), row.city]);
    expect([...byDistrict.keys()].sort()).toEqual(Object.keys(KERALA_DISTRICTS).sort());
    expect(byDistrict.size).toBe(14);
    for (const [, towns] of byDistrict) expect(towns.length).toBeGreaterThanOrEqual(7);
    const names = rows.map((row) => row.city);
    for (const corporation of KERALA_CORPORATIONS) expect(names).toContain(corporation);
    expect(names).toEqual(expect.arrayContaining(['Aluva', 'Munnar', 'Kalpetta', 'Guruvayur']));
    // 6 corporations + 87 municipalities at the least.
    expect(rows.length).toBeGreaterThanOrEqual(93);
  });

  it('holds the property types and amenities of the filter panel', async () => {
    const snap = await snapshot();
    expect(snap.propertyTypes.map((row) => row.name)).toEqual([...PROPERTY_TYPES]);
    expect(snap.features.map((row) => row.name)).toEqual([...FEATURES]);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('does not bring back a property type or feature an admin deleted', async () => {
    const { db } = database;
    await db.delete(features).where(eq(features.name, 'Gym'));
    await db.delete(propertyTypes).where(eq(propertyTypes.name, 'Office'));
    await seedReferenceData(db);
    const [gym] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(features)
      .where(eq(features.name, 'Gym'));
    const [office] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(propertyTypes)
      .where(eq(propertyTypes.name, 'Office'));
    expect(gym?.n).toBe(0);
    expect(office?.n).toBe(0);
  });

  it('adds back a missing town without touching the others', async () => {
    const { db } = database;
    const before = await snapshot();
    await db.delete(cities).where(eq(cities.name, 'Vythiri'));
    await seedReferenceData(db);
    const after = await snapshot();
    expect(after.cities).toHaveLength(before.cities.length);
    expect(after.cities.map((row) => row.name)).toContain('Vythiri');
  });
});
