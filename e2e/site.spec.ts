import { createHash } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';

import {
  allowConsoleMessages,
  expect,
  expectNoHorizontalOverflow,
  handOverOf,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
} from './fixtures';

/** Chromium logs every 404 response, including a page's own document, as a console error. */
const NOT_FOUND_LOG = /Failed to load resource: the server responded with a status of 404/;

test.describe('home page', () => {
  test('renders on the server with every inline script allowed by its hash, then hydrates', async ({
    page,
  }, testInfo) => {
    // Anything the CSP blocks, from the first byte on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto('/');
    if (!response) throw new Error('no response for /');
    expect(response.status()).toBe(200);
    await expect(page).toHaveTitle(/Veedu/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We manage your dreams' }),
    ).toBeVisible();

    // The page's CSP allows its own inline scripts by their SHA-256 hashes, nothing else inline:
    // a page is made once and served to many, so a nonce would be the same for everyone.
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes = '']) => !attributes.includes('application/ld+json'))
      .map(([, , text = '']) => text);
    expect(inlineScripts.length, 'the server-rendered page has no scripts').toBeGreaterThan(0);
    // The loader data for hydration is in the page, whole, before the document ends (the page is
    // rendered in one piece: app/entry.server.tsx).
    const handoff = inlineScripts.filter((text) =>
      text.startsWith('window.__reactRouterContext.streamController.'),
    );
    expect(handoff.at(0)).toMatch(/^window\.__reactRouterContext\.streamController\.enqueue\("\[/);
    expect(handoff.at(-1)).toBe('window.__reactRouterContext.streamController.close();');
    for (const text of inlineScripts) {
      const hash = createHash('sha256').update(text).digest('base64');
      expect(scriptSrc, 'an inline script whose hash the CSP lacks').toContain(`'sha256-${hash}'`);
    }

    await waitForHydration(page);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, 'the CSP blocked something').toEqual([]);
    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);

    if (testInfo.project.name === 'phone') {
      // The phone menu is React state: it only opens once the page is hydrated.
      const menuButton = page.getByRole('button', { name: 'Menu' });
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(mobileNav).toBeHidden();
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(mobileNav).toBeVisible();
      await expect(mobileNav.getByRole('link', { name: 'Rent' })).toBeVisible();
      // Escape closes it and gives focus back to the button.
      await page.keyboard.press('Escape');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(mobileNav).toBeHidden();
      await expect(menuButton).toBeFocused();
    } else {
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // A hydrated page navigates in the client: the same document stays loaded.
      await markDocument(page);
      await page.getByRole('banner').getByRole('link', { name: 'Veedu' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'We manage your dreams' })).toBeVisible();
      expect(await isSameDocument(page), 'the logo link reloaded the whole page').toBe(true);
    }
  });

  test('Tab first focuses the skip link, which moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('main#main-content')).toBeFocused();
  });
});

