// Issue 34, items 1 to 4: what a listing states of its rent terms, building, K-RERA and land, on
// its page (the 'Rent, building and land' rows, in both languages) and on its card (the deposit
// beside the rent, the RERA registered badge), with the demo catalogue's facts.
import type { APIRequestContext, Page } from '@playwright/test';

import { formatPrice } from '../contract/format';
import { PADDY_LAND_ACT_URL } from '../app/components/detail/detail-facts';
import { RERA_SEARCH_URL } from '../contract/rera';
import { axeViolations, describeViolations } from './axe';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

interface Listing {
  id: number;
  title: string;
  title_ml: string | null;
  price: number;
  location: { city: string };
  security_deposit: number | null;
  floor: number | null;
  total_floors: number | null;
  facing: string | null;
  rera_number: string | null;
  land_type: string | null;
}

/** The first available listing the API finds with `query`. */
async function firstListing(request: APIRequestContext, query: string): Promise<Listing> {
  const response = await request.get(`/api/properties/properties/?${query}&page_size=1`);
  expect(response.ok(), await response.text()).toBe(true);
  const [listing] = ((await response.json()) as { data: Listing[] }).data;
  if (!listing) throw new Error(`the demo catalogue has no listing with ${query}`);
  return listing;
}

/** The value of the page's fact row labelled `label`. */
function factRow(page: Page, label: string) {
  return page.locator('dl.facts > div').filter({ has: page.getByText(label, { exact: true }) });
}

const FACING_EN: Record<string, string> = { n: 'North', ne: 'North-east', e: 'East', w: 'West' };

test.describe('on the listing page', () => {
  test('a registered flat states its floor, facing and K-RERA number, with the link to K-RERA', async ({
    page,
    request,
  }) => {
    const flat = await firstListing(request, 'type=sell&rera=1&min_floor=1');
    await page.goto(`/property/${flat.id}`);
    await expect(page.getByRole('heading', { name: 'Rent, building and land' })).toBeVisible();
    await expect(factRow(page, 'Floor').locator('dd')).toHaveText(
      new RegExp(`^${flat.floor}(st|nd|rd|th) of ${flat.total_floors} floors$`),
    );
    const facing = FACING_EN[flat.facing ?? ''];
    if (facing) await expect(factRow(page, 'Facing').locator('dd')).toHaveText(`${facing} facing`);
    const rera = factRow(page, 'K-RERA registration');
    await expect(rera.locator('dd')).toContainText(flat.rera_number ?? 'no number');
    const link = rera.getByRole('link', { name: 'Look it up on the K-RERA website' });
    await expect(link).toHaveAttribute('href', new RegExp(`^${RERA_SEARCH_URL}`));
    await expect(link).toHaveAttribute('target', '_blank');

    // In Malayalam, the same rows in Malayalam.
    await page.goto(`/ml/property/${flat.id}`);
    await expect(page.getByRole('heading', { name: 'വാടക, കെട്ടിടം, സ്ഥലം' })).toBeVisible();
    await expect(factRow(page, 'കെ-റെറ രജിസ്ട്രേഷൻ').locator('dd')).toContainText(
      flat.rera_number ?? 'no number',
    );
    await expectNoHorizontalOverflow(page);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('paddy land says in one plain sentence what it means for building, in both languages', async ({
    page,
    request,
  }) => {
    const plot = await firstListing(request, 'land_type=nilam');
    await page.goto(`/property/${plot.id}`);
    await expect(factRow(page, 'Land type')).toContainText('Paddy land');
    await expect(factRow(page, 'Land type')).toContainText(
      'Kerala Conservation of Paddy Land and Wetland Act, 2008',
    );
    // And the Act itself, in a new tab as the site's outside links open.
    const act = factRow(page, 'Land type').getByRole('link', { name: 'Read the Act' });
    await expect(act).toHaveAttribute('href', PADDY_LAND_ACT_URL);
    await expect(act).toHaveAttribute('target', '_blank');
    await page.goto(`/ml/property/${plot.id}`);
    await expect(page.getByRole('heading', { name: 'വാടക, കെട്ടിടം, സ്ഥലം' })).toBeVisible();
    await expect(page.locator('dl.facts small').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'നിയമം വായിക്കുക' })).toHaveAttribute(
      'href',
      PADDY_LAND_ACT_URL,
    );
  });

  test('a rental states its deposit and rent terms', async ({ page, request }) => {
    const rental = await firstListing(request, 'type=rent&max_deposit=100000000');
    await page.goto(`/property/${rental.id}`);
    await expect(factRow(page, 'Security deposit').locator('dd')).toHaveText(
      /^₹[\d,]+$/, // rupees in full, as a deposit is paid
    );
  });
});

test.describe('on the cards', () => {
  test("a rental's card says its deposit beside the rent, in both languages", async ({
    page,
    request,
  }) => {
    const rental = await firstListing(request, 'type=rent&max_deposit=100000000');
    const deposit = formatPrice(rental.security_deposit ?? 0, 'en');
    const mlDeposit = formatPrice(rental.security_deposit ?? 0, 'ml');
    await page.goto(
      `/property-listing?type=rent&location=${encodeURIComponent(rental.location.city)}`,
    );
    const card = page.locator('article.card').filter({ hasText: rental.title });
    await expect(card.locator('.card-deposit')).toHaveText(`Deposit ${deposit}`);

    await page.goto(
      `/ml/property-listing?type=rent&location=${encodeURIComponent(rental.location.city)}`,
    );
    const mlCard = page
      .locator('article.card')
      .filter({ has: page.locator(`a[href$="/property/${rental.id}"]`) });
    await expect(mlCard.locator('.card-deposit')).toHaveText(`ഡെപ്പോസിറ്റ് ${mlDeposit}`);
  });

  test('a listing with a K-RERA number carries the RERA registered badge; others do not', async ({
    page,
    request,
  }, testInfo) => {
    const project = await firstListing(request, 'type=sell&rera=1');
    await page.goto(
      `/property-listing?type=buy&location=${encodeURIComponent(project.location.city)}`,
    );
    const cards = page.locator('article.card');
    const card = cards.filter({ has: page.locator(`a[href$="/property/${project.id}"]`) });
    await expect(card.locator('.card-rera')).toHaveText('RERA registered');
    await expect(card.locator('.card-rera')).toBeVisible();
    // Every badge on the page belongs to a listing with a number: as many badges as such cards.
    const registered = await request.get(
      `/api/properties/properties/?type=sell&rera=1&location=${encodeURIComponent(project.location.city)}&page_size=100`,
    );
    const { count } = (await registered.json()) as { count: number };
    await expect(page.locator('.card-rera')).toHaveCount(Math.min(count, await cards.count()));

    if (testInfo.project.name === 'phone') {
      // The badge sits on the photo: the card is no taller for it.
      const height = await card.evaluate((element) => element.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(480);
    }
    await page.goto(
      `/ml/property-listing?type=buy&location=${encodeURIComponent(project.location.city)}`,
    );
    await expect(
      page
        .locator('article.card')
        .filter({ has: page.locator(`a[href$="/property/${project.id}"]`) })
        .locator('.card-rera'),
    ).toHaveText('കെ-റെറ രജിസ്റ്റർ ചെയ്തത്');
    await expectNoHorizontalOverflow(page);
  });
});
