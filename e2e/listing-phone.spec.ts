import type { APIRequestContext, Page } from '@playwright/test';

import { axeViolations, describeViolations } from './axe';
import { expect, expectNoHorizontalOverflow, test, waitForHydration } from './fixtures';

/**
 * Results on a phone (issue 33, item 3): the first price on the first screen, cards of at most
 * 480 px, the filters as a sheet whose button counts before applying, the active filters as
 * chips, an empty result that names the filter to loosen, and the form without JavaScript. The
 * size checks and the counts of each combination of filters run on the phone project; the
 * sheet, its first count and the chips at both sizes.
 */

const cards = (page: Page) => page.locator('main li article');

/** The count of 'Showing X of N exclusive listings' (or its Malayalam). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.results-count').textContent()) ?? '';
  const numbers = [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
  // English says 'Showing X of N', Malayalam 'N … X': the larger is the count.
  return Math.max(...numbers.slice(0, 2));
}

async function apiCount(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(
    `/api/properties/properties/?${new URLSearchParams({ page_size: '1', ...query })}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

const filtersButton = (page: Page) => page.locator('summary', { hasText: /Filters|ഫിൽട്ടറുകൾ/ });
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Advanced Filters' });
const showButton = (page: Page) => sheet(page).getByRole('button', { name: /^Show \d+ homes?$/ });
const group = (page: Page, name: string) => sheet(page).getByRole('group', { name, exact: true });

async function openSheet(page: Page) {
  await waitForHydration(page);
  await filtersButton(page).click();
  await expect(sheet(page)).toBeVisible();
}

/** The number the sheet's button says, once it has counted. */
async function shownCount(page: Page): Promise<number> {
  await expect(showButton(page)).toBeVisible();
  const text = (await showButton(page).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

test.describe('results on a phone', () => {
  test('the first price is on the first screen and every card is at most 480 px tall', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'sizes of a 390 px phone');
    for (const path of [
      '/property-listing?type=buy',
      '/property-listing',
      '/property-listing?type=rent',
      // Malayalam's longer words too, on every page of results (the badges sit on the photo).
      ...[1, 2, 3, 4, 5].map((page) => `/ml/property-listing?page=${page}`),
    ]) {
      await page.goto(path);
      const price = cards(page).first().locator('.card-price');
      const box = await price.boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.y + box!.height, `${path}: first price`).toBeLessThanOrEqual(844);
      const heights = await cards(page).evaluateAll((articles) =>
        articles.map((article) => article.getBoundingClientRect().height),
      );
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.max(...heights), `${path}: tallest card`).toBeLessThanOrEqual(480);
      await expectNoHorizontalOverflow(page);
    }
  });

  test('in Malayalam at 360 px too', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'sizes of a phone');
    await page.setViewportSize({ width: 360, height: 780 });
    // Malayalam's longer words wrap a card's facts onto two lines (475 px with the demo data).
    await page.goto('/ml/property-listing');
    const tallest = await cards(page).evaluateAll((articles) =>
      Math.max(...articles.map((article) => article.getBoundingClientRect().height)),
    );
    expect(tallest).toBeLessThanOrEqual(480);
    await page.goto('/ml/property-listing?type=buy&price=5000000-10000000');
    const box = await cards(page).first().locator('.card-price').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(780);
    const heights = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.getBoundingClientRect().height),
    );
    expect(Math.max(...heights)).toBeLessThanOrEqual(480);
    // The price filter shows as a chip, in Malayalam.
    await expect(page.getByRole('list', { name: 'ഓണായ ഫിൽട്ടറുകൾ' })).toContainText(
      '₹50 ലക്ഷം – ₹1 കോടി',
    );
    await expectNoHorizontalOverflow(page);
  });

  test('a card keeps one main contact action and the others in a compact row, through /go/', async ({
    page,
  }) => {
    await page.goto('/property-listing?type=buy');
    const card = cards(page).first();
    for (const name of [/^Chat/, /^Call/, /^Mail/, /^Directions/]) {
      await expect(card.getByRole('link', { name })).toBeVisible();
    }
    expect(await card.getByRole('link', { name: /^Chat/ }).getAttribute('href')).toMatch(
      /^\/go\/whatsapp\/\d+/,
    );
    // One row: every action's top within a few pixels of the main one's.
    const tops = await card
      .locator('.card-actions > a')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
  });
});

