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

  it('promises as many listings as choosing the suggestion finds, in both languages', async () => {
    // A listing in Kakkanad: Kochi is a name of the Ernakulam area, so the search for Kochi
    // finds it too, though its town is not Kochi.
    await insertListing(t.database.db, {
      title: 'Flat in Kakkanad',
      city: 'Kakkanad',
      type: 'Apartment',
    });
    for (const typed of ['ko', 'Kochi', 'Kakk', 'Kerala', 'കൊച്ചി', 'Ernakulam']) {
      const places = await suggest(typed);
      expect(places.length, typed).toBeGreaterThan(0);
      for (const place of places) {
        for (const label of [place.label, place.label_ml].filter((text) => text !== null)) {
          const found = await t.app.inject({
            url: `/api/properties/properties/?page_size=1&location=${encodeURIComponent(label)}`,
          });
          expect(place.listings, `${typed}: ${label}`).toBe(found.json<{ count: number }>().count);
        }
      }
    }
    const [kochi] = await suggest('Kochi');
    expect(kochi).toMatchObject({ label: 'Kochi, Ernakulam, Kerala', listings: 3 });
    await t.database.db.delete(properties).where(eq(properties.title, 'Flat in Kakkanad'));
  });

  it('names the town, its district and its state, with the listings on show', async () => {
    const [kochi] = await suggest('Kochi');
    expect(kochi).toEqual({
      label: 'Kochi, Ernakulam, Kerala',
      label_ml: 'കൊച്ചി, എറണാകുളം, കേരളം',
      kind: 'city',
      city: 'Kochi',
      city_ml: 'കൊച്ചി',
      district: 'Ernakulam',
      district_ml: 'എറണാകുളം',
      state: 'Kerala',
      state_ml: 'കേരളം',
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

  it('has no Malayalam label for a place without a Malayalam name', async () => {
    const [tamilNadu] = await suggest('Tamil Nadu');
    expect(tamilNadu).toMatchObject({ label: 'Tamil Nadu', label_ml: null, state_ml: null });
  });

  it('finds places by their Malayalam names, with both labels', async () => {
    const [kochi] = await suggest('കൊച്ചി');
    expect(kochi).toMatchObject({
      label: 'Kochi, Ernakulam, Kerala',
      label_ml: 'കൊച്ചി, എറണാകുളം, കേരളം',
      kind: 'city',
      listings: 2,
    });
    const [ernakulam] = await suggest('എറണാകുളം');
    expect(ernakulam).toMatchObject({
      label: 'Ernakulam, Kerala',
      label_ml: 'എറണാകുളം, കേരളം',
      kind: 'district',
      listings: 2,
    });
    const [kerala] = await suggest('കേരളം');
    expect(kerala).toMatchObject({ label: 'Kerala', label_ml: 'കേരളം', kind: 'state' });
    // One name, two places (the town and the district of Kollam): offered once, as the wider.
    const kollam = (await suggest('കൊല്ലം')).filter((place) => place.label.startsWith('Kollam'));
    expect(kollam).toEqual([
      expect.objectContaining({ label: 'Kollam, Kerala', kind: 'district' }),
    ]);
  });

  it('suggests Malayalam names as they are typed, and in the older chillu spelling', async () => {
    const labels = async (q: string) => (await suggest(q)).map((place) => place.label);
    // The first letters of കോഴിക്കോട് (Kozhikode).
    expect(await labels('കോഴി')).toContain('Kozhikode, Kerala');
    // ആലുവ, with its district as the visitor typed it: the first part decides.
    expect(await labels('ആലുവ')).toContain('Aluva, Ernakulam, Kerala');
    // കണ്ണൂർ (Kannur) with ർ written the old way: ര, virama, zero-width joiner.
    expect(await labels('കണ്ണൂര\u0D4D\u200D')).toContain('Kannur, Kerala');
  });

  it('answers no suggestion, not an error, for Malayalam that names no place', async () => {
    expect(await suggest('ഴഴഴഴഴ')).toEqual([]);
    expect(await suggest('അമേരിക്ക')).toEqual([]);
  });

  it.each([
    ['Cochin', 'Kochi, Ernakulam, Kerala'],
    ['Trivandrum', 'Thiruvananthapuram, Kerala'],
    ['Calicut', 'Kozhikode, Kerala'],
    ['Trichur', 'Thrissur, Kerala'],
    ['Alleppey', 'Alappuzha, Kerala'],
    ['Cannanore', 'Kannur, Kerala'],
    ['Quilon', 'Kollam, Kerala'],
    ['Palghat', 'Palakkad, Kerala'],
    // As it is typed: the first letters of a variant are enough.
    ['calic', 'Kozhikode, Kerala'],
    ['Trivan', 'Thiruvananthapuram, Kerala'],
  ])('offers the place an older English name %s stands for: %s', async (q, label) => {
    expect((await suggest(q)).map((place) => place.label)).toContain(label);
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
