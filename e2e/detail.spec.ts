import type { APIRequestContext, Page } from '@playwright/test';

import { formatPrice } from '../contract/format';
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
import { kakkanadFlatForm } from './admin';

/** The fields of an API listing these tests read. */
interface Listing {
  id: number;
  status: string;
  title: string;
  price: number;
  property_for: 'rent' | 'sell';
  location: { city: string; district: string; state: string };
  images: { image: string }[];
  feature_details: { name: string }[];
  nearby_places: { place: string; distance: number | null }[];
  youtube_video_link: string | null;
  google_embedded_map_link: string | null;
}

const ADMIN = { email: 'admin@veedu.test', password: 'e2e-password-123' };

async function signInAsAdmin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/accounts/login/', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Listings as the API tells them (visitors see available ones; admins may ask for others). */
async function fetchListings(
  request: APIRequestContext,
  query = '',
  token?: string,
): Promise<Listing[]> {
  const response = await request.get(`/api/properties/properties/?page_size=100${query}`, {
    headers: token ? { authorization: `Token ${token}` } : {},
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Listing[] }).data;
}

function findListing(listings: Listing[], isWanted: (listing: Listing) => boolean): Listing {
  const listing = listings.find(isWanted);
  if (!listing) throw new Error('the demo catalogue has no listing of the kind this test needs');
  return listing;
}

