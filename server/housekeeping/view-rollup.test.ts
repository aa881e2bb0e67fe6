import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keralaDate } from '../../contract/format';
import { listingViewDays, listingViews, properties } from '../db/schema';
import { insertListing } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createHousekeeper } from './housekeeping';
import { rollUpViews } from './view-rollup';

/**
 * Issue 32, item 5: raw views of days before yesterday become daily counts per listing, and every
 * figure reads both, so it is the same before and after.
 */

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Record<string, string>;
let villa: number;
let flat: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  villa = await insertListing(t.database.db, { title: 'Villa', city: 'Kakkanad', type: 'Villa' });
  flat = await insertListing(t.database.db, { title: 'Flat', city: 'Kakkanad', type: 'Villa' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(listingViews);
  await t.database.db.delete(listingViewDays);
});

const daysAgo = (days: number, from = Date.now()) => keralaDate(new Date(from - days * DAY));

/** `count` views of a listing on a day, each by another visitor. */
function views(propertyId: number, day: string, count: number, visitor = 'v') {
  return Array.from({ length: count }, (_, i) => ({
    propertyId,
    day,
    visitorHash: `${visitor}${i}`,
  }));
}

async function addViews(rows: { propertyId: number; day: string; visitorHash: string }[]) {
  for (let start = 0; start < rows.length; start += 1_000) {
    await t.database.db.insert(listingViews).values(rows.slice(start, start + 1_000));
  }
}

/** Every figure made of views: per listing, the admin list's, its ranking, the dashboard's. */
async function figures() {
  const read = async (url: string) => {
    const response = await t.app.inject({ url, headers: admin });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  };
  const ranking = (await read(
    '/api/properties/properties/?status=all&sort=views&page_size=100',
  )) as { data: { id: number }[] };
  return {
    villa: await read(`/api/properties/properties/${villa}/stats/`),
    flat: await read(`/api/properties/properties/${flat}/stats/`),
    list: await read(`/api/properties/performance/listings/?ids=${villa},${flat}`),
    ranking: ranking.data.map((row) => row.id),
    overview: await read('/api/properties/performance/'),
  };
}

async function rawDays() {
  const rows = await t.database.db
    .selectDistinct({ day: listingViews.day })
    .from(listingViews)
    .orderBy(asc(listingViews.day));
  return rows.map((row) => row.day);
}

async function countedDays() {
  return t.database.db
    .select()
    .from(listingViewDays)
    .orderBy(asc(listingViewDays.propertyId), asc(listingViewDays.day));
}

