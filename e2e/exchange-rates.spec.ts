// Exchange rates in Settings (issue 34, item 5): an owner changes a rate and its date; a rate
// over 7 days old is flagged as stale in the card, and the pages' notes say so; a wrong rate is
// refused under its currency. The rates are put back at the end: the other specs share this server.
import { authHeader, signInAsAdmin } from './admin';
import { expect, test } from './fixtures';

const RATES_URL = '/api/exchange-rates/';

type Rates = Record<string, { inr_per_unit: number; date: string; stale: boolean }>;

/** `days` before today in Kerala, YYYY-MM-DD. */
function keralaDaysAgo(days: number): string {
  const ist = new Date(Date.now() + (5.5 * 60 - days * 24 * 60) * 60_000);
  return ist.toISOString().slice(0, 10);
}

test.describe('exchange rates', () => {
  test('an owner sets a rate in Settings; a stale one is flagged there and on the pages', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desk work');
    test.slow();
    const token = await signInAsAdmin(page);
    const before = (await (await page.request.get(RATES_URL)).json()) as Rates;
    try {
      await page.goto('/admin/settings');
      const card = page.getByRole('region', { name: 'Exchange rates' });
      const aed = card.getByRole('group', { name: 'AED · UAE dirham' });
      const rate = aed.getByLabel('₹ per AED');
      const date = aed.getByLabel('Date of the rate');
      await expect(rate).toHaveValue(String(before.AED!.inr_per_unit));
      await expect(date).toHaveValue(before.AED!.date);

      // Refused in the form, under its currency, and nothing saved.
      await rate.fill('0');
      await card.getByRole('button', { name: 'Save exchange rates' }).click();
      await expect(aed.getByText(/^Give rupees per UAE dirham \(AED\)/)).toBeVisible();
      await expect(rate).toBeFocused();
      expect(((await (await page.request.get(RATES_URL)).json()) as Rates).AED).toEqual(before.AED);

      // A rate of ten days ago: flagged while typing, saved, and flagged by the API.
      const tenDaysAgo = keralaDaysAgo(10);
      await rate.fill('25.5');
      await date.fill(tenDaysAgo);
      await expect(aed.getByText('Stale: over 7 days old')).toBeVisible();
      await card.getByRole('button', { name: 'Save exchange rates' }).click();
      await expect(
        page.locator('[data-toast]').filter({ hasText: 'Exchange rates saved' }),
      ).toBeVisible();
      await expect
        .poll(async () => ((await (await page.request.get(RATES_URL)).json()) as Rates).AED)
        .toEqual({ inr_per_unit: 25.5, date: tenDaysAgo, stale: true });

      // The pages convert with it at once, and say that it is over a week old.
      await page.goto('/property-listing?currency=AED');
      const note = await page.locator('main .converted-price').first().getAttribute('title');
      expect(note).toMatch(/^1 AED = ₹25\.5, the rate of .+ \(over a week old\)$/);
      await page.goto('/ml/property-listing?currency=AED');
      const noteMl = await page.locator('main .converted-price').first().getAttribute('title');
      expect(noteMl).toMatch(/^1 AED = ₹25\.5, .+-ലെ നിരക്ക് \(ഒരാഴ്ചയിലേറെ പഴയത്\)$/);
    } finally {
      const body = Object.fromEntries(
        Object.entries(before).map(([code, { inr_per_unit, date: day }]) => [
          code,
          { inr_per_unit, date: day },
        ]),
      );
      const restored = await page.request.put(RATES_URL, {
        data: body,
        headers: authHeader(token),
      });
      expect(restored.status()).toBe(200);
    }
  });
});
