// Issue 33, items 4 and 5: the detail page on a phone. The contact bar at the foot of the screen
// once the contact card has scrolled away, and the photos full screen.
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';

import {
  expect,
  expectNoHorizontalOverflow,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
} from './fixtures';

interface Listing {
  id: number;
  title: string;
  images: { image: string; variants: { url: string; width: number; format: string }[] }[];
}

/** A listing with at least three photos (the demo catalogue has several). */
async function listingWithPhotos(request: APIRequestContext): Promise<Listing> {
  const response = await request.get('/api/properties/properties/?page_size=100');
  expect(response.ok()).toBe(true);
  const listings = ((await response.json()) as { data: Listing[] }).data;
  const listing = listings.find((each) => each.images.length >= 3);
  if (!listing) throw new Error('the demo catalogue has no listing with three photos');
  return listing;
}

const contactBar = (page: Page) => page.getByRole('group', { name: 'Contact', exact: true });
const contactCard = (page: Page) => page.getByRole('complementary', { name: 'Contact' });

/** Scrolls to `share` of the page's scrollable height (0.4: 40%). */
async function scrollToShare(page: Page, share: number): Promise<void> {
  await page.evaluate((part) => {
    const root = document.documentElement;
    window.scrollTo(0, (root.scrollHeight - window.innerHeight) * part);
  }, share);
}

/** The bottom of the last line of text in the footer, in the viewport. */
function footerLastLineBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) throw new Error('no footer');
    let bottom = 0;
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) bottom = Math.max(bottom, rect.bottom);
    }
    return bottom;
  });
}

async function expectTapTarget(link: Locator): Promise<void> {
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe('contact bar on a phone', () => {
  test('shows once the contact card has scrolled away, with the card’s links, and never covers the footer', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'below 1024 px only');
    const listing = await listingWithPhotos(request);
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    const bar = contactBar(page);
    const card = contactCard(page);

    // The card on screen: no bar.
    await card.getByRole('link', { name: 'Contact on WhatsApp' }).scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    await expect(bar).toBeHidden();

    const cardHrefs = {
      whatsApp: await card.getByRole('link', { name: 'Contact on WhatsApp' }).getAttribute('href'),
      call: await card.getByRole('link', { name: 'Call' }).getAttribute('href'),
      enquire: await card.getByRole('link', { name: 'Send an enquiry' }).getAttribute('href'),
    };
    expect(cardHrefs.whatsApp).toMatch(/^\/go\/whatsapp\//);
    expect(cardHrefs.call).toMatch(/^\/go\/call\//);
    expect(cardHrefs.enquire).toBe('#enquire');

    for (const share of [0.4, 0.7]) {
      await scrollToShare(page, share);
      await expect(card).not.toBeInViewport();
      await expect(bar).toBeVisible();
      await expect(bar).toBeInViewport();
      const whatsApp = bar.getByRole('link', { name: 'WhatsApp', exact: true });
      const call = bar.getByRole('link', { name: 'Call', exact: true });
      const enquire = bar.getByRole('link', { name: 'Enquire', exact: true });
      await expect(whatsApp).toHaveAttribute('href', cardHrefs.whatsApp ?? '');
      await expect(whatsApp).toHaveAttribute('target', '_blank');
      await expect(call).toHaveAttribute('href', cardHrefs.call ?? '');
      await expect(enquire).toHaveAttribute('href', cardHrefs.enquire ?? '');
      for (const link of [whatsApp, call, enquire]) await expectTapTarget(link);
      // Fixed at the foot of the screen, out of the page's flow.
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      await expect
        .poll(async () => {
          const box = await bar.boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0));
        })
        .toBe(844);
    }

    // Back up to the card: the bar goes.
    await card.getByRole('link', { name: 'Contact on WhatsApp' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    // At the very bottom the footer's last line is above the bar.
    await scrollToShare(page, 1);
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Math.round((await bar.boundingBox())?.y ?? 0))
      .toBeLessThan(844 - 44);
    const barTop = (await bar.boundingBox())?.y ?? 0;
    const lastLine = await footerLastLineBottom(page);
    expect(lastLine).toBeGreaterThan(0);
    expect(lastLine, 'the footer’s last line runs under the contact bar').toBeLessThanOrEqual(
      barTop,
    );
    await expectNoHorizontalOverflow(page);
  });

  test('Enquire opens the enquiry form, as the card’s link does', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'below 1024 px only');
    const listing = await listingWithPhotos(request);
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    await scrollToShare(page, 0.7);
    await contactBar(page).getByRole('link', { name: 'Enquire', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Management' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('slides without motion when the visitor asks for less', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'below 1024 px only');
    const listing = await listingWithPhotos(request);
    const duration = () =>
      contactBar(page).evaluate((element) =>
        parseFloat(getComputedStyle(element).transitionDuration),
      );
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    await scrollToShare(page, 0.5);
    await expect(contactBar(page)).toBeVisible();
    expect(await duration()).toBeGreaterThanOrEqual(0.15);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toBeLessThan(0.01);
  });

  test('is not there on a wide screen', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop layout');
    const listing = await listingWithPhotos(request);
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    for (const share of [0.4, 0.7, 1]) {
      await scrollToShare(page, share);
      await page.waitForTimeout(150);
      await expect(page.locator('.contact-bar')).toBeHidden();
      expect(
        await page.locator('.contact-bar').evaluate((bar) => getComputedStyle(bar).display),
      ).toBe('none');
    }
  });

  test('in Malayalam at 360 px: its words fit', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'below 1024 px only');
    await page.setViewportSize({ width: 360, height: 780 });
    const listing = await listingWithPhotos(request);
    await page.goto(`/ml/property/${listing.id}`);
    await waitForHydration(page);
    await scrollToShare(page, 0.7);
    const bar = page.getByRole('group', { name: 'ബന്ധപ്പെടാൻ', exact: true });
    await expect(bar).toBeVisible();
    for (const name of ['വാട്സ്ആപ്പ്', 'വിളിക്കുക', 'അന്വേഷിക്കുക']) {
      const link = bar.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expectTapTarget(link);
      const fits = await link.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `${name} is wider than its button`).toBe(true);
    }
    await expectNoHorizontalOverflow(page);
  });
});

