// Gulf currencies (issue 34, item 5; docs/decisions/022): a visitor chooses AED in the header's
// switch, in English and in Malayalam, and sees every price also in dirhams, after the rupee price,
// on the listing, a listing's page, the comparison and the shortlist; a reload and the next
// pages keep it (the cookie); another visitor, without the cookie, sees rupees only (the page
// cache is not shared); the switch works without scripts; axe finds nothing.
import type { Browser, Page } from '@playwright/test';

import { axeViolations, describeViolations } from './axe';
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from './fixtures';

const LANGUAGES = [
  { prefix: '', label: 'Show prices also in', dirham: 'UAE dirham', rupees: 'Rupees only' },
  { prefix: '/ml', label: 'വിലകൾ ഇതിലും കാണിക്കുക', dirham: 'യുഎഇ ദിർഹം', rupees: 'രൂപ മാത്രം' },
] as const;

/** '≈ AED 352,000': the dirham price after a rupee price (a no-break space after the code). */
const IN_DIRHAMS = /^≈ AED\u00a0\d{1,3}(,\d{3})*(\.\d+)?$/;
/** Its title: the rate and its date, in the page's language. */
const RATE_NOTE = /^1 AED = ₹[\d.,]+, /;

const cards = (page: Page) => page.locator('main li article');
const switchOf = (page: Page) => page.locator('header details.currency-switch');

/** The ids of the first listings the listing page shows. */
async function listingIds(page: Page, count: number): Promise<number[]> {
  const hrefs = await cards(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => Number(/\/property\/(\d+)/.exec(href)?.[1])).filter(Boolean);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

async function cardHeights(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => article.getBoundingClientRect().height),
  );
}

