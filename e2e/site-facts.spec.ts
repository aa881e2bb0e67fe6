// Figures that are true (issue 33, item 8): an owner changes the site facts in Settings, and the
// home and about pages state the new year and number of clients in both languages; "Properties
// listed" is the listing page's own total; no page states another count of clients or another
// year founded. The facts are put back at the end: the other specs share this server.
import type { APIRequestContext, Page } from '@playwright/test';

import { authHeader, signInAsAdmin } from './admin';
import { expect, test } from './fixtures';

interface SiteFacts {
  founded_year: number;
  clients_served: number;
}

const FACTS_URL = '/api/site-facts/';
/** Neither the seeded figures nor any the original site claimed. */
const NEW_FACTS: SiteFacts = { founded_year: 2004, clients_served: 2345 };
const CLIENTS_SHOWN = '2,345';

/** The figures' words in each language (app/i18n/{en,ml}/home.ts and pages.ts). */
const LABELS = {
  en: { since: 'Serving Kerala since', listed: 'Properties listed', clients: 'Clients served' },
  ml: {
    home: {
      since: 'കേരളത്തിൽ സേവനം തുടങ്ങിയ വർഷം',
      listed: 'ലിസ്റ്റ് ചെയ്ത പ്രോപ്പർട്ടികൾ',
      clients: 'സേവനം നൽകിയ ഇടപാടുകാർ',
    },
    about: {
      since: 'മുതൽ സേവനരംഗത്ത്',
      listed: 'ലിസ്റ്റ് ചെയ്ത പ്രോപ്പർട്ടികൾ',
      clients: 'സേവനം നൽകിയ ഇടപാടുകാർ',
    },
  },
} as const;

async function readFacts(request: APIRequestContext): Promise<SiteFacts> {
  const response = await request.get(FACTS_URL);
  expect(response.status()).toBe(200);
  return (await response.json()) as SiteFacts;
}

/** A page's figures (its `<dl>`s), as label to value. */
async function figuresOn(page: Page, path: string): Promise<Record<string, string>> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const pairs = await page
    .locator('main dl > div')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('dt')?.textContent?.trim() ?? '',
        item.querySelector('dd')?.textContent?.trim() ?? '',
      ]),
    );
  return Object.fromEntries(pairs);
}

/** The listing page's unfiltered total, as it says it ("Showing 12 of 58 …"). */
async function listingTotal(page: Page, language: 'en' | 'ml'): Promise<string> {
  await page.goto(language === 'en' ? '/property-listing' : '/ml/property-listing');
  const text = (await page.locator('.results-count').first().textContent()) ?? '';
  const found =
    language === 'en' ? /Showing \d+ of ([\d,]+)/.exec(text) : /([\d,]+) ലിസ്റ്റിംഗുകളിൽ/.exec(text);
  expect(found, text).not.toBeNull();
  return found![1]!;
}

/**
 * The page's visible words, in one line, without its figures' lists (checked on their own above,
 * where a figure stands next to the next one's label: "58 Clients served").
 */
async function wordsOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (
    await page.evaluate(() => {
      for (const list of document.querySelectorAll<HTMLElement>('main dl')) {
        list.style.display = 'none';
      }
      return document.body.innerText;
    })
  ).replace(/\s+/g, ' ');
}

