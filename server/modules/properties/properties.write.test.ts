import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Property, property } from '../../../contract/properties';
import { propertyMessages } from '../../../contract/property-messages';
import type { Page } from '../../../contract/pagination';
import { referenceMessages } from '../../../contract/reference';
import { readListingSearch } from '../../../contract/listing-search';
import { features, properties } from '../../db/schema';
import { encodeMultipart, type FormPart, makeTestImage } from '../../media/test-uploads';
import { findPlace, findTypeId } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let form: Record<string, string>;
let featureIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  const place = await findPlace(t.database.db, 'Kakkanad');
  const rows = await t.database.db.select({ id: features.id, name: features.name }).from(features);
  featureIds = rows.filter((row) => ['Parking', 'Garden'].includes(row.name)).map((row) => row.id);
  form = {
    title: '4 BHK villa with garden in Kakkanad',
    description: 'A bright villa near Infopark with a landscaped garden and covered parking.',
    price: '21500000',
    property_for: 'sell',
    property_ownership: 'direct_owner',
    property_type: String(await findTypeId(t.database.db, 'Villa')),
    bedrooms: '4',
    bathrooms: '4',
    area: '3200',
    cents: '12.5',
    parking_spaces: '2',
    built_year: '2019',
    furnishing: 'semi_furnished',
    contact_name: 'Thomas Kurian',
    phone_number: '+919847011223',
    whatsapp_number: '+919847011223',
    email: 'thomas.kurian@example.in',
    state: String(place.stateId),
    district: String(place.districtId),
    city: String(place.cityId),
    latitude: '10.0159',
    longitude: '76.3419',
    google_maps_url: 'https://www.google.com/maps?q=10.0159,76.3419',
    google_embedded_map_link:
      '<iframe src="https://www.google.com/maps?q=10.0159,76.3419&output=embed" width="600" height="450"></iframe>',
    youtube_video_link: 'https://youtu.be/dQw4w9WgXcQ',
    nearby_places: JSON.stringify([
      'Infopark 2.5km',
      { place: 'Lulu Mall', distance: '9.04' },
      'Bus stop',
    ]),
  };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(properties);
});

function fields(values: Record<string, string | undefined>): FormPart[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
}

async function images(...formats: ('jpeg' | 'png' | 'gif' | 'webp')[]): Promise<FormPart[]> {
  return Promise.all(
    formats.map(async (format, index) => ({
      name: 'uploaded_images',
      filename: `photo-${index}.${format}`,
      data: await makeTestImage(format, 1200, 800),
      type: `image/${format}`,
    })),
  );
}

async function send(method: 'POST' | 'PATCH', url: string, parts: FormPart[], headers = admin) {
  const { payload, headers: formHeaders } = await encodeMultipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...formHeaders } });
}

async function create(parts: FormPart[] = fields(form)) {
  return send('POST', '/api/properties/properties/', parts);
}

async function createOk(parts?: FormPart[]): Promise<Property> {
  const response = await create(parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Property>();
}

async function countListings(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties);
  return row?.n ?? 0;
}

