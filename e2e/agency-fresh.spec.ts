// Issue 15, items 6 and 7: a listing's photos reordered from the keyboard on the edit screen, and
// a stale listing (unconfirmed for over 90 days) gone from the public site until the admin says
// "Still available". Each test makes its own listing through the API and removes it after.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';

import { authHeader, kakkanadFlatForm, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';

interface Listing {
  id: number;
  title: string;
  images: { id: number }[];
  confirmed_at: string;
}

let token: string;
let created: number[] = [];

/** A flat in Kakkanad with `photos` plain-coloured photos, made through the admin API. */
async function createListing(page: Page, title: string, photos = 0): Promise<Listing> {
  const { request } = page;
  const form = new FormData();
  const fields = await kakkanadFlatForm(request, {
    title,
    description: 'A bright flat near Infopark, made by the fresh listings tests.',
    price: '7400000',
    area: '1100',
    latitude: '10.0159',
    longitude: '76.3419',
    // What the edit form asks for besides, so that it saves as it is.
    built_year: '2018',
    parking_spaces: '1',
    furnishing: 'semi_furnished',
    google_maps_url: 'https://www.google.com/maps?q=10.0159,76.3419',
    google_embedded_map_link:
      '<iframe src="https://www.google.com/maps?q=10.0159,76.3419&output=embed"></iframe>',
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const colours = [
    { r: 200, g: 60, b: 40 },
    { r: 40, g: 140, b: 80 },
    { r: 50, g: 80, b: 200 },
  ];
  for (const [index, background] of colours.slice(0, photos).entries()) {
    const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toBuffer();
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    );
  }
  const response = await request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
  const listing = (await response.json()) as Listing;
  created.push(listing.id);
  return listing;
}

async function readListing(request: APIRequestContext, id: number): Promise<Listing> {
  const response = await request.get(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Listing;
}

/** A date `days` before today in Kerala, as the API takes it. */
function keralaDaysAgo(days: number): string {
  const at = new Date(Date.now() + 5.5 * 3_600_000 - days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

test.beforeEach(async ({ page }) => {
  token = await signInAsAdmin(page);
});

test.afterEach(async ({ request }) => {
  for (const id of created) {
    await request.delete(`/api/properties/properties/${id}/`, { headers: authHeader(token) });
  }
  created = [];
});

test('photo reorder by keyboard: arrow keys, Move and Make cover, then saved', async ({ page }) => {
  const word = randomBytes(4).toString('hex');
  const listing = await createListing(page, `Reorder flat ${word}`, 3);
  const [first, second, third] = listing.images.map((image) => image.id) as [
    number,
    number,
    number,
  ];

  await page.goto(`/admin/edit-property/${listing.id}`);
  const photos = page.getByRole('list', { name: 'Current images' });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  const status = page.getByTestId('photo-order-status');

  // The third photo's handle, from the keyboard: two steps left makes it the cover.
  const handle = page.getByRole('button', { name: 'Reorder image 3 of 3' });
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText('Image moved to position 2 of 3.');
  // The moved photo keeps the focus, under its new number.
  await expect(page.getByRole('button', { name: 'Reorder image 2 of 3' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(status).toHaveText('Image moved to position 1 of 3. It is now the cover.');
  await expect(page.getByRole('button', { name: 'Reorder image 1 of 3' })).toBeFocused();
  await expect(photos.getByRole('listitem').first()).toContainText('Cover');

  // The buttons, pressed with the keyboard: the old cover (now 2nd) one right, then back as cover.
  await page.getByRole('button', { name: 'Move image 2 right' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Image moved to position 3 of 3.');
  await page.getByRole('button', { name: 'Make cover: image 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Image moved to position 1 of 3. It is now the cover.');
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  // Order now: first (made cover again), third, second.
  const saved = await readListing(page.request, listing.id);
  expect(saved.images.map((image) => image.id)).toEqual([first, third, second]);

  // The public page's gallery opens on the cover.
  await page.goto(`/property/${listing.id}`);
  const cover = page.locator('.detail img').first();
  await expect(cover).toHaveAttribute('src', new RegExp(String(savedFolder(saved, 0))));
});

/** The media folder of the listing's photo at `index`, which its URLs all contain. */
function savedFolder(listing: Listing, index: number): string {
  const image = listing.images[index] as { image?: string } | undefined;
  return (image?.image ?? '').split('/').slice(0, -1).join('/');
}

test('a stale listing is hidden from the public and comes back once confirmed', async ({
  page,
}) => {
  const word = randomBytes(4).toString('hex');
  const listing = await createListing(page, `Stale flat ${word}`);
  // The owner last confirmed it 100 days ago.
  const backdated = await page.request.post(`/api/properties/properties/${listing.id}/confirm/`, {
    headers: authHeader(token),
    data: { confirmed_on: keralaDaysAgo(100) },
  });
  expect(backdated.status()).toBe(200);

  // Gone from the public site: its page, and the search.
  allowConsoleMessages(page, /404/);
  const gone = await page.request.get(`/property/${listing.id}`);
  expect(gone.status()).toBe(404);
  const search = await page.request.get(`/api/properties/properties/?q=${word}`);
  expect(((await search.json()) as { count: number }).count).toBe(0);

  // The admin finds it among those that need confirming, flagged as hidden.
  await page.goto('/admin/properties?confirm=1');
  await expect(page.getByRole('checkbox', { name: 'Needs confirming' })).toBeChecked();
  await expect(
    page.getByText('Hidden from the site: not confirmed for 100 days').filter({ visible: true }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: `Still available: confirm ${listing.title}` }).click();
  await expect(page.getByText(`"${listing.title}" is confirmed as still available.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Still available: confirm ${listing.title}` }),
  ).toHaveCount(0);

  // Back on the public site, saying so.
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  const today = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  await expect(page.getByText(`Confirmed available on ${today}`)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const found = await page.request.get(`/api/properties/properties/?q=${word}`);
  expect(((await found.json()) as { count: number }).count).toBe(1);
});

test('a site visit recorded in the admin shows on the listing, and the verified filter finds it', async ({
  page,
}) => {
  const word = randomBytes(4).toString('hex');
  const listing = await createListing(page, `Visited flat ${word}`);
  await page.goto(`/admin/edit-property/${listing.id}`);
  const panel = page.getByRole('region', { name: 'Availability and site visits' });
  await expect(panel.getByText('No visit recorded yet.', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'Record a visit' }).click();
  await panel.getByLabel('Visited by').fill('Anitha Menon');
  await panel.getByLabel('Title deed seen').check();
  await panel.getByLabel('Location matches').check();
  await panel.getByRole('button', { name: 'Save visit' }).click();
  await expect(page.getByText('Site visit recorded.')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Site visits' })).toContainText('Anitha Menon');
  await expectNoHorizontalOverflow(page);

  await page.goto(`/property/${listing.id}`);
  const trust = page.getByRole('list', { name: 'Checked by us' });
  await expect(trust).toContainText('Visited by');
  await expect(trust).toContainText('Title deed seen');
  await expect(trust).toContainText('Location matches the listing');

  const verified = await page.request.get(`/api/properties/properties/?q=${word}&verified=1`);
  expect(((await verified.json()) as { count: number }).count).toBe(1);
  await page.goto('/property-listing?verified=1');
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
});

test('a draft previewed as the public would see it, through a preview link', async ({ page }) => {
  const word = randomBytes(4).toString('hex');
  const listing = await createListing(page, `Preview flat ${word}`, 1);
  const drafted = await page.request.post('/api/properties/properties/bulk_status/', {
    headers: authHeader(token),
    data: { ids: [listing.id], status: 'draft' },
  });
  expect(drafted.status()).toBe(200);
  allowConsoleMessages(page, /404/);
  expect((await page.request.get(`/property/${listing.id}`)).status()).toBe(404);

  await page.goto(`/admin/edit-property/${listing.id}`);
  // A draft has no page on the site to view, only a preview.
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveCount(0);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('This draft is not on the site yet');
  await preview.getByRole('button', { name: 'Preview link' }).click();
  const link = preview.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(new RegExp(`/property/${listing.id}\\?preview=[\\w-]{43}$`));
  await expect(preview).toContainText('Works for anyone with the link until');
  await expectNoHorizontalOverflow(page);

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    preview.getByRole('link', { name: 'Open preview' }).click(),
  ]);
  await tab.waitForLoadState();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  await expect(tab.getByRole('note')).toContainText('This draft is not public yet');
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectNoHorizontalOverflow(tab);
  await tab.close();
});
