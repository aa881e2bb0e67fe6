import type { Page } from '@playwright/test';

import {
  allowConsoleMessages,
  expect,
  expectNoHorizontalOverflow,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
} from './fixtures';

/** Cards of the results list, each an <article> in a list item. */
const cards = (page: Page) => page.locator('main li article');

test.describe('listing page', () => {
  test('is rendered on the server with a page of the demo catalogue', async ({ request }) => {
    const response = await request.get('/property-listing');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Premium Properties');
    expect(html).toMatch(/Showing (<!-- -->)?12(<!-- -->)? of (<!-- -->)?\d+/);
    expect(html).toContain('rel="canonical"');
    // Images come as AVIF and WebP renditions with sizes, width and height.
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+ 400w/);
    expect(html).toMatch(/<img [^>]*width="\d+" height="\d+"/);
  });

  test('filters by listing type, keeps the URL in step, and pages through', async ({ page }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
    await expect(cards(page)).toHaveCount(12);
    const summary = page.getByText(/Showing \d+ of \d+ exclusive listings/);
    const allCount = Number(/of (\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(allCount).toBeGreaterThan(12);

    await markDocument(page);
    await page.getByText('Show Filters').click();
    await page.getByLabel('Listing Type').selectOption('rent');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]type=rent/);
    expect(await isSameDocument(page), 'filtering reloaded the whole page').toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).locator('+ p')).toHaveText('For Rent');
    await expect(page.getByText(`(Filtered from ${allCount} total)`)).toBeVisible();
    const rentCount = await cards(page).count();
    expect(rentCount).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      await expect(card.getByText('For Rent', { exact: true })).toBeVisible();
      await expect(card.getByText('/month')).toBeVisible();
    }

    // Back to every listing, then to page 2: other cards, the page in the URL.
    await page.getByRole('link', { name: 'Show All Properties' }).click();
    await expect(page).toHaveURL(/\/property-listing$/);
    const firstTitle = await cards(page).first().getByRole('heading').textContent();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
  });

  test('sorts by price from the results header', async ({ page }) => {
    await page.goto('/property-listing?type=buy');
    await waitForHydration(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/type=buy/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('says so when nothing matches, and resets', async ({ page }) => {
    await page.goto('/property-listing?location=Mumbai');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Reset All Filters' }).click();
    await expect(page).toHaveURL(/\/property-listing$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test('a card links to its listing and offers call, chat and mail', async ({ page }) => {
    await page.goto('/property-listing');
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await expect(card.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      /^\/property\/\d+$/,
    );
    await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(card.getByRole('link', { name: /Chat/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(card.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', /^mailto:/);
  });
});

test.describe('property detail page', () => {
  test('opens from a card, with its gallery, tabs and WhatsApp message', async ({ page }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await markDocument(page);
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    const counter = page.getByText(/^\d+ \/ \d+$/);
    const total = Number(/\/ (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);

    const whatsApp = page.getByRole('link', { name: /Contact on WhatsApp/ });
    const href = (await whatsApp.getAttribute('href')) ?? '';
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(message).toContain(title);
    expect(message).toMatch(/₹[\d.,]+( Lakh| Cr)?/);

    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Features' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Location' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Nearby places' })).toBeVisible();
  });

  test('server-renders its title and Open Graph tags for link previews', async ({ request }) => {
    const list = await request.get('/api/properties/properties/?page_size=1');
    const [first] = (await list.json()).data as { id: number; title: string }[];
    const response = await request.get(`/property/${first?.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\//);
    expect(html).toContain('og:title');
  });

  test('says Property Not Found with a way back', async ({ page }) => {
    allowConsoleMessages(page, /status of 404/);
    const response = await page.goto('/property/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Listings' }).click();
    await expect(page).toHaveURL(/\/property-listing$/);
  });
});
