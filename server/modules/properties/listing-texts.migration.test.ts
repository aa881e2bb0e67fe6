import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { seedReferenceData } from '../../seed/seed-reference';
import { insertEarlyListing } from '../../testing/listings';
import { openDatabaseBefore } from '../../testing/migrations';

/**
 * Migration 0024 on a database with listings: each listing's words are written to
 * `listing_texts` as the migration runs, and the trigger keeps them from then on.
 */

const BEFORE_TEXTS = '0023_alert_sends';

let database: DatabaseHandle;
let folder: string;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, folder, dispose } = await openDatabaseBefore(BEFORE_TEXTS));
});
afterAll(() => dispose());

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
    await seedReferenceData(db);
    const listing = async (title: string, description: string, titleMl: string | null) => {
      const id = await insertEarlyListing(db, { title, city: 'Kakkanad', type: 'Villa' });
      await db.execute(
        sql`update properties set description = ${description}, title_ml = ${titleMl} where id = ${id}`,
      );
      return id;
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
