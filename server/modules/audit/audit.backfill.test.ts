import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { auditLog, cities, districts, features, propertyTypes, states } from '../../db/schema';
import { openDatabaseBefore } from '../../testing/migrations';

/**
 * Migration 0015 on a trail written before it: each entry is given the names its ids have now, or
 * for a row deleted since, the last name the trail itself recorded for it; an id named by neither
 * stays unnamed. The database is migrated to 0011, written to as then, and migrated on.
 */

const BEFORE_NAMES = '0011_views_without_foreign_key';

let database: DatabaseHandle;
let folder: string;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, folder, dispose } = await openDatabaseBefore(BEFORE_NAMES));
});
afterAll(() => dispose());

describe('migration 0015 on an earlier trail', () => {
  it('names the ids of earlier entries from the rows now, or from the trail for rows since deleted', async () => {
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
    const [type] = await db.insert(propertyTypes).values({ name: 'Villa' }).returning();
    const [feature] = await db.insert(features).values({ name: 'Solar panels' }).returning();
    // Plain SQL: the schema of today has columns (migration 0017 on) this database has not yet.
    const inserted = await db.execute(sql`insert into properties (title, price, property_for,
        property_ownership, area, contact_name, phone_number, whatsapp_number, email, state_id,
        district_id, city_id, property_type_id, latitude, longitude)
      values ('Villa near Infopark', 9500000, 'sell', 'management', 1800, 'Veedu',
        '+919846012345', '+919846012345', 'listings@veedu.test', ${state!.id}, ${district!.id},
        ${town!.id}, ${type!.id}, 10.01, 76.34)
      returning id`);
    const [listing] = (inserted as unknown as { rows: { id: number }[] }).rows;
    const goneTown = town!.id + 1000;
    const goneFeature = feature!.id + 1000;

    // The trail as migration 0009 wrote it: changes only (no names column yet: plain SQL).
    const entries: [string, number, Record<string, [unknown, unknown]>, number | null][] = [
      // A town deleted since: its last recorded name is its rename.
      ['city', goneTown, { name: ['Thrikkakara', 'Thrikkakara North'] }, null],
      [
        'property',
        listing!.id,
        { city_id: [goneTown, town!.id], price: [9_000_000, 9_500_000] },
        listing!.id,
      ],
      [
        'property',
        listing!.id,
        { property_type_id: [null, type!.id], state_id: [null, state!.id] },
        listing!.id,
      ],
      // A feature deleted since, of which the trail has no name.
      ['property_feature', 0, { feature_id: [null, goneFeature] }, listing!.id],
      ['feature', feature!.id, { name: ['Solar', 'Solar panels'] }, null],
      ['user', 3, { name: ['Meera', 'Meera Nair'] }, null],
    ];
    for (const [entity, entityId, changes, propertyId] of entries) {
      await db.execute(sql`insert into audit_log (actor_email, action, entity, entity_id, property_id, changes)
        values ('owner@veedu.test', 'updated', ${entity}, ${entityId}, ${propertyId}, ${JSON.stringify(changes)}::jsonb)`);
    }

    await database.migrate();

    const rows = await db
      .select({ entity: auditLog.entity, names: auditLog.names })
      .from(auditLog)
      .orderBy(asc(auditLog.id));
    const listingName = { [listing!.id]: 'Villa near Infopark' };
    expect(rows.map((row) => row.names)).toEqual([
      { city: { [goneTown]: 'Thrikkakara North' } },
      {
        city: { [goneTown]: 'Thrikkakara North', [town!.id]: 'Kakkanad' },
        property: listingName,
      },
      {
        property_type: { [type!.id]: 'Villa' },
        state: { [state!.id]: 'Kerala' },
        property: listingName,
      },
      { property: listingName },
      { feature: { [feature!.id]: 'Solar panels' } },
      {},
    ]);

    // And from now on the trigger names them as it writes.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('veedu.actor_email', 'owner@veedu.test', true)`);
      await tx
        .update(cities)
        .set({ name: 'Kakkanad West' })
        .where(sql`${cities.id} = ${town!.id}`);
    });
    const [latest] = await db
      .select({ names: auditLog.names, changes: auditLog.changes })
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(latest).toEqual({
      changes: { name: ['Kakkanad', 'Kakkanad West'] },
      names: { city: { [town!.id]: 'Kakkanad West' } },
    });
  });
});
