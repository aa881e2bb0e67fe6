import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/pagination';
import type { Property } from '../../../contract/properties';
import { readListingSearch } from '../../../contract/listing-search';
import { catalogueChanges, catalogueVersion, properties, siteFacts } from '../../db/schema';
import { encodeMultipart } from '../../media/test-uploads';
import { createImageStore } from '../../media/image-store';
import { insertListing } from '../../testing/listings';
import { seededRandom } from '../../testing/seeded-random';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readCatalogueChanges, readSearchRowsOf, trimCatalogueChanges } from './catalogue.repo';
import { createPropertiesService, type Viewer } from './properties.service';

/**
 * Issue 35, item 1: the change log (migration 0021) and the instances that follow it. Every write
 * the public can see leaves, under the version it moved the catalogue to, the listings it changed;
 * an instance applies them to its search index and kept listings in place, and answers exactly as
 * an instance that read everything afresh would.
 */

let first: TestApp;
let second: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  first = await createTestApp();
  // A second instance on the same database, as behind a load balancer.
  second = await createTestApp({ database: first.database });
  admin = await first.adminHeaders();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const API = '/api/properties/properties';

async function version(): Promise<number> {
  const [row] = await first.database.db.select().from(catalogueVersion);
  return row!.version;
}

async function changesAfter(since: number) {
  return first.database.db
    .select({
      version: catalogueChanges.version,
      scope: catalogueChanges.scope,
      propertyId: catalogueChanges.propertyId,
    })
    .from(catalogueChanges)
    .where(sql`${catalogueChanges.version} > ${since}`)
    .orderBy(catalogueChanges.version, catalogueChanges.scope, catalogueChanges.propertyId);
}

