import type { APIRequestContext, Page } from '@playwright/test';

import { authHeader, signInAsAdmin } from './admin';
import {
  allowConsoleMessages,
  expect,
  expectNoHorizontalOverflow,
  test,
  waitForHydration,
} from './fixtures';

/*
 * The site in Malayalam (docs/decisions/014): every public page under /ml, the switch between
 * the languages, search engines' alternates, a search typed in Malayalam, and a listing's own
 * Malayalam text with its English fallback.
 */

const MALAYALAM = /[\u0D00-\u0D7F]/;

interface ApiListing {
  id: number;
  title: string;
  title_ml: string | null;
  description: string;
  description_ml: string | null;
  location: { city: string; city_ml: string | null };
}

async function fetchListings(request: APIRequestContext, query = ''): Promise<ApiListing[]> {
  const response = await request.get(`/api/properties/properties/?page_size=100${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiListing[] }).data;
}

/** The listings a results page shows, as their English paths, in order. */
async function cardPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/ml\//, '/'));
}

async function expectAlternates(page: Page, englishPath: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const alternates = page.locator('head link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  const ml = englishPath === '/' ? '/ml/' : `/ml${englishPath}`;
  for (const [hreflang, path] of [
    ['en', englishPath],
    ['ml', ml],
    ['x-default', englishPath],
  ] as const) {
    const href = await page
      .locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)
      .getAttribute('href');
    expect(new URL(href ?? '', origin).pathname + new URL(href ?? '', origin).search).toBe(path);
  }
}

test.describe('every public page in Malayalam', () => {
  test('the home, listing, detail, contact, about, privacy and sitemap pages', async ({
    page,
    request,
  }) => {
    const [listing] = await fetchListings(request);
    if (!listing) throw new Error('the demo catalogue has no listing');
    const englishPaths = [
      '/',
      '/property-listing',
      `/property/${listing.id}`,
      '/contact',
      '/about',
      '/privacy-policy',
      '/sitemap',
    ];
    for (const englishPath of englishPaths) {
      const path = englishPath === '/' ? '/ml/' : `/ml${englishPath}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'ml');
      await expect(page.locator('h1').first(), path).toHaveText(MALAYALAM);
      expect(await page.title(), path).toMatch(MALAYALAM);
      // The header speaks Malayalam and its links stay in Malayalam.
      await expect(page.getByRole('link', { name: 'English' }).first()).toBeVisible();
      const home = page.locator('header a.site-logo');
      await expect(home).toHaveAttribute('href', '/ml/');
      await expect(page.locator('footer')).toContainText('എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം');
      await expectAlternates(page, englishPath);
      await expectNoHorizontalOverflow(page);
    }
  });

  test('the 404 page is Malayalam, and a 404', async ({ page }) => {
    allowConsoleMessages(page, /status of 404/);
    const response = await page.goto('/ml/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('പേജ് കണ്ടെത്തിയില്ല');
    await expect(page.getByRole('link', { name: 'ഹോമിലേക്ക് മടങ്ങുക' })).toHaveAttribute(
      'href',
      '/ml/',
    );
  });

  test('English pages never download the Malayalam typeface; Malayalam pages do', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/property-listing', { waitUntil: 'networkidle' });
    expect(fonts.some((url) => url.includes('noto-sans-malayalam'))).toBe(false);
    // The switch's one Malayalam word is drawn from its own 1 KB face, inlined in the stylesheet.
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replaceAll('"', ''));
    });
    expect(faces).toContain('Malayalam Word');
    expect(faces).not.toContain('Noto Sans Malayalam Variable');
    await page.goto('/ml/property-listing', { waitUntil: 'networkidle' });
    expect(fonts.some((url) => url.includes('noto-sans-malayalam'))).toBe(true);
  });
});

