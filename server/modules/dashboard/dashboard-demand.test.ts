import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AlertDemand, DEMAND_ROWS, type DemandRow } from '../../../contract/alert-demand';
import { KERALA_DISTRICT_NAMES } from '../../../contract/kerala-districts';
import { alertSubscribers, properties, searchAlerts } from '../../db/schema';
import { findPlace, findTypeId, insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

const URL = '/api/properties/dashboard/demand/';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(searchAlerts);
  await t.database.db.delete(alertSubscribers);
  await t.database.db.delete(properties);
});

async function readDemand(): Promise<AlertDemand> {
  const response = await t.app.inject({ url: URL, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlertDemand>();
}

type AlertState = 'running' | 'paused' | 'unconfirmed';

let addresses = 0;
/** An address with alerts on these queries, straight into the database. */
async function saveAlerts(
  queries: string[],
  { state = 'running', stopped = false }: { state?: AlertState; stopped?: boolean } = {},
): Promise<void> {
  const { db } = t.database;
  const [subscriber] = await db
    .insert(alertSubscribers)
    .values({
      email: `visitor${++addresses}@example.in`,
      ...(stopped ? { stoppedAt: new Date(), stopReason: 'bounce' as const } : {}),
    })
    .returning({ id: alertSubscribers.id });
  if (!subscriber) throw new Error('insert returned no row');
  await db.insert(searchAlerts).values(
    queries.map((query) => ({
      subscriberId: subscriber.id,
      query,
      frequency: 'daily' as const,
      language: 'en' as const,
      consentPage: '/property-listing',
      confirmedAt: state === 'unconfirmed' ? null : new Date(),
      pausedAt: state === 'paused' ? new Date() : null,
    })),
  );
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Thrissur's listings are placed there: the map areas below find the district by them. */
const THRISSUR = { latitude: 10.52, longitude: 76.21 };

describe('GET /api/properties/dashboard/demand/', () => {
  it.each(BAD_TOKEN_HEADERS)('answers 401 without a valid admin token (%o)', async (headers) => {
    const response = await t.app.inject({ url: URL, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers nothing when no search is saved, never cached', async () => {
    await insertListing(t.database.db, { title: 'Flat', city: 'Kakkanad', type: 'Apartment' });
    // Saved but not running: none of these counts.
    await saveAlerts(['type=rent'], { state: 'unconfirmed' });
    await saveAlerts(['type=rent'], { state: 'paused' });
    await saveAlerts(['type=rent'], { stopped: true });
    const response = await t.app.inject({ url: URL, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ alerts: 0, anywhere: 0, groups: 0, rows: [] });
  });

  it('groups running alerts by district, purpose, type and price band, beside the listings there', async () => {
    const { db } = t.database;
    const apartment = await findTypeId(db, 'Apartment');
    const villa = await findTypeId(db, 'Villa');
    const land = await findTypeId(db, 'Land');
    const ernakulam = (await findPlace(db, 'Kakkanad')).districtId;
    const thrissur = (await findPlace(db, 'Thrissur')).districtId;

    const kochiFlat = q({
      location: 'Kochi, Ernakulam, Kerala',
      type: 'rent',
      category: 'Apartment',
      price: '15000-30000',
    });
    await saveAlerts([kochiFlat, q({ type: 'rent' })]);
    await saveAlerts([kochiFlat]);
    // The same group by a town of the district, a word for the type and a top in the band;
    // in Malayalam (looked up as the search does), and by the old English name.
    await saveAlerts([
      q({ location: 'Kakkanad', type: 'rent', category: 'flat', price: '-22000' }),
    ]);
    await saveAlerts([
      q({ location: 'കൊച്ചി', type: 'rent', category: 'Apartment', price: '-30000' }),
    ]);
    await saveAlerts([q({ location: 'Cochin', type: 'rent', category: 'flats', price: '20000-' })]);
    // Villas for sale in Thrissur, by name and by a map area over the town.
    const thrissurVilla = { type: 'buy', category: 'Villa', price: '5000000-10000000' };
    await saveAlerts([q({ location: 'Thrissur', ...thrissurVilla })]);
    await saveAlerts([q({ bbox: '76.15,10.45,76.3,10.6', ...thrissurVilla })]);
    // A group of types, any price; and places that name no district.
    await saveAlerts([q({ location: 'Kochi', type: 'buy', category: 'residential' })]);
    await saveAlerts([q({ location: 'Nowhere at all', category: 'Land', price: '-2000000' })]);
    await saveAlerts([q({ location: 'Kerala', type: 'rent' })]);
    await saveAlerts([q({ bbox: '74,8,78,13', type: 'rent' })]);
    // Not running: unconfirmed, paused, or the address stopped (a bounce).
    await saveAlerts([kochiFlat, q({ location: 'Kollam' })], { state: 'unconfirmed' });
    await saveAlerts([kochiFlat, q({ location: 'Kannur' })], { state: 'paused' });
    await saveAlerts([kochiFlat, q({ location: 'Kottayam' })], { stopped: true });

    const rentFlat = { city: 'Kakkanad', type: 'Apartment', propertyFor: 'rent' } as const;
    await insertListing(db, { ...rentFlat, title: 'In the band', price: 25_000 });
    await insertListing(db, { ...rentFlat, title: 'Band top, included', price: 30_000 });
    await insertListing(db, { ...rentFlat, title: 'Above the band', price: 30_001 });
    await insertListing(db, { ...rentFlat, title: 'Rented', price: 25_000, status: 'rented' });
    await insertListing(db, { ...rentFlat, title: 'Draft', price: 25_000, status: 'draft' });
    await insertListing(db, {
      ...rentFlat,
      title: 'Hidden, unconfirmed 100 days',
      price: 25_000,
      confirmedAt: new Date(Date.now() - 100 * DAY_MS),
    });
    await insertListing(db, {
      city: 'Kakkanad',
      type: 'House',
      propertyFor: 'rent',
      title: 'A house, not a flat',
      price: 25_000,
    });
    await insertListing(db, {
      city: 'Thrissur',
      ...THRISSUR,
      type: 'Villa',
      title: 'A villa above the band',
      price: 25_000_000,
    });
    await insertListing(db, {
      city: 'Kochi',
      type: 'House',
      title: 'House for sale in Kochi',
      price: 6_500_000,
    });
    await insertListing(db, {
      city: 'Kochi',
      type: 'Land',
      title: 'Plot under 20 lakh',
      price: 1_900_000,
    });

    const demand = await readDemand();
    expect(demand.alerts).toBe(12);
    // The state, an unknown name, an area as wide as Kerala; 'type=rent' has no place at all.
    expect(demand.anywhere).toBe(4);
    expect(demand.groups).toBe(demand.rows.length);
    const row = (values: Omit<DemandRow, 'price_band'> & { band: string }): DemandRow => {
      const { band, ...rest } = values;
      const bands: Record<string, DemandRow['price_band']> = {
        '₹15K–30K/month': { min: 15_000, max: 30_000, label: '₹15K–30K/month' },
        '₹50L–1Cr': { min: 5_000_000, max: 10_000_000, label: '₹50L–1Cr' },
        'Under ₹25L': { min: 0, max: 2_500_000, label: 'Under ₹25L' },
        'Any price': { min: null, max: null, label: 'Any price' },
      };
      return { ...rest, price_band: bands[band]! };
    };
    expect(demand.rows).toEqual([
      row({
        district_id: ernakulam,
        district: 'Ernakulam',
        purpose: 'rent',
        property_type_id: apartment,
        property_type: 'Apartment',
        band: '₹15K–30K/month',
        alerts: 5,
        listed: 2,
      }),
      row({
        district_id: null,
        district: null,
        purpose: 'rent',
        property_type_id: null,
        property_type: null,
        band: 'Any price',
        alerts: 3,
        // Every rent listing a visitor sees, in any district: three flats and the house.
        listed: 4,
      }),
      row({
        district_id: thrissur,
        district: 'Thrissur',
        purpose: 'sell',
        property_type_id: villa,
        property_type: 'Villa',
        band: '₹50L–1Cr',
        alerts: 2,
        listed: 0,
      }),
      // As many alerts and listings: by district, anywhere last.
      row({
        district_id: ernakulam,
        district: 'Ernakulam',
        purpose: 'sell',
        property_type_id: null,
        property_type: 'House / Apartment / Villa',
        band: 'Any price',
        alerts: 1,
        listed: 1,
      }),
      row({
        district_id: null,
        district: null,
        purpose: 'all',
        property_type_id: land,
        property_type: 'Land',
        band: 'Under ₹25L',
        alerts: 1,
        listed: 1,
      }),
    ]);
  });

  it(`lists the ${DEMAND_ROWS} groups with most alerts first, and counts them all`, async () => {
    // A group for each district and purpose: 28, one alert each.
    await saveAlerts(
      KERALA_DISTRICT_NAMES.flatMap((district) => [
        q({ location: district, type: 'rent' }),
        q({ location: district, type: 'buy' }),
      ]),
    );
    await saveAlerts([q({ location: 'Wayanad', type: 'buy' })]);
    await saveAlerts([q({ location: 'Wayanad, Kerala', type: 'buy' })]);
    const demand = await readDemand();
    expect(demand).toMatchObject({ alerts: 30, anywhere: 0, groups: 28 });
    expect(demand.rows).toHaveLength(DEMAND_ROWS);
    expect(demand.rows[0]).toMatchObject({ district: 'Wayanad', purpose: 'sell', alerts: 3 });
    // Then by district's name, rent before sale.
    expect(demand.rows.slice(1, 4).map((row) => [row.district, row.purpose])).toEqual([
      ['Alappuzha', 'rent'],
      ['Alappuzha', 'sell'],
      ['Ernakulam', 'rent'],
    ]);
  });
});