test.describe('site facts', () => {
  test('an owner changes them in Settings, and every page states the new figures', async ({
    page,
  }) => {
    test.slow();
    const token = await signInAsAdmin(page);
    const before = await readFacts(page.request);
    try {
      await page.goto('/admin/settings');
      const card = page.getByRole('region', { name: 'Site facts' });
      const year = card.getByLabel('Year founded');
      const clients = card.getByLabel('Clients served');
      await expect(year).toHaveValue(String(before.founded_year));
      await expect(clients).toHaveValue(String(before.clients_served));

      // Refused in the form, with the contract's messages, and nothing saved.
      await year.fill('2999');
      await clients.fill('-5');
      await card.getByRole('button', { name: 'Save site facts' }).click();
      await expect(
        card.getByText(/Give the year founded as a year from 1900 to \d{4}\./),
      ).toBeVisible();
      await expect(
        card.getByText('Give the clients served as a whole number from 0 to 1,00,00,000.'),
      ).toBeVisible();
      await expect(year).toBeFocused();
      expect(await readFacts(page.request)).toEqual(before);

      await year.fill(String(NEW_FACTS.founded_year));
      await clients.fill(String(NEW_FACTS.clients_served));
      await card.getByRole('button', { name: 'Save site facts' }).click();
      await expect(
        page.locator('[data-toast]').filter({ hasText: 'Site facts saved' }),
      ).toBeVisible();
      await expect.poll(() => readFacts(page.request)).toEqual(NEW_FACTS);
      await expect(clients).toHaveValue(String(NEW_FACTS.clients_served));

      // Home and about, in both languages: the new facts, and the listing page's own total.
      const totals = { en: await listingTotal(page, 'en'), ml: await listingTotal(page, 'ml') };
      expect(totals.ml).toBe(totals.en);
      expect(await figuresOn(page, '/')).toMatchObject({
        [LABELS.en.since]: '2004',
        [LABELS.en.listed]: totals.en,
        [LABELS.en.clients]: CLIENTS_SHOWN,
      });
      expect(await figuresOn(page, '/ml/')).toMatchObject({
        [LABELS.ml.home.since]: '2004',
        [LABELS.ml.home.listed]: totals.ml,
        [LABELS.ml.home.clients]: CLIENTS_SHOWN,
      });
      expect(await figuresOn(page, '/about')).toEqual({
        [LABELS.en.since]: '2004',
        [LABELS.en.listed]: totals.en,
        [LABELS.en.clients]: CLIENTS_SHOWN,
      });
      expect(await figuresOn(page, '/ml/about')).toEqual({
        [LABELS.ml.about.since]: '2004',
        [LABELS.ml.about.listed]: totals.ml,
        [LABELS.ml.about.clients]: CLIENTS_SHOWN,
      });

      // No page states another count of clients, another year founded, or a "300+ properties".
      for (const path of ['/', '/about', '/contact']) {
        const words = await wordsOf(page, path);
        const clientCounts = [...words.matchAll(/([\d,]+)\+?\s+(?:happy\s+)?clients/gi)].map(
          (match) => match[1],
        );
        expect(
          clientCounts.every((count) => count === CLIENTS_SHOWN),
          `${path}: ${clientCounts}`,
        ).toBe(true);
        const years = [...words.matchAll(/\b(?:since|in)\s+((?:19|20)\d\d)\b/gi)].map((m) => m[1]);
        expect(
          years.every((found) => found === '2004'),
          `${path}: ${years}`,
        ).toBe(true);
        expect(words, path).not.toMatch(/\d\+\s*(?:properties|clients|happy)/i);
      }
      expect(await wordsOf(page, '/about')).toContain(`Trusted by ${CLIENTS_SHOWN} clients`);
      for (const path of ['/ml/', '/ml/about', '/ml/contact']) {
        const words = await wordsOf(page, path);
        const clientCounts = [...words.matchAll(/([\d,]+)(?:-ലേറെ)?\s+ഇടപാടുകാ/g)].map(
          (match) => match[1],
        );
        expect(
          clientCounts.every((count) => count === CLIENTS_SHOWN),
          `${path}: ${clientCounts}`,
        ).toBe(true);
        const years = [...words.matchAll(/\b((?:19|20)\d\d)(?:-ൽ)?\s+(?:മുതൽ|കൊച്ചിയിൽ)/g)].map(
          (m) => m[1],
        );
        expect(
          years.every((found) => found === '2004'),
          `${path}: ${years}`,
        ).toBe(true);
        expect(words, path).not.toMatch(/\d\+\s*(?:ഇടപാടുകാ|പ്രോപ്പർട്ടി)|\d-ലേറെ/);
      }
      expect(await wordsOf(page, '/ml/about')).toContain(`${CLIENTS_SHOWN} ഇടപാടുകാരുടെ വിശ്വാസം`);
    } finally {
      const restored = await page.request.put(FACTS_URL, {
        data: before,
        headers: authHeader(token),
      });
      expect(restored.status()).toBe(200);
    }
  });
});