test.describe('scripts after the first view', () => {
  for (const path of ['/property-listing', '/ml/property-listing', '/property/19']) {
    test(`${path} asks for its scripts once it has painted, with its fonts and largest photo`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // No preload in the HTML starts a script with the stylesheet (app/scripts-after-first-view.ts).
      expect(html).not.toContain('rel="modulepreload"');
      await waitForHydration(page);
      const timings = await page.evaluate(() => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const pathOf = (entry: PerformanceEntry) => new URL(entry.name).pathname;
        const scripts = resources.filter((entry) => /^\/assets\/.+\.js$/.test(pathOf(entry)));
        const fonts = resources.filter((entry) => pathOf(entry).endsWith('.woff2'));
        const largest = [...document.querySelectorAll('img[fetchpriority=high]')].map(
          (image) => (image as HTMLImageElement).currentSrc,
        );
        const photos = resources.filter((entry) => largest.includes(entry.name));
        return {
          scripts: scripts.length,
          firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
          fontsEnd: Math.max(0, ...fonts.map((entry) => entry.responseEnd)),
          photos: photos.length,
          photosEnd: Math.max(0, ...photos.map((entry) => entry.responseEnd)),
        };
      });
      expect(timings.scripts).toBeGreaterThan(3);
      expect(timings.firstPaint).toBeGreaterThan(0);
      expect(timings.photos).toBeGreaterThan(0);
      expect(timings.firstScriptStart).toBeGreaterThanOrEqual(timings.firstPaint);
      expect(timings.firstScriptStart).toBeGreaterThanOrEqual(timings.fontsEnd);
      expect(timings.firstScriptStart).toBeGreaterThanOrEqual(timings.photosEnd);
    });
  }

  test('what a visitor types, picks and ticks before the page hydrates is what React gets', async ({
    page,
  }) => {
    // The scripts wait until the visitor has filled the form in: the page is plain HTML meanwhile.
    let asked = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      asked += 1;
      await released;
      await route.continue();
    });
    await page.goto('/contact');
    const form = page.locator('#contact-form form');
    await form.getByLabel('Full name').fill('Anjali Menon');
    await form.getByLabel('E-mail').fill('anjali.menon@example.in');
    await form.getByLabel('Phone').fill('+919846022222');
    await form.getByLabel('Property type').selectOption('Commercial');
    await form.getByLabel('Subject').fill('Shop space in Thrissur');
    await form.getByLabel('Message').fill('Is the ground floor shop on MG Road still free?');
    expect(asked, 'the first focus asked for the scripts').toBeGreaterThan(0);

    release();
    await waitForHydration(page);
    // Still shown as typed, and sent as typed: the server's empty values would fail the checks.
    await expect(form.getByLabel('Full name')).toHaveValue('Anjali Menon');
    await expect(form.getByLabel('Property type')).toHaveValue('Commercial');
    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().includes('/api/properties/contacts/'),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Anjali Menon',
      email: 'anjali.menon@example.in',
      phone_number: '+919846022222',
      property_type: 'Commercial',
      subject: 'Shop space in Thrissur',
      message: 'Is the ground floor shop on MG Road still free?',
    });
    await expect(page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible();
  });

  test('a filter chosen before the listing page hydrates is the one searched', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/property-listing');
    const filters = page.locator('form.filter-form');
    // The filter panel is a <details>: it opens without scripts.
    await filters.locator('summary', { hasText: 'Filters' }).click();
    await filters.getByRole('radio', { name: 'For Rent' }).check();
    await filters.getByLabel('Search by town, district or state').fill('Kochi');
    release();
    await waitForHydration(page);
    await expect(filters.getByRole('radio', { name: 'For Rent' })).toBeChecked();
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]type=rent\b/);
    await expect(page).toHaveURL(/[?&]location=Kochi\b/);
  });

  test('the back office asks for its scripts at once: it has nothing to show without them', async ({
    request,
  }) => {
    const html = await (await request.get('/admin/login')).text();
    expect(html).toContain('rel="modulepreload"');
  });
});

