import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { migrationsDir } from '../../paths';
import { seedReferenceData } from '../../seed/seed-reference';
import { createDatabase, databaseUrl, dropDatabase } from '../../testing/databases';
import { insertEarlyListing } from '../../testing/listings';
import { testEngine } from '../../testing/test-app';

/**
 * The migration that counts leads once per visitor, listing and channel a day (issue 32, item 4)
 * on a database that already holds leads counted the old way: each gets its Kerala day, repeats
 * of a day go (the first stays), and the rest is left alone. On the engine the project tests.
 */

const MIGRATION = 'leads_once_a_day_and_view_rollup';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A migrations folder holding the migrations before this one, or all of them. */
async function migrationsUpTo(folder: string, isAll: boolean): Promise<void> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION));
  expect(at).toBeGreaterThan(0);
  const entries = isAll ? journal.entries : journal.entries.slice(0, at);
  await rm(folder, { recursive: true, force: true });
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    await copyFile(
      path.join(migrationsDir, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
}

let temp: string;
let db: Database;
let migrateFrom: (folder: string) => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'veedu-leads-migration-'));
  if (testEngine() === 'postgres') {
    const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
    await createDatabase(name);
    const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 2 });
    // The database is dropped with force at the end: a connection it ends as the pool closes
    // must not crash the test run (client.ts does the same for the app's pools).
    pool.on('error', () => {});
    const postgres = drizzlePostgres(pool, { schema });
    db = postgres as unknown as Database;
    migrateFrom = (folder) => migratePostgres(postgres, { migrationsFolder: folder });
    close = async () => {
      await pool.end();
      await dropDatabase(name);
    };
  } else {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    const pglite = drizzlePglite(client, { schema });
    db = pglite as unknown as Database;
    migrateFrom = (folder) => migratePglite(pglite, { migrationsFolder: folder });
    close = () => client.close();
  }
});
afterAll(async () => {
  await close();
  await rm(temp, { recursive: true, force: true });
});

describe('the migration counting leads once a day', () => {
  it('gives stored leads their Kerala day and deletes the repeats of a day', async () => {
    const folder = path.join(temp, 'migrations');
    await migrationsUpTo(folder, false);
    await migrateFrom(folder);
    await seedReferenceData(db);
    const villa = await insertEarlyListing(db, { title: 'Villa', city: 'Kakkanad', type: 'Villa' });
    // (listing, channel, visitor, time): 17:00 UTC on the 9th is the 9th in Kerala, 19:00 the 10th.
    const stored: [number | null, string, string, string][] = [
      [villa, 'whatsapp', 'a', '2026-03-09T10:00:00Z'],
      [villa, 'whatsapp', 'a', '2026-03-09T17:00:00Z'],
      [villa, 'whatsapp', 'a', '2026-03-09T19:00:00Z'],
      [villa, 'call', 'a', '2026-03-09T11:00:00Z'],
      [villa, 'whatsapp', 'b', '2026-03-09T12:00:00Z'],
      [null, 'whatsapp', 'a', '2026-03-09T10:00:00Z'],
      [null, 'whatsapp', 'a', '2026-03-09T10:05:00Z'],
      [null, 'mail', 'a', '2026-03-09T10:05:00Z'],
    ];
    for (const [propertyId, channel, visitor, at] of stored) {
      await db.execute(sql`
        insert into leads (property_id, channel, page, visitor_hash, created_at)
        values (${propertyId}, ${channel}, ${`/from/${at}`}, ${visitor}, ${at}::timestamptz)`);
    }

    await migrationsUpTo(folder, true);
    await migrateFrom(folder);

    const rows = await db
      .select({
        propertyId: schema.leads.propertyId,
        channel: schema.leads.channel,
        visitorHash: schema.leads.visitorHash,
        day: schema.leads.day,
        page: schema.leads.page,
      })
      .from(schema.leads)
      .orderBy(schema.leads.id);
    expect(rows).toEqual([
      {
        propertyId: villa,
        channel: 'whatsapp',
        visitorHash: 'a',
        day: '2026-03-09',
        page: '/from/2026-03-09T10:00:00Z',
      },
      {
        propertyId: villa,
        channel: 'whatsapp',
        visitorHash: 'a',
        day: '2026-03-10',
        page: '/from/2026-03-09T19:00:00Z',
      },
      {
        propertyId: villa,
        channel: 'call',
        visitorHash: 'a',
        day: '2026-03-09',
        page: '/from/2026-03-09T11:00:00Z',
      },
      {
        propertyId: villa,
        channel: 'whatsapp',
        visitorHash: 'b',
        day: '2026-03-09',
        page: '/from/2026-03-09T12:00:00Z',
      },
      {
        propertyId: null,
        channel: 'whatsapp',
        visitorHash: 'a',
        day: '2026-03-09',
        page: '/from/2026-03-09T10:00:00Z',
      },
      {
        propertyId: null,
        channel: 'mail',
        visitorHash: 'a',
        day: '2026-03-09',
        page: '/from/2026-03-09T10:05:00Z',
      },
    ]);
    // From now on the database itself refuses a repeat, site-wide leads (no listing) included.
    await expect(
      db.execute(sql`
        insert into leads (property_id, channel, visitor_hash, day)
        values (null, 'whatsapp', 'a', '2026-03-09')`),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('leads_once_a_day') } });
  });
});
