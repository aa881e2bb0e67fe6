// The admin dashboard and property list (product.md section 2; issue 5 items 4 and 5): every test
// makes its own listings through the API, with a random word in their titles, and removes them
// after.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { DashboardStats } from '../contract/dashboard';
import { authHeader, kakkanadFlatForm, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';

interface Listing {
  id: number;
  title: string;
  status: string;
  property_for: 'rent' | 'sell';
}

let token: string;
let created: number[] = [];
/** The form fields every test listing shares: a flat in Kakkanad, Ernakulam. */
let baseForm: Record<string, string> | undefined;

async function loadBaseForm(request: APIRequestContext): Promise<Record<string, string>> {
  if (baseForm) return baseForm;
  baseForm = await kakkanadFlatForm(request, {
    description: 'A bright flat near Infopark, made by the admin property tests.',
    price: '8500000',
    area: '1150',
    latitude: '10.0159',
    longitude: '76.3419',
  });
  return baseForm;
}

async function createListing(page: Page, fields: Record<string, string>): Promise<Listing> {
  const response = await page.request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: { ...(await loadBaseForm(page.request)), ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  const listing = (await response.json()) as Listing;
  created.push(listing.id);
  return listing;
}

function deleteListing(request: APIRequestContext, id: number) {
  return request.delete(`/api/properties/properties/${id}/`, { headers: authHeader(token) });
}

async function readStats(request: APIRequestContext): Promise<DashboardStats> {
  const response = await request.get('/api/properties/dashboard/', { headers: authHeader(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardStats;
}

/** Titles of the public list for a keyword (no token: what visitors see). */
async function publicTitles(request: APIRequestContext, keyword: string): Promise<string[]> {
  const response = await request.get(
    `/api/properties/properties/?q=${encodeURIComponent(keyword)}&page_size=100`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Listing[] }).data.map((listing) => listing.title);
}

const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;

/** Table rows on wide screens, cards on phones: only one of them is displayed. */
const visible = (locator: Locator) => locator.filter({ visible: true });

/** The titles the list shows, in order (each title links to the edit page). */
function listedTitles(page: Page): Locator {
  return visible(
    page.locator('main a[href^="/admin/edit-property/"]').filter({ hasNotText: /^Edit / }),
  );
}

/** The dashboard's tile of a status, a link to the list of that status. */
function statusTile(page: Page, status: 'available' | 'draft'): Locator {
  return page.locator(`main a[href="/admin/properties?status=${status}"]`);
}

test.beforeEach(async ({ page }) => {
  token = await signInAsAdmin(page);
  created = [];
});

test.afterEach(async ({ request }) => {
  for (const id of created) await deleteListing(request, id);
});

test('the dashboard shows a new listing first and counts it, and the enquiries of the week', async ({
  page,
}) => {
  const before = await readStats(page.request);
  const word = uniqueWord();
  const listing = await createListing(page, {
    title: `Draft flat to let ${word}`,
    property_for: 'rent',
    status: 'draft',
  });
  const enquiry = await page.request.post('/api/properties/contacts/', {
    data: {
      name: 'Dashboard Visitor',
      email: 'visitor@example.in',
      phone_number: '+919846012345',
      property_type: 'Residential',
      message: `Counted on the dashboard ${word}`,
    },
  });
  expect(enquiry.status()).toBe(201);

  await page.goto('/admin/dashboard');
  const recent = page.getByRole('region', { name: 'Recent properties' });
  const firstTitle = visible(recent.locator('a[href^="/admin/edit-property/"]')).first();
  await expect(firstTitle).toHaveText(listing.title);
  await expect(firstTitle).toHaveAttribute('href', `/admin/edit-property/${listing.id}`);
  await expect(visible(recent.locator('a[href^="/admin/edit-property/"]'))).toHaveCount(
    Math.min(5, before.listings.total + 1),
  );

  const { by_status, by_purpose } = before.listings;
  await expect(statusTile(page, 'draft')).toHaveText(
    new RegExp(`^Draft\\s*${by_status.draft + 1}\\s*Hidden`),
  );
  await expect(statusTile(page, 'available')).toHaveText(
    new RegExp(`^Available\\s*${by_status.available}\\s*Live`),
  );
  const purpose = page.getByRole('region', { name: 'Listings for sale and rent' });
  await expect(purpose).toContainText(`${before.listings.total + 1}in total`);
  await expect(purpose.getByRole('definition').nth(1)).toHaveText(String(by_purpose.rent + 1));
  const enquiries = page.getByRole('region', { name: 'Enquiries in the last 7 days' });
  await expect(enquiries).toHaveText(
    new RegExp(
      `^Enquiries in the last 7 days\\s*${before.enquiries.recent + 1}\\s*${before.enquiries.total + 1} received in all`,
    ),
  );

  // The listing goes live: the dashboard says so after a reload.
  const patch = await page.request.patch(`/api/properties/properties/${listing.id}/`, {
    headers: authHeader(token),
    multipart: { status: 'available' },
  });
  expect(patch.status()).toBe(200);
  await page.reload();
  await expect(statusTile(page, 'available')).toHaveText(
    new RegExp(`^Available\\s*${by_status.available + 1}\\s*Live`),
  );
  await expect(statusTile(page, 'draft')).toHaveText(
    new RegExp(`^Draft\\s*${by_status.draft}\\s*Hidden`),
  );
  await expect(visible(recent.getByText('Available', { exact: true })).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the list searches by title, filters sale and rent, and keeps it all in the URL', async ({
  page,
}) => {
  const word = uniqueWord();
  const forRent = await createListing(page, { title: `Flat to let ${word}`, property_for: 'rent' });
  const forSale = await createListing(page, { title: `Flat to buy ${word}`, property_for: 'sell' });

  await page.goto('/admin/properties');
  await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search properties' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`/admin/properties\\?q=${word}$`));
  await expect(page.getByText('Showing 1–2 of 2 properties')).toBeVisible();
  // Newest first.
  await expect(listedTitles(page)).toHaveText([forSale.title, forRent.title]);

  await page.getByText('For Rent', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=rent$`));
  await expect(listedTitles(page)).toHaveText([forRent.title]);

  // The keyboard moves between the listing types too.
  await page.getByRole('radio', { name: 'For Rent' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=sale$`));
  await expect(page.getByRole('radio', { name: 'For Sale' })).toBeChecked();
  await expect(listedTitles(page)).toHaveText([forSale.title]);

  // A reload shows the same search; Back returns to the one before.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search properties' })).toHaveValue(word);
  await expect(page.getByRole('radio', { name: 'For Sale' })).toBeChecked();
  await expect(listedTitles(page)).toHaveText([forSale.title]);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=rent$`));
  await expect(listedTitles(page)).toHaveText([forRent.title]);

  // No draft matches: the empty state clears every filter.
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&type=rent&status=draft$`));
  await expect(
    page.getByRole('heading', { name: 'No properties match your search' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await expect(page.getByRole('searchbox', { name: 'Search properties' })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(page.getByText(/^Showing 1–\d+ of \d+ propert/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('pagination moves between pages of 12 and the URL follows', async ({ page }) => {
  const word = uniqueWord();
  const listings: Listing[] = [];
  for (let index = 1; index <= 13; index += 1) {
    listings.push(await createListing(page, { title: `Paged flat ${index} ${word}` }));
  }

  await page.goto(`/admin/properties?q=${word}`);
  await expect(page.getByText('Showing 1–12 of 13 properties')).toBeVisible();
  await expect(listedTitles(page)).toHaveCount(12);
  await expect(listedTitles(page).first()).toHaveText(`Paged flat 13 ${word}`);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));
  await expect(page.getByText('Showing 13–13 of 13 properties')).toBeVisible();
  await expect(listedTitles(page)).toHaveText([`Paged flat 1 ${word}`]);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoHorizontalOverflow(page);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  await expect(listedTitles(page)).toHaveCount(12);

  // A page past the end (an old link) shows the last page.
  await page.goto(`/admin/properties?q=${word}&page=9`);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));
  await expect(listedTitles(page)).toHaveText([`Paged flat 1 ${word}`]);
});

test('marking a listing sold takes it off the public site', async ({ page }) => {
  const word = uniqueWord();
  const listing = await createListing(page, { title: `Villa soon sold ${word}` });
  expect(await publicTitles(page.request, word)).toEqual([listing.title]);

  await page.goto(`/admin/properties?q=${word}`);
  const status = visible(page.getByLabel(`Status of ${listing.title}`));
  await expect(status).toHaveValue('available');
  await status.selectOption('sold');
  await expect(page.getByText(`"${listing.title}" is now sold.`)).toBeVisible();
  await expect(status).toHaveValue('sold');

  expect(await publicTitles(page.request, word)).toEqual([]);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByText('This property has been sold.')).toBeVisible();

  // The admin list still has it, with the status filter.
  await page.goto(`/admin/properties?q=${word}&status=sold`);
  await expect(listedTitles(page)).toHaveText([listing.title]);
});

test('two quick status changes are saved one after the other, and the last one is announced', async ({
  page,
}) => {
  const word = uniqueWord();
  const listing = await createListing(page, { title: `Flat changed twice ${word}` });
  // Each save takes a while, so the second change is made while the first is on its way.
  const saves: string[] = [];
  await page.route(`**/api/properties/properties/${listing.id}/`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    const status = /name="status"\r\n\r\n(\w+)/.exec(route.request().postData() ?? '')?.[1];
    saves.push(`${status} sent`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
    saves.push(`${status} saved`);
  });

  await page.goto(`/admin/properties?q=${word}`);
  const status = visible(page.getByLabel(`Status of ${listing.title}`));
  await status.selectOption('sold');
  await expect(status).toHaveValue('sold');
  await status.selectOption('rented');
  await expect(status).toHaveValue('rented');
  await expect(page.getByText(`"${listing.title}" is now rented.`)).toBeVisible();
  await expect
    .poll(() => saves)
    .toEqual(['sold sent', 'sold saved', 'rented sent', 'rented saved']);
  await expect(page.getByText(`"${listing.title}" is now sold.`)).toHaveCount(0);
  await expect(status).toHaveValue('rented');
  const stored = await page.request.get(`/api/properties/properties/${listing.id}/`, {
    headers: authHeader(token),
  });
  expect(((await stored.json()) as Listing).status).toBe('rented');
});

test('deleting a listing through the dialog removes it', async ({ page }) => {
  const word = uniqueWord();
  const listing = await createListing(page, { title: `Plot to delete ${word}` });

  await page.goto(`/admin/properties?q=${word}`);
  await visible(page.getByRole('button', { name: `Delete ${listing.title}` })).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this property?' });
  await expect(dialog).toContainText(listing.title);
  await expect(dialog).toContainText('Kakkanad, Ernakulam');
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(listedTitles(page)).toHaveText([listing.title]);

  // This time by keyboard.
  await visible(page.getByRole('button', { name: `Delete ${listing.title}` })).press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Property deleted successfully' }),
  ).toBeVisible();
  // The focus stays in the page, though the row and its button are gone.
  await expect(page.locator('#main-content')).toBeFocused();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'No properties match your search' }),
  ).toBeVisible();
  const gone = await page.request.get(`/api/properties/properties/${listing.id}/`, {
    headers: authHeader(token),
  });
  expect(gone.status()).toBe(404);
});