test.describe('the filter sheet', () => {
  test('opens over the page as a modal, closes on Escape and gives the focus back', async ({
    page,
  }, testInfo) => {
    await page.goto('/property-listing?type=buy');
    await openSheet(page);
    // Once its slide-in has finished.
    await sheet(page).evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await sheet(page).boundingBox();
    const viewport = page.viewportSize()!;
    if (testInfo.project.name === 'phone') {
      // The whole screen.
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    } else {
      // A drawer on the right, the whole height.
      expect(box!.x + box!.width).toBe(viewport.width);
      expect(box!.height).toBe(viewport.height);
    }
    // The focus is inside, and stays inside when tabbing past the last control.
    await expect(sheet(page).getByRole('button', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await sheet(page).evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
    // The button is sticky: in view at the bottom without scrolling the sheet.
    await expect(showButton(page)).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(filtersButton(page)).toBeFocused();
  });

  const combinations: {
    name: string;
    choose: (page: Page) => Promise<void>;
    api: Record<string, string>;
  }[] = [
    {
      name: 'for rent, 2 bedrooms',
      choose: async (page: Page) => {
        await group(page, 'Listing Type')
          .getByRole('radio', { name: 'For Rent', exact: true })
          .click();
        await group(page, 'Bedrooms').getByRole('radio', { name: '2', exact: true }).click();
      },
      api: { type: 'rent', bedrooms: '2' },
    },
    {
      name: 'for sale, an apartment, 50L to 1Cr',
      choose: async (page: Page) => {
        await group(page, 'Listing Type')
          .getByRole('radio', { name: 'For Sale', exact: true })
          .click();
        await group(page, 'Residential')
          .getByRole('radio', { name: 'Apartment', exact: true })
          .click();
        await group(page, 'Price presets')
          .getByRole('radio', { name: '50L-1Cr', exact: true })
          .click();
      },
      api: { type: 'sell', category: 'Apartment', min_price: '5000000', max_price: '10000000' },
    },
    {
      name: 'land of 10 to 20 cents',
      choose: async (page: Page) => {
        await group(page, 'Land').getByRole('radio', { name: 'Land', exact: true }).click();
        await group(page, 'Land area ranges')
          .getByRole('radio', { name: '10 cents – 20 cents' })
          .click();
      },
      api: { category: 'Land', min_cents: '10', max_cents: '19.99' },
    },
    {
      // Issue 34: the listing facts' filters count and apply as every other does.
      name: 'for rent, a deposit up to ₹1 Lakh, families',
      choose: async (page: Page) => {
        await group(page, 'Listing Type')
          .getByRole('radio', { name: 'For Rent', exact: true })
          .click();
        await group(page, 'Security deposit')
          .getByRole('radio', { name: 'Up to ₹1 Lakh', exact: true })
          .click();
        await group(page, 'Tenants').getByRole('radio', { name: 'Families', exact: true }).click();
      },
      api: { type: 'rent', max_deposit: '100000', tenant_preference: 'family' },
    },
    {
      name: 'for sale, K-RERA registered',
      choose: async (page: Page) => {
        await group(page, 'Listing Type')
          .getByRole('radio', { name: 'For Sale', exact: true })
          .click();
        await sheet(page)
          .getByRole('checkbox', { name: 'K-RERA registered projects only' })
          .check();
      },
      api: { type: 'sell', rera: '1' },
    },
    {
      name: 'a price cut',
      choose: async (page: Page) => {
        await sheet(page)
          .getByRole('checkbox', { name: /^Price cut in the last/ })
          .check();
      },
      api: { price_reduced: '1' },
    },
    {
      name: 'land: garden or converted paddy land on a road of 10 ft or wider',
      choose: async (page: Page) => {
        await group(page, 'Land').getByRole('radio', { name: 'Land', exact: true }).click();
        const landType = group(page, 'Land type');
        await landType.getByRole('checkbox', { name: 'Garden land', exact: true }).check();
        await landType.getByRole('checkbox', { name: 'Converted paddy land', exact: true }).check();
        await group(page, 'Road width')
          .getByRole('radio', { name: '10 ft or wider', exact: true })
          .click();
      },
      api: { category: 'Land', land_type: 'purayidam,nilam_converted', min_road_width: '10' },
    },
  ];
  for (const combination of combinations) {
    test(`says how many homes it will show before applying: ${combination.name}`, async ({
      page,
      request,
    }, testInfo) => {
      // The count is the API's whatever the size; the sheet's layout at both sizes is above.
      test.skip(testInfo.project.name !== 'phone', 'the count is the same at every size');
      await page.goto('/property-listing');
      const before = await resultCount(page);
      await openSheet(page);
      expect(await shownCount(page)).toBe(before);
      await combination.choose(page);
      // Nothing applied yet: the results behind are the same page.
      expect(new URL(page.url()).search).toBe('');
      const expected = await apiCount(request, combination.api);
      expect(expected, 'a weak combination: nothing matches').toBeGreaterThan(0);
      await expect(showButton(page)).toHaveText(
        expected === 1 ? 'Show 1 home' : `Show ${expected} homes`,
      );
      await showButton(page).click();
      await expect(sheet(page)).toBeHidden();
      await expect(page).not.toHaveURL(/\/property-listing$/);
      await expect.poll(() => resultCount(page)).toBe(expected);
    });
  }

  test('offers size chips that do not overlap, and cents only where land can match', async ({
    page,
  }) => {
    await page.goto('/property-listing');
    await openSheet(page);
    const sizes = group(page, 'Built-up area ranges').getByRole('radio');
    await expect(sizes).toHaveCount(7);
    await expect(group(page, 'Built-up area ranges')).not.toContainText('Up to');
    await expect(group(page, 'Land area ranges')).toBeVisible();
    // The demo catalogue lets no land: a rental is not searched by cents.
    await group(page, 'Listing Type').getByRole('radio', { name: 'For Rent', exact: true }).click();
    await expect(group(page, 'Land area ranges')).toHaveCount(0);
    await group(page, 'Land').getByRole('radio', { name: 'Land', exact: true }).click();
    await expect(group(page, 'Land area ranges')).toBeVisible();
    await expect(group(page, 'Built-up area ranges')).toHaveCount(0);
    await expect(sheet(page)).not.toContainText('not filtered');
  });
});

test.describe('active filters', () => {
  test('show as chips, the price included, and one tap removes one', async ({ page }) => {
    await page.goto('/property-listing?type=buy&category=apartment&price=5000000-10000000&beds=3');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('link')).toHaveText([
      'For Sale',
      'Apartment',
      '₹50 Lakh – ₹1 Cr',
      '3 Bedrooms',
      'Clear all',
    ]);
    // Each says what a tap does, its own words first.
    await expect(chips.getByRole('link').first()).toHaveAccessibleName('For Sale, remove');
    await waitForHydration(page);
    await chips.getByRole('link', { name: '₹50 Lakh – ₹1 Cr, remove' }).click();
    await expect(page).toHaveURL(/\?type=buy&category=apartment&beds=3$/);
    await expect(chips.getByRole('link')).toHaveText([
      'For Sale',
      'Apartment',
      '3 Bedrooms',
      'Clear all',
    ]);
  });

  test('a row of chips wider than a phone fades where more chips are, at each end', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the row scrolls sideways on phones only');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(
      '/ml/property-listing?type=buy&category=apartment&price=5000000-30000000&beds=3',
    );
    await waitForHydration(page);
    const chips = page.getByRole('list', { name: 'ഓണായ ഫിൽട്ടറുകൾ' });
    expect(await chips.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
    await expect(chips).toHaveAttribute('data-more', 'end');
    expect(await chips.evaluate((row) => getComputedStyle(row).maskImage)).toContain('gradient');
    await chips.evaluate((row) => row.scrollTo({ left: row.scrollWidth }));
    await expect(chips).toHaveAttribute('data-more', 'start');
    await chips.evaluate((row) => row.scrollTo({ left: 40 }));
    await expect(chips).toHaveAttribute('data-more', 'both');

    // A chip removed: the row is measured again (here it may fit, and then nothing fades).
    await chips.getByRole('link').first().click();
    await expect(page).not.toHaveURL(/type=buy/);
    const fits = await chips.evaluate((row) => row.scrollWidth <= row.clientWidth + 1);
    if (fits) await expect(chips).not.toHaveAttribute('data-more');
    else await expect(chips).toHaveAttribute('data-more', /end|start|both/);
  });

  test('an empty result names the filter to loosen, and its link finds homes', async ({
    page,
    request,
  }) => {
    await page.goto('/property-listing?type=buy&location=Kannur&price=-2000000');
    await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await expect(
      page.getByText('No homes match For Sale · Kannur · Up to ₹20 Lakh.'),
    ).toBeVisible();
    const expected = await apiCount(request, { type: 'sell', location: 'Kannur' });
    expect(expected).toBeGreaterThan(0);
    const loosen = page.getByRole('link', {
      name: `Remove “Up to ₹20 Lakh” to see ${expected === 1 ? '1 home' : `${expected} homes`}`,
    });
    await loosen.click();
    await expect(page).toHaveURL(/\?location=Kannur&type=buy$/);
    await expect.poll(() => resultCount(page)).toBe(expected);
  });

  test("an empty result names a listing fact's filter to loosen too (issue 34)", async ({
    page,
    request,
  }) => {
    await page.goto('/property-listing?type=rent&max_deposit=1000');
    await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    const expected = await apiCount(request, { type: 'rent' });
    await page
      .getByRole('link', {
        name: `Remove “Deposit up to ₹1,000” to see ${expected === 1 ? '1 home' : `${expected} homes`}`,
      })
      .click();
    await expect(page).toHaveURL(/\?type=rent$/);
    await expect.poll(() => resultCount(page)).toBe(expected);
  });

  test('in Malayalam, the empty result keeps the price filter that caused it in view', async ({
    page,
  }) => {
    await page.goto('/ml/property-listing?type=buy&location=Kannur&price=-2000000');
    await expect(page.getByRole('list', { name: 'ഓണായ ഫിൽട്ടറുകൾ' })).toContainText('₹20 ലക്ഷം വരെ');
    await expect(
      page.getByRole('link', { name: /“₹20 ലക്ഷം വരെ” ഒഴിവാക്കിയാൽ \d+ വീടുകൾ കാണാം/ }),
    ).toBeVisible();
  });
});

