import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { expect, expectNoHorizontalOverflow, handOverOf, test, waitForHydration } from './fixtures';

interface BannerJson {
  image: string;
  variants: { url: string; format: string; width: number }[];
}

interface PropertyJson {
  id: number;
  title: string;
}

async function readBanners(request: APIRequestContext, kind: 'hero' | 'offer') {
  const response = await request.get(`/api/properties/${kind}-banners/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as BannerJson[];
}

/** The folder of a banner's renditions: every variant's URL starts with it. */
function folderOf(banner: BannerJson): string {
  return banner.image.slice(0, banner.image.lastIndexOf('/') + 1);
}

const searchForm = (page: Page) => page.getByRole('search', { name: 'Search properties' });

/** On phones the filters sit behind the 'Filters' button; elsewhere they are in view. */
async function showFilters(page: Page): Promise<void> {
  const button = searchForm(page).getByRole('button', { name: /^Filters/ });
  if (await button.isVisible()) {
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }
}

/** The query of the listing URL the search went to, as [name, value] pairs in order. */
function queryOf(page: Page): [string, string][] {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/property-listing');
  return [...url.searchParams.entries()];
}

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Featured properties' });

/** The dots a visitor can see: the ones that still have somewhere to go at this width. */
const visibleDots = async (carousel: Locator) =>
  carousel.getByRole('button', { name: /^Go to slide \d+$/ }).filter({ visible: true });

test.describe('home page', () => {
  test('the hero shows the first hero banner, preloaded from the server HTML', async ({
    request,
    page,
  }) => {
    const [hero] = await readBanners(request, 'hero');
    expect(hero, 'the demo has hero banners').toBeDefined();
    if (!hero) return;
    const avif = hero.variants.filter((variant) => variant.format === 'avif');

    const html = await (await request.get('/')).text();
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(preload, 'a preload link for the hero image').not.toBe('');
    expect(preload).toMatch(/imageSizes="100vw"/i);
    expect(preload).toMatch(/type="image\/avif"/);
    expect(preload).toMatch(/fetchPriority="high"/i);
    for (const variant of avif) expect(preload).toContain(`${variant.url} ${variant.width}w`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="http://[^"]+${hero.image}"`),
    );

    await page.goto('/');
    const heroSection = page.getByRole('region', { name: 'We manage your dreams' });
    await expect(heroSection.getByRole('heading', { level: 1 })).toHaveText(
      'We manage your dreams',
    );
    const image = heroSection.locator('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    // Eager, the default: no loading="lazy" on the image that paints first.
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
      .toContain(folderOf(hero));
    await expectNoHorizontalOverflow(page);

    // /user is the same page.
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We manage your dreams');
  });

  test('searches to the listing with exactly the chosen parameters', async ({ page, request }) => {
    const api = await request.get(
      '/api/properties/properties/?type=rent&category=Apartment&bedrooms=2&min_price=15000&max_price=30000',
    );
    const expected = ((await api.json()) as { count: number }).count;
    expect(expected, 'the demo has 2-bedroom apartments to rent at this price').toBeGreaterThan(0);

    await page.goto('/');
    await waitForHydration(page);
    await showFilters(page);
    const form = searchForm(page);
    await form.getByText('Rent', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Rent' })).toBeChecked();
    await form.getByLabel('Property type').selectOption('Apartment');
    await form.getByLabel('Bedrooms').selectOption('2');
    // Rent brings monthly price choices.
    await form.getByLabel('Monthly rent').selectOption({ label: '₹15K-30K/month' });
    await form.getByRole('button', { name: 'Search Properties' }).click();

    await expect(page).toHaveURL(/\/property-listing\?/);
    expect(queryOf(page)).toEqual([
      ['type', 'rent'],
      ['propertyType', 'Apartment'],
      ['price', '15000-30000'],
      ['beds', '2'],
    ]);
    await expect(page.getByText(/Showing \d+ of \d+ exclusive listings/)).toContainText(
      `of ${expected} exclusive`,
    );
  });

  test.describe('before the script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the search is a plain form that still reaches the listing', async ({ page }) => {
      await page.goto('/');
      const form = searchForm(page);
      await form.getByLabel('Location').fill('Kochi');
      await form.getByRole('button', { name: 'Search Properties' }).click();
      await expect(page).toHaveURL(/\/property-listing\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.get('location')).toBe('Kochi');
      expect(query.get('type')).toBe('buy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('a land type measures the area in cents, and the URL says cents', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await showFilters(page);
    const form = searchForm(page);
    const builtUp = form.getByLabel('Built-up area');
    await expect(builtUp.locator('option', { hasText: '500-1000 sq.ft' })).toHaveCount(1);
    await builtUp.selectOption({ label: '1000-2000 sq.ft' });

    await form.getByLabel('Property type').selectOption('Land');
    const land = form.getByLabel('Land area');
    await expect(land).toHaveValue('');
    await expect(land.locator('option', { hasText: '5-10 cents' })).toHaveCount(1);
    await expect(land.locator('option', { hasText: 'sq.ft' })).toHaveCount(0);
    await land.selectOption({ label: '5-10 cents' });

    // And back: square feet, size reset to Any.
    await form.getByLabel('Property type').selectOption('House');
    await expect(form.getByLabel('Built-up area')).toHaveValue('');
    await form.getByLabel('Property type').selectOption('Agriculture Land');
    await form.getByLabel('Land area').selectOption({ label: '10-20 cents' });
    await form.getByRole('button', { name: 'Search Properties' }).click();

    await expect(page).toHaveURL(/\/property-listing\?/);
    expect(queryOf(page)).toEqual([
      ['type', 'buy'],
      ['propertyType', 'Agriculture Land'],
      ['cents', '10-20'],
    ]);
  });

  test('Use my location fills the place and sends its coordinates', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 9.9312, longitude: 76.2673 });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let geocoderQuery: URLSearchParams | undefined;
    await page.route('https://nominatim.openstreetmap.org/**', async (route) => {
      geocoderQuery = new URL(route.request().url()).searchParams;
      await answered;
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: JSON.stringify({
          display_name: 'Marine Drive, Kochi, Ernakulam, Kerala, India',
          address: { city: 'Kochi', state: 'Kerala' },
        }),
      });
    });

    await page.goto('/');
    await waitForHydration(page);
    const form = searchForm(page);
    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect(form.getByRole('button', { name: 'Locating...' })).toBeVisible();
    release();
    await expect(form.getByLabel('Location')).toHaveValue('Kochi, Kerala');
    await expect(form.getByRole('button', { name: 'Use my location' })).toBeVisible();
    expect(geocoderQuery?.get('lat')).toBe('9.9312');
    expect(geocoderQuery?.get('lon')).toBe('76.2673');

    await form.getByRole('button', { name: 'Search Properties' }).click();
    await expect(page).toHaveURL(/\/property-listing\?/);
    expect(queryOf(page)).toEqual([
      ['location', 'Kochi, Kerala'],
      ['lat', '9.9312'],
      ['lng', '76.2673'],
      ['type', 'buy'],
    ]);
  });

  test('Use my location explains a refused permission', async ({ page, context }) => {
    await context.clearPermissions();
    await page.route('https://nominatim.openstreetmap.org/**', (route) => route.abort());
    await page.goto('/');
    await waitForHydration(page);
    const form = searchForm(page);
    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Location permission denied. Please enable location access in your browser settings.',
    );
    await expect(form.getByLabel('Location')).toHaveValue('');
  });

  test('on a phone the filters open full screen, hold the page still and close on Escape', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the filter layer exists on phones only');
    await page.goto('/');
    await waitForHydration(page);
    const form = searchForm(page);
    await expect(form.getByLabel('Property type')).toBeHidden();
    const filters = form.getByRole('button', { name: /^Filters/ });
    await filters.click();

    const layer = page.getByRole('dialog', { name: 'Filters' });
    await expect(layer).toBeVisible();
    await expect(layer.getByLabel('Property type')).toBeVisible();
    const box = await layer.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.width).toBe(viewport?.width);
    expect(box?.height).toBe(viewport?.height);

    // The page behind cannot scroll while the layer is open.
    const rootOverflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    await expect.poll(rootOverflow).toBe('hidden');
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Tab stays inside: back from the first control lands on the last.
    await expect(layer.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(layer.getByRole('button', { name: 'Search Properties' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(layer.getByRole('button', { name: 'Close filters' })).toBeFocused();

    // Choices made in the layer count towards the Filters button.
    await layer.getByLabel('Bedrooms').selectOption('3');
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(filters).toBeFocused();
    await expect(filters).toHaveAccessibleName('Filters 1 active');
    await expect.poll(rootOverflow).not.toBe('hidden');
  });

  test('the carousel shows the 8 newest listings with WhatsApp links', async ({
    page,
    request,
  }) => {
    const response = await request.get(
      '/api/properties/properties/?sort=newest&page_size=8&page=1&type=all',
    );
    const newest = ((await response.json()) as { data: PropertyJson[] }).data;
    expect(newest).toHaveLength(8);

    await page.goto('/');
    const carousel = carouselOf(page);
    const slides = carousel.locator('ul > li');
    await expect(slides).toHaveCount(8);
    for (const [position, property] of newest.entries()) {
      const slide = slides.nth(position);
      await expect(slide.getByRole('link', { name: property.title, exact: true })).toHaveAttribute(
        'href',
        `/property/${property.id}`,
      );
      const whatsApp = slide.getByRole('link', { name: /^WhatsApp/ });
      await expect(whatsApp).toHaveAccessibleName(new RegExp(escapeRegExp(property.title)));
      await expect(whatsApp).toHaveAttribute('target', '_blank');
      // Through /go/, which records the lead and writes the listing's message (issue 15).
      const href = await handOverOf(page.request, (await whatsApp.getAttribute('href')) ?? '');
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      const message = new URL(href).searchParams.get('text') ?? '';
      expect(message).toContain(`Hello, I'm interested in "${property.title}" in `);
    }
    await expect(carousel.getByRole('link', { name: 'View all new projects' })).toHaveAttribute(
      'href',
      '/property-listing',
    );
  });

  test('carousel arrows and dots wrap around', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    const dots = await visibleDots(carousel);
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    const current = carousel.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Go to slide 1');

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName(`Go to slide ${count}`);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 1');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 2');

    await dots.nth(count - 1).click();
    await expect(current).toHaveAccessibleName(`Go to slide ${count}`);
    // The last card is in view.
    await expect(carousel.locator('ul > li').last()).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName('Go to slide 1');
    await expect(carousel.locator('ul > li').first()).toBeInViewport({ ratio: 0.9 });
  });

  test('the carousel moves on every 5 s, but not while hovered or focused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const carousel = carouselOf(page);
    const current = carousel.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Go to slide 1');

    await page.clock.runFor(3500);
    await expect(current).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(1600);
    await expect(current).toHaveAccessibleName('Go to slide 2');

    // Hovered: it waits.
    // The pointer onto the track, without the scrolling a locator's hover() may do.
    const track = carousel.locator('ul');
    await track.scrollIntoViewIfNeeded();
    const box = await track.boundingBox();
    if (!box) throw new Error('the carousel track has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(11_000);
    await expect(current).toHaveAccessibleName('Go to slide 2');
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(5100);
    await expect(current).toHaveAccessibleName('Go to slide 3');

    // Focus inside: it waits.
    await carousel.getByRole('link', { name: 'View all new projects' }).focus();
    await page.clock.runFor(11_000);
    await expect(current).toHaveAccessibleName('Go to slide 3');
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(5100);
    await expect(current).toHaveAccessibleName('Go to slide 4');

    // Paused by the visitor: it waits until played again.
    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(11_000);
    await expect(current).toHaveAccessibleName('Go to slide 4');
  });

  test('the carousel stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    const carousel = carouselOf(page);
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.clock.runFor(16_000);
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName(
      'Go to slide 1',
    );
  });

  test('the offer banner and the closing call to action lead on', async ({ page, request }) => {
    const [offer] = await readBanners(request, 'offer');
    await page.goto('/');
    const banner = page.getByRole('region', { name: /Zero brokerage/ });
    await expect(banner.getByRole('link', { name: 'See the properties' })).toHaveAttribute(
      'href',
      '/property-listing',
    );
    await expect(banner.getByRole('link', { name: 'Ask about the offer' })).toHaveAttribute(
      'href',
      '/contact',
    );
    if (offer) {
      const image = banner.locator('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await banner.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
        .toContain(folderOf(offer));
    }

    const closing = page.getByRole('region', { name: /Ready to find your place/ });
    await expect(closing.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute(
      'href',
      '/property-listing',
    );
    await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('region', { name: /Families across Kerala/ })).toContainText(
      'Anjali Menon',
    );
  });
});