test('deleting a listing someone already deleted says so and reloads the list', async ({
  page,
}) => {
  const word = uniqueWord();
  const listing = await createListing(page, { title: `Flat deleted twice ${word}` });
  await page.goto(`/admin/properties?q=${word}`);
  await expect(listedTitles(page)).toHaveText([listing.title]);

  // Someone else deletes it meanwhile.
  expect((await deleteListing(page.request, listing.id)).status()).toBe(204);
  allowConsoleMessages(page, /status of 404/);

  await visible(page.getByRole('button', { name: `Delete ${listing.title}` })).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this property?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Property not found. It may have been already deleted.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No properties match your search' }),
  ).toBeVisible();
});

test('a failed load says so, and Try again loads it', async ({ page }) => {
  allowConsoleMessages(page, /status of 503/);
  let isFailing = true;
  await page.route(
    (url) => ['/api/properties/properties/', '/api/properties/dashboard/'].includes(url.pathname),
    (route) =>
      isFailing
        ? route.fulfill({ status: 503, json: { detail: 'The catalogue is resting.' } })
        : route.continue(),
  );

  await page.goto('/admin/properties');
  const listError = page.getByRole('alert').filter({ hasText: 'Failed to fetch properties' });
  await expect(listError).toContainText('The catalogue is resting.');
  isFailing = false;
  await listError.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Showing 1–\d+ of \d+ propert/)).toBeVisible();
  await expect(listError).toBeHidden();

  isFailing = true;
  await page.goto('/admin/dashboard');
  const recentError = page.getByRole('alert').filter({ hasText: 'Failed to fetch properties' });
  const figuresError = page
    .getByRole('alert')
    .filter({ hasText: 'Failed to fetch the dashboard figures' });
  await expect(recentError).toBeVisible();
  await expect(figuresError).toBeVisible();
  isFailing = false;
  await figuresError.getByRole('button', { name: 'Try again' }).click();
  await expect(statusTile(page, 'available')).toBeVisible();
  await expect(
    visible(
      page
        .getByRole('region', { name: 'Recent properties' })
        .locator('a[href^="/admin/edit-property/"]'),
    ).first(),
  ).toBeVisible();
});

