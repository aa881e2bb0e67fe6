import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeMultipart } from '../../media/test-uploads';
import { insertListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCatalogueReader } from '../../ssr/catalogue-reader';

/**
 * The listings of a visitor's shortlist or comparison, read by id in one go (issue 14): what the
 * public may see of each, in the order asked, and a marker for what is gone.
 */
let t: TestApp;
const ids = { available: 0, sold: 0, rented: 0, draft: 0, deleted: 0, laterSold: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.available = await insertListing(db, {
    title: 'Villa in Kakkanad',
    city: 'Kakkanad',
    type: 'Villa',
  });
  ids.sold = await insertListing(db, {
    title: 'Sold flat',
    city: 'Kochi',
    type: 'Apartment',
    status: 'sold',
  });
  ids.rented = await insertListing(db, {
    title: 'Rented house',
    city: 'Thrissur',
    type: 'House',
    propertyFor: 'rent',
    status: 'rented',
  });
  ids.draft = await insertListing(db, {
    title: 'Draft plot',
    city: 'Aluva',
    type: 'Land',
    status: 'draft',
  });
  ids.deleted = await insertListing(db, { title: 'Deleted shop', city: 'Kochi', type: 'Shop' });
  ids.laterSold = await insertListing(db, { title: 'Soon sold', city: 'Kochi', type: 'Apartment' });
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/properties/properties/${ids.deleted}/`,
    headers: await t.adminHeaders(),
  });
  expect(removed.statusCode).toBe(204);
});
afterAll(() => t.close());

describe('the catalogue read by ids (shortlist and compare pages)', () => {
  it('keeps the order asked, gives each id once, and marks drafts and deleted ones as gone', async () => {
    const reader = createCatalogueReader(t.app.services);
    const asked = [ids.deleted, ids.sold, ids.available, ids.draft, ids.rented, ids.sold, 999_999];
    const found = await reader.listByIds(asked);
    expect(found.map(({ id }) => id)).toEqual([
      ids.deleted,
      ids.sold,
      ids.available,
      ids.draft,
      ids.rented,
      999_999,
    ]);
    expect(found.map(({ listing }) => listing?.status ?? 'gone')).toEqual([
      'gone',
      'sold',
      'available',
      // A draft is not the public's to see: to them it is no longer listed.
      'gone',
      'rented',
      'gone',
    ]);
    const villa = found[2]?.listing;
    expect(villa?.title).toBe('Villa in Kakkanad');
    // The whole listing: what a comparison needs (type, features, place, position).
    expect(villa?.property_type_details?.name).toBe('Villa');
    expect(villa?.location.city).toBe('Kakkanad');
    expect(Array.isArray(villa?.feature_details)).toBe(true);
  });

  it('answers nothing for no ids, without a read', async () => {
    expect(await createCatalogueReader(t.app.services).listByIds([])).toEqual([]);
  });

  it('sees a listing marked sold by the admin at once (a new catalogue version)', async () => {
    const reader = createCatalogueReader(t.app.services);
    const before = await reader.listByIds([ids.laterSold]);
    expect(before[0]?.listing?.status).toBe('available');
    const { payload, headers } = await encodeMultipart([{ name: 'status', value: 'sold' }]);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${ids.laterSold}/`,
      headers: { ...(await t.adminHeaders()), ...headers },
      payload,
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await reader.listByIds([ids.laterSold]);
    expect(after[0]?.listing?.status).toBe('sold');
  });
});
