import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryMessages } from '../../contract/enquiries';
import { NUL_MESSAGE } from '../../contract/input-limits';
import { propertyMessages } from '../../contract/property-messages';
import { enquiries, properties, propertyTypes } from '../db/schema';
import { encodeMultipart, makeTestImage } from '../media/test-uploads';
import { listingFormFields } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Input that PostgreSQL refuses (issue 11): a NUL character (22021) or an integer past int4
 * (22003) used to reach it and answer 500. Each is a 400 field error now, and nothing is written.
 */

let t: TestApp;
let admin: Record<string, string>;
let form: Record<string, string>;

const ENQUIRY = {
  name: 'Fathima Rahman',
  email: 'fathima@example.in',
  phone_number: '+971501234567',
  subject: 'Villa in Kochi',
  property_type: 'Residential',
  message: 'We are moving back from Dubai next year and looking for a villa near Kakkanad.',
};
const TOO_BIG = '2147483648';

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  admin = await t.adminHeaders();
  form = await listingFormFields(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

async function createListing(fields: Record<string, string>) {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    {
      name: 'uploaded_images',
      filename: 'photo.jpg',
      data: await makeTestImage('jpeg', 800, 600),
      type: 'image/jpeg',
    },
  ];
  const { payload, headers } = await encodeMultipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/properties/properties/',
    payload,
    headers: { ...admin, ...headers },
  });
}

async function countRows() {
  const [listings] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties);
  const [mails] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
  return { listings: listings?.n, enquiries: mails?.n };
}

describe('NUL characters', () => {
  it.each(['q', 'location', 'category'])(
    'in the listing search ?%s= are a field error',
    async (name) => {
      const response = await t.app.inject({ url: `/api/properties/properties/?${name}=a%00b` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [name]: [NUL_MESSAGE] });
    },
  );

  it('in the location suggestions are a field error', async () => {
    const response = await t.app.inject({ url: '/api/properties/locations/?q=Koc%00hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ q: [NUL_MESSAGE] });
  });

  it.each(Object.keys(ENQUIRY))('in the enquiry field %s store nothing', async (name) => {
    const before = await countRows();
    const payload = { ...ENQUIRY, [name]: `${ENQUIRY[name as keyof typeof ENQUIRY]}\u0000` };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/contacts/',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [name]: [NUL_MESSAGE] });
    expect(await countRows()).toEqual(before);
  });

  it('in a nested or unknown field are refused too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/contacts/',
      payload: { ...ENQUIRY, extra: { deep: ['x\u0000'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ extra: [NUL_MESSAGE] });
  });

  it.each(['title', 'description', 'contact_name', 'google_maps_url', 'nearby_places'])(
    'in the admin form field %s leave no listing and no file',
    async (name) => {
      const before = await countRows();
      const response = await createListing({ ...form, [name]: `text\u0000` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [name]: [NUL_MESSAGE] });
      expect(await countRows()).toEqual(before);
      expect(await t.mediaFiles()).toEqual([]);
    },
  );

  it('in a property type name change nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/property-types/',
      headers: admin,
      payload: { name: 'Boat\u0000house' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [NUL_MESSAGE] });
    const names = await t.database.db.select({ name: propertyTypes.name }).from(propertyTypes);
    expect(names.map((row) => row.name)).not.toContain('Boathouse');
  });

  it('in a sign-in are a field error, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'a\u0000@veedu.test', password: 'whatever-123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [NUL_MESSAGE] });
  });
});

describe('integers past 2,147,483,647', () => {
  it('as the listing filter property_type are a field error', async () => {
    const response = await t.app.inject({
      url: `/api/properties/properties/?property_type=${TOO_BIG}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('property_type');
  });

  it.each([
    ['districts', 'state'],
    ['cities', 'district'],
  ])('as /%s/?%s= are a field error', async (resource, parameter) => {
    const response = await t.app.inject({
      url: `/api/properties/${resource}/?${parameter}=${TOO_BIG}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [parameter]: [`No ${parameter} has this id.`] });
  });

  it('as the listing of an enquiry answer like an unknown listing', async () => {
    const before = await countRows();
    for (const property of [Number(TOO_BIG), TOO_BIG, Number.MAX_SAFE_INTEGER + 2]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties/contacts/',
        payload: { ...ENQUIRY, property },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ property: [enquiryMessages.listingNotFound] });
    }
    expect(await countRows()).toEqual(before);
  });

  it.each([
    ['property_type', propertyMessages.propertyTypeInvalid],
    ['state', propertyMessages.locationRequired],
    ['district', propertyMessages.locationRequired],
    ['city', propertyMessages.locationRequired],
  ])('as the admin form field %s leave no listing', async (name, message) => {
    const before = await countRows();
    const response = await createListing({ ...form, [name]: TOO_BIG });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [name]: [message] });
    expect(await countRows()).toEqual(before);
  });

  it('as a feature of the admin form leave no listing', async () => {
    const before = await countRows();
    const response = await createListing({ ...form, features: TOO_BIG });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ features: [propertyMessages.featureInvalid] });
    expect(await countRows()).toEqual(before);
  });
});

describe('the log of a database failure', () => {
  it('names the query and the error code, never what the visitor typed', async () => {
    const marker = {
      name: 'Zubaida Marker-Name',
      email: 'zubaida.marker@example.in',
      phone_number: '+971509876543',
      message: 'A very particular marker message about a flat in Edappally.',
    };
    // A real failure inside the enquiry's transaction: its table is gone for a moment.
    await t.database.db.execute(sql`alter table enquiries rename to enquiries_away`);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties/contacts/',
        payload: { ...ENQUIRY, ...marker },
      });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'];
      const line = t.logs.find(
        (text) => text.includes(`"reqId":"${requestId}"`) && text.includes('request failed'),
      );
      expect(line).toBeDefined();
      expect(line).toContain('42P01');
      expect(line).toContain('insert into');
      for (const value of Object.values(marker)) expect(line).not.toContain(value);
      const everything = t.logs.join('\n');
      for (const value of Object.values(marker)) expect(everything).not.toContain(value);
    } finally {
      await t.database.db.execute(sql`alter table enquiries_away rename to enquiries`);
    }
  });
});