/** The text React puts into an HTML attribute, back to plain text. */
function decodeHtml(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Photos' });
const counter = (page: Page) => gallery(page).locator('[aria-live="polite"]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const visiblePanel = (page: Page) => page.getByRole('tabpanel');

/** Google's and YouTube's frames are outside this machine: answer them with a blank page. */
async function stubThirdPartyFrames(page: Page): Promise<void> {
  for (const host of ['https://www.google.com/**', 'https://www.youtube-nocookie.com/**']) {
    await page.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>embed</title>' }),
    );
  }
}

test.describe('property detail page', () => {
  test('opens from a card on the listing page without a page load', async ({ page }) => {
    await page.goto('/property-listing');
    await waitForHydration(page);
    const card = page.locator('main li article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await markDocument(page);
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await isSameDocument(page), 'the card reloaded the whole page').toBe(true);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'href',
      '/property-listing',
    );
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);
    await expectNoHorizontalOverflow(page);
  });

  test('gallery wraps around, counts, and follows thumbnails, arrow keys and swipes', async ({
    page,
    request,
  }, testInfo) => {
    const listing = findListing(await fetchListings(request), (each) => each.images.length >= 3);
    const total = listing.images.length;
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);

    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await gallery(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText(`${total} / ${total}`);
    await gallery(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    await gallery(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    await expect(gallery(page).getByRole('img', { name: `photo 2 of ${total}` })).toBeVisible();

    const third = gallery(page).getByRole('button', { name: 'Show photo 3' });
    await third.click();
    await expect(counter(page)).toHaveText(`3 / ${total}`);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(gallery(page).getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute(
      'aria-current',
    );

    // Arrow keys turn the photos while focus is in the gallery.
    await third.press('ArrowRight');
    await expect(counter(page)).toHaveText(`${total === 3 ? 1 : 4} / ${total}`);
    await third.press('ArrowLeft');
    await third.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`2 / ${total}`);

    if (!testInfo.project.use.hasTouch) return;
    // A finger swiping left shows the next photo, swiping right the previous one.
    // The main photo comes before the thumbnails.
    const photo = gallery(page).locator('img').first();
    const swipe = (fromX: number, toX: number) =>
      photo.evaluate(
        (element, [from, to]) => {
          const touchAt = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 120 });
          const options = (x: number, isDown: boolean) => ({
            bubbles: true,
            touches: isDown ? [touchAt(x)] : [],
            changedTouches: [touchAt(x)],
          });
          element.dispatchEvent(new TouchEvent('touchstart', options(from ?? 0, true)));
          element.dispatchEvent(new TouchEvent('touchend', options(to ?? 0, false)));
        },
        [fromX, toX],
      );
    await swipe(300, 100);
    await expect(counter(page)).toHaveText(`3 / ${total}`);
    await swipe(100, 300);
    await expect(counter(page)).toHaveText(`2 / ${total}`);
  });

  test('tabs switch by mouse and keyboard and say what each one has', async ({ page, request }) => {
    const listings = await fetchListings(request);
    const rich = findListing(
      listings,
      (each) =>
        each.feature_details.length > 0 &&
        each.nearby_places.some((place) => place.distance !== null) &&
        each.youtube_video_link !== null &&
        each.google_embedded_map_link !== null,
    );
    await stubThirdPartyFrames(page);
    await page.goto(`/property/${rich.id}`);
    await waitForHydration(page);

    // No third-party frame before the visitor asks for one.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanel(page)).toHaveAccessibleName('Overview');
    for (const heading of ['Description', 'Property Details', 'Additional Info']) {
      await expect(visiblePanel(page).getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(visiblePanel(page).getByText(/^\d+ spaces?$|^Not specified$/)).not.toHaveCount(0);

    await tab(page, 'Features').click();
    await expect(tab(page, 'Features')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'false');
    for (const feature of rich.feature_details) {
      await expect(visiblePanel(page).getByText(feature.name, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/#features$/);

    await tab(page, 'Location').click();
    const place = rich.nearby_places.find((each) => each.distance !== null);
    const row = visiblePanel(page)
      .getByRole('listitem')
      .filter({ hasText: place?.place ?? '' });
    await expect(row).toContainText(`${place?.distance?.toFixed(1)} km`);
    await expect(visiblePanel(page).getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps/,
    );
    await visiblePanel(page)
      .getByRole('button', { name: /Google map of the area/ })
      .click();
    await expect(visiblePanel(page).locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/(www|maps)\.google\.com\/maps(\/embed|\?.*output=embed)/,
    );

    // Keyboard: arrows wrap, Home and End jump; focus follows the chosen tab.
    await tab(page, 'Location').press('ArrowRight');
    await expect(tab(page, 'Video')).toBeFocused();
    await expect(tab(page, 'Video')).toHaveAttribute('aria-selected', 'true');
    const videoId = /(?:v=|youtu\.be\/|shorts\/)([\w-]{11})/.exec(
      rich.youtube_video_link ?? '',
    )?.[1];
    await visiblePanel(page)
      .getByRole('button', { name: /Play video tour/ })
      .click();
    await expect(visiblePanel(page).locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videoId}`),
    );
    await tab(page, 'Video').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Overview')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Video')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Video')).toBeFocused();

    // The tab is in the URL, so a link opens on it.
    await page.goto(`/property/${rich.id}#location`);
    await waitForHydration(page);
    await expect(tab(page, 'Location')).toHaveAttribute('aria-selected', 'true');
  });

  test('says when a listing has no features or video', async ({ page, request }) => {
    const plain = findListing(
      await fetchListings(request),
      (each) => each.feature_details.length === 0 && each.youtube_video_link === null,
    );
    await page.goto(`/property/${plain.id}`);
    await waitForHydration(page);
    await tab(page, 'Features').click();
    await expect(visiblePanel(page)).toContainText('No features available');
    await tab(page, 'Video').click();
    await expect(visiblePanel(page)).toContainText('No video tour available for this property.');
  });

  test('shares by copying the link when the device has no share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/property-listing');
    const href = await page
      .locator('main li article a[href^="/property/"]')
      .first()
      .getAttribute('href');
    await page.goto(href ?? '/');
    await waitForHydration(page);
    await gallery(page).getByRole('button', { name: 'Share' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(href ?? '', page.url()).toString());
  });

  test('shows the link to copy when the clipboard is refused too', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        configurable: true,
      });
    });
    await page.goto('/property-listing');
    const href = await page
      .locator('main li article a[href^="/property/"]')
      .first()
      .getAttribute('href');
    await page.goto(href ?? '/');
    await waitForHydration(page);
    await gallery(page).getByRole('button', { name: 'Share' }).click();
    const link = page.getByLabel('Copy this link to share the property:');
    await expect(link).toHaveValue(new URL(href ?? '', page.url()).toString());
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(link).toHaveCount(0);
  });

  test('WhatsApp message carries the title, the place and the price; call and mail', async ({
    page,
    request,
  }) => {
    const listing = findListing(
      await fetchListings(request),
      (each) => each.property_for === 'rent',
    );
    await page.goto(`/property/${listing.id}`);
    const whatsApp = page.getByRole('link', { name: /Contact on WhatsApp/ });
    // Through /go/, which records the lead and hands over to wa.me with the message (issue 15).
    const href = await handOverOf(request, (await whatsApp.getAttribute('href')) ?? '');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const message = new URL(href).searchParams.get('text') ?? '';
    expect(message).toContain(listing.title);
    expect(message.toLowerCase()).toContain(listing.location.city.toLowerCase());
    expect(message.toLowerCase()).toContain(listing.location.district.toLowerCase());
    expect(message).toContain(`${formatPrice(listing.price)}/month`);
    const contact = page.getByRole('complementary', { name: 'Contact' });
    const call = (await contact.getByRole('link', { name: 'Call' }).getAttribute('href')) ?? '';
    expect(await handOverOf(request, call)).toMatch(/^tel:\+?\d+$/);
    const mail = (await contact.getByRole('link', { name: 'Mail' }).getAttribute('href')) ?? '';
    expect(await handOverOf(request, mail)).toMatch(/^mailto:[^?]+\?subject=Enquiry/);
    await expect(page.getByText(`${formatPrice(listing.price)}/month`).first()).toBeVisible();
  });

  test('sends an enquiry about the listing, checked first, and stores it with its id', async ({
    page,
    request,
  }, testInfo) => {
    const listing = findListing(await fetchListings(request), (each) => each.images.length > 0);
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Send an enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Management' });
    await expect(dialog).toBeVisible();
    // Scripted, the link opens the dialog: the address keeps no #enquire.
    expect(new URL(page.url()).hash).toBe('');
    await expect(dialog.getByLabel('Message')).toHaveValue(
      "I'm interested in this property. Please contact me with more information.",
    );

    // Checked in the browser with the contract's messages, each tied to its field.
    await dialog.getByLabel('Message').fill('');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription('Please enter your name');
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription(
      'Please enter your phone number',
    );
    await expect(dialog.getByLabel('Message')).toHaveAccessibleDescription(
      'Please enter your message',
    );
    await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to be contacted about this property',
    );

    const email = `detail-${testInfo.project.name}-${Date.now()}@example.in`;
    await dialog.getByLabel('Name').fill('Meera Nair');
    await dialog.getByLabel('Email').fill('meera@');
    // Not a mobile (those start with 6 to 9) and no + with a country code: refused.
    await dialog.getByLabel('Phone number').pressSequentially('58460 12345');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('5846012345');
    await dialog.getByLabel('Message').fill('Is the price negotiable?');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription(
      'Please enter a valid phone number starting with + followed by numbers',
    );
    await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-invalid');

    await dialog.getByLabel('Email').fill(email);
    // Cleaned as typed: a plus, then digits only.
    await dialog.getByLabel('Phone number').fill('');
    await dialog.getByLabel('Phone number').pressSequentially('+91 98460-12345');
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+919846012345');
    // A mobile as Indians type it becomes +91 and its ten digits on leaving the box.
    await dialog.getByLabel('Phone number').fill('');
    await dialog.getByLabel('Phone number').pressSequentially('98765 43210');
    await dialog.getByLabel('Message').focus();
    await expect(dialog.getByLabel('Phone number')).toHaveValue('+919876543210');

    // Hold the answer a moment (the request still reaches the server) to see the busy state.
    await page.route('**/api/properties/contacts/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(dialog.getByText('Your inquiry has been sent successfully!')).toBeVisible();
    await expect(
      dialog.getByText('Thank you! We will get back to you within 24 hours.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    const token = await signInAsAdmin(request);
    const response = await request.get('/api/properties/contacts/?page_size=50', {
      headers: { authorization: `Token ${token}` },
    });
    expect(response.ok()).toBe(true);
    const enquiries = (await response.json()).data as {
      email: string;
      property: number | null;
      subject: string;
      phone_number: string;
      message: string;
    }[];
    const stored = enquiries.find((each) => each.email === email);
    expect(stored).toMatchObject({
      property: listing.id,
      subject: `Enquiry: ${listing.title}`,
      phone_number: '+919876543210',
      message: 'Is the price negotiable?',
    });
  });

  test('says Property Not Found with status 404 and a way back', async ({ page }) => {
    allowConsoleMessages(page, /status of 404/);
    const response = await page.goto('/property/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to Listings' }).click();
    await expect(page).toHaveURL(/\/property-listing$/);
  });

  test('server-renders title, link-preview tags and JSON-LD with an INR offer', async ({
    request,
  }) => {
    const listing = findListing(await fetchListings(request), (each) => each.images.length > 0);
    const response = await request.get(`/property/${listing.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const metaContent = (property: string) =>
      decodeHtml(
        new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '',
      );
    const price = formatPrice(listing.price);

    expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(listing.title);
    expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toContain(price);
    expect(metaContent('og:title')).toContain(listing.title);
    expect(metaContent('og:title')).toContain(price);
    expect(metaContent('og:image')).toMatch(
      new RegExp(`^https?://[^/]+/share/property/${listing.id}\\.jpg\\?v=[0-9a-z]+$`),
    );
    expect(metaContent('og:type')).toBe('product');
    expect(metaContent('product:price:amount')).toBe(String(listing.price));
    expect(metaContent('product:price:currency')).toBe('INR');
    // The first photo loads at once; maps and videos wait for the visitor.
    // (Eager is the default: the first photo carries no loading attribute, the others "lazy".)
    expect(html).toMatch(/<img (?![^>]*loading="lazy")[^>]*fetchPriority="high"/);
    expect(html).not.toContain('<iframe');

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
    ];
    const data = blocks.flatMap((block) => {
      const parsed: unknown = JSON.parse(block[1] ?? 'null');
      return Array.isArray(parsed) ? parsed : [parsed];
    }) as Record<string, unknown>[];
    const ld = data.find((each) => each['@type'] === 'RealEstateListing');
    expect(ld).toMatchObject({
      name: listing.title,
      url: expect.stringMatching(new RegExp(`^https?://.+/property/${listing.id}$`)),
      offers: {
        '@type': 'Offer',
        price: listing.price,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
      contentLocation: { address: { addressCountry: 'IN' } },
    });
    expect((ld?.image as string[])[0]).toMatch(/^https?:\/\/.+\/media\//);
    const crumbs = data.find((each) => each['@type'] === 'BreadcrumbList');
    expect((crumbs?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Properties',
      listing.title,
    ]);
  });

  for (const language of ['en', 'ml'] as const) {
    test(`names its share card for link previews and shares on WhatsApp (${language})`, async ({
      page,
      request,
    }) => {
      const listing = findListing(await fetchListings(request), (each) => each.images.length > 0);
      const pagePath = `${language === 'ml' ? '/ml' : ''}/property/${listing.id}`;
      const html = await (await request.get(pagePath)).text();
      const tag = (attribute: 'property' | 'name', key: string) =>
        decodeHtml(
          new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '',
        );
      const card = tag('property', 'og:image');
      const lang = language === 'ml' ? 'lang=ml&' : '';
      expect(card).toMatch(
        new RegExp(`^https?://[^/]+/share/property/${listing.id}\\.jpg\\?${lang}v=[0-9a-z]+$`),
      );
      expect(tag('property', 'og:image:width')).toBe('1200');
      expect(tag('property', 'og:image:height')).toBe('630');
      expect(tag('property', 'og:image:type')).toBe('image/jpeg');
      expect(tag('property', 'og:image:alt')).not.toBe('');
      expect(tag('name', 'twitter:card')).toBe('summary_large_image');
      expect(tag('name', 'twitter:image')).toBe(card);
      expect(tag('name', 'twitter:title')).toBe(tag('property', 'og:title'));

      const image = await request.get(card);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      // The page's version is the card's: the URL may be kept for good.
      expect(image.headers()['cache-control']).toContain('immutable');
      const bytes = await image.body();
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

      await page.goto(pagePath);
      const share = page.getByRole('link', {
        name: language === 'ml' ? 'വാട്സ്ആപ്പിൽ ഷെയർ ചെയ്യുക' : 'Share on WhatsApp',
      });
      await expect(share).toBeVisible();
      await expect(share).toHaveAttribute('target', '_blank');
      const href = (await share.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
      const message = new URL(href).searchParams.get('text') ?? '';
      const [firstLine, secondLine] = message.split('\n');
      expect(firstLine).toContain(' · ');
      expect(firstLine).toContain(formatPrice(listing.price, language));
      if (language === 'en') expect(firstLine).toContain(listing.title);
      expect(secondLine).toBe(new URL(pagePath, page.url()).toString());
      // Reached by the keyboard like any link.
      await share.focus();
      await expect(share).toBeFocused();
    });
  }

  test('a sold or rented listing says so', async ({ page, request }) => {
    const token = await signInAsAdmin(request);
    const headers = { authorization: `Token ${token}` };
    // The demo catalogue has no closed listing: the test sells one of its own, and removes it.
    const created = await request.post('/api/properties/properties/', {
      headers,
      multipart: await kakkanadFlatForm(request, {
        title: 'Sold flat made by the detail tests',
        description: 'A flat in Kakkanad, sold.',
        price: '6500000',
        area: '1100',
        latitude: '10.0159',
        longitude: '76.3419',
        status: 'sold',
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const closed = (await created.json()) as Listing;
    try {
      expect(closed.status).toBe('sold');
      await page.goto(`/property/${closed.id}`);
      await expect(gallery(page).getByText('Sold', { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('complementary', { name: 'Contact' })
          .getByText('This property has been sold.'),
      ).toBeVisible();
      const html = await (await request.get(`/property/${closed.id}`)).text();
      expect(html).toContain('"availability":"https://schema.org/SoldOut"');
    } finally {
      const removed = await request.delete(`/api/properties/properties/${closed.id}/`, { headers });
      expect(removed.status()).toBe(204);
    }
  });

  test('covers the page while another listing loads', async ({ page, request }) => {
    const listings = await fetchListings(request);
    const [newest] = listings;
    const other = findListing(listings, (each) => each.id !== newest?.id);
    await page.goto(`/property/${other.id}`);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Properties' })
      .click();
    await expect(page).toHaveURL(/\/property-listing$/);
    // The URL changes a moment before the listing page replaces the detail page, whose similar
    // listings are cards too: wait for the listing page's own heading before taking its first card.
    await expect(page.locator('h1#listing-title')).toBeVisible();
    await page.locator('main li article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/property/${newest?.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest?.title ?? '');

    // Back two steps, listing to listing; its data is held a moment so the cover shows.
    await page.route(`**/property/${other.id}.data*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.evaluate(() => window.history.go(-2));
    await expect(page.getByRole('status').filter({ hasText: 'Loading property…' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    await expect(page.getByText('Loading property…')).toHaveCount(0);
  });
});

test.describe('loan calculator', () => {
  test('starts from 80% at 8.5% for 20 years, and gives ₹43,391 a month for ₹50,00,000', async ({
    page,
    request,
  }) => {
    const listings = await fetchListings(request);
    const forSale = findListing(listings, (each) => each.property_for === 'sell');
    await page.goto(`/property/${forSale.id}`);
    const loan = page.getByRole('region', { name: 'Loan calculator' });
    const amount = loan.getByRole('textbox', { name: 'Loan amount' });
    // The starting figures are in the page as the server renders it.
    await expect(amount).toHaveValue(Math.round(forSale.price * 0.8).toLocaleString('en-IN'));
    await expect(loan.getByRole('textbox', { name: 'Interest rate (% a year)' })).toHaveValue(
      '8.5',
    );
    await expect(loan.getByRole('textbox', { name: 'Tenure (years)' })).toHaveValue('20');
    await waitForHydration(page);

    await amount.fill('50,00,000');
    const monthly = loan.locator('.loan-monthly strong');
    await expect(monthly).toHaveText('₹43,391');
    await expect(loan.getByText('₹54,13,879')).toBeVisible();
    await expect(loan.getByText('₹1,04,13,879')).toBeVisible();
    await expect(loan.getByRole('img', { name: /Principal 48%, interest 52%/ })).toBeVisible();

    // From the keyboard: the tenure's slider, one year shorter costs more a month.
    await loan.getByRole('slider', { name: 'Tenure (years)' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(loan.getByRole('textbox', { name: 'Tenure (years)' })).toHaveValue('19');
    await expect(monthly).toHaveText('₹44,272');

    // A figure out of range says so, and the last good one stays in use.
    const rate = loan.getByRole('textbox', { name: 'Interest rate (% a year)' });
    await rate.fill('45');
    await expect(loan.getByText('Enter a figure from 0% to 30%.')).toBeVisible();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(monthly).toHaveText('₹44,272');
    await rate.blur();
    await expect(rate).toHaveValue('8.5');

    // A listing for rent has no loan to work out.
    const forRent = findListing(listings, (each) => each.property_for === 'rent');
    await page.goto(`/property/${forRent.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loan calculator' })).toHaveCount(0);
  });

  test('reads in Malayalam on the Malayalam page', async ({ page, request }) => {
    const forSale = findListing(
      await fetchListings(request),
      (each) => each.property_for === 'sell',
    );
    await page.goto(`/ml/property/${forSale.id}`);
    const loan = page.getByRole('region', { name: 'ലോൺ കാൽക്കുലേറ്റർ' });
    await expect(loan.getByText('പ്രതിമാസ EMI')).toBeVisible();
    await waitForHydration(page);
    await loan.getByRole('textbox', { name: 'വായ്പ തുക' }).fill('5000000');
    await expect(loan.locator('.loan-monthly strong')).toHaveText('₹43,391');
  });
});

/** A listing's similar listings, as the API gives them. */
async function fetchSimilar(request: APIRequestContext, id: number): Promise<Listing[]> {
  const response = await request.get(`/api/properties/properties/${id}/similar/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Listing[];
}

test.describe('similar properties', () => {
  test('shows the listings the API finds like it: its purpose, never itself', async ({
    page,
    request,
  }) => {
    let viewed: Listing | undefined;
    let similar: Listing[] = [];
    for (const listing of await fetchListings(request)) {
      similar = await fetchSimilar(request, listing.id);
      viewed = listing;
      if (similar.length >= 2) break;
    }
    if (!viewed || similar.length < 2) throw new Error('no demo listing has two similar ones');

    await page.goto(`/property/${viewed.id}`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Similar properties' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      similar.map((listing) => listing.title),
    );
    const hrefs = await section
      .locator('.card-title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(similar.map((listing) => `/property/${listing.id}`));
    expect(hrefs).not.toContain(`/property/${viewed.id}`);
    for (const listing of similar) expect(listing.property_for).toBe(viewed.property_for);
    // The cards say the purpose too.
    const purpose = viewed.property_for === 'rent' ? 'For Rent' : 'For Sale';
    await expect(section.locator('.card-tags > span:last-child')).toHaveText(
      similar.map(() => purpose),
    );
    // Below the fold: their photos wait until they are needed.
    for (const loading of await section
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('loading')))) {
      expect(loading).toBe('lazy');
    }
    await expectNoHorizontalOverflow(page);

    // 'See all similar' opens the listing page on the same purpose and place.
    const seeAll = section.getByRole('link', { name: 'See all similar' });
    const url = new URL((await seeAll.getAttribute('href')) ?? '', 'http://veedu.test');
    expect(url.pathname).toBe('/property-listing');
    expect(url.searchParams.get('type')).toBe(viewed.property_for === 'rent' ? 'rent' : 'buy');
    expect(url.searchParams.get('location')).toBe(viewed.location.district);
    await seeAll.click();
    await expect(page).toHaveURL(/\/property-listing\?/);
    await expect(page.locator('main li article').first()).toBeVisible();

    // The Malayalam page shows the same listings, linked in Malayalam.
    await page.goto(`/ml/property/${viewed.id}`);
    const inMalayalam = page.getByRole('region', { name: 'സമാന പ്രോപ്പർട്ടികൾ' });
    const mlHrefs = await inMalayalam
      .locator('.card-title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(mlHrefs).toEqual(similar.map((listing) => `/ml/property/${listing.id}`));
  });

  test('never ends in a dead end: every listing shows 3 to 6 like it, of its purpose', async ({
    page,
    request,
  }) => {
    const listings = await fetchListings(request);
    for (const listing of listings) {
      const similar = await fetchSimilar(request, listing.id);
      const others = listings.filter(
        (other) => other.id !== listing.id && other.property_for === listing.property_for,
      );
      expect(similar.length, `${listing.id}`).toBeGreaterThanOrEqual(Math.min(3, others.length));
      expect(similar.length).toBeLessThanOrEqual(6);
      expect(similar.map((other) => other.id)).not.toContain(listing.id);
      for (const other of similar) expect(other.property_for).toBe(listing.property_for);
    }
    // The dearest home for sale has none of its type and price near it: its page still offers
    // three to go on to.
    const dearest = listings
      .filter((listing) => listing.property_for === 'sell')
      .reduce((a, b) => (Number(b.price) > Number(a.price) ? b : a));
    await page.goto(`/property/${dearest.id}`);
    const section = page.getByRole('region', { name: 'Similar properties' });
    await expect(section.locator('.card-title a').nth(2)).toBeVisible();
  });
});
