// The listing form's facts (issue 34, product.md section 5), at both screen sizes: a rental added
// with its rent terms and building, a plot's land facts edited, a K-RERA number refused for its
// form and the warning of a new flat without one; each checked through the API, and the form
// with its new sections checked by axe.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { Property } from '../contract/properties';
import { propertyMessages } from '../contract/property-messages';
import { RERA_WARNING } from '../contract/rera';
import { authHeader, referenceId, signInAsAdmin } from './admin';
import { axeViolations, describeViolations } from './axe';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';

const uniqueSuffix = () => randomBytes(4).toString('hex');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

let token: string;
let created: number[] = [];

test.afterEach(async ({ request }) => {
  for (const id of created) {
    const response = await request.delete(`/api/properties/properties/${id}/`, {
      headers: authHeader(token),
    });
    expect([204, 404]).toContain(response.status());
  }
  created = [];
});

async function expectAccessible(page: Page, screen: string) {
  expect.soft(describeViolations(await axeViolations(page)), `axe on ${screen}`).toBe('');
}

/** Chooses an option by its text once the select offers it. */
async function choose(select: Locator, label: string) {
  await expect(select.locator('option', { hasText: label }).first()).toBeAttached();
  await select.selectOption({ label });
}

async function readListing(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Property;
}

async function findListingByTitle(request: APIRequestContext, title: string) {
  const response = await request.get(
    `/api/properties/properties/?status=all&q=${encodeURIComponent(title)}`,
    { headers: authHeader(token) },
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Property[] };
  const listing = data.find((item) => item.title === title);
  if (listing) created.push(listing.id);
  return listing;
}

/** What the add screen requires, for a listing in Kochi of `type`. */
async function fillRequiredAddFields(page: Page, title: string, type: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Price (₹)').fill('25000');
  await choose(field(page, 'Property type'), type);
  await field(page, 'Bedrooms').fill('2');
  await field(page, 'Bathrooms').fill('2');
  await field(page, 'Area (sq.ft)').fill('950');
  await field(page, 'Contact name').fill('Facts Test');
  await field(page, 'E-mail').fill('facts-test@example.com');
  await field(page, 'Phone number').fill('+919846012345');
  await field(page, 'WhatsApp number').fill('+919846012345');
  await choose(field(page, 'State'), 'Kerala');
  await choose(field(page, 'District'), 'Ernakulam');
  await choose(field(page, 'City'), 'Kochi');
  await field(page, 'Latitude').fill('9.9312');
  await field(page, 'Longitude').fill('76.2673');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A listing for the facts tests.');
}

/** A plot of land for sale in Kochi with some land facts (or `changes`), made through the API. */
async function createPlot(
  request: APIRequestContext,
  title: string,
  changes: Record<string, string> = {},
): Promise<Property> {
  const state = await referenceId(request, 'states/', 'Kerala');
  const district = await referenceId(request, `districts/?state=${state}`, 'Ernakulam');
  const city = await referenceId(request, `cities/?district=${district}`, 'Kochi');
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    description: 'A plot the facts tests edit.',
    price: '4200000',
    property_for: 'sell',
    property_ownership: 'management',
    property_type: await referenceId(request, 'property-types/', 'Land'),
    bedrooms: '0',
    bathrooms: '0',
    area: '4356',
    cents: '10',
    parking_spaces: '0',
    furnishing: 'unfurnished',
    contact_name: 'Facts Test',
    email: 'facts-test@example.com',
    phone_number: '+919846012345',
    whatsapp_number: '+919846012345',
    state,
    district,
    city,
    latitude: '9.9312',
    longitude: '76.2673',
    google_maps_url: 'https://maps.google.com/?q=9.9312,76.2673',
    google_embedded_map_link: 'https://www.google.com/maps/embed?pb=e2e',
    survey_number: '45/2',
    land_type: 'purayidam',
    road_width_ft: '10',
    ...changes,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
  const plot = (await response.json()) as Property;
  created.push(plot.id);
  return plot;
}

