import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from './testing/test-app';

// While a server builds its search index at start, /readyz says so. The build is held by a lock
// another session takes: PostgreSQL only (PGlite has one session).

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A transaction of another session holding an exclusive lock on the property types, until released. */
async function lockPropertyTypes(
  database: Awaited<ReturnType<typeof openTestDatabase>>['database'],
) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  // The build reads the property types first: an exclusive lock on them holds it there.
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table property_types in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

/** The server processes of this database whose statement waits for a lock: the held build's. */
async function buildsWaiting(database: Awaited<ReturnType<typeof openTestDatabase>>['database']) {
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'
          and query like '%property_types%'`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

describe('the search index built at start, on PostgreSQL', () => {
  it('builds again after a failed build, at the next /readyz', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      const lock = await lockPropertyTypes(database);
      t = await createTestApp({ database, buildSearchIndexAtStart: true, captureLogs: true });
      const app = t.app;
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
      // The build's statement is cancelled, as a database restarting or an operator would.
      await expect.poll(() => buildsWaiting(database), { timeout: 10_000 }).toHaveLength(1);
      const [first] = await buildsWaiting(database);
      await database.db.execute(sql`select pg_cancel_backend(${first})`);
      await expect
        .poll(() => t?.logs.some((line) => line.includes('search index not built; will retry')), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(app.services.properties.isSearchIndexBuilt()).toBe(false);

      // The next /readyz starts a build again; it waits for the lock as the first one did.
      const again = await app.inject({ url: '/readyz' });
      expect(again.statusCode).toBe(503);
      expect(again.json()).toEqual({ status: 'starting', detail: 'Building the search index.' });
      await expect.poll(() => buildsWaiting(database), { timeout: 10_000 }).toHaveLength(1);

      await lock.release();
      await expect
        .poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 10_000 })
        .toBe(200);
      expect(app.services.properties.isSearchIndexBuilt()).toBe(true);
      const search = await app.inject({ url: '/api/properties/properties/' });
      expect(search.statusCode).toBe(200);
    } finally {
      await t?.close();
      t = undefined;
      await dispose();
    }
  });

  it('answers /readyz 503 while the index is being built, then 200', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      const lock = await lockPropertyTypes(database);
      t = await createTestApp({ database, buildSearchIndexAtStart: true });
      const app = t.app;
      const waiting = await app.inject({ url: '/readyz' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toEqual({ status: 'starting', detail: 'Building the search index.' });
      expect(app.services.properties.isSearchIndexBuilt()).toBe(false);
      // The health check (liveness) answers all the while.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

      await lock.release();
      await expect
        .poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 10_000 })
        .toBe(200);
      // Asked again and again while it was being built, it was built once.
      expect(app.services.properties.searchIndexStats().builds).toBe(1);
    } finally {
      await t?.close();
      t = undefined;
      await dispose();
    }
  });
});
