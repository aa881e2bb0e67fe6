import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keralaDate } from '../../../contract/format';
import { readListingSearch } from '../../../contract/listing-search';
import type { Page } from '../../../contract/pagination';
import type { ListingSummary, Property } from '../../../contract/properties';
import type { MapMarkers } from '../../../contract/map-markers';
import { propertyMessages } from '../../../contract/property-messages';
import { type SiteVisit, siteVisitMessages } from '../../../contract/site-visits';
import { properties, propertyImages, siteVisits } from '../../db/schema';
import { createImageStore } from '../../media/image-store';
import { encodeMultipart, type FormPart, makeTestImage } from '../../media/test-uploads';
import { insertListing, listingFormFields } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';
import { createPropertiesService } from './properties.service';

/**
 * Issue 15, items 6 and 7: photos in the admin's order, listings confirmed as still available
 * (flagged after 60 days, off the public site after 90), and site visits.
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

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>(), raw: response.body };
}

async function send(method: 'POST' | 'PATCH', url: string, parts: FormPart[]) {
  const { payload, headers } = await encodeMultipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
}

async function photos(count: number): Promise<FormPart[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: 'uploaded_images',
      filename: `photo-${index}.png`,
      data: await makeTestImage('png', 320 + index * 16, 240),
      type: 'image/png',
    })),
  );
}

/** A listing made through the API, with `count` photos. */
async function listingWithPhotos(count: number): Promise<Property> {
  const fields = Object.entries(await listingFormFields(t.database.db)).map(([name, value]) => ({
    name,
    value,
  }));
  const response = await send('POST', `${API}/`, [...fields, ...(await photos(count))]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Property>();
}

async function imageIdsInDatabase(propertyId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(propertyImages.position, propertyImages.id);
  return rows.map((row) => row.id);
}

/** Sets how long ago the listing was last confirmed, as time passing would. */
async function confirmedDaysAgo(id: number, days: number): Promise<void> {
  await t.database.db
    .update(properties)
    .set({ confirmedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(properties.id, id));
}

describe('photos in order (image_order)', () => {
  it('puts the photos in the order given, the first as the cover, everywhere', async () => {
    const listing = await listingWithPhotos(3);
    const [a, b, c] = listing.images.map((image) => image.id) as [number, number, number];
    const response = await send('PATCH', `${API}/${listing.id}/`, [
      { name: 'image_order', value: JSON.stringify([c, a, b]) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Property>().images.map((image) => image.id)).toEqual([c, a, b]);
    // The public detail and the list follow it.
    const detail = await get<Property>(`${API}/${listing.id}/`);
    expect(detail.body.images.map((image) => image.id)).toEqual([c, a, b]);
    const list = await get<Page<Property>>(`${API}/`);
    expect(list.body.data[0]?.images[0]?.id).toBe(c);
    // Cards (the similar listings' summaries) show the new cover.
    const other = await listingWithPhotos(1);
    const similar = await get<ListingSummary[]>(`${API}/${other.id}/similar/`);
    expect(similar.body.find((card) => card.id === listing.id)?.cover?.id).toBe(c);
    expect(await imageIdsInDatabase(listing.id)).toEqual([c, a, b]);
  });

  it('orders what is kept after deletions, and puts new uploads after it', async () => {
    const listing = await listingWithPhotos(3);
    const [a, b, c] = listing.images.map((image) => image.id) as [number, number, number];
    const response = await send('PATCH', `${API}/${listing.id}/`, [
      { name: 'existing_image_ids', value: JSON.stringify([a, c]) },
      { name: 'image_order', value: JSON.stringify([c, a]) },
      ...(await photos(1)),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<Property>().images.map((image) => image.id);
    expect(ids).toHaveLength(3);
    expect(ids.slice(0, 2)).toEqual([c, a]);
    expect(ids).not.toContain(b);
  });

  it.each([
    ['not JSON', () => 'first, then second', propertyMessages.imageOrderInvalid],
    ['not a list', () => '{"id": 1}', propertyMessages.imageOrderInvalid],
    ['texts', () => '["a", "b"]', propertyMessages.imageOrderInvalid],
    [
      'an id twice',
      (ids: number[]) => JSON.stringify([ids[0], ...ids]),
      propertyMessages.imageOrderInvalid,
    ],
    [
      'part of the photos',
      (ids: number[]) => JSON.stringify(ids.slice(1)),
      propertyMessages.imageOrderMismatch,
    ],
    [
      'a foreign id',
      (ids: number[]) => JSON.stringify([...ids.slice(1), 2_000_000]),
      propertyMessages.imageOrderMismatch,
    ],
    [
      'an extra id',
      (ids: number[]) => JSON.stringify([...ids, 2_000_000]),
      propertyMessages.imageOrderMismatch,
    ],
    ['an empty list', () => '[]', propertyMessages.imageOrderMismatch],
  ])('refuses %s with a 400 and changes nothing', async (_, order, message) => {
    const listing = await listingWithPhotos(2);
    const before = await imageIdsInDatabase(listing.id);
    const response = await send('PATCH', `${API}/${listing.id}/`, [
      { name: 'title', value: 'A title that must not be saved' },
      { name: 'image_order', value: order(before) },
      ...(await photos(1)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image_order: [message] });
    expect(await imageIdsInDatabase(listing.id)).toEqual(before);
    const [row] = await t.database.db
      .select({ title: properties.title })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row?.title).toBe(listing.title);
  });

  it("refuses another listing's photo", async () => {
    const mine = await listingWithPhotos(2);
    const theirs = await listingWithPhotos(1);
    const response = await send('PATCH', `${API}/${mine.id}/`, [
      {
        name: 'image_order',
        value: JSON.stringify([mine.images[0]!.id, theirs.images[0]!.id]),
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await imageIdsInDatabase(theirs.id)).toEqual([theirs.images[0]!.id]);
  });

  it('refuses an order that names a photo deleted in the same save', async () => {
    const listing = await listingWithPhotos(2);
    const [a, b] = listing.images.map((image) => image.id) as [number, number];
    const response = await send('PATCH', `${API}/${listing.id}/`, [
      { name: 'existing_image_ids', value: JSON.stringify([a]) },
      { name: 'image_order', value: JSON.stringify([b, a]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await imageIdsInDatabase(listing.id)).toEqual([a, b]);
  });
});

describe('fresh listings (confirmed_at)', () => {
  it('sets confirmed_at at creation, and "Still available" sets it to now', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Flat in Kakkanad',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    const created = await get<Property>(`${API}/${id}/`);
    expect(Date.now() - Date.parse(created.body.confirmed_at)).toBeLessThan(60_000);
    await confirmedDaysAgo(id, 70);
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/${id}/confirm/`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(Date.parse(response.json<Property>().confirmed_at)).toBeGreaterThanOrEqual(
      before - 1000,
    );
  });

  it('takes the day of a confirmation made earlier, never a future one', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Phoned',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    const confirm = (payload: object) =>
      t.app.inject({ method: 'POST', url: `${API}/${id}/confirm/`, headers: admin, payload });
    const daysAgo = (days: number) => keralaDate(new Date(Date.now() - days * 86_400_000));
    // Ninety days ago is the last day the public still sees; ninety-one is past it.
    const edge = await confirm({ confirmed_on: daysAgo(90) });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(keralaDate(new Date(edge.json<Property>().confirmed_at))).toBe(daysAgo(90));
    expect((await get(`${API}/${id}/`)).status).toBe(200);
    expect((await confirm({ confirmed_on: daysAgo(91) })).statusCode).toBe(200);
    expect((await get(`${API}/${id}/`)).status).toBe(404);
    for (const [body, message] of [
      [{ confirmed_on: daysAgo(-2) }, siteVisitMessages.confirmedOnFuture],
      [{ confirmed_on: '2026-13-01' }, siteVisitMessages.confirmedOn],
      [{ confirmed_on: 20260101 }, siteVisitMessages.confirmedOn],
    ] as const) {
      const refused = await confirm(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ confirmed_on: [message] });
    }
    expect((await get(`${API}/${id}/`)).status).toBe(404);
  });

  it('answers 401 without an admin token and 404 for no listing', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Flat',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    await confirmedDaysAgo(id, 70);
    for (const headers of BAD_TOKEN_HEADERS) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/${id}/confirm/`,
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
    const [row] = await t.database.db.select({ at: properties.confirmedAt }).from(properties);
    expect(Date.now() - (row?.at.getTime() ?? 0)).toBeGreaterThan(69 * 86_400_000);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/99999/confirm/`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: propertyMessages.notFound });
  });

  it('lists the listings due a confirmation (60 days) for the admin', async () => {
    const fresh = await insertListing(t.database.db, {
      title: 'Fresh',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    const due = await insertListing(t.database.db, {
      title: 'Due',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    const sold = await insertListing(t.database.db, {
      title: 'Sold',
      city: 'Kakkanad',
      type: 'Apartment',
      status: 'sold',
    });
    await confirmedDaysAgo(due, 61);
    await confirmedDaysAgo(sold, 61);
    await confirmedDaysAgo(fresh, 59);
    const flagged = await get<Page<Property>>(`${API}/?needs_confirming=1&status=all`, admin);
    expect(flagged.body.data.map((listing) => listing.id)).toEqual([due]);
    expect(flagged.body.count).toBe(1);
    // The public sees both, and no such filter.
    const open = await get<Page<Property>>(`${API}/?needs_confirming=1`);
    expect(open.body.data.map((listing) => listing.id).sort()).toEqual([fresh, due].sort());
    const bad = await get(`${API}/?needs_confirming=perhaps`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      needs_confirming: ['needs_confirming must be 1 (or true), or 0 (or false).'],
    });
  });

  it('takes a listing unconfirmed for 90 days off the public site until it is confirmed', async () => {
    const stale = await insertListing(t.database.db, {
      title: 'Stale villa',
      city: 'Kakkanad',
      type: 'Villa',
      price: 9_000_000,
    });
    const like = await insertListing(t.database.db, {
      title: 'Like it',
      city: 'Kakkanad',
      type: 'Villa',
      price: 9_100_000,
    });
    await confirmedDaysAgo(stale, 92);

    const publicIds = async () => (await get<Page<Property>>(`${API}/`)).body.data.map((l) => l.id);
    const markerIds = async () =>
      (await get<MapMarkers>(`${API}/markers/`)).body.flatMap((m) => ('id' in m ? [m.id] : []));
    const similarIds = async () =>
      (await get<ListingSummary[]>(`${API}/${like}/similar/`)).body.map((l) => l.id);

    expect(await publicIds()).toEqual([like]);
    expect((await get<Page<Property>>(`${API}/`)).body.total).toBe(1);
    expect(await markerIds()).toEqual([like]);
    expect(await similarIds()).toEqual([]);
    expect((await get(`${API}/${stale}/`)).status).toBe(404);
    expect((await get(`${API}/${stale}/similar/`)).status).toBe(404);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/property/${like}<`);
    expect(sitemap.body).not.toContain(`/property/${stale}<`);
    // The admin still sees it, and its page.
    expect((await get(`${API}/${stale}/`, admin)).status).toBe(200);
    const adminList = await get<Page<Property>>(`${API}/?status=all`, admin);
    expect(adminList.body.data.map((l) => l.id).sort()).toEqual([stale, like].sort());

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${API}/${stale}/confirm/`,
      headers: admin,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await publicIds()).sort()).toEqual([stale, like].sort());
    expect((await markerIds()).sort()).toEqual([stale, like].sort());
    expect(await similarIds()).toEqual([stale]);
    expect((await get(`${API}/${stale}/`)).status).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(again.body).toContain(`/property/${stale}<`);
  });

  it('hides a listing as days pass, within one catalogue version (a clock of its own)', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Ageing',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    await confirmedDaysAgo(id, 85);
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
    const search = readListingSearch(new URLSearchParams(), 'api').search;
    const visible = async () => ({
      list: (await service.listSummaries(search, anyone)).data.map((card) => card.id),
      markers: (await service.map(search, anyone)).points.map((point) => point.id),
      page: (await service.findForPages([id], anyone))[0]?.listing !== null,
    });
    expect(await visible()).toEqual({ list: [id], markers: [id], page: true });
    clock = new Date(clock.getTime() + 7 * 86_400_000);
    expect(await visible()).toEqual({ list: [], markers: [], page: false });
    await expect(service.get(id, anyone)).rejects.toMatchObject({ statusCode: 404 });
    expect(JSON.parse((await service.get(id, { isAdmin: true })).toString()).id).toBe(id);
  });

  it("answers a write with the listing as it left it, without waiting for the catalogue's version", async () => {
    const id = await insertListing(t.database.db, {
      title: 'Repriced',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    // A version that never comes: the write's answer must not need one (one round trip fewer).
    const service = createPropertiesService({
      db: t.database.db,
      images: createImageStore(t.media, 'properties'),
      reference: t.app.services.reference,
      catalogueVersion: () => new Promise<string>(() => undefined),
    });
    const actor = { id: null, email: 'agent@example.in' };
    const withinTwoSeconds = <T>(answer: Promise<T>) =>
      Promise.race([
        answer,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the answer waited for the version')), 2_000),
        ),
      ]);
    const answer = await withinTwoSeconds(
      service.update(id, { price: ['4321000'], status: ['sold'] }, [], actor),
    );
    expect(JSON.parse(answer.toString())).toMatchObject({ id, price: 4_321_000, status: 'sold' });
    await expect(
      withinTwoSeconds(service.update(id + 1_000_000, { price: ['1'] }, [], actor)),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('leaves sold listings to say they are sold, whenever they were confirmed', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Sold',
      city: 'Kakkanad',
      type: 'Apartment',
      status: 'sold',
    });
    await confirmedDaysAgo(id, 200);
    expect((await get(`${API}/${id}/`)).status).toBe(200);
  });
});

describe('site visits', () => {
  const visit = {
    visited_on: '2026-01-10',
    visited_by: 'Anitha Menon',
    checks: ['title_deed_seen', 'location_matches'],
  };

  async function record(id: number, body: unknown = visit) {
    return t.app.inject({
      method: 'POST',
      url: `${API}/${id}/visits/`,
      headers: admin,
      payload: body as object,
    });
  }

  it('records, lists and deletes visits; the public sees the latest one', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Visited',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    expect((await get<Property>(`${API}/${id}/`)).body.site_visit).toBeNull();
    const first = await record(id);
    expect(first.statusCode, first.body).toBe(201);
    const recorded = first.json<SiteVisit>();
    expect(recorded).toMatchObject({ ...visit, recorded_by: expect.any(Number) });
    const second = await record(id, {
      ...visit,
      visited_on: '2026-02-01',
      checks: ['photos_taken_on_site'],
    });
    expect(second.statusCode).toBe(201);

    const listed = await get<SiteVisit[]>(`${API}/${id}/visits/`, admin);
    expect(listed.body.map((v) => v.visited_on)).toEqual(['2026-02-01', '2026-01-10']);
    const detail = await get<Property>(`${API}/${id}/`);
    expect(detail.body.site_visit).toEqual({
      visited_on: '2026-02-01',
      checks: ['photos_taken_on_site'],
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/${id}/visits/${second.json<SiteVisit>().id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get<Property>(`${API}/${id}/`)).body.site_visit).toEqual({
      visited_on: '2026-01-10',
      checks: ['title_deed_seen', 'location_matches'],
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `${API}/${id}/visits/${second.json<SiteVisit>().id}/`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: siteVisitMessages.notFound });
  });

  it.each([
    ['no date', { ...visit, visited_on: undefined }, 'visited_on'],
    ['a date that is not one', { ...visit, visited_on: '2026-02-30' }, 'visited_on'],
    ['a future date', { ...visit, visited_on: '2999-01-01' }, 'visited_on'],
    ['an old date', { ...visit, visited_on: '1999-12-31' }, 'visited_on'],
    ['nobody', { ...visit, visited_by: '  ' }, 'visited_by'],
    ['a long name', { ...visit, visited_by: 'x'.repeat(121) }, 'visited_by'],
    ['an unknown check', { ...visit, checks: ['roof_fixed'] }, 'checks'],
    ['a check twice', { ...visit, checks: ['title_deed_seen', 'title_deed_seen'] }, 'checks'],
    ['checks as text', { ...visit, checks: 'title_deed_seen' }, 'checks'],
  ])('refuses %s with a 400 and records nothing', async (_, body, field) => {
    const id = await insertListing(t.database.db, {
      title: 'Visited',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    const response = await record(id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<Record<string, string[]>>())).toEqual([field]);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(siteVisits);
    expect(row?.n).toBe(0);
  });

  it('is for admins only, on listings that exist', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Visited',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    for (const headers of BAD_TOKEN_HEADERS) {
      expect(
        (await t.app.inject({ method: 'GET', url: `${API}/${id}/visits/`, headers })).statusCode,
      ).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `${API}/${id}/visits/`,
            headers,
            payload: visit,
          })
        ).statusCode,
      ).toBe(401);
    }
    expect((await record(99999)).statusCode).toBe(404);
    expect((await get(`${API}/99999/visits/`, admin)).status).toBe(404);
  });

  it('filters verified listings, and the count, the markers and the cards agree', async () => {
    const visited = await insertListing(t.database.db, {
      title: 'Visited',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    const other = await insertListing(t.database.db, {
      title: 'Not visited',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    expect((await record(visited)).statusCode).toBe(201);
    const verified = await get<Page<Property>>(`${API}/?verified=1`);
    expect(verified.body.data.map((l) => l.id)).toEqual([visited]);
    expect(verified.body.count).toBe(1);
    const all = await get<Page<Property>>(`${API}/?verified=0`);
    expect(all.body.count).toBe(2);
    const markers = await get<MapMarkers>(`${API}/markers/?verified=true`);
    expect(markers.body.flatMap((m) => ('id' in m ? [m.id] : []))).toEqual([visited]);
    const cards = await get<ListingSummary[]>(`${API}/${other}/similar/`);
    expect(cards.body.find((card) => card.id === visited)?.verified).toBe(true);
    const bad = await get(`${API}/?verified=yes`);
    expect(bad.status).toBe(400);
  });
});
