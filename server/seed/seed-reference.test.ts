import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { catalogueVersion, cities, districts, features, propertyTypes, states } from '../db/schema';
import { openTestDatabase } from '../testing/test-app';
import { DISTRICT_NAMES_ML, KERALA_ML, TOWN_NAMES_ML } from './place-names-ml';
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

  it('names Kerala, its districts and its towns in Malayalam; other states have none', async () => {
    const { states: stateRows, districts: districtRows } = await snapshot();
    const { db } = database;
    expect(stateRows.find((row) => row.name === 'Kerala')?.nameMl).toBe(KERALA_ML);
    expect(stateRows.filter((row) => row.name !== 'Kerala' && row.nameMl !== null)).toEqual([]);
    expect(Object.fromEntries(districtRows.map((row) => [row.name, row.nameMl]))).toEqual(
      DISTRICT_NAMES_ML,
    );
    const towns = await db
      .select({ name: cities.name, nameMl: cities.nameMl })
      .from(cities)
      .innerJoin(districts, eq(districts.id, cities.districtId))
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(eq(states.name, 'Kerala'));
    expect(towns.length).toBeGreaterThanOrEqual(93);
    expect(towns.filter((town) => town.nameMl !== TOWN_NAMES_ML[town.name])).toEqual([]);
  });

  it('fills in Malayalam names on a database seeded before them, and corrects a wrong one', async () => {
    const { db } = database;
    const before = await snapshot();
    // As a database seeded before migration 0007 and its names: every name_ml empty, but one
    // mistyped.
    await db.update(states).set({ nameMl: null });
    await db.update(districts).set({ nameMl: null });
    await db.update(cities).set({ nameMl: null });
    await db.update(cities).set({ nameMl: 'തെറ്റ്' }).where(eq(cities.name, 'Aluva'));
    await seedReferenceData(db);
    expect(await snapshot()).toEqual(before);
  });

  it('writes nothing when the names are right: the catalogue version stays', async () => {
    const { db } = database;
    const version = async () => (await db.select().from(catalogueVersion))[0]?.version;
    const before = await version();
    await seedReferenceData(db);
    expect(await version()).toBe(before);
  });

  it('adds back a missing town without touching the others', async () => {
    const { db } = database;
    const before = await snapshot();
    await db.delete(cities).where(eq(cities.name, 'Vythiri'));
    await seedReferenceData(db);
    const after = await snapshot();
    expect(after.cities).toHaveLength(before.cities.length);
    expect(after.cities.map((row) => row.name)).toContain('Vythiri');
    // With its Malayalam name.
    expect(after.cities.find((row) => row.name === 'Vythiri')?.nameMl).toBe(TOWN_NAMES_ML.Vythiri);
  });
});
