import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DashboardStats, RECENT_ENQUIRY_DAYS } from '../../../contract/dashboard';
import { keralaDate } from '../../../contract/format';
import type { Property } from '../../../contract/properties';
import { enquiries, properties } from '../../db/schema';
import { encodeMultipart } from '../../media/test-uploads';
import { insertListing, listingFormFields } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

const URL = '/api/properties/dashboard/';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Record<string, string>;
let listingForm: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  listingForm = await listingFormFields(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetRateLimits();
  await t.database.db.delete(enquiries);
  await t.database.db.delete(properties);
});

async function readStats(): Promise<DashboardStats> {
  const response = await t.app.inject({ url: URL, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardStats>();
}

async function sendForm(method: 'POST' | 'PATCH', url: string, values: Record<string, string>) {
  const { payload, headers } = await encodeMultipart(
    Object.entries(values).map(([name, value]) => ({ name, value })),
  );
  const response = await t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<Property>();
}

function createListing(values: Record<string, string> = {}) {
  return sendForm('POST', '/api/properties/properties/', { ...listingForm, ...values });
}

function sendEnquiry(name: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/properties/contacts/',
    payload: {
      name,
      email: 'visitor@example.in',
      phone_number: '+919846012345',
      property_type: 'Residential',
      message: 'Please call me about a flat in Kochi.',
    },
  });
}

