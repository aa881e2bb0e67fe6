import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { cities, districts, states } from '../../db/schema';
import { migrationsUpTo, openEmptyDatabase } from '../../testing/migrations';

/**
 * Migration 0024 on a database with listings: each listing's words are written to
 * `listing_texts` as the migration runs, and the trigger keeps them from then on.
 */

const BEFORE_TEXTS = '0023_alert_sends';

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let folder: string;

beforeAll(async () => {
  ({ database, dispose } = await openEmptyDatabase());
  folder = await migrationsUpTo(BEFORE_TEXTS);
});
afterAll(async () => {
  await dispose();
  await rm(folder, { recursive: true, force: true });
});

async function textsNow(): Promise<{ id: number; text: string }[]> {
  const result = await database.db.execute(
    sql`select property_id as id, text from listing_texts order by property_id`,
  );
  return (result as unknown as { rows: { id: number; text: string }[] }).rows;
}

describe('migration 0024 on a database with listings', () => {
  it("writes each listing's words, then the trigger keeps them", async () => {
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
    const listing = async (title: string, description: string, titleMl: string | null) => {
      // Plain SQL: the schema of today may have columns this database has not yet.
      const inserted = await db.execute(sql`insert into properties (title, description, title_ml,
          price, property_for, property_ownership, area, contact_name, phone_number,
          whatsapp_number, email, state_id, district_id, city_id, latitude, longitude)
        values (${title}, ${description}, ${titleMl}, 5000000, 'sell', 'management', 1800,
          'Veedu', '+919846012345', '+919846012345', 'listings@veedu.test',
          ${state!.id}, ${district!.id}, ${town!.id}, 10.01, 76.34)
        returning id`);
      return (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id;
    };
    const villa = await listing('Sea-View VILLA', 'Near the École', 'വില്ല');
    const plot = await listing('Plot', '', null);

    await database.migrate();

    expect(await textsNow()).toEqual([
      { id: villa, text: 'sea-view villa\u001fnear the école\u001fവില്ല\u001f' },
      { id: plot, text: 'plot\u001f\u001f\u001f' },
    ]);
    await db.execute(sql`update properties set description_ml = 'പ്ലോട്ട്' where id = ${plot}`);
    const added = await listing('Flat', 'Lift', null);
    expect(await textsNow()).toEqual([
      { id: villa, text: 'sea-view villa\u001fnear the école\u001fവില്ല\u001f' },
      { id: plot, text: 'plot\u001f\u001f\u001fപ്ലോട്ട്' },
      { id: added, text: 'flat\u001flift\u001f\u001f' },
    ]);
    await db.execute(sql`delete from properties where id = ${villa}`);
    expect((await textsNow()).map((row) => row.id)).toEqual([plot, added]);
  });
});
