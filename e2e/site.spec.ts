import {
  allowConsoleMessages,
  expect,
  expectNoHorizontalOverflow,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
} from './fixtures';

/** Chromium logs every 404 response, including a page's own document, as a console error. */
const NOT_FOUND_LOG = /Failed to load resource: the server responded with a status of 404/;

test.describe('home page', () => {
  test('renders on the server with a nonce on every script, then hydrates', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/');
    if (!response) throw new Error('no response for /');
    expect(response.status()).toBe(200);
    await expect(page).toHaveTitle(/Veedu/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We manage your dreams' }),
    ).toBeVisible();

    // The page's CSP allows scripts by a per-request nonce, and every script carries it.
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc ?? '')?.[1];
    expect(nonce, `no script nonce in the CSP header: ${csp}`).toBeTruthy();
    expect(scriptSrc).not.toContain('unsafe-inline');

    const html = await response.text();
    const scriptTags = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scriptTags.length, 'the server-rendered page has no scripts').toBeGreaterThan(0);
    for (const tag of scriptTags) {
      expect(tag, 'a server-rendered <script> without the nonce').toContain(`nonce="${nonce}"`);
    }
    // Scripts added in the browser after hydration must carry it too (CSP would block them).
    const domNonces = await page
      .locator('script')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
    expect(domNonces.length).toBeGreaterThan(0);
    expect(domNonces.every((value) => value === nonce)).toBe(true);

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
      const link = main.getByRole('link', { name, exact: true });
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