describe('POST /api/properties/properties/', () => {
  it('creates a listing with every field, its features and images', async () => {
    const created = await createOk([
      ...fields(form),
      ...featureIds.map((id) => ({ name: 'features', value: String(id) })),
      ...(await images('jpeg', 'png', 'webp')),
    ]);
    expect(created).toMatchObject({
      title: form.title,
      description: form.description,
      price: 21_500_000,
      property_for: 'sell',
      property_ownership: 'direct_owner',
      property_type_details: { name: 'Villa' },
      bedrooms: 4,
      bathrooms: 4,
      area: 3200,
      cents: 12.5,
      parking_spaces: 2,
      built_year: 2019,
      furnishing: 'semi_furnished',
      contact_name: 'Thomas Kurian',
      phone_number: '+919847011223',
      email: 'thomas.kurian@example.in',
      location: { city: 'Kakkanad', district: 'Ernakulam', state: 'Kerala' },
      latitude: 10.0159,
      longitude: 76.3419,
      youtube_video_link: 'https://youtu.be/dQw4w9WgXcQ',
      google_embedded_map_link: form.google_embedded_map_link,
      status: 'available',
      nearby_places: [
        { place: 'Infopark', distance: 2.5 },
        { place: 'Lulu Mall', distance: 9 },
        { place: 'Bus stop', distance: null },
      ],
    });
    expect(created.features.sort()).toEqual([...featureIds].sort());
    expect(created.images).toHaveLength(3);
    for (const image of created.images) {
      expect(image.image).toMatch(/^\/media\/properties\/[0-9a-f]{16}\/main\.jpg$/);
      expect(image.variants.map((variant) => variant.format)).toEqual(
        expect.arrayContaining(['avif', 'webp']),
      );
      expect(await t.hasMedia(image.image)).toBe(true);
      const served = await t.app.inject({ url: image.variants[0]?.url ?? '' });
      expect(served.statusCode).toBe(200);
    }
    const detail = await t.app.inject({ url: `/api/properties/properties/${created.id}/` });
    expect(detail.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(detail.json()).toEqual(created);
    const listed = await t.app.inject({ url: '/api/properties/properties/?page_size=100' });
    expect(listed.json<Page<Property>>().data.find((item) => item.id === created.id)).toEqual(
      created,
    );
  });

  it("answers in the contract's read shape, key for key (the database writes the JSON)", async () => {
    const created = await createOk([
      ...fields(form),
      ...featureIds.map((id) => ({ name: 'features', value: String(id) })),
      ...(await images('jpeg')),
    ]);
    // Parsing strips unknown keys at every level and fails on a wrong type: equal means exact.
    expect(property.parse(created)).toEqual(created);
    const { distance_km: _onlyWhenNearest, ...always } = property.shape;
    expect(Object.keys(created).sort()).toEqual(Object.keys(always).sort());
    const isoMillis = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(created.created_at).toMatch(isoMillis);
    expect(created.updated_at).toMatch(isoMillis);
    expect(created.images[0]?.created_at).toMatch(isoMillis);
    expect(Math.abs(Date.parse(created.created_at) - Date.now())).toBeLessThan(60_000);
    expect(created.feature_details.map((feature) => feature.id)).toEqual(created.features);
  });

  it('defaults property_for to rent and the status to available', async () => {
    const { property_for: _for, property_ownership: _ownership, ...rest } = form;
    const created = await createOk(fields(rest));
    expect(created.property_for).toBe('rent');
    expect(created.property_ownership).toBe('management');
  });

  it('names every missing required field, and the location as product.md says', async () => {
    const response = await create([]);
    expect(response.statusCode).toBe(400);
    const errors = response.json<Record<string, string[]>>();
    for (const field of [
      'title',
      'description',
      'price',
      'property_type',
      'bedrooms',
      'bathrooms',
      'area',
      'contact_name',
      'phone_number',
      'whatsapp_number',
      'email',
      'latitude',
      'longitude',
    ]) {
      expect(errors[field], field).toEqual([propertyMessages.required]);
    }
    expect(errors.location).toEqual([propertyMessages.locationRequired]);
    expect(await countListings()).toBe(0);
  });

  it.each([
    ['bedrooms', '11', propertyMessages.bedroomsMax],
    ['bathrooms', '11', propertyMessages.bathroomsMax],
    ['parking_spaces', '11', propertyMessages.parkingMax],
    ['built_year', String(new Date().getFullYear() + 1), propertyMessages.builtYearFuture],
    ['area', '0', propertyMessages.areaPositive],
    ['price', '0', propertyMessages.pricePositive],
    ['price', '-5', propertyMessages.pricePositive],
    ['price', 'lots', propertyMessages.notANumber],
    ['bedrooms', '2.5', propertyMessages.notAWholeNumber],
    ['email', 'thomas.example.in', propertyMessages.emailInvalid],
    ['phone_number', '98470', propertyMessages.phoneInvalid],
    // Refused by its length before its separators are taken out.
    ['phone_number', `+91 ${'-'.repeat(40)} 9847011223`, propertyMessages.phoneInvalid],
    ['whatsapp_number', '('.repeat(100_000), propertyMessages.phoneInvalid],
    ['property_for', 'lease', propertyMessages.choice(['rent', 'sell'])],
    [
      'furnishing',
      'partly',
      propertyMessages.choice(['unfurnished', 'semi_furnished', 'furnished']),
    ],
    ['google_maps_url', 'maps.google.com/x', propertyMessages.urlInvalid],
    ['nearby_places', JSON.stringify(['Mall (big) 2km']), propertyMessages.nearbyBrackets],
    ['nearby_places', JSON.stringify(['"Quoted" 1km']), propertyMessages.nearbyBrackets],
    ['nearby_places', 'not json', propertyMessages.nearbyInvalid],
    ['property_type', '999999', propertyMessages.propertyTypeInvalid],
    ['latitude', '91', propertyMessages.latitude],
  ])('refuses %s=%s with its message and stores nothing', async (field, value, message) => {
    const response = await create(fields({ ...form, [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, string[]>>()[field]).toEqual([message]);
    expect(await countListings()).toBe(0);
  });

  it('refuses a town outside the chosen district, and a district outside the state', async () => {
    const kollam = await findPlace(t.database.db, 'Kollam');
    const wrongCity = await create(fields({ ...form, city: String(kollam.cityId) }));
    expect(wrongCity.statusCode).toBe(400);
    expect(wrongCity.json()).toEqual({ city: [propertyMessages.cityNotInDistrict] });
    const states = await t.app.inject({ url: '/api/properties/states/' });
    const goa = states.json<{ id: number; name: string }[]>().find((state) => state.name === 'Goa');
    const wrongState = await create(fields({ ...form, state: String(goa?.id) }));
    expect(wrongState.json()).toEqual({ district: [propertyMessages.districtNotInState] });
    expect(await countListings()).toBe(0);
  });

  it('stores nothing, neither row nor file, when one upload is not an image', async () => {
    const before = await t.mediaFiles();
    const response = await create([
      ...fields(form),
      ...(await images('jpeg', 'png')),
      {
        name: 'uploaded_images',
        filename: 'notes.jpg',
        data: Buffer.from('just text'),
        type: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('detail');
    expect(await countListings()).toBe(0);
    expect(await t.mediaFiles()).toEqual(before);
  });

  it('stores nothing when an upload is over 10 MB', async () => {
    const before = await t.mediaFiles();
    const response = await create([
      ...fields(form),
      { name: 'uploaded_images', filename: 'huge.jpg', data: Buffer.alloc(11 * 1024 * 1024, 7) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await countListings()).toBe(0);
    expect(await t.mediaFiles()).toEqual(before);
  });

  it('stores SQL and HTML metacharacters verbatim in every text field', async () => {
    const nasty = `<script>alert("x")</script> O'Reilly; DROP TABLE properties; -- 100% _x_ \\ &amp;`;
    const created = await createOk(
      fields({
        ...form,
        title: nasty,
        description: nasty,
        contact_name: nasty,
        google_embedded_map_link: nasty,
        nearby_places: JSON.stringify(['Temple; DROP TABLE x 1km']),
      }),
    );
    expect(created.title).toBe(nasty);
    expect(created.description).toBe(nasty);
    expect(created.contact_name).toBe(nasty);
    expect(created.google_embedded_map_link).toBe(nasty);
    expect(created.nearby_places).toEqual([{ place: 'Temple; DROP TABLE x', distance: 1 }]);
    const found = await t.app.inject({
      url: `/api/properties/properties/?q=${encodeURIComponent("O'Reilly; DROP")}`,
    });
    expect(found.json<{ count: number }>().count).toBe(1);
  });
});

describe('PATCH /api/properties/properties/:id/', () => {
  it('changes only the fields sent', async () => {
    const created = await createOk();
    const response = await send('PATCH', `/api/properties/properties/${created.id}/`, [
      { name: 'title', value: '  Renovated villa in Kakkanad  ' },
      { name: 'status', value: 'sold' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Property>();
    expect(updated.title).toBe('Renovated villa in Kakkanad');
    expect(updated.status).toBe('sold');
    expect(updated.price).toBe(created.price);
    expect(updated.location).toEqual(created.location);
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updated_at).getTime(),
    );
    // Sold: gone from the public list, still readable by id.
    const list = await t.app.inject({ url: '/api/properties/properties/' });
    expect(list.json<{ count: number }>().count).toBe(0);
  });

  it('keeps the images named in existing_image_ids, deletes the others, adds new ones', async () => {
    const created = await createOk([...fields(form), ...(await images('jpeg', 'png'))]);
    const [kept, dropped] = created.images;
    const response = await send('PATCH', `/api/properties/properties/${created.id}/`, [
      { name: 'existing_image_ids', value: JSON.stringify([kept?.id]) },
      ...(await images('gif')),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Property>();
    expect(updated.images.map((image) => image.id)).toContain(kept?.id);
    expect(updated.images.map((image) => image.id)).not.toContain(dropped?.id);
    expect(updated.images).toHaveLength(2);
    expect(await t.hasMedia(dropped?.image ?? 'x')).toBe(false);
    expect(await t.hasMedia(kept?.image ?? 'x')).toBe(true);
  });

  it('leaves every photo as it was, in order, when a change names none (a price alone)', async () => {
    const created = await createOk([...fields(form), ...(await images('jpeg', 'png'))]);
    const response = await send('PATCH', `/api/properties/properties/${created.id}/`, [
      { name: 'price', value: '4321000' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Property>();
    expect(updated.price).toBe(4321000);
    expect(updated.images).toEqual(created.images);
    for (const image of created.images) expect(await t.hasMedia(image.image)).toBe(true);
  });

  it('refuses a list of image ids longer than any listing has, before reading it', async () => {
    const created = await createOk();
    const url = `/api/properties/properties/${created.id}/`;
    const ids = Array.from({ length: 100_000 }, (_, index) => index + 1);
    const response = await send('PATCH', url, [
      { name: 'existing_image_ids', value: JSON.stringify(ids) },
      { name: 'image_order', value: JSON.stringify(ids) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      existing_image_ids: [propertyMessages.tooManyImages],
      image_order: [propertyMessages.tooManyImages],
    });
    // Thirty ids, spaced out, are still read (and these name no image of the listing).
    const spaced = `[ ${Array.from({ length: 30 }, () => ' 2147483647').join(' ,\n')} ]`;
    const unknown = await send('PATCH', url, [{ name: 'existing_image_ids', value: spaced }]);
    expect(unknown.json()).toEqual({ existing_image_ids: [propertyMessages.imageNotFound] });
  });

  it('replaces the features when they are sent', async () => {
    const created = await createOk([
      ...fields(form),
      ...featureIds.map((id) => ({ name: 'features', value: String(id) })),
    ]);
    const response = await send('PATCH', `/api/properties/properties/${created.id}/`, [
      { name: 'features', value: String(featureIds[0]) },
    ]);
    expect(response.json<Property>().features).toEqual([featureIds[0]]);
  });

  it('checks the same rules, and changes nothing when one fails', async () => {
    const created = await createOk();
    const response = await send('PATCH', `/api/properties/properties/${created.id}/`, [
      { name: 'title', value: 'Should not be saved' },
      { name: 'bedrooms', value: '12' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ bedrooms: [propertyMessages.bedroomsMax] });
    const detail = await t.app.inject({ url: `/api/properties/properties/${created.id}/` });
    expect(detail.json<Property>().title).toBe(form.title);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const response = await send('PATCH', '/api/properties/properties/999999/', [
      { name: 'title', value: 'x' },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: propertyMessages.notFound });
  });

  it('answers 404, not 400, for a form a listing that does not exist would refuse', async () => {
    // A price change is one statement, which finds the listing missing; the form's own errors
    // and its facts are checked first, and a missing listing still wins over them.
    for (const parts of [
      [{ name: 'price', value: '7500000' }],
      [{ name: 'bedrooms', value: '99' }],
      [
        { name: 'floor', value: '9' },
        { name: 'total_floors', value: '3' },
      ],
      [{ name: 'features', value: '1' }],
    ]) {
      const response = await send('PATCH', '/api/properties/properties/999999/', parts);
      expect(response.statusCode, JSON.stringify(parts)).toBe(404);
      expect(response.json()).toEqual({ detail: propertyMessages.notFound });
    }
  });
});

describe('the Malayalam title and description', () => {
  const titleMl = 'കാക്കനാട് പൂന്തോട്ടമുള്ള 4 BHK വില്ല';
  const descriptionMl = 'ഇൻഫോപാർക്കിനടുത്ത്, പൂന്തോട്ടവും കവേർഡ് പാർക്കിംഗുമുള്ള വില്ല.';

  async function detail(id: number): Promise<Property> {
    const response = await t.app.inject({ url: `/api/properties/properties/${id}/` });
    expect(response.statusCode).toBe(200);
    return response.json<Property>();
  }

  async function listedIds(query: string): Promise<number[]> {
    const response = await t.app.inject({ url: `/api/properties/properties/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<Property>>().data.map((item) => item.id);
  }

  it('are stored trimmed and read back, in the detail, the list and the summaries', async () => {
    const created = await createOk(
      fields({ ...form, title_ml: `  ${titleMl}  `, description_ml: `\n${descriptionMl}  ` }),
    );
    expect(created).toMatchObject({ title_ml: titleMl, description_ml: descriptionMl });
    expect(await detail(created.id)).toEqual(created);
    const listed = await t.app.inject({ url: '/api/properties/properties/?page_size=100' });
    expect(listed.json<Page<Property>>().data).toEqual([created]);
    const summaries = await t.app.services.properties.listSummaries(
      readListingSearch(new URLSearchParams(), 'api').search,
      { isAdmin: false },
    );
    expect(summaries.data[0]).toMatchObject({
      title_ml: titleMl,
      description_ml: descriptionMl,
      location: { city: 'Kakkanad', city_ml: 'കാക്കനാട്', district_ml: 'എറണാകുളം' },
    });
  });

  it('are none (null) when not sent, or sent empty or blank', async () => {
    const without = await createOk();
    expect(without).toMatchObject({ title_ml: null, description_ml: null });
    const blank = await createOk(fields({ ...form, title_ml: '', description_ml: '   ' }));
    expect(blank).toMatchObject({ title_ml: null, description_ml: null });
  });

  it('change only when sent, and are cleared by an empty value', async () => {
    const created = await createOk(
      fields({ ...form, title_ml: titleMl, description_ml: descriptionMl }),
    );
    const url = `/api/properties/properties/${created.id}/`;
    const renamed = await send('PATCH', url, fields({ title_ml: 'പുതുക്കിയ വില്ല' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Property>()).toMatchObject({
      title_ml: 'പുതുക്കിയ വില്ല',
      description_ml: descriptionMl,
      title: form.title,
    });
    // Another field's change leaves them as they are.
    const priced = await send('PATCH', url, fields({ price: '22000000' }));
    expect(priced.json<Property>()).toMatchObject({
      title_ml: 'പുതുക്കിയ വില്ല',
      description_ml: descriptionMl,
    });
    const cleared = await send('PATCH', url, fields({ title_ml: '', description_ml: ' ' }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<Property>()).toMatchObject({ title_ml: null, description_ml: null });
    expect(await detail(created.id)).toMatchObject({ title_ml: null, description_ml: null });
  });

  it('are as long as the English ones at most: a clear 400, and nothing written', async () => {
    const longTitle = 'വ'.repeat(201);
    const longDescription = 'വ'.repeat(10_001);
    // The limits themselves pass.
    const atLimits = await createOk(
      fields({ ...form, title_ml: 'വ'.repeat(200), description_ml: 'വ'.repeat(10_000) }),
    );
    expect(atLimits.title_ml).toHaveLength(200);
    await t.database.db.delete(properties);

    const refused = await create(
      fields({ ...form, title_ml: longTitle, description_ml: longDescription }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      title_ml: [propertyMessages.tooLong(200)],
      description_ml: [propertyMessages.tooLong(10_000)],
    });
    expect(await countListings()).toBe(0);

    const created = await createOk(fields({ ...form, title_ml: titleMl }));
    const url = `/api/properties/properties/${created.id}/`;
    const patched = await send(
      'PATCH',
      url,
      fields({ title: 'Should not be saved', title_ml: longTitle }),
    );
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toEqual({ title_ml: [propertyMessages.tooLong(200)] });
    expect(await detail(created.id)).toMatchObject({ title: form.title, title_ml: titleMl });
  });

  it('are found by a Malayalam keyword, as the Malayalam town name is', async () => {
    const villa = await createOk(
      fields({ ...form, title_ml: titleMl, description_ml: descriptionMl }),
    );
    const english = await createOk(fields({ ...form, title: 'Another villa in Kakkanad' }));
    const q = (text: string) => listedIds(`q=${encodeURIComponent(text)}`);
    // A word of the title, of the description, and a two-letter word (no trigram to look up).
    expect(await q('വില്ല')).toEqual([villa.id]);
    expect(await q('ഇൻഫോപാർക്കിനടുത്ത്')).toEqual([villa.id]);
    expect(await q('4 BHK വില്ല')).toEqual([villa.id]);
    expect(await q('വി')).toEqual([villa.id]);
    // The town's Malayalam name finds every listing in the town, as its English name does.
    expect((await q('കാക്കനാട്')).sort()).toEqual([villa.id, english.id].sort());
    expect(await q('ഇല്ലാത്തവാക്ക്')).toEqual([]);
    // A change is searched at once: the old words no longer find it, the new ones do.
    await send('PATCH', `/api/properties/properties/${villa.id}/`, fields({ title_ml: 'ഫ്ലാറ്റ്' }));
    expect(await q('ഫ്ലാറ്റ്')).toEqual([villa.id]);
    expect(await q('പൂന്തോട്ടമുള്ള 4 BHK')).toEqual([]);
  });

  it('are stored with one spelling of the chillus, and found whichever a keyword uses', async () => {
    // Older keyboards write a chillu as its consonant, a virama and a zero-width joiner
    // ('ൻ' as 'ന്‍'); both look the same on screen.
    const oldStyle = (text: string) =>
      text
        .replace(/ൻ/g, 'ന\u0D4D\u200D')
        .replace(/ർ/g, 'ര\u0D4D\u200D')
        .replace(/ൽ/g, 'ല\u0D4D\u200D');
    const typedOld = await createOk(
      fields({ ...form, title_ml: oldStyle(titleMl), description_ml: oldStyle(descriptionMl) }),
    );
    expect(oldStyle(descriptionMl)).not.toBe(descriptionMl);
    expect(typedOld).toMatchObject({ title_ml: titleMl, description_ml: descriptionMl });
    const typedNew = await createOk(fields({ ...form, description_ml: 'പാർക്കിംഗുള്ള വീട്' }));
    const q = (text: string) => listedIds(`q=${encodeURIComponent(text)}`);
    expect(await q('ഇൻഫോപാർക്കിനടുത്ത്')).toEqual([typedOld.id]);
    expect(await q(oldStyle('ഇൻഫോപാർക്കിനടുത്ത്'))).toEqual([typedOld.id]);
    expect((await q(oldStyle('പാർക്കിംഗ'))).sort()).toEqual([typedOld.id, typedNew.id].sort());
    // A joiner chosen on purpose (no chillu before it) is kept as typed.
    const joined = await createOk(fields({ ...form, title_ml: 'ക്\u200Cക വില്ല' }));
    expect(joined.title_ml).toBe('ക്\u200Cക വില്ല');
  });
});

describe('DELETE', () => {
  it('deletes one image at once, with its files', async () => {
    const created = await createOk([...fields(form), ...(await images('jpeg', 'png'))]);
    const [first] = created.images;
    const url = `/api/properties/properties/${created.id}/delete_image/`;
    const response = await t.app.inject({
      method: 'DELETE',
      url,
      headers: admin,
      payload: { image_id: first?.id },
    });
    expect(response.statusCode).toBe(204);
    expect(await t.hasMedia(first?.image ?? 'x')).toBe(false);
    // The listing's images (kept by a trigger, migration 0004) no longer show it, in lists too.
    const detail = await t.app.inject({ url: `/api/properties/properties/${created.id}/` });
    expect(detail.json<Property>().images).toEqual(created.images.slice(1));
    const listed = await t.app.inject({ url: '/api/properties/properties/?page_size=100' });
    const item = listed.json<Page<Property>>().data.find((each) => each.id === created.id);
    expect(item?.images).toEqual(created.images.slice(1));
    const again = await t.app.inject({
      method: 'DELETE',
      url,
      headers: admin,
      payload: { image_id: first?.id },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: propertyMessages.imageNotFound });
  });

  it('deletes a listing with every file it had', async () => {
    const before = await t.mediaFiles();
    const created = await createOk([...fields(form), ...(await images('jpeg', 'webp'))]);
    expect((await t.mediaFiles()).length).toBeGreaterThan(before.length);
    const url = `/api/properties/properties/${created.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect(await t.mediaFiles()).toEqual(before);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });
});

describe('reference data in use', () => {
  it('refuses to delete a property type that listings use (409), and deletes nothing', async () => {
    await createOk();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/property-types/${form.property_type}/`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: referenceMessages.propertyTypeInUse(1) });
    const types = await t.app.inject({ url: '/api/properties/property-types/' });
    expect(types.json<{ id: number }[]>().map((type) => type.id)).toContain(
      Number(form.property_type),
    );
  });

  it('takes a deleted feature off the listings that had it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties/features/',
      headers: admin,
      payload: { name: 'Rooftop Terrace' },
    });
    const feature = created.json<{ id: number }>();
    const listing = await createOk([
      ...fields(form),
      { name: 'features', value: String(feature.id) },
    ]);
    expect(listing.features).toEqual([feature.id]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/features/${feature.id}/`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const detail = await t.app.inject({ url: `/api/properties/properties/${listing.id}/` });
    expect(detail.json<Property>().features).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row).toBeDefined();
  });
});

describe('admin only', () => {
  it('answers 401 to every write without a valid admin token, and changes nothing', async () => {
    const created = await createOk([...fields(form), ...(await images('jpeg'))]);
    const base = `/api/properties/properties/${created.id}/`;
    for (const headers of BAD_TOKEN_HEADERS) {
      expect(
        (await send('POST', '/api/properties/properties/', fields(form), headers)).statusCode,
      ).toBe(401);
      expect((await send('PATCH', base, fields({ title: 'Hacked' }), headers)).statusCode).toBe(
        401,
      );
      expect((await t.app.inject({ method: 'DELETE', url: base, headers })).statusCode).toBe(401);
      const image = await t.app.inject({
        method: 'DELETE',
        url: `${base}delete_image/`,
        headers,
        payload: { image_id: created.images[0]?.id },
      });
      expect(image.statusCode).toBe(401);
    }
    const detail = await t.app.inject({ url: base });
    expect(detail.json<Property>()).toMatchObject({ title: form.title, images: created.images });
    expect(await countListings()).toBe(1);
  });
});
