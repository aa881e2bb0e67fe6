// Shared test fixtures: every spec imports `test` and `expect` from here, never from
// @playwright/test, so that no page may log an error or a warning without failing its test.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Console messages each page may log, registered by the test that provokes them. */
const allowances = new WeakMap<Page, RegExp[]>();

/**
 * Tolerates console messages matching `pattern` on this page for the rest of the test. Use it
 * only for messages the test provokes on purpose: Chromium logs every 404 response as an error.
 */
export function allowConsoleMessages(page: Page, pattern: RegExp): void {
  const patterns = allowances.get(page);
  if (!patterns) throw new Error('allowConsoleMessages needs the page from e2e/fixtures.ts');
  patterns.push(pattern);
}

/** A 1×1 transparent PNG, drawn as every map tile. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const test = base.extend({
  // Tests that only use `request` get no page, so they do not pay for a browser.
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    const patterns: RegExp[] = [];
    allowances.set(page, patterns);

    page.on('console', (message) => {
      const type = message.type();
      if (type !== 'error' && type !== 'warning') return;
      const { url, lineNumber } = message.location();
      const where = url ? ` (${url}:${lineNumber})` : '';
      problems.push(`console.${type}: ${message.text()}${where}`);
    });
    page.on('pageerror', (error) => {
      problems.push(`uncaught ${error.name}: ${error.message}`);
    });
    // This machine has no network: the maps' tiles (OpenStreetMap's by default) are answered
    // with a blank tile here, as the only service outside the machine the pages call.
    await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
      route.fulfill({ body: BLANK_TILE, contentType: 'image/png' }),
    );

    await use(page);

    // Checked after the test, so an allowance made anywhere in the test covers earlier messages.
    const unexpected = problems.filter(
      (problem) => !patterns.some((pattern) => pattern.test(problem)),
    );
    if (unexpected.length > 0) {
      await testInfo.attach('browser-console.txt', {
        body: unexpected.join('\n'),
        contentType: 'text/plain',
      });
    }
    expect(unexpected, 'the browser logged errors or warnings').toEqual([]);
  },
});

/**
 * Where a /go/ lead link hands the visitor over (issue 15): the Location of its 302, which the
 * test reads without following (wa.me is not reachable from here; tel: and mailto: are not web).
 */
export async function handOverOf(request: APIRequestContext, href: string): Promise<string> {
  expect(href).toMatch(/^\/go\/(whatsapp|call|mail)\//);
  const response = await request.get(href, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return response.headers().location ?? '';
}

/**
 * Waits until React has hydrated the server-rendered page: React attaches its fiber to every
 * element it hydrates. Until then links fall back to full page loads and buttons do nothing.
 */
export async function waitForHydration(page: Page, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const main = document.getElementById('main-content');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout },
    );
  } catch (error) {
    throw new Error(`React did not hydrate ${page.url()} within ${timeout} ms`, { cause: error });
  }
}

/**
 * Marks the current document, so a test can tell a client-side navigation (the mark survives)
 * from a full page load (a new document, without the mark).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __e2eDocumentMark?: boolean }).__e2eDocumentMark = true;
  });
}

/** Whether the page still shows the document that markDocument marked. */
export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as Window & { __e2eDocumentMark?: boolean }).__e2eDocumentMark === true,
  );
}

/** Fails when the page is wider than the viewport: a sideways scroll on a phone. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page width beyond the viewport').toBeLessThanOrEqual(clientWidth);
}
