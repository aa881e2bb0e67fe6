import type { APIRequestContext, Page } from '@playwright/test';

import { allowConsoleMessages, expect, test, waitForHydration } from './fixtures';

/** What Chromium logs for each tile that could not be had. */
const TILE_FAILED_LOG =
  /Failed to load resource: net::ERR_FAILED \(https:\/\/tile\.openstreetmap\.org\//;

/** The map's canvas once its markers are drawn, and how many listings they stand for. */
async function openMap(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await waitForHydration(page);
  const canvas = page.locator('.listing-map-canvas[data-state="ready"]');
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  return Number(await canvas.getAttribute('data-count'));
}

/** Listings the drawn markers stand for: a pin each, a cluster its count. */
async function listingsOnMap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const pins = document.querySelectorAll('.listing-map .map-pill').length;
    const clustered = [...document.querySelectorAll<HTMLElement>('.listing-map .map-cluster')]
      .map((cluster) => Number(cluster.dataset.count))
      .reduce((sum, count) => sum + count, 0);
    return pins + clustered;
  });
}

async function countFromApi(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/properties/properties/?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** 'Showing X of Y exclusive listings': Y. */
async function resultsCount(page: Page): Promise<number> {
  const text = await page.getByText(/Showing \d+ of \d+ exclusive listings/).textContent();
  return Number(/of (\d+)/.exec(text ?? '')?.[1]);
}

test.describe('map search', () => {
  test('shows a marker for every listing the filters match, not only the page', async ({
    page,
    request,
  }) => {
    for (const [url, query] of [
      ['/property-listing?map=1', ''],
      ['/property-listing?type=rent&map=1', 'type=rent'],
      ['/property-listing?type=buy&category=villa&map=1', 'type=sell&category=villa'],
    ] as const) {
      const expected = await countFromApi(request, query);
      expect(expected, `nothing matches ${query}: a weak test`).toBeGreaterThan(0);
      expect(await openMap(page, url)).toBe(expected);
      await expect.poll(() => listingsOnMap(page)).toBe(expected);
      expect(await resultsCount(page)).toBe(expected);
    }
  });

  test('"Search this area" filters by the visible area, in the URL, and survives a reload', async ({
    page,
    request,
  }, testInfo) => {
    const total = await openMap(page, '/property-listing?map=1');
    await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
    // The biggest cluster: choosing it zooms the map in to its listings.
    const clusters = page.locator('.listing-map .map-cluster');
    const sizes = await clusters.evaluateAll((items) =>
      items.map((item) => Number((item as HTMLElement).dataset.count)),
    );
    await clusters.nth(sizes.indexOf(Math.max(...sizes))).click();
    await page.getByRole('button', { name: 'Search this area' }).click();

    await expect(page).toHaveURL(/[?&]bbox=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+/);
    const bbox = new URL(page.url()).searchParams.get('bbox') ?? '';
    const inArea = await countFromApi(request, `bbox=${bbox}`);
    expect(inArea).toBeGreaterThan(1);
    expect(inArea).toBeLessThan(total);
    await expect(page.getByText(`of ${inArea} exclusive listings`)).toBeVisible();
    await expect(page.locator('.listing-map-canvas[data-state="ready"]')).toHaveAttribute(
      'data-count',
      String(inArea),
    );
    await expect.poll(() => listingsOnMap(page)).toBe(inArea);

    // Shared or reloaded, the link shows the same area and results.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(`of ${inArea} exclusive listings`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByText('In the map area'),
    ).toBeVisible();
    await expect.poll(() => listingsOnMap(page)).toBe(inArea);

    // Removing the area brings every listing back (a phone's map covers the list until closed).
    if (testInfo.project.name === 'phone') {
      await page.getByRole('link', { name: 'Show list' }).click();
    }
    // The area is one of the active filters' chips.
    await page.getByRole('link', { name: 'In the map area, remove' }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(page.getByText(`of ${total} exclusive listings`)).toBeVisible();
  });

  test('is usable from the keyboard: markers are buttons, a popup opens and closes', async ({
    page,
  }) => {
    await openMap(page, '/property-listing?type=rent&map=1');
    const pin = page.locator('.listing-map .map-pill').first();
    await expect(pin).toHaveAttribute('role', 'button');
    await expect(pin).toHaveAttribute('aria-label', /for rent: show details$/);
    await pin.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup .map-popup-card');
    await expect(popup).toBeVisible();
    await expect(popup).toBeFocused();
    await expect(popup).toHaveAttribute('href', /^\/property\/\d+$/);
    await expect(popup.locator('strong')).toHaveText(/^₹[\d,.]+/);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(pin).toBeFocused();
  });

  test('opens from the results and goes back to the list', async ({ page }, testInfo) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/[?&]map=1/);
    await expect(page.locator('.listing-map-canvas[data-state="ready"]')).toBeVisible();
    if (testInfo.project.name === 'phone') {
      // A phone's map covers the screen, with a way back to the list.
      const box = await page.locator('.listing-map').boundingBox();
      expect(box?.height).toBe(844);
      await page.getByRole('link', { name: 'Show list' }).click();
    } else {
      await page.getByRole('link', { name: 'Hide map' }).click();
    }
    await expect(page).not.toHaveURL(/map=1/);
    await expect(page.locator('.listing-map')).toHaveCount(0);
  });

  test('speaks Malayalam on a Malayalam page', async ({ page, request }) => {
    const total = await countFromApi(request, '');
    expect(await openMap(page, '/ml/property-listing?map=1')).toBe(total);
    await expect(page.locator('.listing-map').getByText(`മാപ്പിൽ ${total} പ്രോപ്പർട്ടികൾ`)).toHaveCount(
      1,
    );
    await expect(page.locator('.listing-map .map-pill').first()).toHaveAttribute(
      'aria-label',
      /(വാടകയ്ക്ക്|വിൽപ്പനയ്ക്ക്): വിവരങ്ങൾ കാണുക$/,
    );
    // Each pin shows its price in Malayalam, as its name says it (label-content-name-mismatch).
    const pins = await page.locator('.listing-map .map-pill').evaluateAll((elements) =>
      elements.map((pin) => ({
        text: pin.textContent ?? '',
        name: pin.getAttribute('aria-label'),
      })),
    );
    expect(pins.length).toBeGreaterThan(0);
    for (const pin of pins) {
      expect(pin.text).toMatch(/^₹[\d.,]+( കോടി| ലക്ഷം)?$/);
      expect(pin.name).toContain(pin.text);
    }
    // The map's own controls speak Malayalam too.
    await expect(page.getByRole('button', { name: 'വലുതാക്കുക' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ചെറുതാക്കുക' })).toBeVisible();
  });

  test('says so when its tiles cannot be had, and keeps its pins', async ({ page }) => {
    allowConsoleMessages(page, TILE_FAILED_LOG);
    await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort('failed'));
    await openMap(page, '/property-listing?map=1');
    const failed = page.locator('.listing-map').getByRole('alert');
    await expect(failed).toContainText('The map could not be loaded');
    await expect(failed).toContainText('the list has every one');
    await expect(
      page.locator('.listing-map .map-pill, .listing-map .map-cluster').first(),
    ).toBeVisible();
  });
});

test.describe('the detail page map', () => {
  test("shows the listing's pin in the location tab, loading the map only then", async ({
    page,
    request,
  }) => {
    const listing = (
      (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
        data: { id: number; price: number }[];
      }
    ).data[0];
    expect(listing).toBeDefined();
    const mapScripts: string[] = [];
    page.on('request', (sent) => {
      if (/map-engine/.test(sent.url())) mapScripts.push(sent.url());
    });
    await page.goto(`/property/${listing?.id}`);
    await waitForHydration(page);
    await expect(page.locator('.location-map')).toBeHidden();
    expect(mapScripts, 'Leaflet loaded before the location tab was opened').toEqual([]);

    await page.getByRole('tab', { name: 'Location' }).click();
    const pin = page.locator('.location-map .map-pill');
    await expect(pin).toBeVisible({ timeout: 15_000 });
    await expect(pin).toHaveAttribute('role', 'img');
    await expect(pin).toHaveAttribute('aria-label', /^The property, ₹/);
    expect(mapScripts.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(page.locator('.location-map-wrap').getByRole('alert')).toHaveCount(0);
  });

  test('says the map could not be loaded, with the address and directions, in both languages', async ({
    page,
    request,
  }) => {
    const listing = (
      (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
        data: { id: number; google_maps_url: string | null; latitude: number; longitude: number }[];
      }
    ).data[0]!;
    // Offline, or the tile service blocked: every tile fails.
    allowConsoleMessages(page, TILE_FAILED_LOG);
    await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort('failed'));
    for (const [prefix, tab, words, directions] of [
      ['', 'Location', 'The map could not be loaded', 'Get directions'],
      ['/ml', 'ലൊക്കേഷൻ', 'മാപ്പ് ലോഡ് ചെയ്യാനായില്ല', 'വഴി കാണുക'],
    ] as const) {
      await page.goto(`${prefix}/property/${listing.id}`);
      await waitForHydration(page);
      await page.getByRole('tab', { name: tab }).click();
      const failed = page.locator('.location-map-wrap').getByRole('alert');
      await expect(failed).toContainText(words, { timeout: 15_000 });
      await expect(failed.locator('.map-tiles-failed-place')).not.toBeEmpty();
      await expect(failed.getByRole('link', { name: new RegExp(directions) })).toHaveAttribute(
        'href',
        listing.google_maps_url ??
          `https://www.google.com/maps/dir/?api=1&destination=${listing.latitude},${listing.longitude}`,
      );
    }
  });
});