test.describe('web fonts', () => {
  test('a page of prices draws the rupee sign in the site fonts without fetching latin-ext', async ({
    page,
  }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto('/property-listing');
    await expect(page.getByText(/₹/).first()).toBeVisible();
    // Every face the page uses has loaded, the rupee sign's own face included (prices are set
    // in the display font).
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family} ${face.unicodeRange}`);
    });
    expect(loaded).toContain('Fraunces Variable U+20B9');
    expect(fontFiles.some((file) => file.includes('latin-ext'))).toBe(false);
    expect(fontFiles.length).toBeGreaterThan(0);
  });
});

test.describe('unknown page', () => {
  test('answers 404 with the not-found page, whose home link works', async ({ page }) => {
    allowConsoleMessages(page, NOT_FOUND_LOG);

    const response = await page.goto('/no-such-page');
    if (!response) throw new Error('no response for /no-such-page');
    expect(response.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    const main = page.getByRole('main');
    const links: [name: string, href: string][] = [
      ['Go Back Home', '/'],
      ['Browse Properties', '/property-listing'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Buy Properties', '/property-listing?type=buy'],
      ['Rent Properties', '/property-listing?type=rent'],
    ];
    for (const [name, href] of links) {
      // A suggestion card is named by all it shows: its label, then its line of description.
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const link = main.getByRole('link', { name: new RegExp(`^${escaped}(?: .+)?$`) });
      await expect(link, `the "${name}" link`).toBeVisible();
      await expect(link, `the "${name}" link`).toHaveAttribute('href', href);
    }
    await expectNoHorizontalOverflow(page);

    await waitForHydration(page);
    await markDocument(page);
    await main.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'We manage your dreams' })).toBeVisible();
    await expect(page).toHaveTitle(/Veedu/);
    expect(await isSameDocument(page), 'Go Back Home reloaded the whole page').toBe(true);
  });

  test('under /api answers 404 JSON, not the site page', async ({ request }) => {
    const response = await request.get('/api/unknown');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json\b/);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ detail: expect.any(String) });
  });
});

interface PropertyType {
  id: number;
  name: string;
}

/** Where a property-type entry of the header's menus leads (product.md section 2). */
function categoryHref(name: string): string {
  return `/property-listing?category=${encodeURIComponent(name.toLowerCase())}`;
}

/** The header's bottom edge in the viewport: 0 or less once it has slid away. */
function headerBottom(header: Locator): Promise<number> {
  return header.evaluate((element) => element.getBoundingClientRect().bottom);
}

async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function scrollToBottom(page: Page): Promise<number> {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  const y = await page.evaluate(() => window.scrollY);
  expect(y, 'the page is too short to scroll').toBeGreaterThan(300);
  return y;
}

test.describe('site header', () => {
  test('is fixed, hides while scrolling down and comes back on scrolling up', async ({ page }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    const header = page.getByRole('banner');

    // Room is kept for the fixed header: the content starts below it, not under it.
    const headerHeight = await headerBottom(header);
    expect(headerHeight).toBeGreaterThan(40);
    const mainTop = await page
      .locator('main#main-content')
      .evaluate((main) => main.getBoundingClientRect().top);
    expect(mainTop).toBeGreaterThanOrEqual(headerHeight);

    await scrollPageTo(page, 300);
    await scrollPageTo(page, 900);
    await expect.poll(() => headerBottom(header)).toBeLessThanOrEqual(0);

    await scrollPageTo(page, 700);
    await expect.poll(() => headerBottom(header)).toBe(headerHeight);
    // Fixed: it is shown over the page wherever the page is scrolled to.
    await expect(header).toBeInViewport();

    // Back at the very top it is always shown.
    await scrollPageTo(page, 900);
    await expect.poll(() => headerBottom(header)).toBeLessThanOrEqual(0);
    await scrollPageTo(page, 0);
    await expect.poll(() => headerBottom(header)).toBe(headerHeight);
  });

  test('stays shown while keyboard focus is inside it', async ({ page }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    // Tab past the skip link to the logo link, the first thing in the header.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'Veedu' })).toBeFocused();

    await scrollPageTo(page, 300);
    await scrollPageTo(page, 900);
    // Give a hide the chance to happen before asserting it did not.
    await page.waitForTimeout(400);
    expect(await headerBottom(header)).toBeGreaterThan(0);
  });

  test('slides without animation for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const header = page.getByRole('banner');
    const durations = await header.evaluate(
      (element) => getComputedStyle(element).transitionDuration,
    );
    expect(durations.split(',').every((value) => parseFloat(value) < 0.05)).toBe(true);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const normal = await header.evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(normal)).toBeGreaterThan(0.1);
  });

  test('Properties dropdown lists the property types and opens a filtered listing', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the dropdown is the desktop menu');
    const response = await request.get('/api/properties/property-types/');
    expect(response.ok()).toBe(true);
    const types = (await response.json()) as PropertyType[];
    expect(types.length).toBeGreaterThan(0);

    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Properties' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Properties' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(types.length + 1);
    await expect(links.first()).toHaveText('All Properties');
    await expect(links.first()).toHaveAttribute('href', '/property-listing');
    for (const type of types) {
      await expect(panel.getByRole('link', { name: type.name, exact: true })).toHaveAttribute(
        'href',
        categoryHref(type.name),
      );
    }

    // A press outside closes it.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    // An entry opens the listing filtered by that type, in the client, and the list closes.
    const target = types.find((type) => type.name === 'Villa') ?? types[0];
    if (!target) throw new Error('no property types');
    await markDocument(page);
    await button.click();
    await panel.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(categoryHref(target.name));
    expect(await isSameDocument(page), 'the menu entry reloaded the whole page').toBe(true);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('Properties dropdown works from the keyboard', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the dropdown is the desktop menu');
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Properties' });
    const allProperties = nav.getByRole('link', { name: 'All Properties' });

    // Reach the button by Tab from the Rent link, as a keyboard user would.
    await nav.getByRole('link', { name: 'Rent' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(allProperties).toBeFocused();

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(allProperties).toBeHidden();
    await expect(button).toBeFocused();

    // Arrow down opens it onto the first entry; arrows move on; Enter follows the link.
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(allProperties).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const second = nav.locator(`#${await button.getAttribute('aria-controls')} a`).nth(1);
    await expect(second).toBeFocused();
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href ?? '');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tabbing out of the open list closes it.
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('phone menu has Home and an expandable Properties list, and closes on navigation', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone menu shows below 768 px');
    const types = (await (
      await request.get('/api/properties/property-types/')
    ).json()) as PropertyType[];

    await page.goto('/');
    await waitForHydration(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await menuButton.click();
    await expect(mobileNav).toBeVisible();

    const names = ['Home', 'Buy', 'Rent', 'Services', 'Contact Us', 'About'];
    for (const name of names) {
      await expect(mobileNav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(mobileNav.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/about#services',
    );
    await expect(mobileNav.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const properties = mobileNav.getByRole('button', { name: 'Properties' });
    await expect(properties).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav.getByRole('link', { name: 'All Properties' })).toBeHidden();
    await properties.click();
    await expect(properties).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await properties.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link')).toHaveCount(types.length + 1);
    await expect(list.getByRole('link', { name: 'All Properties' })).toBeVisible();

    // The list may be longer than the screen: its last entry scrolls into reach.
    const last = types.at(-1);
    if (!last) throw new Error('no property types');
    const lastLink = list.getByRole('link', { name: last.name, exact: true });
    await expect(lastLink).toHaveAttribute('href', categoryHref(last.name));
    await lastLink.click();
    await expect(page).toHaveURL(categoryHref(last.name));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();

    // The Properties entry is highlighted while a property type filters the listing, and the
    // menu opens with its list unfolded onto the current entry.
    await menuButton.click();
    await expect(properties).toHaveClass(/\bis-current\b/);
    await expect(properties).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link', { name: last.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mobileNav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    // Any navigation closes it, the Home link too.
    await mobileNav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(mobileNav).toBeHidden();
  });

  test('Sell Property opens a WhatsApp chat in a new tab', async ({ page }, testInfo) => {
    await page.goto('/');
    await waitForHydration(page);
    let scope = page.getByRole('banner');
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      scope = page.getByRole('navigation', { name: 'Mobile' });
    }
    const sell = scope.getByRole('link', { name: /^Sell Property/ });
    await expect(sell).toBeVisible();
    await expect(sell).toHaveAttribute('target', '_blank');
    await expect(sell).toHaveAttribute('rel', /noopener/);
    // Through /go/, which records the lead and hands over to WhatsApp (issue 15).
    const href = new URL(await handOverOf(page.request, (await sell.getAttribute('href')) ?? ''));
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toMatch(/^\/\d{8,15}$/);
    expect(href.searchParams.get('text')).toMatch(/sell my property/i);
  });

  test('highlights the link of the page being shown', async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const menu = page.getByRole('navigation', { name: isPhone ? 'Mobile' : 'Main' });
    async function openMenu() {
      await waitForHydration(page);
      if (isPhone) await page.getByRole('button', { name: 'Menu' }).click();
    }

    await page.goto('/property-listing?type=rent');
    await openMenu();
    await expect(menu.getByRole('link', { name: 'Rent' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Buy' })).not.toHaveAttribute('aria-current');

    // The footer's For Sale reads as Buy.
    await page.goto('/property-listing?type=sale');
    await openMenu();
    await expect(menu.getByRole('link', { name: 'Buy' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Rent' })).not.toHaveAttribute('aria-current');

    await page.goto('/property-listing?category=apartment');
    await openMenu();
    const properties = menu.getByRole('button', { name: 'Properties' });
    await expect(properties).toHaveClass(/\bis-current\b/);
    // The phone menu opens with the list unfolded onto the current entry; the dropdown on a press.
    if (!isPhone) await properties.click();
    await expect(properties).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Apartment', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'All Properties' })).not.toHaveAttribute(
      'aria-current',
    );
    for (const name of ['Buy', 'Rent']) {
      await expect(menu.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });
});

test.describe('site footer', () => {
  test('has the description, social, quick and property links, contacts and the year', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(
        'Find your dream property with extensive listings of homes, apartments and commercial spaces throughout Kerala.',
      ),
    ).toBeVisible();

    const links: [name: string, href: string][] = [
      ['Home', '/'],
      ['For Rent', '/property-listing?type=rent'],
      ['For Sale', '/property-listing?type=sale'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Apartments', '/property-listing?category=apartment'],
      ['Villas', '/property-listing?category=villa'],
      ['Commercial', '/property-listing?category=commercial'],
      ['Privacy Policy & Terms of Service', '/privacy-policy'],
      ['Sitemap', '/sitemap'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true }), name).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Property Types' })).toBeVisible();

    for (const network of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${network}\\b`) });
      await expect(link, network).toBeVisible();
      await expect(link, network).toHaveAttribute('href', /^https:\/\//);
      await expect(link, network).toHaveAttribute('target', '_blank');
    }

    const address = footer.locator('address');
    await expect(address).toContainText('Cochin');
    await expect(address.locator('a[href^="/go/call/site"]')).toHaveText(/^\+91 \d{5} \d{5}$/);
    await expect(address.locator('a[href^="/go/mail/site"]')).toHaveText(/@/);
    const chat = footer.getByRole('link', { name: /^Chat on WhatsApp/ });
    const chatHref = (await chat.getAttribute('href')) ?? '';
    expect(await handOverOf(page.request, chatHref)).toMatch(/^https:\/\/wa\.me\/\d+/);
    await expect(chat).toHaveAttribute('target', '_blank');

    // The year of the calendar in Kerala, where the site's server says it is.
    const year = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
    }).format(new Date());
    await expect(footer.getByText(`© ${year} Veedu`)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('scrolling on navigation', () => {
  test('a link at the bottom of a page opens the next page at its top', async ({ page }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    await scrollToBottom(page);
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'For Rent' }).click();
    await expect(page).toHaveURL('/property-listing?type=rent');
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('banner')).toBeInViewport();
  });

  test('changing the listing page goes to the top, and Back returns to where it was', async ({
    page,
  }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    const bottom = await scrollToBottom(page);
    const next = page.getByRole('link', { name: 'Next page' });
    await next.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/property-listing');
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(Math.min(before, bottom) - 50);
  });
});

test.describe('structured data', () => {
  test('every page describes the organization as JSON-LD', async ({ page }) => {
    allowConsoleMessages(page, NOT_FOUND_LOG);
    for (const path of ['/', '/property-listing', '/no-such-page']) {
      await page.goto(path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      const organizations = blocks
        .map((text) => JSON.parse(text) as unknown)
        .flat()
        .filter(
          (data): data is Record<string, unknown> =>
            typeof data === 'object' &&
            data !== null &&
            '@type' in data &&
            data['@type'] === 'Organization',
        );
      expect(organizations, path).toHaveLength(1);
      const [organization] = organizations;
      if (!organization) throw new Error(`no Organization on ${path}`);
      const origin = new URL(page.url()).origin;
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Veedu',
        url: origin,
        logo: `${origin}/favicon.svg`,
        foundingDate: '2010',
        address: { addressLocality: 'Cochin', addressRegion: 'Kerala', addressCountry: 'IN' },
      });
      expect(organization.sameAs).toHaveLength(4);
      expect(organization.telephone).toMatch(/^\+\d+/);
      expect(organization.email).toMatch(/@/);
    }
  });
});
