import type { Page } from '@playwright/test';

import { allowConsoleMessages, expect, test, waitForHydration } from './fixtures';

/*
 * Malayalam that fits (issue 33, item 6): at the narrowest phones, 320 to 390 px, no element of a
 * public page is wider than its box, in either language. Malayalam words are long (ലൊക്കേഷൻ,
 * പ്രോപ്പർട്ടികൾ) and break nowhere by default, so a heading or a button that fits in English
 * may spill out of its box or be cut off in Malayalam. A box meant to scroll sideways (a strip of
 * cards, the detail tabs) may hold more than it shows: it must scroll, and show that it does.
 */

interface Overflow {
  element: string;
  text: string;
  by: number;
}

/**
 * Every block of text wider than its box: a heading, label, button, paragraph or cell whose line
 * spills out of it or is cut off (hidden, clip, or an ellipsis), or that reaches past the screen's
 * edge. Text blocks are elements that show text and hold nothing but inline content, so a box
 * whose decoration is clipped on purpose is not one. Left alone: boxes that scroll sideways by
 * design (their own check is below), elements not shown or shown off-screen until focused (the
 * skip link), screen-reader-only text, form controls (their text scrolls inside them) and the
 * map's own tiles.
 */
async function overflowing(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const found: { element: string; text: string; by: number }[] = [];
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 3).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
    };
    const isInline = (element: Element) =>
      ['inline', 'inline-block', 'inline-flex', 'contents', 'none'].includes(
        getComputedStyle(element).display,
      ) && !['absolute', 'fixed'].includes(getComputedStyle(element).position);
    const viewport = document.documentElement.clientWidth;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.sr-only, .leaflet-container, svg, dialog:not([open]), [hidden]')) {
        continue;
      }
      // The folded part of a closed <details> is not shown (its summary is).
      const folded = element.closest('details:not([open])');
      if (folded && !element.closest('summary')) continue;
      if (['INPUT', 'SELECT', 'TEXTAREA', 'OPTION', 'SCRIPT', 'STYLE'].includes(element.tagName)) {
        continue;
      }
      const text = (element.textContent ?? '').trim();
      if (!text || [...element.children].some((child) => !isInline(child))) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      // Visually hidden (Tailwind's sr-only, as the skip link is until it is focused).
      if (style.clipPath === 'inset(50%)' || (style.clip !== 'auto' && style.clip !== '')) continue;
      const rect = element.getBoundingClientRect();
      // Off-screen until focused (the skip link, a trap for robots): not seen.
      // Visually hidden (Tailwind's sr-only, applied in a stylesheet): a box of a pixel.
      if (rect.width <= 1 || rect.right <= 0 || rect.left >= viewport) continue;
      if (rect.bottom + window.scrollY <= 0) continue;
      const spill = element.scrollWidth - element.clientWidth;
      // Past the screen's edge, unless a box around it clips or scrolls it (a strip of cards).
      let clipped = false;
      for (let box = element.parentElement; box && !clipped; box = box.parentElement) {
        clipped = getComputedStyle(box).overflowX !== 'visible';
      }
      const pastEdge = clipped ? 0 : Math.max(rect.right - viewport, -rect.left);
      const by = Math.round(Math.max(style.display === 'inline' ? 0 : spill, pastEdge));
      if (by > 1) found.push({ element: describe(element), text: text.slice(0, 60), by });
    }
    return found;
  });
}

const PAGES = [
  '/',
  '/property-listing?type=buy',
  '/property-listing?type=rent',
  '/about',
  '/contact',
  '/privacy-policy',
  '/shortlist',
  '/sitemap',
  '/no-such-page',
];

async function firstListings(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/properties/properties/?page_size=100');
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data.map((listing) => listing.id);
}

for (const width of [320, 360, 390]) {
  test(`every public page fits at ${width} px in both languages`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone widths');
    test.setTimeout(120_000);
    allowConsoleMessages(
      page,
      /Failed to load resource: the server responded with a status of 404/,
    );
    await page.setViewportSize({ width, height: 740 });
    const ids = await firstListings(page);
    const paths = [
      ...PAGES,
      ...ids.slice(0, 6).map((id) => `/property/${id}`),
      `/compare?ids=${ids[0]},${ids[1]}`,
    ];
    const problems: string[] = [];
    for (const prefix of ['', '/ml']) {
      for (const path of paths) {
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        for (const overflow of await overflowing(page)) {
          problems.push(
            `${prefix}${path}: ${overflow.element} by ${overflow.by} px: "${overflow.text}"`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the detail tabs fit, or show that they scroll', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone widths');
  const [id] = await firstListings(page);
  for (const width of [320, 360]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`/ml/property/${id}`);
    await waitForHydration(page);
    const tabs = page.getByRole('tablist');
    const fit = await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth + 1);
    if (fit) continue;
    // A strip that scrolls says so: a fade or an arrow at its end (data-more).
    await expect(tabs).toHaveAttribute('data-more', 'end');
  }
});
