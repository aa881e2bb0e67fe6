// The shortlist and the comparison (issue 14, items 2 and 3): hearts on cards, the header's count,
// /shortlist rendered by the server from the browser's ids, a shared link opened elsewhere,
// listings sold or removed since, and /compare. Each test makes its own listings through the API,
// with a random word in their titles (the listing page's keyword finds them), and removes them.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { authHeader, kakkanadFlatForm, signInAsAdmin } from './admin';
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from './fixtures';

interface Listing {
  id: number;
  title: string;
}

let token: string;
let created: number[] = [];
let baseForm: Record<string, string> | undefined;

async function loadBaseForm(request: APIRequestContext): Promise<Record<string, string>> {
  if (baseForm) return baseForm;
  baseForm = await kakkanadFlatForm(request, {
    description: 'A flat near Infopark, made by the shortlist tests.',
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

/** Three flats in Kakkanad and Fort Kochi, with a word of their own. */
async function createFlats(page: Page) {
  const word = `zq${randomBytes(4).toString('hex')}`;
  const first = await createListing(page, {
    title: `Lakeside flat ${word}`,
    price: '8500000',
    area: '1150',
    latitude: '10.0159',
    longitude: '76.3419',
  });
  const second = await createListing(page, {
    title: `Garden flat ${word}`,
    price: '6200000',
    area: '1320',
    bedrooms: '3',
    latitude: '9.9658',
    longitude: '76.2421',
  });
  const third = await createListing(page, {
    title: `Corner flat ${word}`,
    price: '7000000',
    area: '980',
    latitude: '10.02',
    longitude: '76.31',
  });
  return { word, first, second, third };
}

async function patchStatus(page: Page, id: number, status: string) {
  const response = await page.request.patch(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
    multipart: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const card = (page: Page, title: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: title }) });

/** The header's shortlist link, on phones and desktops alike. */
const headerShortlist = (page: Page) => page.locator('header .shortlist-link');

test.beforeEach(async ({ page }) => {
  token = await signInAsAdmin(page);
});

test.afterEach(async ({ page }) => {
  for (const id of created) {
    await page.request.delete(`/api/properties/properties/${id}/`, { headers: authHeader(token) });
  }
  created = [];
});

test('hearts two listings, counts them in the header, and keeps them in /shortlist across a reload and a shared link', async ({
  page,
  browser,
  baseURL,
}) => {
  const { word, first, second } = await createFlats(page);
  await page.goto(`/property-listing?q=${word}`);
  await waitForHydration(page);

  // Rendered unpressed, as the server knows no shortlist.
  const firstHeart = card(page, first.title).getByRole('button', { name: 'Save to shortlist' });
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  await firstHeart.click();
  await expect(
    card(page, first.title).getByRole('button', { name: 'Remove from shortlist' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await card(page, second.title).getByRole('button', { name: 'Save to shortlist' }).click();
  await expect(headerShortlist(page).locator('.shortlist-count')).toHaveText(/^2/);
  await expect(headerShortlist(page)).toHaveAccessibleName(/Shortlist, 2 saved/);

  // The header leads to the page the server renders from the ids (it slid away while scrolling).
  await page.evaluate(() => window.scrollTo(0, 0));
  await headerShortlist(page).click();
  await expect(page).toHaveURL(/\/shortlist\?ids=\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My shortlist' })).toBeVisible();
  await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // A reload, and /shortlist without ids, show the same listings (newest first).
  await page.goto('/shortlist');
  await expect(page).toHaveURL(new RegExp(`/shortlist\\?ids=${second.id},${first.id}$`));
  await page.reload();
  await expect(page.locator('.saved-row h2')).toHaveText([second.title, first.title]);
  await waitForHydration(page);
  await expect(headerShortlist(page).locator('.shortlist-count')).toHaveText(/^2/);
  await expectNoHorizontalOverflow(page);

  // Share: the link opens the same shortlist in a browser that has none.
  await page.getByRole('button', { name: 'Share my shortlist' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this shortlist' }).inputValue();
  expect(link).toBe(`${baseURL}/shortlist?ids=${second.id},${first.id}`);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await waitForHydration(other);
    await expect(
      other.getByRole('heading', { level: 1, name: 'A shared shortlist' }),
    ).toBeVisible();
    await expect(other.locator('.saved-row h2')).toHaveText([second.title, first.title]);
    await expect(other.locator('header .shortlist-count')).toHaveCount(0);
    await other.getByRole('button', { name: 'Save to my shortlist' }).click();
    await expect(other.getByText('Saved 2 properties to your shortlist.')).toBeVisible();
    await expect(other.getByRole('heading', { level: 1, name: 'My shortlist' })).toBeVisible();
    await expect(other.locator('header .shortlist-count')).toHaveText(/^2/);
  } finally {
    await elsewhere.close();
  }
});

test('a listing sold or removed since it was saved is shown as such, not dropped', async ({
  page,
}) => {
  const { first, second, third } = await createFlats(page);
  // Saved in an earlier visit.
  await page.goto('/');
  await page.evaluate(
    (ids) =>
      localStorage.setItem(
        'veedu.shortlist',
        JSON.stringify({ v: 1, items: ids.map((id) => ({ id, at: Date.now() })) }),
      ),
    [first.id, second.id, third.id],
  );
  await patchStatus(page, second.id, 'sold');
  await patchStatus(page, third.id, 'draft');

  await page.goto('/shortlist');
  await expect(page).toHaveURL(
    new RegExp(`/shortlist\\?ids=${first.id},${second.id},${third.id}$`),
  );
  await waitForHydration(page);
  const rows = page.locator('.saved-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).not.toContainText('Sold');
  await expect(rows.nth(1)).toContainText('Sold');
  await expect(rows.nth(1).getByRole('heading', { name: second.title })).toBeVisible();
  // A draft is not the public's: to them it is no longer listed.
  await expect(rows.nth(2)).toContainText('No longer listed');
  await rows
    .nth(2)
    .getByRole('button', { name: `Remove listing ${third.id} from the shortlist` })
    .click();
  await expect(rows).toHaveCount(2);
  await expect(page.locator('header .shortlist-count')).toHaveText(/^2/);
  const stored = await page.evaluate(() => localStorage.getItem('veedu.shortlist'));
  expect(JSON.parse(stored ?? '{}').items.map((item: { id: number }) => item.id)).toEqual([
    first.id,
    second.id,
  ]);
});

test('compares listings picked on the shortlist and on cards: prices, and the rows that differ', async ({
  page,
}) => {
  const { word, first, second, third } = await createFlats(page);

  // From cards: the compare toggles and the bar.
  await page.goto(`/property-listing?q=${word}`);
  await waitForHydration(page);
  await card(page, first.title).getByRole('button', { name: 'Compare' }).click();
  const bar = page.getByRole('complementary', { name: 'Properties to compare' });
  await expect(bar).toContainText('1 of 4 picked');
  await card(page, second.title).getByRole('button', { name: 'Compare' }).click();
  await card(page, third.title).getByRole('button', { name: 'Compare' }).click();
  await bar.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first.id},${second.id},${third.id}$`));
  const table = page.getByRole('table', { name: 'The properties compared' });
  await expect(table.getByRole('columnheader')).toHaveText(
    [first.title, second.title, third.title].map((title) => new RegExp(title)),
  );
  const priceRow = table.getByRole('row', { name: /^Price \(differs\)/ });
  await expect(priceRow).toContainText('₹85 Lakh');
  await expect(priceRow).toContainText('₹62 Lakh');
  await expect(priceRow).toHaveAttribute('data-differs');
  // The lowest price is marked best.
  await expect(priceRow.locator('td.is-best')).toHaveText(/₹62 Lakh\s*Best/);
  // The same type in all three: not marked.
  await expect(table.getByRole('row', { name: /^Type/ })).not.toHaveAttribute('data-differs');
  await expect(table.getByRole('row', { name: /^Distance apart/ })).toContainText(/km from B/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoHorizontalOverflow(page);

  // Only the differences: rows shared by all go.
  await waitForHydration(page);
  await page.getByLabel('Show only differences').check();
  await expect(table.getByRole('row', { name: /^Type/ })).toBeHidden();
  await expect(priceRow).toBeVisible();

  // From the shortlist: two ticked, a fifth refused with a message.
  await page.evaluate(
    (ids) =>
      localStorage.setItem(
        'veedu.shortlist',
        JSON.stringify({ v: 1, items: ids.map((id) => ({ id, at: 1 })) }),
      ),
    [first.id, second.id],
  );
  await page.goto('/shortlist');
  await expect(page).toHaveURL(/\/shortlist\?ids=/);
  await waitForHydration(page);
  const compareSelected = page.getByRole('button', { name: /^Compare selected/ });
  await expect(compareSelected).toBeDisabled();
  await page.getByRole('checkbox', { name: `Compare ${first.title}` }).check();
  await page.getByRole('checkbox', { name: `Compare ${second.title}` }).check();
  await compareSelected.click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first.id},${second.id}$`));
  await expect(page.getByRole('columnheader')).toHaveCount(2);
});

test('the Malayalam shortlist and comparison speak Malayalam', async ({ page }) => {
  const { first, second } = await createFlats(page);
  await patchStatus(page, second.id, 'sold');
  await page.goto(`/ml/shortlist?ids=${first.id},${second.id},999999`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ഷോർട്ട്‌ലിസ്റ്റ്/);
  await expect(page.getByText('വിറ്റുപോയി')).toBeVisible();
  await expect(page.getByText('ഇപ്പോൾ ലിസ്റ്റിൽ ഇല്ല')).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'ഷോർട്ട്‌ലിസ്റ്റിൽ ചേർക്കുക' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'എന്റെ ഷോർട്ട്‌ലിസ്റ്റിൽ സേവ് ചെയ്യുക' })).toBeVisible();

  await page.goto(`/ml/compare?ids=${first.id},${second.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('പ്രോപ്പർട്ടികൾ താരതമ്യം ചെയ്യാം');
  await expect(page.getByRole('rowheader', { name: /^വില/ }).first()).toBeVisible();

  // With nothing saved, an empty shortlist with a way to the listings.
  await page.goto('/ml/shortlist');
  await expect(page.getByRole('heading', { name: 'നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റ് ശൂന്യമാണ്' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'പ്രോപ്പർട്ടികൾ കാണുക' })).toHaveAttribute(
    'href',
    '/ml/property-listing',
  );
});
