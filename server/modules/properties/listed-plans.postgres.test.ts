import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertSyntheticListings } from '../../../bench/synthetic-listings';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/statement';
import { openTestDatabase } from '../../testing/test-app';
import { findListed, listedStatement, type ListedWanted } from './properties.repo';

/**
 * PostgreSQL only: the listings' reads are named prepared statements there (statement.ts), and
 * what PostgreSQL does with a prepared statement's plan is what this checks.
 */
let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  // The planner's costs follow the tables' statistics: a catalogue, not empty tables.
  await insertSyntheticListings(database.db, 1_000);
  await database.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => dispose());

/**
 * How often the connection has planned the listings' read of `wanted` for each run (custom) and
 * used one plan made for all runs (generic).
 */
async function plansOf(wanted: ListedWanted): Promise<{ generic: number; custom: number }> {
  // Sequential calls run on one connection (statement.postgres.test.ts).
  const [row] = await queryRows<{ generic: string; custom: string }>(database.db, {
    text: `select generic_plans::text as generic, custom_plans::text as custom
      from pg_prepared_statements where statement = $1`,
    values: [listedStatement(wanted).text],
  });
  return { generic: Number(row?.generic ?? 0), custom: Number(row?.custom ?? 0) };
}

const ids = (wanted: ListedWanted) => (wanted.listing?.length ?? 0) + (wanted.summary?.length ?? 0);

describe('reading listings by id on PostgreSQL', () => {
  // A listing page reads one listing and its six similar listings' cards: planned afresh at each
  // run, the plan took half the statement's time (1 to 2.5 ms at a million listings).
  it.each<[string, ListedWanted]>([
    ['one listing', { listing: [1] }],
    ['six cards', { summary: [1, 2, 3, 4, 5, 6] }],
    ['a listing and its cards', { listing: [7], summary: [1, 2, 3, 4, 5, 6] }],
    ['a page of cards', { summary: Array.from({ length: 20 }, (_, index) => index + 1) }],
  ])('plans %s once and keeps the plan', async (_name, wanted) => {
    const before = await plansOf(wanted);
    for (let run = 0; run < 12; run += 1) {
      expect(await findListed(database.db, wanted)).toHaveLength(ids(wanted));
    }
    const after = await plansOf(wanted);
    // PostgreSQL plans the first five runs of a text each for itself, then keeps one plan for all
    // when that costs no more than they did.
    expect(after.custom - before.custom).toBeLessThanOrEqual(5);
    expect(after.generic - before.generic).toBeGreaterThanOrEqual(7);
  });
});