test('listings chosen on the page change status together, and a listing is duplicated as a draft', async ({
  page,
}) => {
  const word = uniqueWord();
  const first = await createListing(page, { title: `Bulk flat one ${word}` });
  const second = await createListing(page, { title: `Bulk flat two ${word}` });
  await createListing(page, { title: `Bulk flat three ${word}` });

  await page.goto(`/admin/properties?q=${word}`);
  await expect(page.getByText('Showing 1–3 of 3 properties')).toBeVisible();
  await visible(page.getByRole('checkbox', { name: `Select ${first.title}` })).check();
  await visible(page.getByRole('checkbox', { name: `Select ${second.title}` })).check();
  const bar = page.getByRole('region', { name: 'Selected listings' });
  await expect(bar).toContainText('2 selected');
  await bar.getByLabel('Set status').selectOption('sold');
  await bar.getByRole('button', { name: 'Apply to 2 listings' }).click();
  await expect(page.getByText('2 listings are now sold.')).toBeVisible();
  await expect(bar).toBeHidden();
  expect(await publicTitles(page.request, word)).toEqual([`Bulk flat three ${word}`]);
  await expectNoHorizontalOverflow(page);

  await visible(page.getByRole('button', { name: `Duplicate Bulk flat three ${word}` })).click();
  await expect(page).toHaveURL(/\/admin\/edit-property\/\d+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    `Bulk flat three ${word} (copy)`,
  );
  const copyId = Number(/edit-property\/(\d+)$/.exec(page.url())?.[1]);
  created.push(copyId);
  // A draft: not on the public site.
  expect(await publicTitles(page.request, word)).toEqual([`Bulk flat three ${word}`]);
});