describe('GET /api/properties/dashboard/', () => {
  it.each(BAD_TOKEN_HEADERS)('answers 401 without a valid admin token (%o)', async (headers) => {
    const response = await t.app.inject({ url: URL, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers zeros on an empty database, never cached', async () => {
    const response = await t.app.inject({ url: URL, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stats = response.json<DashboardStats>();
    expect(stats).toEqual({
      listings: {
        total: 0,
        by_status: { available: 0, draft: 0, sold: 0, rented: 0 },
        by_purpose: { sell: 0, rent: 0 },
      },
      enquiries: { total: 0, recent: 0, since: expect.any(String), days: RECENT_ENQUIRY_DAYS },
      enquiry_pipeline: { due_today: 0, new_since_yesterday: 0, new_since: expect.any(String) },
    });
    const windowMs = Date.now() - Date.parse(stats.enquiries.since);
    expect(windowMs).toBeGreaterThanOrEqual(RECENT_ENQUIRY_DAYS * DAY_MS);
    expect(windowMs).toBeLessThan(RECENT_ENQUIRY_DAYS * DAY_MS + 60_000);
  });

  it('counts listings by status and purpose right after they are created, changed and deleted', async () => {
    const villa = await createListing({ property_for: 'sell', status: 'available' });
    await createListing({ property_for: 'rent' });
    const draft = await createListing({ property_for: 'rent', status: 'draft' });
    // The list's search counts are cached; the dashboard's must not lag behind a write.
    expect((await readStats()).listings).toEqual({
      total: 3,
      by_status: { available: 2, draft: 1, sold: 0, rented: 0 },
      by_purpose: { sell: 1, rent: 2 },
    });

    await sendForm('PATCH', `/api/properties/properties/${villa.id}/`, { status: 'sold' });
    await sendForm('PATCH', `/api/properties/properties/${draft.id}/`, {
      status: 'rented',
      property_for: 'sell',
    });
    expect((await readStats()).listings).toEqual({
      total: 3,
      by_status: { available: 1, draft: 0, sold: 1, rented: 1 },
      by_purpose: { sell: 2, rent: 1 },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${villa.id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await readStats()).listings).toEqual({
      total: 2,
      by_status: { available: 1, draft: 0, sold: 0, rented: 1 },
      by_purpose: { sell: 1, rent: 1 },
    });
  });

  it('counts the enquiries of the last 7 days, and all of them', async () => {
    expect((await sendEnquiry('Fathima Rahman')).statusCode).toBe(201);
    expect((await sendEnquiry('Joseph Mathew')).statusCode).toBe(201);
    expect((await readStats()).enquiries).toMatchObject({ total: 2, recent: 2 });

    const daysAgo = (days: number, extraMs = 0) => new Date(Date.now() - days * DAY_MS + extraMs);
    const base = {
      email: 'old@example.in',
      phoneNumber: '+919846012345',
      subject: 'Property Inquiry',
      message: 'An older enquiry.',
    };
    await t.database.db.insert(enquiries).values([
      // Just inside the window (a minute to spare for the time the request takes) and just outside.
      { ...base, name: 'Inside', createdAt: daysAgo(RECENT_ENQUIRY_DAYS, 60_000) },
      { ...base, name: 'Outside', createdAt: daysAgo(RECENT_ENQUIRY_DAYS, -60_000) },
      { ...base, name: 'Last month', createdAt: daysAgo(30) },
    ]);
    const stats = await readStats();
    expect(stats.enquiries).toMatchObject({ total: 5, recent: 3 });
  });

  it('counts listings inserted with any status, whatever their age', async () => {
    await insertListing(t.database.db, {
      title: 'Old plot',
      city: 'Kakkanad',
      type: 'Land',
      daysAgo: 400,
    });
    await insertListing(t.database.db, {
      title: 'Shop in Kakkanad',
      city: 'Kakkanad',
      type: 'Shop',
      status: 'rented',
      propertyFor: 'rent',
    });
    expect((await readStats()).listings).toEqual({
      total: 2,
      by_status: { available: 1, draft: 0, sold: 0, rented: 1 },
      by_purpose: { sell: 1, rent: 1 },
    });
  });

  it('counts follow-ups due today or earlier on open enquiries, and enquiries of the last 24 hours, as the linked lists do', async () => {
    const keralaDay = (offsetDays: number) =>
      keralaDate(new Date(Date.now() + offsetDays * DAY_MS));
    const base = {
      email: 'visitor@example.in',
      phoneNumber: '+919846012345',
      subject: 'Property Inquiry',
      message: 'Please call.',
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    };
    await t.database.db.insert(enquiries).values([
      { ...base, name: 'Due yesterday', followUpOn: keralaDay(-1), status: 'contacted' },
      { ...base, name: 'Due today', followUpOn: keralaDay(0), status: 'negotiating' },
      { ...base, name: 'Due tomorrow', followUpOn: keralaDay(1), status: 'new' },
      { ...base, name: 'Won, was due', followUpOn: keralaDay(-1), status: 'won' },
      { ...base, name: 'Lost, was due', followUpOn: keralaDay(0), status: 'lost' },
      { ...base, name: 'Spam, was due', followUpOn: keralaDay(0), status: 'spam' },
      { ...base, name: 'No date', status: 'new' },
      // A minute to spare either side of the 24 hours, for the time the request takes.
      { ...base, name: 'Arrived 23:59 ago', createdAt: new Date(Date.now() - DAY_MS + 60_000) },
      { ...base, name: 'Arrived 24:01 ago', createdAt: new Date(Date.now() - DAY_MS - 60_000) },
    ]);
    expect((await sendEnquiry('Just now')).statusCode).toBe(201);
    const { enquiry_pipeline: pipeline } = await readStats();
    expect(pipeline).toMatchObject({ due_today: 2, new_since_yesterday: 2 });
    const sinceMs = Date.now() - Date.parse(pipeline.new_since);
    expect(sinceMs).toBeGreaterThanOrEqual(DAY_MS);
    expect(sinceMs).toBeLessThan(DAY_MS + 60_000);

    // The dashboard's links open the enquiries it counted.
    const listed = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/properties/contacts/?${query}`,
        headers: admin,
      });
      return response
        .json<{ data: { name: string }[] }>()
        .data.map((item) => item.name)
        .sort();
    };
    expect(await listed('due=today')).toEqual(['Due today', 'Due yesterday']);
    expect(await listed(`from=${encodeURIComponent(pipeline.new_since)}`)).toEqual([
      'Arrived 23:59 ago',
      'Just now',
    ]);
  });
});
