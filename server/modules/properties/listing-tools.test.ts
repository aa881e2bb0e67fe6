import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties';
import type { ImportReport } from '../../../contract/listing-import';
import { propertyMessages } from '../../../contract/property-messages';
import { bulkMessages, MAX_BULK_LISTINGS } from '../../../contract/property-write';
import { parseCsv, toCsv } from '../../http/csv';
import { CSV_COLUMNS, importMessages } from './listing-csv';
import { features, properties } from '../../db/schema';
import { encodeMultipart, type FormPart, makeTestImage } from '../../media/test-uploads';
import { insertListing, listingFormFields } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The back office's listing tools (issue 15, item 8): duplicate a listing, bulk status. */

let t: TestApp;
let admin: Record<string, string>;

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
    const filesBefore = await t.mediaFiles();
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
    expect((await t.mediaFiles()).length).toBe(filesBefore.length * 2);
    const served = await t.app.inject({ url: copy.images[0]!.image });
    expect(served.statusCode).toBe(200);

    // Deleting the copy leaves the original's photos in place.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${copy.id}/`,
      headers: admin,
    });
    expect((await t.app.inject({ url: original.images[0]!.image })).statusCode).toBe(200);
    expect((await t.mediaFiles()).length).toBe(filesBefore.length);
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

