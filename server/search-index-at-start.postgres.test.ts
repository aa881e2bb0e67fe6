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

describe('the search index built at start, on PostgreSQL', () => {
  it('answers /readyz 503 while the index is being built, then 200', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
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
      t = await createTestApp({ database, buildSearchIndexAtStart: true });
      const app = t.app;
      const waiting = await app.inject({ url: '/readyz' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toEqual({ status: 'starting', detail: 'Building the search index.' });
      expect(app.services.properties.isSearchIndexBuilt()).toBe(false);
      // The health check (liveness) answers all the while.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

      release();
      await holder;
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
