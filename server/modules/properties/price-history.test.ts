import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/pagination';
import { type ListingSummary, type Property, property } from '../../../contract/properties';
import { priceHistory, properties } from '../../db/schema';
import { encodeMultipart, type FormPart } from '../../media/test-uploads';
import { readListingSearch } from '../../../contract/listing-search';
import { createImageStore } from '../../media/image-store';
import { insertListing, listingFormFields } from '../../testing/listings';
import { createPropertiesService } from './properties.service';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 34, item 6: every price a listing has had (`price_history`, oldest first), its latest
 * cut (`price_reduced_at`, `price_reduced_by`), the filter `price_reduced=1` (cuts of the last 30
 * days, from the time of asking) and the sort `reduced`; exact after every write, through the
 * listings kept in the process and the search index.
 */

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(properties);
});

const API = '/api/properties/properties';

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>() };
}

async function send(method: 'POST' | 'PATCH', url: string, parts: FormPart[]) {
  const { payload, headers } = await encodeMultipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
}

async function setPrice(id: number, price: number): Promise<Property> {
  const response = await send('PATCH', `${API}/${id}/`, [{ name: 'price', value: String(price) }]);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Property>();
}

/** Moves a listing's price change at `price` back by `days`, as time passing would. */
async function changedDaysAgo(id: number, price: number, days: number): Promise<void> {
  await t.database.db
    .update(priceHistory)
    .set({ changedAt: sql`now() - make_interval(days => ${days})` })
    .where(and(eq(priceHistory.propertyId, id), eq(priceHistory.price, price)));
}

const ids = (page: { body: Page<Property> }) => page.body.data.map((listing) => listing.id);

