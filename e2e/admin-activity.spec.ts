import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

import { authHeader, referenceId, signInAsAdmin } from './admin';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

/*
 * The Activity screen (docs/decisions/018 and 023): a change an owner makes appears with who made
 * it and each field before and after, in the back office's words, and the filters narrow the list.
 */

test('a renamed feature shows who renamed it, from what to what, and the filters find it', async ({
  page,
}) => {
  const token = await signInAsAdmin(page);
  const suffix = randomBytes(3).toString('hex');
  const before = `Rainwater pit ${suffix}`;
  const after = `Rainwater harvesting ${suffix}`;
  const created = await page.request.post('/api/properties/features/', {
    data: { name: before },
    headers: authHeader(token),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const renamed = await page.request.patch(`/api/properties/features/${id}/`, {
    data: { name: after },
    headers: authHeader(token),
  });
  expect(renamed.status()).toBe(200);

  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.getByLabel('About').selectOption('feature');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/entity=feature/);

  const entry = page.getByRole('listitem').filter({ hasText: `renamed the feature “${after}”` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('admin@veedu.test');
  await expect(entry.getByRole('definition')).toContainText(before);
  await expect(entry.getByRole('definition')).toContainText(after);
  await expect(
    page.getByRole('listitem').filter({ hasText: `added the feature “${before}”` }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // A day with nothing in it says so.
  await page.getByLabel('To').fill('2020-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const removed = await page.request.delete(`/api/properties/features/${id}/`, {
    headers: authHeader(token),
  });
  expect(removed.status()).toBe(204);
});

async function photo(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function mapMarkup(code: string): string {
  return `<iframe src="https://www.google.com/maps/embed?pb=${code}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
}

/** A PATCH of a listing as the edit screen sends it (multipart), checked. */
async function patchListing(
  request: APIRequestContext,
  token: string,
  id: number,
  fields: Record<string, string>,
  uploads: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const upload of uploads) {
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(upload.buffer)], { type: upload.mimeType }),
      upload.name,
    );
  }
  const response = await request.patch(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { images: { id: number }[] };
}

/** The screen's words, as a person reads them (the main content, not the menus). */
async function screenText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

// Listings a test adds go even when it fails: a published one left behind would head other specs' results.
let toDelete: { token: string; id: number }[] = [];

test.afterEach(async ({ request }) => {
  for (const { token, id } of toDelete) {
    const response = await request.delete(`/api/properties/properties/${id}/`, {
      headers: authHeader(token),
    });
    expect([204, 404]).toContain(response.status());
  }
  toDelete = [];
});

test('a listing edited in every way reads in words: no ids, timestamps, JSON or markup', async ({
  page,
}) => {
  test.slow(); // Eleven writes through the API, with photos, before the screen is read.
  const token = await signInAsAdmin(page);
  const request = page.request;
  // A letter leads the suffix: six random hex digits can all be figures, which the check for raw ids below would catch.
  const title = `Sea-view villa v${randomBytes(3).toString('hex')}`;
  const state = await referenceId(request, 'states/', 'Kerala');
  const district = await referenceId(request, `districts/?state=${state}`, 'Ernakulam');
  const kakkanad = await referenceId(request, `cities/?district=${district}`, 'Kakkanad');
  const edappally = await referenceId(request, `cities/?district=${district}`, 'Edappally');
  const garden = await referenceId(request, 'features/', 'Garden');
  const pool = await referenceId(request, 'features/', 'Pool');
  const description = `A quiet villa with a view of the sea from every room. ${'The verandah looks west over the coconut groves to the water. '.repeat(4)}`;

  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    description: 'A quiet villa.',
    price: '8500000',
    property_for: 'sell',
    property_type: await referenceId(request, 'property-types/', 'Villa'),
    bedrooms: '3',
    bathrooms: '3',
    area: '2200',
    contact_name: 'Activity Test',
    email: 'activity-test@example.com',
    phone_number: '+919846012345',
    whatsapp_number: '+919846012345',
    state,
    district,
    city: kakkanad,
    latitude: '10.0159',
    longitude: '76.3419',
    status: 'draft',
    google_embedded_map_link: mapMarkup('first'),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('features', garden);
  for (const image of [
    await photo('front.jpg', { r: 200, g: 120, b: 60 }),
    await photo('garden.jpg', { r: 60, g: 140, b: 80 }),
  ]) {
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
      image.name,
    );
  }
  const created = await request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as { id: number; images: { id: number }[] };
  toDelete.push({ token, id: listing.id });
  const [front, back] = listing.images;

  // An edit of each kind, each saved on its own.
  await patchListing(request, token, listing.id, { state, district, city: edappally });
  await patchListing(request, token, listing.id, { price: '42000000' });
  const withPool = new FormData();
  withPool.append('features', pool);
  const features = await request.patch(`/api/properties/properties/${listing.id}/`, {
    headers: authHeader(token),
    multipart: withPool,
  });
  expect(features.status(), await features.text()).toBe(200);
  const added = await patchListing(request, token, listing.id, {}, [
    await photo('verandah.jpg', { r: 90, g: 90, b: 160 }),
  ]);
  const removedPhoto = await request.delete(
    `/api/properties/properties/${listing.id}/delete_image/`,
    { headers: authHeader(token), data: { image_id: front!.id } },
  );
  expect(removedPhoto.status()).toBe(204);
  const newest = added.images.at(-1)!;
  await patchListing(request, token, listing.id, {
    image_order: JSON.stringify([newest.id, back!.id]),
  });
  await patchListing(request, token, listing.id, { status: 'available' });
  await patchListing(request, token, listing.id, {
    nearby_places: JSON.stringify([
      { place: 'Lighthouse Beach', distance: 0.3 },
      { place: 'Lulu Mall', distance: 2.5 },
    ]),
  });
  await patchListing(request, token, listing.id, { google_embedded_map_link: mapMarkup('second') });
  await patchListing(request, token, listing.id, { description });

  await page.goto(`/admin/activity?property=${listing.id}`);
  const items = page.getByRole('listitem').filter({ hasText: 'admin@veedu.test' });
  await expect(items.first()).toBeVisible();
  await expect(items).toHaveCount(11);
  const text = await screenText(page);

  // Nothing as the database holds it.
  expect(text).not.toMatch(/\b(State|District|Town|City|Property type|Feature)\s+#?\d+\b/i);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
  expect(text).not.toMatch(/\{"|\[\{|\["/);
  expect(text).not.toMatch(/<\/?(iframe|div|p|a|span)\b/i);
  expect(text).not.toMatch(/\b\d{6,}\b/);

  // The words the back office uses instead.
  const item = (words: string) => page.getByRole('listitem').filter({ hasText: words });
  const added0 = item('added the listing');
  await expect(added0).toContainText(title);
  await expect(added0).toContainText('₹85 Lakh');
  await expect(added0).toContainText('2,200 sq.ft');
  await expect(added0).toContainText('Kakkanad');
  await expect(added0).toContainText('Ernakulam');
  await expect(added0).toContainText('Garden');
  await expect(
    added0.getByRole('img', { name: `Cover photo of “${title}”, since removed` }),
  ).toBeVisible();

  // The rest of what it was given, on demand.
  await expect(added0).not.toContainText('+91 98460 12345');
  await added0.getByRole('button', { name: /^Show all \d+ details$/ }).click();
  await expect(added0).toContainText('+91 98460 12345');
  await expect(added0).toContainText('Activity Test');

  const moved = item('Edappally');
  await expect(moved).toContainText('Town');
  await expect(moved).toContainText('Kakkanad');
  await expect(item('₹4.2 Cr')).toContainText('₹85 Lakh');
  const featuresItem = item('changed the features of the listing');
  await expect(featuresItem).toContainText('Features added');
  await expect(featuresItem).toContainText('Pool');
  await expect(featuresItem).toContainText('Features removed');
  await expect(featuresItem).toContainText('Garden');

  const photosAdded = item('Photos added');
  const verandah = photosAdded.getByRole('img', { name: `Photo 3 of “${title}”` });
  await expect(verandah).toBeVisible();
  await expect
    .poll(() => verandah.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(item('Photos removed').getByRole('img', { name: /since removed$/ })).toBeVisible();
  const reordered = item('Photos reordered');
  // The new photo went first; the other one kept its place.
  await expect(reordered.getByRole('img', { name: `Cover photo of “${title}”` })).toBeVisible();
  await expect(reordered).toContainText('Now the cover');
  await expect(reordered.getByRole('img')).toHaveCount(1);

  const status = item('changed the status of the listing').getByRole('definition');
  await expect(status).toContainText('Draft');
  await expect(status).toContainText('Available');

  const nearby = item('Nearby places');
  await expect(nearby).toContainText('Lighthouse Beach · 0.3 km');
  await expect(nearby).toContainText('Lulu Mall · 2.5 km');

  const map = item('Google map link changed');
  await expect(
    map.getByRole('link', { name: 'https://www.google.com/maps/embed?pb=second' }),
  ).toHaveAttribute('href', 'https://www.google.com/maps/embed?pb=second');

  // A long text is cut; "Show all" is a real button, worked from the keyboard.
  const described = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Show (all|less)$/ }) });
  await expect(described).toContainText('Description');
  await expect(described).not.toContainText(description.trim());
  const showAll = described.getByRole('button', { name: 'Show all' });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.focus();
  await page.keyboard.press('Enter');
  const showLess = described.getByRole('button', { name: 'Show less' });
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await expect(described).toContainText(description.trim());
  await expectNoHorizontalOverflow(page);
});