test.describe('the listing form: rent terms, the building, K-RERA and the land', () => {
  test('a rental is added with its rent terms and building facts', async ({ page }) => {
    token = await signInAsAdmin(page);
    const title = `Facts rental ${uniqueSuffix()}`;
    await page.goto('/admin/add-property');
    await expect(page.getByRole('heading', { name: 'Add Property', level: 1 })).toBeVisible();
    await fillRequiredAddFields(page, title, 'Apartment');

    // A flat for rent: its rent terms and its building; no K-RERA, no land.
    await expect(section(page, 'Rent terms')).toBeVisible();
    await expect(section(page, 'The building')).toBeVisible();
    await expect(section(page, 'K-RERA')).toHaveCount(0);
    await expect(section(page, 'Land')).toHaveCount(0);

    await field(page, 'Security deposit (₹)').fill('75000');
    await field(page, 'Maintenance a month (₹)').fill('2500');
    await field(page, 'Available from').fill('2026-12-01');
    await field(page, 'Lock-in (months)').fill('11');
    await field(page, 'Tenant preference').selectOption({ label: 'Families' });
    await field(page, 'Pets allowed').selectOption({ label: 'No' });
    await field(page, 'Floor').fill('12');
    await field(page, 'Floors in the building').fill('9');
    await field(page, 'Facing').selectOption({ label: 'North-east' });
    await field(page, 'Carpet area (sq.ft)').fill('1200');
    await page.getByLabel('KWA mains', { exact: true }).check();
    await page.getByLabel('Borewell', { exact: true }).check();
    await field(page, 'Power backup').selectOption({ label: 'Full' });
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'the add form with rent terms and the building');

    // The API's own rules, in the browser: a floor above the top, a carpet area above the area.
    await page.getByRole('button', { name: 'Create Property', exact: true }).click();
    const floor = field(page, 'Floor');
    await expect(floor).toHaveAttribute('aria-invalid', 'true');
    await expect(
      section(page, 'The building').getByText(propertyMessages.floorAboveBuilding),
    ).toBeVisible();
    await expect(
      section(page, 'The building').getByText(propertyMessages.carpetAreaAboveArea),
    ).toBeVisible();
    await expectAccessible(page, 'the add form with the building’s errors');
    await floor.fill('3');
    await field(page, 'Carpet area (sq.ft)').fill('820');
    await expect(floor).not.toHaveAttribute('aria-invalid');

    // The server's refusal of a fact shows under the fact, as every field's does (answered here
    // by a stand-in: the browser's own checks leave the real API nothing to refuse).
    allowConsoleMessages(page, /status of 400/);
    const refusal = 'Choose water sources from: kwa, well, borewell, panchayat.';
    await page.route(
      '**/api/properties/properties/',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 400, json: { water_source: [refusal] } })
          : route.fallback(),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Create Property', exact: true }).click();
    const waterSource = page.getByRole('group', { name: 'Water source' });
    await expect(waterSource.getByText(refusal)).toBeVisible();
    await expect(waterSource).toHaveAccessibleDescription(refusal);
    await page.getByLabel('Well', { exact: true }).check();
    await expect(waterSource.getByText(refusal)).toHaveCount(0);
    await page.getByLabel('Well', { exact: true }).uncheck();

    await page.getByRole('button', { name: 'Create Property', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    const listing = await findListingByTitle(page.request, title);
    expect(listing, 'the new rental is in the API').toBeDefined();
    expect(await readListing(page.request, listing!.id)).toMatchObject({
      property_for: 'rent',
      security_deposit: 75_000,
      maintenance_monthly: 2_500,
      available_from: '2026-12-01',
      lock_in_months: 11,
      tenant_preference: 'family',
      pets_allowed: false,
      floor: 3,
      total_floors: 9,
      facing: 'ne',
      carpet_area: 820,
      water_source: ['kwa', 'borewell'],
      power_backup: 'full',
      rera_number: null,
      land_type: null,
    });
  });

  test("a plot's land facts are edited, and a K-RERA number is checked", async ({ page }) => {
    token = await signInAsAdmin(page);
    const plot = await createPlot(page.request, `Facts plot ${uniqueSuffix()}`);
    await page.goto(`/admin/edit-property/${plot.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Property', level: 1 })).toBeVisible();

    // Land for sale: its land and K-RERA; no building, no rent terms.
    const land = section(page, 'Land');
    await expect(land).toBeVisible();
    await expect(section(page, 'K-RERA')).toBeVisible();
    await expect(section(page, 'The building')).toHaveCount(0);
    await expect(section(page, 'Rent terms')).toHaveCount(0);

    // Prefilled from the listing.
    await expect(field(page, 'Survey number')).toHaveValue('45/2');
    await expect(field(page, 'Land type')).toHaveValue('purayidam');
    await expect(field(page, 'Road width (ft)')).toHaveValue('10');
    await expect(field(page, 'In the paddy-land data bank')).toHaveValue('');

    await field(page, 'Survey number').fill('123/4A');
    await field(page, 'Village').fill('Kakkanad');
    await field(page, 'Taluk').fill('Kanayannur');
    await field(page, 'Land type').selectOption({ label: 'Nilam (paddy land)' });
    await expect(land.getByText(/cannot be built on without conversion/)).toBeVisible();
    await field(page, 'In the paddy-land data bank').selectOption({ label: 'Yes' });
    await field(page, 'Road width (ft)').fill('20');
    await field(page, 'Road frontage (ft)').fill('65.5');

    // A number not in K-RERA's form is refused in the browser with the API's message.
    const rera = field(page, 'K-RERA number');
    await rera.fill('KRERA-156');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expect(rera).toHaveAttribute('aria-invalid', 'true');
    await expect(section(page, 'K-RERA').getByText(propertyMessages.reraInvalid)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'the edit form with the land and a K-RERA error');
    await rera.fill('k-rera/prj/ern/156/2025');
    await expect(rera).not.toHaveAttribute('aria-invalid');

    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    expect(await readListing(page.request, plot.id)).toMatchObject({
      survey_number: '123/4A',
      village: 'Kakkanad',
      taluk: 'Kanayannur',
      land_type: 'nilam',
      in_data_bank: true,
      road_width_ft: 20,
      road_frontage_ft: 65.5,
      rera_number: 'K-RERA/PRJ/ERN/156/2025',
      floor: null,
      security_deposit: null,
    });
  });

  test('a new flat for sale without a K-RERA number is warned of, not refused', async ({
    page,
  }) => {
    token = await signInAsAdmin(page);
    const title = `Facts new flat ${uniqueSuffix()}`;
    await page.goto('/admin/add-property');
    await expect(page.getByRole('heading', { name: 'Add Property', level: 1 })).toBeVisible();
    await fillRequiredAddFields(page, title, 'Apartment');
    await field(page, 'Property for').selectOption('sell');
    await field(page, 'Price (₹)').fill('6500000');

    const reraSection = section(page, 'K-RERA');
    await expect(reraSection).toBeVisible();
    await expect(section(page, 'Rent terms')).toHaveCount(0);
    const note = reraSection.getByText(RERA_WARNING);
    await expect(note).toBeVisible();
    await expect(field(page, 'K-RERA number')).toHaveAccessibleDescription(
      new RegExp(RERA_WARNING.slice(0, 40)),
    );
    await expectAccessible(page, 'the add form with the K-RERA warning');

    // A number makes the warning go; a wrong one is an error.
    await field(page, 'K-RERA number').fill('K-RERA/PRJ/XYZ/1/2025');
    await expect(note).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Property', exact: true }).click();
    await expect(reraSection.getByText(propertyMessages.reraInvalid)).toBeVisible();

    // Empty again: the warning is back, and the listing saves.
    await field(page, 'K-RERA number').fill('');
    await expect(note).toBeVisible();
    await page.getByRole('button', { name: 'Create Property', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    const listing = await findListingByTitle(page.request, title);
    expect(listing, 'the flat saved without a number').toBeDefined();
    expect(await readListing(page.request, listing!.id)).toMatchObject({
      property_for: 'sell',
      rera_number: null,
      security_deposit: null,
    });
  });

  test('an edit that makes a rental a sale says its rent terms will go, and removes them', async ({
    page,
  }) => {
    token = await signInAsAdmin(page);
    const flat = await createPlot(page.request, `Facts to sale ${uniqueSuffix()}`, {
      property_for: 'rent',
      price: '30000',
      property_type: await referenceId(page.request, 'property-types/', 'Apartment'),
      bedrooms: '2',
      bathrooms: '2',
      area: '1100',
      cents: '',
      built_year: '2015',
      survey_number: '',
      land_type: '',
      road_width_ft: '',
      security_deposit: '90000',
      tenant_preference: 'family',
      floor: '4',
      total_floors: '8',
    });
    await page.goto(`/admin/edit-property/${flat.id}`);
    await expect(field(page, 'Security deposit (₹)')).toHaveValue('90000');
    await expect(field(page, 'Floor')).toHaveValue('4');

    // To sale: the rent terms go from the form, and it says the save removes them.
    await field(page, 'Property for').selectOption('sell');
    await expect(section(page, 'Rent terms')).toHaveCount(0);
    const note = page.getByRole('status').filter({ hasText: 'Rent terms:' });
    await expect(note).toContainText('will be removed on save');
    // Back to rent: nothing lost.
    await field(page, 'Property for').selectOption('rent');
    await expect(note).toHaveCount(0);
    await expect(field(page, 'Security deposit (₹)')).toHaveValue('90000');

    await field(page, 'Property for').selectOption('sell');
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
    expect(await readListing(page.request, flat.id)).toMatchObject({
      property_for: 'sell',
      security_deposit: null,
      tenant_preference: null,
      // The building applies to a sale as well: kept.
      floor: 4,
      total_floors: 8,
    });
  });
});