test.describe('recently viewed', () => {
  const strip = (page: Page, name = 'Recently viewed') => page.getByRole('region', { name });
  const titlesIn = (region: Locator) => region.getByRole('heading', { level: 3 });

  /** Opens a listing's page and waits until the browser has kept it. */
  async function view(page: Page, listing: PropertyJson): Promise<void> {
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    // Recorded once it leads the list: a listing viewed before is in it already.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = localStorage.getItem('veedu.recently-viewed');
          return stored
            ? (JSON.parse(stored) as { items?: { id: number }[] }).items?.[0]?.id
            : null;
        }),
      )
      .toBe(listing.id);
  }

  test('the home and listing pages show viewed listings, newest first, until cleared', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/properties/properties/?page_size=2');
    expect(response.ok()).toBe(true);
    const [first, second] = ((await response.json()) as { data: PropertyJson[] }).data;
    if (!first || !second) throw new Error('the demo catalogue has fewer than two listings');

    // Nothing viewed yet: no strip, and no room kept for one.
    await page.goto('/');
    await waitForHydration(page);
    await expect(strip(page)).toHaveCount(0);

    await view(page, first);
    await view(page, second);
    await view(page, first);
    await view(page, second);
    const newestFirst = [second.title, first.title];

    await page.goto('/');
    await waitForHydration(page);
    await expect(titlesIn(strip(page))).toHaveText(newestFirst);
    await page.reload();
    await waitForHydration(page);
    await expect(titlesIn(strip(page))).toHaveText(newestFirst);
    await expectNoHorizontalOverflow(page);

    await page.goto('/property-listing');
    await waitForHydration(page);
    await expect(titlesIn(strip(page))).toHaveText(newestFirst);

    // Links lead to the listing in the page's language, and work from the keyboard.
    await page.goto('/ml/');
    await waitForHydration(page);
    const inMalayalam = strip(page, 'അടുത്തിടെ കണ്ടവ');
    const link = inMalayalam.getByRole('link').first();
    await expect(link).toHaveAttribute('href', `/ml/property/${second.id}`);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/ml/property/${second.id}$`));

    // Clear forgets them, on every page and after a reload.
    await page.goto('/property-listing');
    await waitForHydration(page);
    await strip(page)
      .getByRole('button', { name: /^Clear/ })
      .click();
    await expect(strip(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'recently viewed' })).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(strip(page)).toHaveCount(0);
    await page.goto('/');
    await waitForHydration(page);
    await expect(strip(page)).toHaveCount(0);
  });

  test('a broken list in storage shows nothing and breaks nothing', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('veedu.recently-viewed', '{"v":1,"items":'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(strip(page)).toHaveCount(0);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