describe('price history', () => {
  it('starts with the price a listing is created at, and keeps each change, in the answer at once', async () => {
    const fields = Object.entries({
      ...(await listingFormFields(t.database.db)),
      price: '9500000',
    }).map(([name, value]) => ({ name, value }));
    const created = await send('POST', `${API}/`, fields);
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json<Property>();
    expect(listing.price_history).toEqual([{ price: 9_500_000, changed_at: listing.created_at }]);
    expect(listing.price_reduced_at).toBeNull();
    expect(listing.price_reduced_by).toBeNull();
    // Read once, so the listing is kept in the process for this catalogue version.
    expect((await get<Property>(`${API}/${listing.id}/`)).body.price_history).toHaveLength(1);

    const cut = await setPrice(listing.id, 9_000_000);
    const detail = (await get<Property>(`${API}/${listing.id}/`)).body;
    expect(property.strict().parse(detail)).toEqual(detail);
    expect(detail.price_history.map((point) => point.price)).toEqual([9_500_000, 9_000_000]);
    expect(detail.price_reduced_by).toBe(500_000);
    expect(detail.price_reduced_at).toBe(detail.price_history[1]?.changed_at);
    expect(Date.now() - Date.parse(detail.price_reduced_at!)).toBeLessThan(60_000);
    expect(cut.price_history).toEqual(detail.price_history);

    // A write that keeps the price adds nothing; a rise is no cut.
    const retitled = await send('PATCH', `${API}/${listing.id}/`, [
      { name: 'title', value: 'Villa, freshly painted' },
    ]);
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await get<Property>(`${API}/${listing.id}/`)).body.price_history).toHaveLength(2);
    await setPrice(listing.id, 9_200_000);
    const risen = (await get<Property>(`${API}/${listing.id}/`)).body;
    expect(risen.price_history.map((point) => point.price)).toEqual([
      9_500_000, 9_000_000, 9_200_000,
    ]);
    expect(risen.price_reduced_at).toBeNull();
    expect(risen.price_reduced_by).toBeNull();
  });

  it('finds price cuts of the last 30 days (price_reduced=1) and orders by the latest cut (sort=reduced)', async () => {
    const listing = (title: string, price: number, daysAgo: number) =>
      insertListing(t.database.db, { title, city: 'Kakkanad', type: 'Villa', price, daysAgo });
    const newest = await listing('Never cut', 7_000_000, 1);
    const cutToday = await listing('Cut today', 8_000_000, 50);
    const cutLastWeek = await listing('Cut last week', 6_000_000, 60);
    const cutLongAgo = await listing('Cut 40 days ago', 5_000_000, 70);
    const cutThenRaised = await listing('Cut, then raised', 4_000_000, 80);

    // Listed and searched before the writes: what is kept must not outlive them.
    expect((await get<Page<Property>>(`${API}/?price_reduced=1`)).body.count).toBe(0);

    await setPrice(cutToday, 7_500_000);
    await setPrice(cutLastWeek, 5_500_000);
    await changedDaysAgo(cutLastWeek, 5_500_000, 7);
    await setPrice(cutLongAgo, 4_500_000);
    await changedDaysAgo(cutLongAgo, 4_500_000, 40);
    await setPrice(cutThenRaised, 3_500_000);
    await changedDaysAgo(cutThenRaised, 3_500_000, 3);
    await setPrice(cutThenRaised, 3_800_000);

    const cuts = await get<Page<Property>>(`${API}/?price_reduced=1`);
    expect(ids(cuts)).toEqual([cutToday, cutLastWeek]);
    expect(cuts.body.count).toBe(2);
    expect(cuts.body.data.map((found) => found.price_reduced_by)).toEqual([500_000, 500_000]);
    expect((await get<Page<Property>>(`${API}/?price_reduced=0`)).body.count).toBe(5);
    expect((await get(`${API}/?price_reduced=yes`)).status).toBe(400);

    // Every cut, the latest first, then the listings whose latest change was none, newest first.
    const reduced = await get<Page<Property>>(`${API}/?sort=reduced`);
    expect(ids(reduced)).toEqual([cutToday, cutLastWeek, cutLongAgo, newest, cutThenRaised]);
    const cutsByDate = await get<Page<Property>>(
      `${API}/?sort=reduced&price_reduced=1&page_size=1&page=2`,
    );
    expect(ids(cutsByDate)).toEqual([cutLastWeek]);
    expect((await get(`${API}/?sort=cheapest`)).status).toBe(400);

    // The cards carry the cut, for their badge.
    const cards = await get<ListingSummary[]>(`${API}/${newest}/similar/`);
    const card = cards.body.find((summary) => summary.id === cutToday);
    expect(card?.price_reduced_by).toBe(500_000);
    expect(card?.price_reduced_at).not.toBeNull();
    expect(cards.body.find((summary) => summary.id === cutThenRaised)?.price_reduced_at).toBeNull();
  });

  it('lets a cut go as the days pass, within one catalogue version (a clock of its own)', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Cut',
      city: 'Kakkanad',
      type: 'Villa',
      price: 8_000_000,
      daysAgo: 60,
    });
    await setPrice(id, 7_000_000);
    let clock = new Date();
    const service = createPropertiesService({
      db: t.database.db,
      images: createImageStore(t.media, 'properties'),
      reference: t.app.services.reference,
      now: () => clock,
      // The version stays: nothing is written, only time passes.
      catalogueVersion: () => Promise.resolve('7:fixed'),
    });
    const anyone = { isAdmin: false };
    const cuts = {
      ...readListingSearch(new URLSearchParams(), 'api').search,
      priceReduced: true,
    } as const;
    const found = async () => (await service.listSummaries(cuts, anyone)).data.map((c) => c.id);
    expect(await found()).toEqual([id]);
    clock = new Date(clock.getTime() + 29 * 86_400_000);
    expect(await found()).toEqual([id]);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    expect(await found()).toEqual([]);
    // Still its latest change, and a cut: only its being recent has passed.
    const everyone = readListingSearch(new URLSearchParams('sort=reduced'), 'api').search;
    const [card] = (await service.listSummaries(everyone, anyone)).data;
    expect(card?.price_reduced_by).toBe(1_000_000);
  });
});