test.describe('the language switch', () => {
  test('goes to the same results in the other language and back, and is remembered', async ({
    page,
    context,
  }) => {
    const search = '?type=buy&sort=price-asc&page=2';
    await page.goto(`/property-listing${search}`);
    await waitForHydration(page);
    const englishCards = await cardPaths(page);
    expect(englishCards.length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'മലയാളം' }).first().click();
    await expect(page).toHaveURL(`/ml/property-listing${search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MALAYALAM);
    expect(await cardPaths(page)).toEqual(englishCards);
    // Its links keep the language.
    await expect(page.locator('main article h3 a').first()).toHaveAttribute('href', /^\/ml\//);
    expect((await context.cookies()).find((cookie) => cookie.name === 'veedu_lang')?.value).toBe(
      'ml',
    );

    // The site's address now opens in Malayalam; nothing else moves.
    await page.goto('/');
    await expect(page).toHaveURL('/ml/');
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    await page.goto(`/ml/property-listing${search}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(`/property-listing${search}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect(await cardPaths(page)).toEqual(englishCards);
    await page.goto('/');
    await expect(page).toHaveURL('/');
  });

  test('is in the phone menu too', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the phone menu shows below 768 px');
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.mobile-menu').getByRole('link', { name: 'മലയാളം' }).click();
    await expect(page).toHaveURL('/ml/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  });
});

test.describe('search engines', () => {
  test('the sitemap lists each page in both languages with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? '');
    const english = locs.filter((loc) => !new URL(loc).pathname.startsWith('/ml'));
    expect(english.length).toBeGreaterThan(6);
    for (const loc of english) {
      const url = new URL(loc);
      const malayalam = `${url.origin}${url.pathname === '/' ? '/ml/' : `/ml${url.pathname}`}`;
      expect(locs).toContain(malayalam);
      const entry = urls[locs.indexOf(malayalam)] ?? '';
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${loc}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ml" href="${malayalam}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`);
    }
  });
});

test.describe('searching in Malayalam', () => {
  test('കൊച്ചി finds what Kochi finds, and Cochin too', async ({ page }) => {
    await page.goto('/property-listing?location=Kochi');
    const kochi = await cardPaths(page);
    expect(kochi.length).toBeGreaterThan(0);
    await page.goto(`/ml/property-listing?location=${encodeURIComponent('കൊച്ചി')}`);
    expect(await cardPaths(page)).toEqual(kochi);
    await page.goto('/property-listing?location=Cochin');
    expect(await cardPaths(page)).toEqual(kochi);
  });

  test('suggests places by their Malayalam names as a visitor types them', async ({ page }) => {
    await page.goto('/ml/property-listing');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'പട്ടണമോ ജില്ലയോ സംസ്ഥാനമോ തിരയുക' });
    await box.fill('കൊച്ച');
    const suggestion = page.getByRole('option', { name: /^കൊച്ചി, എറണാകുളം, കേരളം/ });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/ml\/property-listing\?.*location=/);
    await expect(page.locator('main article').first()).toContainText('കൊച്ചി');
  });
});

test.describe('a listing in both languages', () => {
  test('shows its Malayalam text, and its English text marked English when it has none', async ({
    page,
    request,
  }) => {
    const listing = (await fetchListings(request)).find((each) => each.title_ml);
    if (!listing?.title_ml) throw new Error('no demo listing has a Malayalam title');

    await page.goto(`/ml/property/${listing.id}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(listing.title_ml);
    expect(await heading.getAttribute('lang')).toBeNull();
    await page.goto(`/property/${listing.id}`);
    await expect(heading).toHaveText(listing.title);

    const token = await signInAsAdmin(page);
    const change = (fields: Record<string, string>) =>
      page.request.patch(`/api/properties/properties/${listing.id}/`, {
        headers: authHeader(token),
        multipart: fields,
      });
    expect((await change({ title_ml: '', description_ml: '' })).status()).toBe(200);
    try {
      await page.goto(`/ml/property/${listing.id}`);
      await expect(heading).toHaveText(listing.title);
      await expect(heading).toHaveAttribute('lang', 'en');
      await expect(page.locator('.panel-text[lang="en"]').first()).toHaveText(
        listing.description.trim(),
      );
      // The page around it stays Malayalam.
      await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
      await page.goto(`/ml/property-listing?q=${encodeURIComponent(listing.title)}`);
      await expect(
        page.locator(`main article h3[lang="en"] a[href="/ml/property/${listing.id}"]`),
      ).toHaveText(listing.title);
    } finally {
      const restored = await change({
        title_ml: listing.title_ml,
        description_ml: listing.description_ml ?? '',
      });
      expect(restored.status()).toBe(200);
    }
  });
});
