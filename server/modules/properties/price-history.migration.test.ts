import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { cities, districts, priceHistory, properties, states } from '../../db/schema';
import { openDatabaseBefore } from '../../testing/migrations';

/**
 * Migration 0018 on a database with audited history: each listing's history is its first price
 * (at its creation), then every price change the audit trail recorded, then its price now when a
 * change went unrecorded. The database is migrated to 0016, written to as then, and migrated on;
 * from then on the trigger keeps the history.
 */

const BEFORE_HISTORY = '0016_site_facts';

let database: DatabaseHandle;
let folder: string;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, folder, dispose } = await openDatabaseBefore(BEFORE_HISTORY));
});
afterAll(() => dispose());

const day = (iso: string) => new Date(`${iso}T06:30:00.000Z`);

async function historyOf(id: number): Promise<{ price: number; at: string }[]> {
  const rows = await database.db
    .select({ price: priceHistory.price, at: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, id))
    .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id));
  return rows.map((row) => ({ price: row.price, at: row.at.toISOString() }));
}

describe('migration 0018 on a database with audited history', () => {
  it('backfills each listing from the audit trail and its creation, then the trigger keeps it', async () => {
    await database.migrate(folder);
    const { db } = database;
    const [state] = await db.insert(states).values({ name: 'Kerala' }).returning();
    const [district] = await db
      .insert(districts)
      .values({ stateId: state!.id, name: 'Ernakulam' })
      .returning();
    const [town] = await db
      .insert(cities)
      .values({ districtId: district!.id, name: 'Kakkanad' })
      .returning();
    const listing = async (title: string, price: number, createdAt: Date, updatedAt: Date) => {
      // Plain SQL: the schema of today has columns (migration 0017 on) this database has not yet.
      const inserted = await db.execute(sql`insert into properties (title, price, created_at,
          updated_at, property_for, property_ownership, area, contact_name, phone_number,
          whatsapp_number, email, state_id, district_id, city_id, latitude, longitude)
        values (${title}, ${price}, ${createdAt.toISOString()}, ${updatedAt.toISOString()}, 'sell',
          'management', 1800, 'Veedu', '+919846012345', '+919846012345', 'listings@veedu.test',
          ${state!.id}, ${district!.id}, ${town!.id}, 10.01, 76.34)
        returning id`);
      const [row] = (inserted as unknown as { rows: { id: number }[] }).rows;
      return row!.id;
    };
    // Cut twice in the back office, both audited.
    const villa = await listing('Villa', 8_500_000, day('2026-08-01'), day('2026-11-10'));
    // Never changed.
    const flat = await listing('Flat', 4_200_000, day('2026-09-01'), day('2026-09-01'));
    // Audited once, then changed again with no actor (the trail does not have it).
    const plot = await listing('Plot', 2_000_000, day('2026-07-01'), day('2026-11-20'));

    const entries: [number, Record<string, [unknown, unknown]>, Date][] = [
      [villa, { price: [null, 9_500_000], title: [null, 'Villa'] }, day('2026-08-01')],
      [villa, { price: [9_500_000, 9_000_000] }, day('2026-10-01')],
      [villa, { title: ['Villa', 'Villa!'] }, day('2026-10-05')],
      [villa, { price: [9_000_000, 8_500_000], status: ['draft', 'available'] }, day('2026-11-10')],
      [plot, { price: [2_400_000, 2_200_000] }, day('2026-10-15')],
    ];
    for (const [id, changes, at] of entries) {
      await db.execute(sql`insert into audit_log (at, actor_email, action, entity, entity_id, property_id, changes)
        values (${at.toISOString()}, 'owner@veedu.test', 'updated', 'property', ${id}, ${id}, ${JSON.stringify(changes)}::jsonb)`);
    }
    // A photo's entry names the listing but is not about its price.
    await db.execute(sql`insert into audit_log (at, actor_email, action, entity, entity_id, property_id, changes)
      values (now(), 'owner@veedu.test', 'updated', 'property_image', 5, ${villa}, '{"price": [1, 2]}'::jsonb)`);

    await database.migrate();

    expect(await historyOf(villa)).toEqual([
      { price: 9_500_000, at: day('2026-08-01').toISOString() },
      { price: 9_000_000, at: day('2026-10-01').toISOString() },
      { price: 8_500_000, at: day('2026-11-10').toISOString() },
    ]);
    expect(await historyOf(flat)).toEqual([
      { price: 4_200_000, at: day('2026-09-01').toISOString() },
    ]);
    expect(await historyOf(plot)).toEqual([
      { price: 2_400_000, at: day('2026-07-01').toISOString() },
      { price: 2_200_000, at: day('2026-10-15').toISOString() },
      { price: 2_000_000, at: day('2026-11-20').toISOString() },
    ]);

    // From now on: a new price is kept in the writing transaction; a write that keeps the price
    // adds nothing; a rolled back change leaves nothing.
    await db.update(properties).set({ title: 'Flat, 3 BHK' }).where(eq(properties.id, flat));
    await db.update(properties).set({ price: 4_200_000 }).where(eq(properties.id, flat));
    await db
      .transaction(async (tx) => {
        await tx.update(properties).set({ price: 100 }).where(eq(properties.id, flat));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await historyOf(flat)).toHaveLength(1);
    await db.update(properties).set({ price: 3_900_000 }).where(eq(properties.id, flat));
    const flatHistory = await historyOf(flat);
    expect(flatHistory.map((point) => point.price)).toEqual([4_200_000, 3_900_000]);
    expect(Date.now() - Date.parse(flatHistory[1]!.at)).toBeLessThan(60_000);

    const created = day('2026-11-25');
    const fresh = await listing('New', 5_000_000, created, created);
    expect(await historyOf(fresh)).toEqual([{ price: 5_000_000, at: created.toISOString() }]);

    // A listing's history goes with it.
    await db.delete(properties).where(eq(properties.id, fresh));
    expect(await historyOf(fresh)).toEqual([]);
  });
});
