import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties';
import { properties } from '../../db/schema';
import { prepareImage, type StoredImage, writePreparedImage } from '../../media/image-pipeline';
import { makeTestImage } from '../../media/test-uploads';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { ImportedListing } from './properties.service';

// importListings: listings prepared outside the admin's form (the demo catalogue), with their
// references by name and images the caller has stored already.

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(properties);
  await t.clearMedia('properties');
});

/** Images written by the pipeline under the media folder, as the demo writes them. */
async function storeImages(count: number): Promise<StoredImage[]> {
  const prepared = await prepareImage(await makeTestImage('png', 480, 320));
  const stored: StoredImage[] = [];
  for (let index = 0; index < count; index += 1) {
    stored.push(await writePreparedImage(t.media, 'properties', prepared));
  }
  return stored;
}

async function listing(overrides: Partial<ImportedListing> = {}): Promise<ImportedListing> {
  return {
    title: 'Heritage tharavad on the Kuttanad backwaters',
    description: 'A restored nalukettu with a courtyard, a boat jetty and paddy fields around it.',
    price: 18_500_000,
    propertyFor: 'sell',
    ownership: 'direct_owner',
    propertyType: 'Villa',
    bedrooms: 4,
    bathrooms: 3,
    area: 3400,
    cents: 40,
    parkingSpaces: 2,
    builtYear: 1962,
    furnishing: 'semi_furnished',
    contactName: 'Mariamma Joseph',
    phoneNumber: '+919847055512',
    whatsappNumber: '+919847055512',
    email: 'mariamma.joseph@example.in',
    town: 'Kakkanad',
    latitude: 10.0159,
    longitude: 76.3419,
    googleMapsUrl: 'https://www.google.com/maps?q=10.0159,76.3419',
    googleEmbeddedMapLink: null,
    youtubeVideoLink: null,
    nearbyPlaces: [{ place: 'Infopark', distance: 2.5 }],
    status: 'available',
    features: ['Parking', 'Garden'],
    createdAt: new Date('2026-10-01T08:30:00.000Z'),
    ...overrides,
    images: overrides.images ?? (await storeImages(3)),
  };
}

async function readAll(): Promise<Property[]> {
  const response = await t.app.inject({
    url: '/api/properties/properties/?status=all&page_size=100',
    headers: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Property[] }>().data;
}

/** The stored image folders (`properties/<folder>`). */
async function imageFolders(): Promise<string[]> {
  return t.mediaFolders();
}

describe('properties.importListings', () => {
  it('writes the listings with their own dates, names resolved, and the stored images in order', async () => {
    const first = await listing();
    const second = await listing({
      title: 'Plot near the Vyttila hub',
      propertyType: 'No Such Type',
      features: ['Garden', 'No Such Feature'],
      town: 'Vyttila',
      status: 'draft',
      createdAt: new Date('2026-09-01T00:00:00.000Z'),
      images: await storeImages(1),
    });
    const services = t.app.services.properties;
    expect(await services.hasListings()).toBe(false);

    const ids = await services.importListings([first, second]);

    expect(ids).toHaveLength(2);
    expect(await services.hasListings()).toBe(true);
    const stored = await readAll();
    const one = stored.find((item) => item.id === ids[0]);
    const two = stored.find((item) => item.id === ids[1]);
    expect(one).toMatchObject({
      title: first.title,
      price: first.price,
      created_at: '2026-10-01T08:30:00.000Z',
      updated_at: '2026-10-01T08:30:00.000Z',
      property_type_details: { name: 'Villa' },
      location: { city: 'Kakkanad', district: 'Ernakulam', state: 'Kerala' },
      nearby_places: [{ place: 'Infopark', distance: 2.5 }],
    });
    expect(one?.feature_details.map((feature) => feature.name).sort()).toEqual([
      'Garden',
      'Parking',
    ]);
    expect(one?.images.map((image) => image.image)).toEqual(
      first.images.map((image) => image.image),
    );
    // A type or feature the lists do not have is left out, as an admin may have deleted it.
    expect(two).toMatchObject({ property_type: null, status: 'draft' });
    expect(two?.feature_details.map((feature) => feature.name)).toEqual(['Garden']);
    for (const image of [...first.images, ...second.images]) {
      expect(await t.hasMedia(image.image)).toBe(true);
    }
  });

  describe('is all or nothing: a failure leaves no listing and no image file', () => {
    it('when the database refuses a row after others were written', async () => {
      // The second row breaks a check constraint (price > 0) inside the transaction.
      const batch = [await listing(), await listing({ title: 'Free plot', price: 0 })];
      expect(await imageFolders()).toHaveLength(6);
      await expect(t.app.services.properties.importListings(batch)).rejects.toThrow();
      expect(await t.app.services.properties.hasListings()).toBe(false);
      expect(await imageFolders()).toEqual([]);
    });

    it('when a town is unknown', async () => {
      const batch = [await listing(), await listing({ town: 'Atlantis' })];
      await expect(t.app.services.properties.importListings(batch)).rejects.toThrow(
        /no town Atlantis/,
      );
      expect(await t.app.services.properties.hasListings()).toBe(false);
      expect(await imageFolders()).toEqual([]);
    });

    it('when a listing has more images than a listing may have', async () => {
      const [image] = await storeImages(1);
      const batch = [
        await listing(),
        await listing({ images: Array.from({ length: 31 }, () => image as StoredImage) }),
      ];
      await expect(t.app.services.properties.importListings(batch)).rejects.toThrow(
        /at most 30 images/,
      );
      expect(await t.app.services.properties.hasListings()).toBe(false);
      expect(await imageFolders()).toEqual([]);
    });
  });
});
