import { afterEach, describe, expect, it } from 'vitest';
import { insertListing } from './testing/listings';
import { createTestApp, openTestDatabase, type TestApp } from './testing/test-app';

// A server builds its search index as it starts and is ready only then: at a million listings
// the build takes seconds, and a load balancer must not send a visitor to wait for it.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const searchUrl = '/api/properties/properties/?property_for=sell';

describe('the search index built at start', () => {
  it('is built once as the server starts, and the first search uses it', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      await insertListing(database.db, { title: 'Riverside villa', city: 'Kochi', type: 'Villa' });
      t = await createTestApp({ database, buildSearchIndexAtStart: true, captureLogs: true });
      const app = t.app;
      await expect
        .poll(async () => (await app.inject({ url: '/readyz' })).statusCode, { timeout: 10_000 })
        .toBe(200);
      const built = app.services.properties.searchIndexStats();
      expect(built).toMatchObject({ builds: 1, batches: 0 });
      expect(built.listings).toBeGreaterThan(0);
      const line = t.logs
        .map((text) => JSON.parse(text))
        .find((entry) => entry.msg === 'search index built');
      expect(line).toMatchObject({ listings: built.listings });
      expect(line.ms).toEqual(expect.any(Number));

      const search = await app.inject({ url: searchUrl });
      expect(search.statusCode).toBe(200);
      expect(search.json().data.map((listing: { title: string }) => listing.title)).toContain(
        'Riverside villa',
      );
      expect(app.services.properties.searchIndexStats().builds).toBe(1);
    } finally {
      await t?.close();
      t = undefined;
      await dispose();
    }
  });

  it('is left to the first search when the server does not ask for it (API tests)', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect(t.app.services.properties.searchIndexStats().builds).toBe(0);
    expect((await t.app.inject({ url: searchUrl })).statusCode).toBe(200);
    expect(t.app.services.properties.searchIndexStats().builds).toBe(1);
  });
});