/** A finger on the screen, through Chromium's own input (pointer and touch events alike). */
async function touch(cdp: CDPSession, points: { x: number; y: number }[][], stepMs = 16) {
  const [first, ...moves] = points;
  const last = moves.at(-1) ?? first;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: (first ?? []).map((point, id) => ({ ...point, id })),
  });
  for (const move of moves) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: move.map((point, id) => ({ ...point, id })),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
  });
  return last;
}

function swipe(cdp: CDPSession, fromX: number, toX: number, y: number) {
  const steps = 6;
  return touch(
    cdp,
    Array.from({ length: steps + 1 }, (_, step) => [
      { x: fromX + ((toX - fromX) * step) / steps, y },
    ]),
  );
}

/** The scale of the photo's CSS transform (1 when it has none). */
function scaleOf(image: Locator): Promise<number> {
  return image.evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
  });
}

test.describe('photos full screen', () => {
  test('the main photo opens them: keys, swipes, zoom, Escape and Back', async ({
    page,
    request,
  }, testInfo) => {
    const listing = await listingWithPhotos(request);
    const total = listing.images.length;
    const address = `/property/${listing.id}`;
    await page.goto(address);
    await waitForHydration(page);
    await markDocument(page);
    const dataRequests: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('.data')) dataRequests.push(sent.url());
    });

    const opener = page.getByRole('button', { name: `Open photo 1 of ${total} full screen` });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: `Photos of ${listing.title}` });
    await expect(viewer).toBeVisible();
    // Full screen, and the page behind it out of reach (a modal dialog).
    const viewport = page.viewportSize();
    const box = await viewer.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    expect(await viewer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);

    const count = viewer.locator('[aria-live="polite"]');
    await expect(count).toHaveText(`1 / ${total}`);
    const photo = (position: number) =>
      viewer.getByRole('img', { name: `${listing.title}, photo ${position} of ${total}` });
    await expect(photo(1)).toBeVisible();
    // The widest rendition the photo has.
    const widest = Math.max(...(listing.images[0]?.variants.map((variant) => variant.width) ?? []));
    await expect
      .poll(() => photo(1).evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(new RegExp(`/${widest}\\.(avif|webp)$`));
    // The photo and its two neighbours are in the page; the others wait.
    expect(await viewer.locator('img').count()).toBe(Math.min(3, total));

    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`2 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(count).toHaveText(`${total} / ${total}`);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(count).toHaveText(`1 / ${total}`);
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(count).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`1 / ${total}`);

    // Tab goes round the viewer's own buttons.
    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      await expect(viewer.locator(':focus')).toHaveCount(1);
    }
    await expect(viewer.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

    if (testInfo.project.use.hasTouch) {
      const cdp = await page.context().newCDPSession(page);
      const middle = (viewport?.height ?? 0) / 2;
      // Between the side buttons.
      await swipe(cdp, 300, 90, middle);
      await expect(count).toHaveText(`2 / ${total}`);
      await swipe(cdp, 90, 300, middle);
      await expect(count).toHaveText(`1 / ${total}`);

      // Two fingers apart: bigger. A double tap: back to the whole photo.
      await touch(
        cdp,
        Array.from({ length: 7 }, (_, step) => [
          { x: 150 - step * 15, y: middle },
          { x: 240 + step * 15, y: middle },
        ]),
      );
      await expect.poll(() => scaleOf(photo(1))).toBeGreaterThan(1.5);
      await expect(count).toHaveText(`1 / ${total}`);
      for (let tap = 0; tap < 2; tap++) await touch(cdp, [[{ x: 195, y: middle }]], 0);
      await expect.poll(() => scaleOf(photo(1))).toBe(1);
      // A double tap zooms in again.
      for (let tap = 0; tap < 2; tap++) await touch(cdp, [[{ x: 195, y: middle }]], 0);
      await expect.poll(() => scaleOf(photo(1))).toBeGreaterThan(1);
      for (let tap = 0; tap < 2; tap++) await touch(cdp, [[{ x: 195, y: middle }]], 0);
      await expect.poll(() => scaleOf(photo(1))).toBe(1);
      await cdp.detach();
    }

    // A double click zooms in, another zooms out; arrows still move.
    await photo(1).dblclick();
    await expect.poll(() => scaleOf(photo(1))).toBeGreaterThan(1);
    await photo(1).dblclick();
    await expect.poll(() => scaleOf(photo(1))).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`2 / ${total}`);

    // Escape: closed, focus back on the photo, which the gallery shows at the same index.
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    const secondOpener = page.getByRole('button', {
      name: `Open photo 2 of ${total} full screen`,
    });
    await expect(secondOpener).toBeFocused();
    await expect(page.getByRole('region', { name: 'Photos' }).locator('.gallery-count')).toHaveText(
      `2 / ${total}`,
    );
    await expect(page).toHaveURL(new RegExp(`${address}$`));

    // Back closes it too, and the page stays as it was: same document, no loader request.
    await secondOpener.click();
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${address}#photo$`));
    await page.goBack();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(secondOpener).toBeFocused();
    await page.waitForTimeout(300);
    expect(dataRequests, 'closing the viewer loaded the page’s data again').toEqual([]);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  });

  test('in Malayalam at 360 px: named in Malayalam, nothing wider than the screen', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the phone’s narrowest width');
    await page.setViewportSize({ width: 360, height: 780 });
    const listing = await listingWithPhotos(request);
    const total = listing.images.length;
    await page.goto(`/ml/property/${listing.id}`);
    await waitForHydration(page);
    const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await page.getByRole('button', { name: `ഫോട്ടോ 1/${total} മുഴുവൻ സ്ക്രീനിൽ കാണുക` }).click();
    const viewer = page.getByRole('dialog', { name: `${title}: ഫോട്ടോകൾ` });
    await expect(viewer).toBeVisible();
    for (const name of ['മുമ്പത്തെ ഫോട്ടോ', 'അടുത്ത ഫോട്ടോ', 'അടയ്ക്കുക']) {
      await expect(viewer.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(viewer.getByRole('img', { name: `${title}, ഫോട്ടോ 1/${total}` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await viewer.getByRole('button', { name: 'അടയ്ക്കുക', exact: true }).click();
    await expect(viewer).toBeHidden();
  });
});
