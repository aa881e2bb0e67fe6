import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../paths';
import { seedReferenceData } from '../seed/seed-reference';
import { createDatabase, databaseUrl, dropDatabase } from '../testing/databases';
import { insertEarlyListing } from '../testing/listings';
import * as schema from './schema';

/**
 * The upgrade that ends a member's power with the member (issue 32, item 3), on a database that
 * already holds what the rule forbids: links with no maker, and invitations and links of members
 * demoted or deactivated before it. PostgreSQL only (the api-postgres project): the upgrade a
 * deployment with data runs; PGlite runs the same SQL from empty in every other test.
 */

const MIGRATION = 'member_power_ends';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder that stops just before this one. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'veedu-migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

describe(`migration ${MIGRATION} on a database with data`, () => {
  it('ends the links and withdraws the pending invitations of members whose power has gone', async () => {
    const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
    await createDatabase(name);
    const before = await migrationsBefore(MIGRATION);
    const pool = new pg.Pool({ connectionString: databaseUrl(name), max: 1 });
    // The database is dropped with force at the end: a connection it ends as the pool closes
    // must not crash the test run (client.ts does the same for the app's pools).
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    try {
      await migrate(db, { migrationsFolder: before });
      await seedReferenceData(db);
      const listing = await insertEarlyListing(db, {
        title: 'Draft in Kakkanad',
        city: 'Kakkanad',
        type: 'Villa',
        status: 'draft',
      });
      const member = async (email: string, role: 'owner' | 'agent', isActive: boolean) => {
        const [row] = await db
          .insert(schema.adminUsers)
          .values({ email, passwordHash: 'x', role, isActive })
          .returning({ id: schema.adminUsers.id });
        return row!.id;
      };
      const owner = await member('owner@veedu.test', 'owner', true);
      const dismissed = await member('dismissed@veedu.test', 'owner', false);
      const demoted = await member('demoted@veedu.test', 'agent', true);
      const gone = await member('gone@veedu.test', 'owner', true);

      const hour = 60 * 60 * 1000;
      const later = new Date(Date.now() + hour);
      const invite = (tag: string, by: number, acceptedAt: Date | null = null) =>
        db.insert(schema.invitations).values({
          email: `${tag}@veedu.test`,
          role: 'owner',
          tokenHash: `invitation-${tag}`,
          invitedBy: by,
          expiresAt: later,
          acceptedAt,
        });
      const link = (tag: string, by: number) =>
        db.execute(sql`insert into preview_links (property_id, token_hash, created_by, expires_at)
          values (${listing}, ${`link-${tag}`}, ${by}, ${later})`);
      for (const [tag, by] of [
        ['by-owner', owner],
        ['by-dismissed', dismissed],
        ['by-demoted', demoted],
        ['by-gone', gone],
      ] as const) {
        await invite(tag, by);
        await link(tag, by);
      }
      await invite('accepted-by-dismissed', dismissed, new Date());
      // The account deleted before the upgrade: its key set to null, its links left working.
      await db.delete(schema.adminUsers).where(sql`${schema.adminUsers.id} = ${gone}`);

      await migrate(db, { migrationsFolder: migrationsDir });

      const links = await db.select().from(schema.previewLinks);
      expect(links.map((row) => row.tokenHash).sort()).toEqual([
        'link-by-demoted',
        'link-by-owner',
      ]);
      const invitations = await db.select().from(schema.invitations);
      expect(invitations.map((row) => row.tokenHash).sort()).toEqual([
        'invitation-accepted-by-dismissed',
        'invitation-by-owner',
      ]);
      // No actor: the upgrade's clean-up is not anyone's back-office work.
      expect(await db.$count(schema.auditLog)).toBe(0);
    } finally {
      await pool.end();
      await dropDatabase(name);
      await rm(before, { recursive: true, force: true });
    }
  });
});