describe('raw views rolled up by day', () => {
  it('gives the same figures before and after, and keeps today and yesterday raw', async () => {
    await addViews([
      ...views(villa, daysAgo(0), 3),
      ...views(villa, daysAgo(1), 2),
      ...views(villa, daysAgo(2), 4),
      ...views(villa, daysAgo(3), 1),
      ...views(villa, daysAgo(6), 2),
      ...views(villa, daysAgo(8), 5),
      ...views(villa, daysAgo(20), 3),
      ...views(villa, daysAgo(29), 1),
      ...views(villa, daysAgo(31), 2),
      ...views(flat, daysAgo(0), 1),
      ...views(flat, daysAgo(2), 6),
      ...views(flat, daysAgo(10), 9),
    ]);
    const before = await figures();
    expect(before.list).toEqual({
      [villa]: { views: 21, leads: 0, enquiries: 0 },
      [flat]: { views: 16, leads: 0, enquiries: 0 },
    });
    expect(before.ranking.slice(0, 2)).toEqual([villa, flat]);

    // Batches of 3: many batches, each starting where the one before stopped.
    expect(await rollUpViews(t.database.db, new Date(), { batch: 3 })).toBe(33);

    expect(await figures()).toEqual(before);
    expect(await rawDays()).toEqual([daysAgo(1), daysAgo(0)]);
    expect(await countedDays()).toEqual([
      { propertyId: villa, day: daysAgo(31), views: 2 },
      { propertyId: villa, day: daysAgo(29), views: 1 },
      { propertyId: villa, day: daysAgo(20), views: 3 },
      { propertyId: villa, day: daysAgo(8), views: 5 },
      { propertyId: villa, day: daysAgo(6), views: 2 },
      { propertyId: villa, day: daysAgo(3), views: 1 },
      { propertyId: villa, day: daysAgo(2), views: 4 },
      { propertyId: flat, day: daysAgo(10), views: 9 },
      { propertyId: flat, day: daysAgo(2), views: 6 },
    ]);

    // Run again: nothing left to move, nothing added twice.
    expect(await rollUpViews(t.database.db, new Date())).toBe(0);
    expect(await countedDays()).toHaveLength(9);
    expect(await figures()).toEqual(before);
  });

  it('counts each view once when two run at once, and adds to days already counted', async () => {
    const { db } = t.database;
    await db.insert(listingViewDays).values({ propertyId: villa, day: daysAgo(4), views: 10 });
    const old = [
      ...views(villa, daysAgo(2), 700, 'a'),
      ...views(villa, daysAgo(4), 500, 'b'),
      ...views(flat, daysAgo(3), 600, 'c'),
      ...views(flat, daysAgo(12), 400, 'd'),
    ];
    await addViews([...old, ...views(flat, daysAgo(1), 50, 'e')]);
    const before = await figures();

    // On PostgreSQL two connections at once; on PGlite their batches take turns.
    const moved = await Promise.all([
      rollUpViews(db, new Date(), { batch: 37 }),
      rollUpViews(db, new Date(), { batch: 50 }),
      rollUpViews(db, new Date(), { batch: 200 }),
    ]);
    expect(moved.reduce((sum, count) => sum + count, 0)).toBe(old.length);
    expect(await countedDays()).toEqual([
      { propertyId: villa, day: daysAgo(4), views: 510 },
      { propertyId: villa, day: daysAgo(2), views: 700 },
      { propertyId: flat, day: daysAgo(12), views: 400 },
      { propertyId: flat, day: daysAgo(3), views: 600 },
    ]);
    expect(await rawDays()).toEqual([daysAgo(1)]);
    expect(await figures()).toEqual(before);
  });

  it('moves days by the Kerala calendar: from 00:00 IST, the day before yesterday goes', async () => {
    const { db } = t.database;
    await addViews([
      ...views(villa, '2026-03-08', 2),
      ...views(villa, '2026-03-09', 3),
      ...views(villa, '2026-03-10', 4),
    ]);
    // 23:59 IST on 10 March: yesterday is the 9th, the 8th goes.
    expect(await rollUpViews(db, new Date('2026-03-10T23:59:00+05:30'))).toBe(2);
    expect(await rawDays()).toEqual(['2026-03-09', '2026-03-10']);
    // 00:01 IST on the 11th, still the 10th in UTC: the 9th goes.
    expect(await rollUpViews(db, new Date('2026-03-10T18:31:00Z'))).toBe(3);
    expect(await rawDays()).toEqual(['2026-03-10']);
    expect(await countedDays()).toEqual([
      { propertyId: villa, day: '2026-03-08', views: 2 },
      { propertyId: villa, day: '2026-03-09', views: 3 },
    ]);
  });

  it('stops between two batches when asked, every figure still whole', async () => {
    const { db } = t.database;
    await addViews([...views(villa, daysAgo(3), 120), ...views(flat, daysAgo(5), 80)]);
    const before = await figures();
    let checks = 0;
    // Asked to stop once three batches have run (a shutdown).
    const stop = {
      get aborted() {
        checks += 1;
        return checks > 3;
      },
    };
    expect(await rollUpViews(db, new Date(), { batch: 25, stop })).toBe(75);
    expect(await db.select().from(listingViews)).toHaveLength(125);
    expect(await figures()).toEqual(before);
    // The next run moves the rest.
    expect(await rollUpViews(db, new Date(), { batch: 25 })).toBe(125);
    expect(await figures()).toEqual(before);
  });

  it("deletes a deleted listing's counted days with it", async () => {
    const { db } = t.database;
    const gone = await insertListing(db, { title: 'Gone', city: 'Kakkanad', type: 'Villa' });
    await addViews([...views(gone, daysAgo(5), 3), ...views(villa, daysAgo(5), 2)]);
    await rollUpViews(db, new Date());
    expect((await countedDays()).map((row) => row.propertyId)).toEqual([villa, gone]);
    await db.delete(properties).where(eq(properties.id, gone));
    expect(await countedDays()).toEqual([{ propertyId: villa, day: daysAgo(5), views: 2 }]);
  });

  it('runs with the housekeeping job, and logs how many views it moved', async () => {
    await addViews([...views(flat, daysAgo(7), 4), ...views(flat, daysAgo(0), 1)]);
    const lines: { details: object; message: string }[] = [];
    const housekeeper = createHousekeeper({
      db: t.database.db,
      log: {
        info: (details, message) => lines.push({ details, message }),
        warn: (details, message) => lines.push({ details, message }),
      },
    });
    await housekeeper.runDatabaseWork(new AbortController().signal);
    expect(await rawDays()).toEqual([daysAgo(0)]);
    expect(lines).toContainEqual({
      details: { views: 4 },
      message: 'housekeeping: raw views rolled up by day',
    });
    expect(await countedDays()).toEqual([{ propertyId: flat, day: daysAgo(7), views: 4 }]);
    expect(await t.database.db.select().from(listingViews)).toHaveLength(1);
  });
});
