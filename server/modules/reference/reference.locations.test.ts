import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_QUERY_MAX_CHARS } from '../../../contract/location-suggestions';
import type { LocationSuggestion } from '../../../contract/reference';
import { properties } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-answers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

const suggest = async (q: string) => {
  const response = await t.app.inject({
    url: `/api/properties/locations/?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<LocationSuggestion[]>();
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // Listings in Kochi and Kozhikode; Kottayam and Kollam have none.
  await insertListing(db, { title: 'Flat in Kochi', city: 'Kochi', type: 'Apartment' });
  await insertListing(db, { title: 'Villa in Kochi', city: 'Kochi', type: 'Villa' });
  await insertListing(db, { title: 'House in Kozhikode', city: 'Kozhikode', type: 'House' });
  // A draft is not on show, so it does not make its town a place with listings.
  await insertListing(db, {
    title: 'Draft in Kannur',
    city: 'Kannur',
    type: 'House',
    status: 'draft',
  });
});
afterAll(() => t.close());

describe('/api/properties/locations/', () => {
  it('answers nothing until two characters are typed', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('k')).toEqual([]);
    expect(await suggest('  k  ')).toEqual([]);
    const bare = await t.app.inject({ url: '/api/properties/locations/' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual([]);
  });

  it('offers at most five places from two characters, those with listings first', async () => {
    const places = await suggest('ko');
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(5);
    const labels = places.map((place) => place.label);
    // Kochi (2 listings) and Kozhikode (1) come before any place without listings.
    expect(labels[0]).toBe('Kochi, Ernakulam, Kerala');
    expect(labels.slice(0, 3)).toContain('Kozhikode, Kerala');
    const firstEmpty = places.findIndex((place) => place.listings === 0);
    if (firstEmpty >= 0) {
      expect(places.slice(firstEmpty).every((place) => place.listings === 0)).toBe(true);
    }
  });

  it('names the town, its district and its state, with the listings on show', async () => {
    const [kochi] = await suggest('Kochi');
    expect(kochi).toEqual({
      label: 'Kochi, Ernakulam, Kerala',
      kind: 'city',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      listings: 2,
    });
    const [kannur] = await suggest('Kannur');
    // The district and the town share the name: one suggestion, the district, and the draft
    // does not count.
    expect(kannur).toMatchObject({ label: 'Kannur, Kerala', kind: 'district', listings: 0 });
    expect((await suggest('Kannur')).filter((place) => /^Kannur\b/.test(place.label))).toHaveLength(
      1,
    );
  });

  it('forgives a slip of a letter (trigram similarity 0.4) and rejects what is unlike', async () => {
    const labels = (await suggest('Kochii')).map((place) => place.label);
    expect(labels).toContain('Kochi, Ernakulam, Kerala');
    expect(await suggest('Mumbai')).toEqual([]);
    expect(await suggest('zzqx')).toEqual([]);
  });

  it('scores each part of a place on its own: a state alone is found', async () => {
    const places = await suggest('Kerala');
    expect(places[0]).toMatchObject({ label: 'Kerala', kind: 'state', listings: 3 });
    expect(await suggest('Tamil Nadu')).toContainEqual(
      expect.objectContaining({ label: 'Tamil Nadu', kind: 'state', listings: 0 }),
    );
  });

  it('counts only listings on show', async () => {
    const { db } = t.database;
    const [row] = await db
      .update(properties)
      .set({ status: 'sold' })
      .where(eq(properties.title, 'House in Kozhikode'))
      .returning({ id: properties.id });
    expect(row).toBeDefined();
    const places = await suggest('Kozhikode');
    expect(places.find((place) => place.label === 'Kozhikode, Kerala')?.listings).toBe(0);
    await db.update(properties).set({ status: 'available' }).where(eq(properties.id, row!.id));
  });

  it('refuses text longer than 100 characters, and treats wildcards as text', async () => {
    const tooLong = await t.app.inject({
      url: `/api/properties/locations/?q=${'a'.repeat(LOCATION_QUERY_MAX_CHARS + 1)}`,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ q: [expect.stringContaining('100')] });
    expect(await suggest('%%')).toEqual([]);
    expect(await suggest("Ko'; drop table cities; --")).toEqual(expect.any(Array));
    expect((await suggest('Kochi')).length).toBeGreaterThan(0);
  });

  it('may be kept by a shared cache', async () => {
    const response = await t.app.inject({ url: '/api/properties/locations/?q=Kochi' });
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
  });
});