async function search(app: TestApp, query: string): Promise<{ ids: number[]; count: number }> {
  const response = await app.app.inject({ url: `${API}/?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<Page<Property>>();
  return { ids: page.data.map((listing) => listing.id), count: page.count };
}

async function patch(id: number, fields: Record<string, string>): Promise<void> {
  const { payload, headers } = await encodeMultipart(
    Object.entries(fields).map(([name, value]) => ({ name, value })),
  );
  const response = await first.app.inject({
    method: 'PATCH',
    url: `${API}/${id}/`,
    payload,
    headers: { ...admin, ...headers },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the change log', () => {
  it('writes, under the version each write moved to, the listings it changed, once each', async () => {
    const db = first.database.db;
    const before = await version();
    const listing = await insertListing(db, {
      title: 'Change log villa',
      city: 'Kochi',
      type: 'Villa',
      featureNames: ['Garden', 'Parking'],
    });
    // Three statements, three versions; each names the listing once.
    const inserted = await changesAfter(before);
    expect(inserted.map((change) => [change.scope, change.propertyId])).toEqual([
      ['listing', listing],
      ['listing', listing],
      ['listing', listing],
    ]);
    expect(inserted.at(-1)!.version).toBe(await version());

    // One transaction over two listings: one version, both named.
    const other = await insertListing(db, { title: 'Change log flat', city: 'Kochi', type: null });
    const atOther = await version();
    await db.transaction(async (tx) => {
      await tx.update(properties).set({ price: 2_000_000 }).where(eq(properties.id, listing));
      await tx.update(properties).set({ price: 3_000_000 }).where(eq(properties.id, other));
      await tx.update(properties).set({ price: 2_500_000 }).where(eq(properties.id, listing));
    });
    // Each price change also writes the listing's price history, under the same version.
    expect(await changesAfter(atOther)).toEqual([
      { version: atOther + 1, scope: 'listing', propertyId: listing },
      { version: atOther + 1, scope: 'listing', propertyId: other },
    ]);

    // What every listing shows (a type's name) and what only pages show (site facts).
    const atFacts = await version();
    await db.execute(sql`update property_types set name = name where name = 'Villa'`);
    await db.update(siteFacts).set({ clientsServed: sql`${siteFacts.clientsServed} + 1` });
    expect(await changesAfter(atFacts)).toEqual([
      { version: atFacts + 1, scope: 'catalogue', propertyId: 0 },
      { version: atFacts + 2, scope: 'pages', propertyId: 0 },
    ]);

    // A deletion names the listing (its features go with it, under the same version).
    const atDelete = await version();
    await db.delete(properties).where(inArray(properties.id, [listing, other]));
    expect(await changesAfter(atDelete)).toEqual([
      { version: atDelete + 1, scope: 'listing', propertyId: listing },
      { version: atDelete + 1, scope: 'listing', propertyId: other },
    ]);
  });
});

describe('the changes read', () => {
  it("gives the changed listings' rows exactly as a read of those listings does", async () => {
    const db = first.database.db;
    const since = await version();
    const plain = await insertListing(db, { title: 'Plain row', city: 'Kochi', type: 'House' });
    const stated = await insertListing(db, {
      title: 'Every fact stated',
      city: 'Kochi',
      type: 'Apartment',
      propertyFor: 'rent',
      price: 23_456.5,
      latitude: 9.931233123456789,
      longitude: 76.26730498765433,
      securityDeposit: 70_000,
      availableFrom: '2027-01-15',
      floor: 3,
      totalFloors: 9,
      facing: 'e',
      tenantPreference: 'family',
    });
    await db.update(properties).set({ price: 20_000 }).where(eq(properties.id, stated));
    const gone = await insertListing(db, { title: 'Deleted', city: 'Kochi', type: 'House' });
    await db.delete(properties).where(eq(properties.id, gone));

    const changes = await readCatalogueChanges(db, since);
    expect(changes.version).toBe(await version());
    expect(changes.rebuild).toBe(false);
    expect(changes.listingIds).toEqual([plain, stated, gone]);
    const { rows } = await readSearchRowsOf(db, [plain, stated, gone]);
    expect(rows.map((row) => row.id)).toEqual([plain, stated]);
    expect(changes.rows).toEqual(rows);
    expect(changes.rows[1]).toMatchObject({ price: 20_000, floor: 3, facing: 'e' });

    // Nothing after the version now; a log trimmed past `since` asks for a rebuild.
    expect(await readCatalogueChanges(db, changes.version)).toEqual({
      version: changes.version,
      rebuild: false,
      pages: false,
      listingIds: [],
      rows: [],
    });
    await db.delete(properties).where(inArray(properties.id, [plain, stated]));
  });

  it('says when only pages changed, and asks for a rebuild when every listing did or the log was trimmed', async () => {
    const db = first.database.db;
    const atFacts = await version();
    await db.update(siteFacts).set({ clientsServed: sql`${siteFacts.clientsServed} + 1` });
    expect(await readCatalogueChanges(db, atFacts)).toEqual({
      version: atFacts + 1,
      rebuild: false,
      pages: true,
      listingIds: [],
      rows: [],
    });

    // A type's name shows on every listing: the listing changed beside it is not read.
    const atType = await version();
    const listing = await insertListing(db, {
      title: 'Beside a type',
      city: 'Kochi',
      type: 'House',
    });
    await db.execute(sql`update property_types set name = name where name = 'House'`);
    const typed = await readCatalogueChanges(db, atType);
    expect(typed).toMatchObject({ version: await version(), rebuild: true, rows: [] });

    // Trimmed past the version asked about: a rebuild, whatever the log still holds after it.
    const atTrim = await version();
    await db.update(properties).set({ price: 5 }).where(eq(properties.id, listing));
    expect(await trimCatalogueChanges(db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect(await readCatalogueChanges(db, atTrim - 1)).toMatchObject({
      version: await version(),
      rebuild: true,
      rows: [],
    });
    await db.delete(properties).where(eq(properties.id, listing));
  });
});

describe('an instance following the change log', () => {
  it('applies every write of another instance in place: seen at once, with no rebuild', async () => {
    const db = first.database.db;
    const cheapest = 'sort=price-asc&status=all&page_size=5';
    await search(second, cheapest);
    const built = second.app.services.properties.searchIndexStats();
    const a = await insertListing(db, { title: 'Followed one', city: 'Kochi', type: 'House' });
    const b = await insertListing(db, { title: 'Followed two', city: 'Kochi', type: 'House' });

    // A price cut through the first instance puts the listing first on the second.
    await patch(a, { price: '1' });
    expect((await search(second, cheapest)).ids[0]).toBe(a);
    // Hidden (a draft), then shown again.
    await patch(b, { price: '2', status: 'draft' });
    expect((await search(second, 'sort=price-asc&page_size=5')).ids).not.toContain(b);
    expect((await search(second, cheapest)).ids.slice(0, 2)).toEqual([a, b]);
    await patch(b, { status: 'available' });
    expect((await search(second, 'sort=price-asc&page_size=5')).ids.slice(0, 2)).toEqual([a, b]);
    // Deleted: gone from the index and from the listings kept.
    const removed = await first.app.inject({
      method: 'DELETE',
      url: `${API}/${a}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await search(second, cheapest)).ids[0]).toBe(b);
    expect((await second.app.inject({ url: `${API}/${a}/`, headers: admin })).statusCode).toBe(404);

    const after = second.app.services.properties.searchIndexStats();
    expect(after.builds).toBe(built.builds);
    expect(after.batches).toBeGreaterThan(built.batches);
    expect(after.version).toBe(await version());
    expect(after.deletedRows).toBeGreaterThan(0);
    await db.delete(properties).where(eq(properties.id, b));
  });

  it('builds its index again when the log was trimmed past its version, or a type changed', async () => {
    const db = first.database.db;
    const listing = await insertListing(db, { title: 'Trimmed one', city: 'Kochi', type: 'House' });
    const query = 'sort=price-asc&status=all&page_size=3';
    await search(second, query);
    const before = second.app.services.properties.searchIndexStats();
    await db.update(properties).set({ price: 3 }).where(eq(properties.id, listing));
    // Trims everything written up to now.
    expect(await trimCatalogueChanges(db, new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect((await search(second, query)).ids[0]).toBe(listing);
    const trimmed = second.app.services.properties.searchIndexStats();
    expect(trimmed.builds).toBe(before.builds + 1);

    await db.execute(sql`update property_types set name = name where name = 'House'`);
    await db.update(properties).set({ price: 4 }).where(eq(properties.id, listing));
    expect((await search(second, query)).ids[0]).toBe(listing);
    expect(second.app.services.properties.searchIndexStats().builds).toBe(trimmed.builds + 1);
    await db.delete(properties).where(eq(properties.id, listing));
  });

  it('answers, without waiting on, a version ahead of the database (set back by hand)', async () => {
    await insertListing(first.database.db, { title: 'Ahead', city: 'Kochi', type: 'House' });
    const service = createPropertiesService({
      db: first.database.db,
      images: createImageStore(first.media, 'properties'),
      reference: first.app.services.reference,
      catalogueVersion: async () => `${(await version()) + 1000}:2026-11-29`,
    });
    const search = readListingSearch(new URLSearchParams('page_size=1'), 'api').search;
    const page = JSON.parse(
      (await service.list(search, { isAdmin: false })).toString(),
    ) as Page<Property>;
    expect(page.count).toBeGreaterThan(0);
    expect(service.searchIndexStats().version).toBe(await version());
  });

  it('answers after concurrent writes as an instance that reads everything afresh', async () => {
    const db = first.database.db;
    const random = seededRandom(35);
    const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
    // Reads every listing for every search: the plainest reading of the database.
    const afresh = createPropertiesService({
      db,
      images: createImageStore(first.media, 'properties'),
      reference: first.app.services.reference,
    });
    const follower = second.app.services.properties;
    const queries = () => {
      const params = new URLSearchParams({
        sort: pick(['newest', 'price-asc', 'price-desc', 'reduced']),
        page: String(int(1, 3)),
        page_size: String(pick([3, 12])),
      });
      if (random() < 0.5) params.set('type', pick(['sell', 'rent']));
      if (random() < 0.4) params.set('min_price', String(int(0, 60) * 100_000));
      if (random() < 0.4) params.set('max_price', String(int(0, 120) * 100_000));
      if (random() < 0.3) params.set('bedrooms', String(int(1, 4)));
      if (random() < 0.2) params.set('price_reduced', '1');
      if (random() < 0.3) params.set('status', pick(['all', 'draft', 'sold']));
      if (random() < 0.2) params.set('location', pick(['Kochi', 'Thrissur', 'Ernakulam']));
      if (random() < 0.15) params.set('q', pick(['drawn', 'villa', 'flat']));
      return readListingSearch(params, 'api').search;
    };
    const read = async (service: typeof follower, viewer: Viewer) => {
      const search = queries();
      const page = JSON.parse((await service.list(search, viewer)).toString()) as Page<Property>;
      return { search, page };
    };
    const listingIds = async () =>
      (await db.select({ id: properties.id }).from(properties)).map((row) => row.id);

    /** One write of a kind an agency makes, straight to the database. */
    const write = async (): Promise<void> => {
      const ids = await listingIds();
      const kind = random();
      const id = pick(ids);
      if (kind < 0.3) {
        await db
          .update(properties)
          .set({ price: int(1, 120) * 100_000 })
          .where(eq(properties.id, id));
      } else if (kind < 0.5) {
        await db
          .update(properties)
          .set({ status: pick(['available', 'draft', 'sold', 'rented'] as const) })
          .where(eq(properties.id, id));
      } else if (kind < 0.65) {
        // Several listings in one transaction.
        await db.transaction(async (tx) => {
          for (const other of [pick(ids), pick(ids), pick(ids)]) {
            await tx
              .update(properties)
              .set({ bedrooms: int(0, 5), price: int(1, 120) * 100_000 })
              .where(eq(properties.id, other));
          }
        });
      } else if (kind < 0.85) {
        await insertListing(db, {
          title: `Drawn listing ${int(1, 1e9)}`,
          city: pick(['Kochi', 'Thrissur', 'Kakkanad', 'Aluva']),
          type: pick(['House', 'Apartment', 'Villa', null]),
          price: int(1, 120) * 100_000,
          bedrooms: int(0, 5),
          propertyFor: pick(['sell', 'rent'] as const),
        });
      } else if (ids.length > 20) {
        await db.delete(properties).where(and(eq(properties.id, id)));
      }
    };

    for (let round = 0; round < 8; round += 1) {
      // Writes and reads at once: reads that catch up while the next write commits.
      await Promise.all([
        (async () => {
          for (let i = 0; i < 6; i += 1) await write();
        })(),
        (async () => {
          for (let i = 0; i < 6; i += 1) await read(follower, { isAdmin: i % 2 === 0 });
        })(),
      ]);
      for (let i = 0; i < 12; i += 1) {
        const viewer = { isAdmin: i % 2 === 0 };
        const { search, page } = await read(follower, viewer);
        const expected = JSON.parse(
          (await afresh.list(search, viewer)).toString(),
        ) as Page<Property>;
        expect(page, JSON.stringify({ round, search, viewer })).toEqual(expected);
      }
    }
    const stats = follower.searchIndexStats();
    expect(stats.version).toBe(await version());
    expect(stats.batches).toBeGreaterThan(8);
  });
});

