import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LISTING_FACT_FIELDS } from '../../../contract/listing-facts';
import type { Page } from '../../../contract/pagination';
import type { ListingSummary, Property } from '../../../contract/properties';
import { propertyMessages } from '../../../contract/property-messages';
import { readListingSearch } from '../../../contract/listing-search';
import { auditLog, catalogueVersion, properties } from '../../db/schema';
import type { ImportReport } from '../../../contract/listing-import';
import { parseCsv, toCsv } from '../../http/csv';
import { encodeMultipart } from '../../media/test-uploads';
import { insertListing, listingFormFields } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The facts of issue 34 (rent terms, the building, K-RERA, the land): written through the API's
 * multipart form, read back on the detail and the list, each check a 400 that writes nothing,
 * audited and moving the catalogue version like any other column.
 */

let t: TestApp;
let admin: Record<string, string>;
let base: Record<string, string>;

const YEAR = new Date().getFullYear();

/** A rental flat that gives every fact. */
const EVERY_FACT: Record<string, string> = {
  security_deposit: '75000',
  maintenance_monthly: '2500',
  available_from: '2026-12-15',
  lock_in_months: '11',
  tenant_preference: 'family',
  pets_allowed: 'no',
  floor: '3',
  total_floors: '9',
  facing: 'e',
  carpet_area: '1180.5',
  water_source: 'well, KWA',
  power_backup: 'full',
  rera_number: ' k-rera / prj / ern / 156 / 2025 ',
  survey_number: '123/4A',
  village: 'Kakkanad',
  taluk: 'Kanayannur',
  land_type: 'purayidam',
  in_data_bank: 'false',
  road_width_ft: '20',
  road_frontage_ft: '45.5',
};

const EVERY_FACT_READ = {
  security_deposit: 75_000,
  maintenance_monthly: 2500,
  available_from: '2026-12-15',
  lock_in_months: 11,
  tenant_preference: 'family',
  pets_allowed: false,
  floor: 3,
  total_floors: 9,
  facing: 'e',
  carpet_area: 1180.5,
  water_source: ['kwa', 'well'],
  power_backup: 'full',
  rera_number: 'K-RERA/PRJ/ERN/156/2025',
  survey_number: '123/4A',
  village: 'Kakkanad',
  taluk: 'Kanayannur',
  land_type: 'purayidam',
  in_data_bank: false,
  road_width_ft: 20,
  road_frontage_ft: 45.5,
} satisfies Partial<Property>;

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  admin = await t.adminHeaders();
  base = await listingFormFields(t.database.db, { property_for: 'rent', price: '32000' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(properties);
});

async function send(method: 'POST' | 'PATCH', url: string, values: Record<string, string>) {
  const parts = Object.entries(values).map(([name, value]) => ({ name, value }));
  const { payload, headers } = await encodeMultipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
}

const create = (values: Record<string, string>) =>
  send('POST', '/api/properties/properties/', values);
const update = (id: number, values: Record<string, string>) =>
  send('PATCH', `/api/properties/properties/${id}/`, values);

async function createOk(values: Record<string, string>): Promise<Property> {
  const response = await create(values);
  expect(response.statusCode, t.logs.filter((line) => line.includes('"level":50')).join('\n')).toBe(
    201,
  );
  return response.json<Property>();
}

async function countListings(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties);
  return row?.n ?? 0;
}

async function version(): Promise<number> {
  const [row] = await t.database.db.select().from(catalogueVersion);
  return row!.version;
}

