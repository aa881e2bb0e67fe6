import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties';
import { bulkMessages, MAX_BULK_LISTINGS } from '../../../contract/property-write';
import { features, properties } from '../../db/schema';
import { encodeMultipart, type FormPart, listFiles, makeTestImage } from '../../media/test-uploads';
import { insertListing, listingFormFields } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The back office's listing tools (issue 15, item 8): duplicate a listing, bulk status. */

let t: TestApp;
let admin: Record<string, string>;
const mediaDir = () => path.join(t.dataDir, 'media', 'properties');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

async function createWithPhotos(): Promise<Property> {
  const featureIds = (await t.database.db.select({ id: features.id }).from(features).limit(2)).map(
    (row) => String(row.id),
  );
  const parts: FormPart[] = [
    ...Object.entries(await listingFormFields(t.database.db)).map(([name, value]) => ({
      name,
      value,
    })),
    ...featureIds.map((value) => ({ name: 'features', value })),
    ...(await Promise.all(
      ['front', 'hall'].map(async (name) => ({
        name: 'uploaded_images',
        filename: `${name}.jpg`,
        data: await makeTestImage('jpeg', 1200, 800),
        type: 'image/jpeg',
      })),
    )),
  ];
  const body = await encodeMultipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/properties/properties/',
    payload: body.payload,
    headers: { ...body.headers, ...admin },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Property>();
}

describe('duplicating a listing', () => {
  it('makes a draft copy with the same fields, features and photos as new files', async () => {
    const original = await createWithPhotos();
    const filesBefore = await listFiles(mediaDir());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/properties/properties/${original.id}/duplicate/`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<Property>();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      status: 'draft',
      title: `${original.title} (copy)`,
      price: original.price,
      area: original.area,
      location: original.location,
      features: original.features,
    });
    expect(copy.images).toHaveLength(2);
    const originalUrls = original.images.map((image) => image.image);
    for (const image of copy.images) expect(originalUrls).not.toContain(image.image);
    // Twice the files: each photo's folder copied whole.
    expect((await listFiles(mediaDir())).length).toBe(filesBefore.length * 2);
    const served = await t.app.inject({ url: copy.images[0]!.image });
    expect(served.statusCode).toBe(200);

    // Deleting the copy leaves the original's photos in place.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${copy.id}/`,
      headers: admin,
    });
    expect((await t.app.inject({ url: original.images[0]!.image })).statusCode).toBe(200);
    expect((await listFiles(mediaDir())).length).toBe(filesBefore.length);
  });

  it('answers 404 for an unknown listing and 401 without a token', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/99999999/duplicate/',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/1/duplicate/',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('changing the status of many listings', () => {
  async function threeListings(): Promise<number[]> {
    return Promise.all(
      ['Sea-view flat', 'Garden villa', 'Town plot'].map((title) =>
        insertListing(t.database.db, { title, city: 'Kakkanad', type: 'Apartment' }),
      ),
    );
  }
  const statuses = async (ids: number[]) =>
    (
      await t.database.db
        .select({ status: properties.status })
        .from(properties)
        .where(inArray(properties.id, ids))
    ).map((row) => row.status);

  it('changes every listing chosen, counting those that change', async () => {
    const ids = await threeListings();
    await t.database.db
      .update(properties)
      .set({ status: 'sold' })
      .where(eq(properties.id, ids[0]!));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/bulk_status/',
      payload: { ids, status: 'sold' },
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: 2 });
    expect(await statuses(ids)).toEqual(['sold', 'sold', 'sold']);
    // Sold listings leave the public search at once.
    const search = await t.app.inject({ url: '/api/properties/properties/?q=Garden villa' });
    expect(search.json<{ data: { id: number }[] }>().data.map((item) => item.id)).not.toContain(
      ids[1],
    );
  });

  it('changes nothing when one id is unknown, and says which', async () => {
    const ids = await threeListings();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/bulk_status/',
      payload: { ids: [...ids, 99999998], status: 'draft' },
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ids: [bulkMessages.unknown([99999998])] });
    expect(await statuses(ids)).toEqual(['available', 'available', 'available']);
  });

  it('refuses an empty choice, too many, a bad id or status, and anyone not signed in', async () => {
    const bad = async (payload: unknown) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties/properties/bulk_status/',
        payload: payload as Record<string, unknown>,
        headers: admin,
      });
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await bad({ ids: [], status: 'sold' })).toContain(bulkMessages.ids);
    expect(
      await bad({
        ids: Array.from({ length: MAX_BULK_LISTINGS + 1 }, (_, i) => i + 1),
        status: 'sold',
      }),
    ).toContain(bulkMessages.tooMany);
    expect(await bad({ ids: ['one'], status: 'sold' })).toContain(bulkMessages.ids);
    expect(await bad({ ids: [1], status: 'archived' })).toContain('Choose a status');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/bulk_status/',
      payload: { ids: [1], status: 'sold' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
