import { randomBytes } from 'node:crypto';

import { toCsv } from '../server/http/csv';
import { authHeader, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';

/*
 * Listings from a CSV file (docs/design.md, "Listing tools"): the screen checks every row, says
 * what is wrong by line and field, and imports the valid rows when told to skip the others.
 */

const HEADER = [
  'status',
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

test('a CSV file is checked row by row, and its valid rows imported', async ({ page }) => {
  allowConsoleMessages(page, /Failed to load resource/);
  const token = await signInAsAdmin(page);
  const title = `Studio near Infopark ${randomBytes(3).toString('hex')}`;
  // Drafts, and deleted at the end: the other tests' public pages never see them.
  const good = [
    'draft',
    title,
    'A compact studio, ten minutes from Infopark.',
    '16000',
    'Apartment',
    '1',
    '1',
    '450',
    'Kakkanad',
    '10.0159',
    '76.3419',
    'Anitha Menon',
    '+919847011223',
    '+919847011223',
    'anitha@example.in',
    'Parking',
  ];
  const bad = [...good];
  bad[1] = 'Castle by the sea';
  bad[4] = 'Castle';
  const csv = toCsv(HEADER, [good, bad]);

  await page.goto('/admin/properties');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'listings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(
    page.getByRole('heading', { name: 'listings.csv: 1 ready, 1 with errors' }),
  ).toBeVisible();
  await expect(page.getByText('property type: No property type is called "Castle".')).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import 1 listing' });
  await expect(importButton).toBeDisabled();
  await expectNoHorizontalOverflow(page);

  await page.getByLabel('Skip the rows with errors').check();
  await importButton.click();
  await expect(page.getByRole('heading', { name: '1 listing imported' })).toBeVisible();
  await page.getByRole('link', { name: /Edit listing #\d+/ }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  const id = /edit-property\/(\d+)$/.exec(page.url())?.[1];
  const removed = await page.request.delete(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
  });
  expect(removed.status()).toBe(204);
});