describe('the facts on a listing', () => {
  it('are written by a create and read back on the detail and the list', async () => {
    const created = await createOk({ ...base, ...EVERY_FACT });
    expect(created).toMatchObject(EVERY_FACT_READ);
    const detail = await t.app.inject({ url: `/api/properties/properties/${created.id}/` });
    expect(detail.json()).toEqual(created);
    const listed = await t.app.inject({ url: '/api/properties/properties/' });
    expect(listed.json<Page<Property>>().data[0]).toEqual(created);
    // The cards' summary carries the deposit and the K-RERA number.
    const summaries = await t.app.services.properties.listSummaries(
      readListingSearch(new URLSearchParams(), 'listing-page').search,
      { isAdmin: false },
    );
    expect(summaries.data[0]).toMatchObject({
      security_deposit: 75_000,
      rera_number: 'K-RERA/PRJ/ERN/156/2025',
    } satisfies Partial<ListingSummary>);
  });

  it('are null on a listing that gives none (none is required)', async () => {
    const created = await createOk(base);
    for (const name of LISTING_FACT_FIELDS) expect(created[name], name).toBeNull();
  });

  it('are changed one at a time, and cleared by a blank value', async () => {
    const { id } = await createOk({ ...base, ...EVERY_FACT });
    const changed = await update(id, { security_deposit: '90000', facing: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      ...EVERY_FACT_READ,
      security_deposit: 90_000,
      facing: null,
    });
    const cleared = await update(
      id,
      Object.fromEntries(LISTING_FACT_FIELDS.map((name) => [name, ''])),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    for (const name of LISTING_FACT_FIELDS) expect(cleared.json<Property>()[name], name).toBeNull();
  });

  it('takes each K-RERA form K-RERA issues, in any case', async () => {
    for (const [typed, stored] of [
      ['K-RERA/PRJ/TVM/045/2023', 'K-RERA/PRJ/TVM/045/2023'],
      ['k-rera/prj/mpm/232/2024', 'K-RERA/PRJ/MPM/232/2024'],
      ['K-RERA/AG/0138/2025', 'K-RERA/AG/0138/2025'],
    ]) {
      const created = await createOk({ ...base, rera_number: typed! });
      expect(created.rera_number).toBe(stored);
    }
  });

  it.each([
    ['security_deposit', '-1', propertyMessages.rupeesRange],
    ['security_deposit', '75000.50', propertyMessages.notAWholeNumber],
    ['security_deposit', '1000000000', propertyMessages.rupeesRange],
    ['maintenance_monthly', 'two thousand', propertyMessages.notANumber],
    ['available_from', '2026-02-30', propertyMessages.dateInvalid],
    ['available_from', '15/12/2026', propertyMessages.dateInvalid],
    ['lock_in_months', '121', propertyMessages.lockInRange],
    [
      'tenant_preference',
      'students',
      propertyMessages.choice(['any', 'family', 'bachelors', 'company']),
    ],
    ['pets_allowed', 'maybe', propertyMessages.yesOrNo],
    ['floor', '-1', propertyMessages.floorRange],
    ['floor', '2.5', propertyMessages.notAWholeNumber],
    ['total_floors', '0', propertyMessages.totalFloorsRange],
    ['facing', 'east', propertyMessages.choice(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'])],
    ['carpet_area', '0', propertyMessages.carpetAreaPositive],
    ['carpet_area', '1500', propertyMessages.carpetAreaAboveArea],
    ['water_source', 'kwa, river', propertyMessages.waterSourceInvalid],
    ['power_backup', 'inverter', propertyMessages.choice(['none', 'partial', 'full'])],
    ['rera_number', 'K-RERA/PRJ/XYZ/156/2025', propertyMessages.reraInvalid],
    ['rera_number', 'K-RERA/PRJ/156/2025', propertyMessages.reraInvalid],
    ['rera_number', `K-RERA/PRJ/ERN/156/${YEAR + 1}`, propertyMessages.reraInvalid],
    ['rera_number', 'K-RERA/PRJ/ERN/156/2016', propertyMessages.reraInvalid],
    ['rera_number', 'PRM/KA/RERA/1251/310/PR/180516/001', propertyMessages.reraInvalid],
    ['survey_number', '123/4A; drop', propertyMessages.surveyNumberInvalid],
    ['village', 'x'.repeat(81), propertyMessages.tooLong(80)],
    [
      'land_type',
      'wetland',
      propertyMessages.choice(['purayidam', 'nilam', 'nilam_converted', 'plantation']),
    ],
    ['in_data_bank', 'perhaps', propertyMessages.yesOrNo],
    ['road_width_ft', '0', propertyMessages.roadWidthRange],
    ['road_width_ft', '301', propertyMessages.roadWidthRange],
    ['road_frontage_ft', '-5', propertyMessages.roadFrontageRange],
  ])('refuses %s = %j with a field error, and writes nothing', async (name, value, message) => {
    const response = await create({ ...base, [name]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ [name]: [message] });
    expect(await countListings()).toBe(0);
  });

  it('refuses a floor above the building and a carpet area above the area, sent together', async () => {
    const response = await create({ ...base, floor: '10', total_floors: '9', carpet_area: '1451' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      floor: [propertyMessages.floorAboveBuilding],
      carpet_area: [propertyMessages.carpetAreaAboveArea],
    });
    expect(await countListings()).toBe(0);
    // The ground floor of a one-floor house, and a carpet area equal to the area, are fine.
    await createOk({ ...base, floor: '0', total_floors: '1', carpet_area: '1450' });
  });

  it('checks a fact sent alone against its stored pair, and changes nothing when refused', async () => {
    const { id } = await createOk({ ...base, floor: '3', total_floors: '9', carpet_area: '1200' });
    const before = await t.database.db.select().from(properties).where(eq(properties.id, id));
    for (const [values, field, message] of [
      [{ floor: '10' }, 'floor', propertyMessages.floorAboveBuilding],
      [{ total_floors: '2' }, 'floor', propertyMessages.floorAboveBuilding],
      [{ carpet_area: '1451' }, 'carpet_area', propertyMessages.carpetAreaAboveArea],
      [{ area: '1000' }, 'carpet_area', propertyMessages.carpetAreaAboveArea],
      [{ floor: '10', title: 'A new title' }, 'floor', propertyMessages.floorAboveBuilding],
    ] as const) {
      const response = await update(id, values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json()).toEqual({ [field]: [message] });
    }
    const after = await t.database.db.select().from(properties).where(eq(properties.id, id));
    expect(after).toEqual(before);
    // Clearing the building's floors leaves a floor with nothing to be above.
    const cleared = await update(id, { total_floors: '', floor: '12' });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('is refused by the database too, whoever writes it (migration 0017)', async () => {
    const id = await insertListing(t.database.db, { title: 'Flat', city: 'Kakkanad', type: null });
    for (const values of [
      { floor: 4, totalFloors: 3 },
      { carpetArea: 1001 },
      { securityDeposit: -1 },
      { facing: 'east' as never },
      { waterSource: [] },
      { waterSource: ['river'] as never },
      { landType: 'wetland' as never },
      { reraNumber: 'RERA-123' },
      { roadWidthFt: 0 },
      { lockInMonths: 121 },
    ]) {
      await expect(
        t.database.db.update(properties).set(values).where(eq(properties.id, id)),
        JSON.stringify(values),
      ).rejects.toThrow();
    }
  });

  it('records an edit of one fact in the audit trail and moves the catalogue version on', async () => {
    const { id } = await createOk({ ...base, ...EVERY_FACT });
    const before = await version();
    const response = await update(id, { road_width_ft: '24' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, id), eq(auditLog.action, 'updated')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ road_width_ft: [20, 24] });
    expect(entries[0]!.propertyId).toBe(id);
  });
});

describe("the facts' filters on the list", () => {
  /** Titles of the listings a query finds, in title order. */
  async function found(query: string): Promise<string[]> {
    const response = await t.app.inject({ url: `/api/properties/properties/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Page<Property>>()
      .data.map((item) => item.title)
      .sort();
  }

  beforeEach(async () => {
    const db = t.database.db;
    const rental = { city: 'Kakkanad', type: 'Apartment', propertyFor: 'rent' as const };
    await insertListing(db, {
      ...rental,
      title: 'A family flat',
      securityDeposit: 60_000,
      tenantPreference: 'family',
      availableFrom: '2026-12-01',
      floor: 3,
      totalFloors: 9,
      facing: 'e',
    });
    await insertListing(db, {
      ...rental,
      title: 'B open flat',
      securityDeposit: 100_000,
      tenantPreference: 'any',
      availableFrom: '2027-02-01',
      floor: 0,
      totalFloors: 4,
      facing: 'ne',
      reraNumber: 'K-RERA/PRJ/ERN/091/2020',
    });
    await insertListing(db, {
      ...rental,
      title: 'C bachelor room',
      securityDeposit: 20_000,
      tenantPreference: 'bachelors',
      floor: 12,
      totalFloors: 14,
      facing: 's',
    });
    await insertListing(db, {
      city: 'Kakkanad',
      type: 'Land',
      title: 'D garden plot',
      cents: 10,
      landType: 'purayidam',
      roadWidthFt: 20,
    });
    await insertListing(db, {
      city: 'Kakkanad',
      type: 'Land',
      title: 'E paddy plot',
      cents: 40,
      landType: 'nilam',
      inDataBank: true,
      roadWidthFt: 8,
    });
    await insertListing(db, { city: 'Kakkanad', type: 'House', title: 'F no facts' });
  });

  it('max_deposit: a stated deposit at most that much', async () => {
    expect(await found('max_deposit=60000')).toEqual(['A family flat', 'C bachelor room']);
    expect(await found('max_deposit=19999')).toEqual([]);
  });

  it('tenant_preference: listings that take such tenants, or anyone', async () => {
    expect(await found('tenant_preference=family')).toEqual(['A family flat', 'B open flat']);
    expect(await found('tenant_preference=bachelors')).toEqual(['B open flat', 'C bachelor room']);
    expect(await found('tenant_preference=any')).toEqual(['B open flat']);
  });

  it('available_by: available on or before the day, or with no date given', async () => {
    const undated = ['C bachelor room', 'D garden plot', 'E paddy plot', 'F no facts'];
    expect(await found('available_by=2026-11-30')).toEqual(undated);
    expect(await found('available_by=2026-12-01')).toEqual(['A family flat', ...undated].sort());
    expect(await found('available_by=2027-02-01')).toHaveLength(6);
  });

  it('facing: one or several ways', async () => {
    expect(await found('facing=e')).toEqual(['A family flat']);
    expect(await found('facing=e,ne')).toEqual(['A family flat', 'B open flat']);
  });

  it('min_floor and max_floor: a stated floor within them, the ground floor 0', async () => {
    expect(await found('max_floor=0')).toEqual(['B open flat']);
    expect(await found('min_floor=3')).toEqual(['A family flat', 'C bachelor room']);
    expect(await found('min_floor=1&max_floor=10')).toEqual(['A family flat']);
  });

  it('rera=1: listings with a K-RERA number', async () => {
    expect(await found('rera=1')).toEqual(['B open flat']);
    expect(await found('rera=true')).toEqual(['B open flat']);
    expect(await found('rera=0')).toHaveLength(6);
  });

  it('land_type and min_road_width', async () => {
    expect(await found('land_type=nilam')).toEqual(['E paddy plot']);
    expect(await found('land_type=purayidam,nilam')).toEqual(['D garden plot', 'E paddy plot']);
    expect(await found('min_road_width=10')).toEqual(['D garden plot']);
    expect(await found('min_road_width=8&land_type=nilam')).toEqual(['E paddy plot']);
  });

  it('answers a bad value with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['max_deposit=lots', 'max_deposit'],
      ['tenant_preference=students', 'tenant_preference'],
      ['available_by=2026-02-30', 'available_by'],
      ['facing=east', 'facing'],
      ['min_floor=-1', 'min_floor'],
      ['max_floor=two', 'max_floor'],
      ['rera=maybe', 'rera'],
      ['land_type=wetland', 'land_type'],
      ['min_road_width=wide', 'min_road_width'],
    ]) {
      const response = await t.app.inject({ url: `/api/properties/properties/?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
  });
});

describe('the facts in CSV', () => {
  async function exportCsv(): Promise<string[][]> {
    const response = await t.app.inject({
      url: '/api/properties/properties/export/',
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body);
  }
  const importCsv = (csv: string, options: { dry_run?: boolean; skip_invalid?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/import/',
      payload: { csv, ...options },
      headers: admin,
    });

  it('exports each fact in its own column, and imports them back as they were', async () => {
    const original = await createOk({ ...base, ...EVERY_FACT });
    const [header, row] = await exportCsv();
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('security_deposit')).toBe('75000');
    expect(cell('available_from')).toBe('2026-12-15');
    expect(cell('pets_allowed')).toBe('no');
    expect(cell('water_source')).toBe('kwa; well');
    expect(cell('rera_number')).toBe('K-RERA/PRJ/ERN/156/2025');
    expect(cell('carpet_area')).toBe('1180.5');
    expect(cell('road_frontage_ft')).toBe('45.5');

    const done = await importCsv(toCsv(header!, [row!]));
    expect(done.statusCode, done.body).toBe(201);
    const [copyId] = done.json<ImportReport>().created;
    const copy = await t.app.inject({ url: `/api/properties/properties/${copyId}/` });
    expect(copy.json()).toMatchObject(EVERY_FACT_READ);
    expect(copy.json<Property>().title).toBe(original.title);
  });

  it('leaves a fact out when its cell is empty, or its column is not in the file', async () => {
    const csv = toCsv(
      [
        'title',
        'property_type',
        'town',
        'description',
        'price',
        'bedrooms',
        'bathrooms',
        'area',
        'contact_name',
        'phone_number',
        'whatsapp_number',
        'email',
        'latitude',
        'longitude',
        'floor',
      ],
      [
        [
          'Flat',
          'Apartment',
          'Kakkanad',
          'A flat.',
          '5000000',
          '2',
          '2',
          '1000',
          'Anu',
          '+919847011223',
          '+919847011223',
          'anu@example.in',
          '10.01',
          '76.34',
          '',
        ],
      ],
    );
    const done = await importCsv(csv);
    expect(done.statusCode, done.body).toBe(201);
    const [id] = done.json<ImportReport>().created;
    const listing = await t.app.inject({ url: `/api/properties/properties/${id}/` });
    for (const name of LISTING_FACT_FIELDS) expect(listing.json<Property>()[name], name).toBeNull();
  });

  it('checks each fact as the API does, and imports nothing while a row is wrong', async () => {
    await createOk({ ...base, ...EVERY_FACT });
    const [header, row] = await exportCsv();
    await t.database.db.delete(properties);
    const withCell = (name: string, value: string) =>
      row!.map((cell, index) => (header![index] === name ? value : cell));
    const csv = toCsv(header!, [
      withCell('rera_number', 'K-RERA/PRJ/XYZ/1/2025'),
      withCell('floor', '10'),
      withCell('water_source', 'kwa; river'),
      row!,
    ]);
    const preview = await importCsv(csv, { dry_run: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json<ImportReport>();
    expect(report).toMatchObject({ valid: 1, invalid: 3 });
    expect(report.rows.map((item) => item.errors)).toEqual([
      { rera_number: [propertyMessages.reraInvalid] },
      { floor: [propertyMessages.floorAboveBuilding] },
      { water_source: [propertyMessages.waterSourceInvalid] },
      {},
    ]);
    const refused = await importCsv(csv);
    expect(refused.statusCode).toBe(400);
    expect(await countListings()).toBe(0);
  });
});