describe('listings as CSV', () => {
  async function exportCsv(query = '') {
    const response = await t.app.inject({
      url: `/api/properties/properties/export/${query}`,
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="listings-/);
    return parseCsv(response.body);
  }
  const importCsv = (csv: string, options: { dry_run?: boolean; skip_invalid?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/import/',
      payload: { csv, ...options },
      headers: admin,
    });

  it('exports every listing with its type, place and features by name', async () => {
    const id = await insertListing(t.database.db, {
      title: 'Heritage home, Fort Kochi',
      city: 'Kakkanad',
      type: 'House',
      status: 'sold',
      featureNames: ['Parking', 'Garden'],
      price: 12_500_000,
    });
    const [header, ...rows] = await exportCsv();
    const row = rows.find((cells) => cells[0] === String(id));
    expect(row).toBeDefined();
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('title')).toBe('Heritage home, Fort Kochi');
    expect(cell('status')).toBe('sold');
    expect(cell('property_type')).toBe('House');
    expect(cell('town')).toBe('Kakkanad');
    expect(cell('district')).toBe('Ernakulam');
    expect(cell('features')).toBe('Garden; Parking');
    expect(cell('price')).toBe('12500000');
    expect(cell('phone_number')).toBe('+919846012345');
    const sold = await exportCsv('?status=sold');
    expect(sold.slice(1).every((cells) => cells[1] === 'sold')).toBe(true);
    const bad = await t.app.inject({
      url: '/api/properties/properties/export/?status=archived',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('imports what it exported: the same listings again, as new ones', async () => {
    await insertListing(t.database.db, {
      title: 'Lake-view villa in Kumarakom',
      city: 'Kakkanad',
      type: 'Villa',
      featureNames: ['Garden'],
      bedrooms: 4,
      bathrooms: 3,
    });
    const [header, ...rows] = await exportCsv();
    const chosen = rows.filter(
      (cells) => cells[header!.indexOf('title')] === 'Lake-view villa in Kumarakom',
    );
    const csv = toCsv(header!, chosen.slice(0, 1));
    const preview = await importCsv(csv, { dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportReport>()).toMatchObject({ valid: 1, invalid: 0, created: [] });

    const done = await importCsv(csv);
    expect(done.statusCode, done.body).toBe(201);
    const [newId] = done.json<ImportReport>().created;
    const listing = await t.app.inject({
      url: `/api/properties/properties/${newId}/`,
      headers: admin,
    });
    expect(listing.json<Property>()).toMatchObject({
      title: 'Lake-view villa in Kumarakom',
      bedrooms: 4,
      bathrooms: 3,
      images: [],
    });
    expect(listing.json<Property>().features).toHaveLength(1);
  });

  it('reports each wrong row by its line and field, and writes nothing unless told to skip them', async () => {
    const header = [
      'title',
      'description',
      'price',
      'property_type',
      'bedrooms',
      'bathrooms',
      'area',
      'town',
      'latitude',
      'longitude',
      'contact_name',
      'phone_number',
      'whatsapp_number',
      'email',
      'features',
    ];
    const good = [
      'Studio near Infopark',
      'Compact studio.',
      '15000',
      'Apartment',
      '1',
      '1',
      '450',
      'kakkanad',
      '10.01',
      '76.34',
      'Anitha',
      '+919847011223',
      '+919847011223',
      'a@example.in',
      '',
    ];
    const badType = [...good];
    badType[0] = 'Penthouse';
    badType[3] = 'Castle';
    const badTown = [...good];
    badTown[0] = 'Somewhere';
    badTown[7] = 'Atlantis';
    badTown[2] = 'cheap';
    const badFeature = [...good];
    badFeature[14] = 'Parking; Helipad';
    const csv = toCsv(header, [good, badType, badTown, badFeature]);
    const before = (await t.database.db.select({ id: properties.id }).from(properties)).length;

    const preview = await importCsv(csv, { dry_run: true });
    const report = preview.json<ImportReport>();
    expect(report).toMatchObject({ valid: 1, invalid: 3 });
    expect(report.rows.map((row) => [row.line, row.title, Object.keys(row.errors).sort()])).toEqual(
      [
        [2, 'Studio near Infopark', []],
        [3, 'Penthouse', ['property_type']],
        [4, 'Somewhere', ['price', 'town']],
        [5, 'Studio near Infopark', ['features']],
      ],
    );
    expect(report.rows[1]!.errors.property_type).toEqual([importMessages.unknownType('Castle')]);
    expect(report.rows[2]!.errors.town).toEqual([importMessages.unknownTown('Atlantis')]);
    expect(report.rows[2]!.errors.price).toEqual([propertyMessages.notANumber]);
    expect(report.rows[3]!.errors.features).toEqual([importMessages.unknownFeatures(['Helipad'])]);

    const refused = await importCsv(csv);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ csv: [importMessages.rowsInvalid(3)] });
    expect((await t.database.db.select({ id: properties.id }).from(properties)).length).toBe(
      before,
    );

    const skipped = await importCsv(csv, { skip_invalid: true });
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json<ImportReport>().created).toHaveLength(1);
    expect((await t.database.db.select({ id: properties.id }).from(properties)).length).toBe(
      before + 1,
    );
  });

  it('refuses a file it cannot read: no rows, unknown columns, an open quote', async () => {
    const refuse = async (csv: string, message: string) => {
      const response = await importCsv(csv, { dry_run: true });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    await refuse('title,town,property_type\n', importMessages.empty);
    await refuse(
      'title,town,property_type,colour\nA,Kakkanad,House,blue\n',
      'Unknown column: colour',
    );
    await refuse('title,price\nA,1\n', importMessages.missingColumns(['property_type', 'town']));
    await refuse('title,town,property_type\n"open,Kakkanad,House\n', 'quoted field is not closed');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/import/',
      payload: { csv: 'title\nA' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses at once what the limits let through but no import can be (issue 32)', async () => {
    const refusal = async (csv: string) => {
      const response = await importCsv(csv, { dry_run: true });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      return response.json<{ csv: string[] }>().csv;
    };
    const header = 'title,property_type,town';
    const columns = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`).join(',');
    // 100,000 columns took 15 s and more; 400,000 would have taken minutes.
    expect(await refusal(`${columns(400_000)}\nx\n`)).toEqual([importMessages.tooManyColumns]);
    expect(await refusal(`${header},title,town,features,features\nA,House,Kakkanad\n`)).toEqual([
      importMessages.duplicateColumns(['title', 'town', 'features']),
    ]);
    expect(await refusal(`${header}\n${columns(CSV_COLUMNS.length + 1)}\n`)).toEqual([
      importMessages.rowTooWide(2),
    ]);
    expect(await refusal(`${header}\nA,House,"${'Kakkanad '.repeat(3000)}"\n`)).toEqual([
      importMessages.cellTooLong(2),
    ]);
    expect(await refusal(`${header}\n${'A,House,Kakkanad\n'.repeat(200_000)}`)).toEqual([
      importMessages.tooMany,
    ]);
    expect(await refusal(`${header}\n${'\n'.repeat(3_000_000)}`)).toEqual([importMessages.empty]);
  });

  it('lists a few of many wrong names, each cut short', async () => {
    const features = Array.from({ length: 1_500 }, (_, i) => `Helipad ${i}`).join(';');
    const longType = `Castle ${'with towers '.repeat(100)}`;
    const csv = toCsv(
      ['title', 'property_type', 'town', 'features'],
      [['A', longType, 'Kakkanad', features]],
    );
    const response = await importCsv(csv, { dry_run: true });
    expect(response.statusCode).toBe(200);
    const [row] = response.json<ImportReport>().rows;
    expect(row!.errors.features).toEqual([
      `No feature is called ${Array.from({ length: 10 }, (_, i) => `"Helipad ${i}"`).join(', ')} and 1,490 more.`,
    ]);
    expect(row!.errors.property_type).toEqual([
      `No property type is called "${longType.slice(0, 60)}…".`,
    ]);
  });
});
