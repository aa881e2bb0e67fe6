// Leads and views (issue 15, items 2 and 3) against the built server: a visitor's WhatsApp tap
// on a listing's page goes through /go/, is recorded as exactly one lead and reaches wa.me with
// the message; a second tap that day reaches wa.me too and is not a second lead (issue 32,
// item 4); the listing's view is counted once for the day; the admin sees both.
import type { APIRequestContext, Page } from '@playwright/test';

import type { ListingStats } from '../contract/listing-stats';
import { asDistinctClient, authHeader, signInAsAdmin } from './admin';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from './browser.mjs';
import { expect, test, waitForHydration } from './fixtures';

test.use({
  // The headless shell does not let a route answer the target of a redirect (the /go/ link's
  // 302 to wa.me ends in ERR_NAME_NOT_RESOLVED): this spec runs in the full browser.
  launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_FLAGS },
  // Playwright's Chromium says "HeadlessChrome", which the counting leaves out as a robot: this
  // visitor's browser introduces itself as an ordinary one.
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

async function firstListing(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await request.get('/api/properties/properties/?page_size=1');
  expect(response.status()).toBe(200);
  const page = (await response.json()) as { data: { id: number; title: string }[] };
  const listing = page.data[0];
  if (!listing) throw new Error('the demo catalogue has no available listing');
  return listing;
}

async function statsOf(page: Page, token: string, id: number): Promise<ListingStats> {
  const response = await page.request.get(`/api/properties/properties/${id}/stats/`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ListingStats;
}

/** Taps the contact card's WhatsApp button; answers the wa.me address the new tab reached. */
async function tapWhatsApp(page: Page): Promise<URL> {
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .locator('.contact-card')
      .getByRole('link', { name: /WhatsApp/ })
      .click(),
  ]);
  await chat.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(chat.url());
  await chat.close();
  return url;
}

test.describe('leads and views', () => {
  test('WhatsApp taps and the view are each counted once a day', async ({ page, browser }) => {
    const token = await signInAsAdmin(page);
    const listing = await firstListing(page.request);
    const before = await statsOf(page, token, listing.id);

    // The visitor: another browser context (no staff cookie, no admin token), its own address.
    const visitorContext = await browser.newContext({
      userAgent: await page.evaluate(() => navigator.userAgent),
    });
    const visitor = await visitorContext.newPage();
    await asDistinctClient(visitor);
    // WhatsApp is not reachable from here: its page is answered locally, its address kept.
    await visitorContext.route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    // Every request to /go/, from any tab of the visitor's.
    const taps: string[] = [];
    visitorContext.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/go/')) taps.push(request.url());
    });

    await visitor.goto(`/property/${listing.id}`);
    await waitForHydration(visitor);
    const chat = await tapWhatsApp(visitor);
    expect(chat.searchParams.get('text')).toContain(listing.title);
    expect(chat.searchParams.get('text')).toContain(`/property/${listing.id}`);
    expect(taps).toHaveLength(1);
    expect(new URL(taps[0]!).searchParams.get('from')).toBe(`/property/${listing.id}`);

    // One tap, one lead: nothing else recorded it.
    const afterOne = await statsOf(page, token, listing.id);
    expect(afterOne.leads.whatsapp).toBe(before.leads.whatsapp + 1);
    expect(afterOne.leads.call + afterOne.leads.mail).toBe(before.leads.call + before.leads.mail);

    // A second tap reaches WhatsApp again but is the same lead of the day (issue 32, item 4);
    // the page seen again is still one view today.
    await visitor.reload();
    await waitForHydration(visitor);
    const again = await tapWhatsApp(visitor);
    expect(again.searchParams.get('text')).toContain(listing.title);
    expect(taps).toHaveLength(2);
    const afterTwo = await statsOf(page, token, listing.id);
    expect(afterTwo.leads.whatsapp).toBe(before.leads.whatsapp + 1);
    // Views are written every few seconds, in a batch.
    await expect
      .poll(async () => (await statsOf(page, token, listing.id)).views, { timeout: 15_000 })
      .toBe(before.views + 1);
    await visitorContext.close();

    // The admin sees it on the listing's screen.
    await page.goto(`/admin/edit-property/${listing.id}`);
    const panel = page.getByTestId('listing-performance');
    await expect(panel.getByText(`WhatsApp ${afterTwo.leads.whatsapp} ·`)).toBeVisible();
    await expect(panel.getByRole('table', { includeHidden: true })).toHaveCount(1);
  });
});