test.describe('the filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('are a plain GET form, and the chips are links', async ({ page, request }) => {
    await page.goto('/property-listing');
    await filtersButton(page).click();
    const form = page.locator('form.filter-form');
    await form
      .getByRole('group', { name: 'Listing Type', exact: true })
      .getByRole('radio', { name: 'For Rent' })
      .check();
    await form
      .getByRole('group', { name: 'Bedrooms', exact: true })
      .getByRole('radio', { name: '2', exact: true })
      .check();
    // Without the script the button cannot count: it says what it does.
    await form.getByRole('button', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/[?&]type=rent&.*beds=2/);
    expect(await resultCount(page)).toBe(await apiCount(request, { type: 'rent', bedrooms: '2' }));
    await page.getByRole('link', { name: '2 Bedrooms, remove' }).click();
    await expect(page).toHaveURL(/\?type=rent$/);
    expect(await resultCount(page)).toBe(await apiCount(request, { type: 'rent' }));
  });

  test("offer the listing facts' filters in Malayalam, for what the page's type can match", async ({
    page,
    request,
  }) => {
    await page.goto('/ml/property-listing?type=buy&category=Land');
    await filtersButton(page).click();
    const form = page.locator('form.filter-form');
    // Land: its kind and its road; no floor, facing or rent terms.
    await expect(form.getByRole('group', { name: 'നില', exact: true })).toHaveCount(0);
    await expect(form.getByRole('group', { name: 'സെക്യൂരിറ്റി ഡെപ്പോസിറ്റ്' })).toHaveCount(0);
    await form
      .getByRole('group', { name: 'ഭൂമിയുടെ തരം', exact: true })
      .getByRole('checkbox', { name: 'പുരയിടം', exact: true })
      .check();
    await form.getByRole('button', { name: 'വീടുകൾ കാണുക' }).click();
    await expect(page).toHaveURL(/[?&]land_type=purayidam(&|$)/);
    const expected = await apiCount(request, {
      type: 'sell',
      category: 'Land',
      land_type: 'purayidam',
    });
    expect(expected).toBeGreaterThan(0);
    expect(await resultCount(page)).toBe(expected);
    await expect(page.getByRole('link', { name: 'പുരയിടം, ഒഴിവാക്കുക' })).toBeVisible();
  });
});

test.describe('accessibility of the results (axe-core)', () => {
  for (const state of [
    { name: 'results with chips', path: '/property-listing?type=buy&price=5000000-10000000' },
    { name: 'the open sheet', path: '/property-listing?type=rent', open: true },
    { name: 'an empty result', path: '/property-listing?type=buy&location=Kannur&price=-2000000' },
    { name: 'Malayalam results', path: '/ml/property-listing?type=buy&price=5000000-10000000' },
    { name: 'the Malayalam sheet', path: '/ml/property-listing', open: true },
  ]) {
    test(`${state.name} has no violations`, async ({ page }) => {
      await page.goto(state.path);
      await waitForHydration(page);
      if (state.open) {
        await filtersButton(page).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page
          .getByRole('dialog')
          .evaluate((element) =>
            Promise.all(element.getAnimations().map((animation) => animation.finished)),
          );
      }
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