describe('a build given up at shutdown', () => {
  const serviceOnFirst = () =>
    createPropertiesService({
      db: first.database.db,
      images: createImageStore(first.media, 'properties'),
      reference: first.app.services.reference,
      catalogueVersion: async () => `${await version()}:2026-11-29`,
    });
  const listSearch = readListingSearch(new URLSearchParams('page_size=2'), 'api').search;

  it('reads no listing once stopped, and answers the searches that needed it 503', async () => {
    const service = serviceOnFirst();
    service.stopBuilding();
    const failed = await service.list(listSearch, { isAdmin: false }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({
      statusCode: 503,
      detail: 'The server is restarting. Please try again in a moment.',
      headers: { 'Retry-After': '1' },
    });
    expect(service.isSearchIndexBuilt()).toBe(false);
    expect(service.searchIndexStats().builds).toBe(0);
  });

  it('keeps an index built before and still applies the changes to it', async () => {
    const service = serviceOnFirst();
    await service.buildSearchIndex();
    service.stopBuilding();
    const listing = await insertListing(first.database.db, {
      title: 'After the stop',
      city: 'Kochi',
      type: 'House',
      price: 1,
    });
    const sorted = readListingSearch(new URLSearchParams('sort=price-asc&page_size=1'), 'api');
    const page = JSON.parse(
      (await service.list(sorted.search, { isAdmin: false })).toString(),
    ) as Page<Property>;
    expect(page.data.map((found) => found.id)).toEqual([listing]);
    expect(service.searchIndexStats().builds).toBe(1);
    await first.database.db.delete(properties).where(eq(properties.id, listing));
  });
});