async function expectAxeClean(page: Page, what: string) {
  const violations = await axeViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Every converted price on the page is in dirhams, with the rate's note. */
async function expectDirhams(page: Page, scope: string, what: string) {
  const prices = page.locator(`${scope} .converted-price`);
  await expect(prices.first(), what).toBeVisible();
  for (const price of await prices.all()) {
    // After ' · ' (hidden on a card, where it starts a line of its own).
    expect(await price.locator('i').textContent(), what).toBe(' · ');
    expect((await price.evaluate((node) => node.childNodes[1]?.textContent)) ?? '', what).toMatch(
      IN_DIRHAMS,
    );
    expect(await price.getAttribute('title'), what).toMatch(RATE_NOTE);
  }
}

/** A page as someone else sees it: a new browser context, without the cookie. */
async function asAnotherVisitor(browser: Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const converted = await page.locator('.converted-price').count();
  const body = (await page.locator('main').textContent()) ?? '';
  await context.close();
  return { converted, body };
}

for (const language of LANGUAGES) {
  const { prefix } = language;
  test(`prices in dirhams beside rupees, kept by the cookie and no one else's (${prefix || '/'})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const isPhone = testInfo.project.name === 'phone';
    await page.goto(`${prefix}/property-listing`);
    await expect(page.locator('.converted-price')).toHaveCount(0);
    const inRupees = await cardHeights(page);

    // The switch: a disclosure in the header, reached and opened from the keyboard.
    const summary = switchOf(page).locator('summary');
    await expect(summary).toHaveAttribute('title', language.label);
    await summary.focus();
    await page.keyboard.press('Enter');
    const aed = switchOf(page).getByRole('link', { name: `AED ${language.dirham}` });
    await expect(aed).toBeVisible();
    await expect(
      switchOf(page).getByRole('link', { name: `₹ ${language.rupees}` }),
    ).toHaveAttribute('aria-current', 'true');
    await expectAxeClean(page, 'the listing with the switch open');
    await Promise.all([page.waitForURL(/[?&]currency=AED\b/), aed.click()]);

    await expectDirhams(page, 'main li article', 'the listing');
    await expect(summary).toContainText('AED');
    // The rupee price stays first.
    const first = cards(page).first().locator('.card-price');
    expect((await first.textContent()) ?? '').toMatch(/^₹/);
    if (isPhone) {
      // One short line more at most (the dirhams under the price), and, as listing-phone.spec.ts
      // holds for rupees, no card over 480 px in either language.
      const inDirhams = await cardHeights(page);
      inDirhams.forEach((height, index) =>
        expect(height - inRupees[index]!, `card ${index + 1}`).toBeLessThanOrEqual(16),
      );
      expect(Math.max(...inDirhams), 'tallest card').toBeLessThanOrEqual(480);
      await expectNoHorizontalOverflow(page);
    }
    await expectAxeClean(page, 'the listing in dirhams');

    // A reload, and the page without the parameter: the cookie keeps the choice.
    await page.reload();
    await expectDirhams(page, 'main li article', 'the listing reloaded');
    await page.goto(`${prefix}/property-listing`);
    await expectDirhams(page, 'main li article', 'the listing without ?currency');
    const [one, two] = await listingIds(page, 2);

    await page.goto(`${prefix}/`);
    await expectDirhams(page, 'main .fcard-price', "the home page's featured listings");

    await page.goto(`${prefix}/property/${one}`);
    await expectDirhams(page, '.detail-price', 'the listing page');
    // The rate and its date in words, where a phone cannot hover.
    await expect(page.locator('.detail-price .converted-price small')).toHaveText(RATE_NOTE);
    await expectAxeClean(page, 'the listing page in dirhams');
    // Kept in this browser's recently viewed (after hydration): its strip is checked below.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('veedu.recently-viewed') !== null))
      .toBe(true);

    await page.goto(`${prefix}/compare?ids=${one},${two}`);
    await expectDirhams(page, 'main table', 'the comparison');
    await expect(page.locator('main table .converted-price')).toHaveCount(2);
    await expectAxeClean(page, 'the comparison in dirhams');

    await page.goto(`${prefix}/shortlist?ids=${one},${two}`);
    await expectDirhams(page, 'main', 'the shortlist');
    await expectAxeClean(page, 'the shortlist in dirhams');

    // The strip of listings this browser viewed (drawn from its own storage) says dirhams too.
    await page.goto(`${prefix}/property-listing`);
    await expect(page.locator('.rcard .converted-price').first()).toContainText('≈ AED');

    // Another visitor asks for the same pages (kept in the page cache by now): rupees only.
    for (const path of [`${prefix}/property-listing`, `${prefix}/property/${one}`]) {
      const other = await asAnotherVisitor(browser, baseURL!, path);
      expect(other.converted, path).toBe(0);
      expect(other.body, path).not.toContain('≈ AED');
    }

    // Back to rupees only, from the switch.
    await waitForHydration(page);
    await switchOf(page).locator('summary').click();
    await Promise.all([
      page.waitForURL(/[?&]currency=INR\b/),
      switchOf(page)
        .getByRole('link', { name: `₹ ${language.rupees}` })
        .click(),
    ]);
    await expect(page.locator('.converted-price')).toHaveCount(0);
    await page.goto(`${prefix}/property/${one}`);
    await expect(page.locator('.converted-price')).toHaveCount(0);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is links: a dirham price at 360 px, and the header still fits', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone');
    await page.setViewportSize({ width: 360, height: 780 });
    for (const { prefix, dirham } of LANGUAGES) {
      await page.goto(`${prefix}/property-listing`);
      await expectNoHorizontalOverflow(page);
      await switchOf(page).locator('summary').click();
      await Promise.all([
        page.waitForURL(/[?&]currency=KWD\b/),
        switchOf(page).getByRole('link', { name: /^KWD/ }).click(),
      ]);
      const price = cards(page).first().locator('.converted-price');
      await expect(price).toHaveText(/≈ KWD\s[\d,.]+$/);
      await expectNoHorizontalOverflow(page);
      expect(dirham.length).toBeGreaterThan(0);
    }
  });
});
