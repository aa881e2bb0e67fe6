// Issue 34, item 6: a listing's price cut on its card (the Price cut badge) and on its page (the
// sentence under the price and the chart of its prices), at 390 px, in both languages, after an
// admin cuts the price through the API.
import type { APIRequestContext } from '@playwright/test';

import { formatCalendarDate } from '../contract/calendar-date';
import { formatPrice, keralaDate } from '../contract/format';
import { authHeader, signInAsAdmin } from './admin';
import { axeViolations, describeViolations } from './axe';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

interface Listing {
  id: number;
  price: number;
  price_history: { price: number }[];
  price_reduced_at: string | null;
}

/** The newest listing for sale: the first card of the listing page's sales. */
async function newestSale(request: APIRequestContext): Promise<Listing> {
  const response = await request.get('/api/properties/properties/?type=sell&page_size=1');
  expect(response.ok()).toBe(true);
  const [listing] = ((await response.json()) as { data: Listing[] }).data;
  if (!listing) throw new Error('the demo catalogue has no listing for sale');
  return listing;
}

async function setPrice(request: APIRequestContext, token: string, id: number, price: number) {
  const form = new FormData();
  form.append('price', String(price));
  const response = await request.patch(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a price cut shows on the card and the page, with a chart, in both languages', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a 390 px phone');
  const token = await signInAsAdmin(page);
  const listing = await newestSale(page.request);
  expect(listing.price_reduced_at).toBeNull();
  await setPrice(page.request, token, listing.id, listing.price - 500_000);
  try {
    const today = keralaDate(new Date());
    for (const language of ['en', 'ml'] as const) {
      const prefix = language === 'ml' ? '/ml' : '';
      const words =
        language === 'en'
          ? {
              badge: 'Price cut',
              sentence: `Price reduced by ₹5 Lakh on ${formatCalendarDate(today, 'en')}`,
              chart: 'Price history',
              price: formatPrice(listing.price - 500_000, 'en'),
            }
          : {
              badge: 'വില കുറച്ചു',
              sentence: `${formatCalendarDate(today, 'ml')}-ന് വില ₹5 ലക്ഷം കുറച്ചു`,
              chart: 'വിലയുടെ ചരിത്രം',
              price: formatPrice(listing.price - 500_000, 'ml'),
            };

      await page.goto(`${prefix}/property-listing?type=buy`);
      const card = page.locator('main li article').first();
      await expect(card.locator('.card-title a')).toHaveAttribute(
        'href',
        new RegExp(`/property/${listing.id}$`),
      );
      await expect(card.locator('.card-cut')).toHaveText(words.badge);
      const height = await card.evaluate((article) => article.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(480);
      await card.screenshot({ path: testInfo.outputPath(`price-cut-card-${language}.png`) });

      await page.goto(`${prefix}/property/${listing.id}`);
      // Under the price: the cut, in a disclosure that opens on the chart (no script needed).
      const summary = page.locator('.price-history summary');
      await expect(summary.locator('.price-cut')).toHaveText(words.sentence);
      const chart = page.getByRole('img', { name: words.chart });
      await expect(chart).toBeHidden();
      await summary.click();
      await expect(chart).toBeVisible();
      // The values, for screen readers: the price it was listed at, then the price now.
      const rows = page.locator('.price-history table tbody tr');
      await expect(rows).toHaveCount(listing.price_history.length + 1);
      await expect(rows.last()).toContainText(words.price);
      const box = await chart.boundingBox();
      expect(box!.width).toBeGreaterThan(250);
      // Right under the price.
      const price = await page.locator('.detail-price').boundingBox();
      expect(box!.y - (price!.y + price!.height)).toBeLessThan(120);
      await expectNoHorizontalOverflow(page);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`price-history-${language}.png`) });
    }
  } finally {
    // Back to its price (a rise: no cut), so the other tests see the catalogue as seeded.
    await setPrice(page.request, token, listing.id, listing.price);
  }
});
