import type { APIRequestContext, Page, Request } from '@playwright/test';

import { enquiryMessages } from '../contract/enquiry-rules';
import { NETWORK_ERROR_MESSAGE } from '../app/lib/api';
import {
  allowConsoleMessages,
  expect,
  expectNoHorizontalOverflow,
  test,
  waitForHydration,
} from './fixtures';

/*
 * The content pages of product.md section 2: contact, about, privacy policy and terms, sitemap.
 *
 * The contact endpoint allows 5 POSTs per client per 10 minutes (server/modules/rate-limit), and
 * both projects share one server: only the success test sends real enquiries (one per project).
 * Failures are answered by page.route and never reach the server.
 */

const CONTACTS_API = '**/api/properties/contacts/';
const SUBMIT_FAILED_MESSAGE = 'An error occurred while submitting the form. Please try again.';

/** Chromium logs failed fetches (a 500 answer, an aborted request) as console errors. */
const FAILED_LOAD_LOG = /Failed to load resource/;

function contactForm(page: Page) {
  const form = page.locator('#contact-form form');
  return {
    form,
    name: form.getByLabel('Full name'),
    email: form.getByLabel('E-mail'),
    phone: form.getByLabel('Phone'),
    propertyType: form.getByLabel('Property type'),
    budget: form.getByLabel('Budget range'),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: /Send Message|Processing/ }),
    alert: form.getByRole('alert'),
  };
}

/** Counts the enquiry POSTs the page sends (the server's rate limit is small). */
function countEnquiryPosts(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/properties/contacts/')) count++;
  });
  return () => count;
}

async function fillValidEnquiry(page: Page, message: string): Promise<void> {
  const form = contactForm(page);
  await form.name.fill('Anjali Menon');
  await form.email.fill('anjali.menon@example.in');
  await form.phone.fill('+919846012345');
  await form.propertyType.selectOption('Residential');
  await form.budget.selectOption('₹50L-75L');
  await form.subject.fill('Villa in Kakkanad');
  await form.message.fill(message);
}

async function signInAsAdmin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/accounts/login/', {
    data: { email: 'admin@veedu.test', password: 'e2e-password-123' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  expect(body.token).toBeTruthy();
  return body.token;
}

test.describe('contact page', () => {
  test('renders its sections, one h1 and the contact details', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText('Mon-Fri')).toBeVisible();
    await expect(page.getByText('9AM-7PM')).toBeVisible();
    await expect(page.getByText('10AM-5PM')).toBeVisible();
    await expect(page.getByText('We reply within 24 hours').first()).toBeVisible();
    await expect(page.getByText('24/7 for urgent enquiries', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cochin office' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kannur office' })).toBeVisible();
    await expect(page.locator('main details')).toHaveCount(4);
    // Maps wait for the visitor: no iframe until a "Show map" button is pressed.
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.locator('main a[href="/property-listing"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/contact#contact-form"]').first()).toBeVisible();

    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: /Show map.*Cochin/ }).click();
    await expect(page.locator('iframe[title="Map of our Cochin office"]')).toHaveAttribute(
      'src',
      /^https:\/\/maps\.google\.com\/maps\?q=.+output=embed$/,
    );
    // The frame cannot load here (no internet); its failure is the browser's, not the page's.
    allowConsoleMessages(page, /maps\.google\.com|ERR_|Failed to load resource/);
  });

  test('checks required fields, cleans the phone as typed and sends nothing invalid', async ({
    page,
  }) => {
    const posts = countEnquiryPosts(page);
    await page.goto('/contact');
    await waitForHydration(page);
    const form = contactForm(page);

    await form.submit.click();
    await expect(form.name).toBeFocused();
    for (const [field, message] of [
      [form.name, enquiryMessages.nameRequired],
      [form.email, enquiryMessages.emailRequired],
      [form.phone, enquiryMessages.phoneRequired],
      [form.propertyType, enquiryMessages.propertyTypeRequired],
      [form.message, enquiryMessages.messageRequired],
    ] as const) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    // Budget and subject are optional.
    await expect(form.budget).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.subject).not.toHaveAttribute('aria-invalid', 'true');

    // Only digits behind one leading plus survive typing.
    await form.phone.pressSequentially('abc+91 98-46');
    await expect(form.phone).toHaveValue('+919846');
    // A fixed field loses its error at once.
    await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');

    await form.name.fill('Anjali Menon');
    await form.email.fill('anjali@');
    await form.propertyType.selectOption('Land');
    await form.message.fill('Looking for 10 cents near Kannur.');
    // Ten digits that are no Indian mobile (those start with 6 to 9), and no + with a code.
    await form.phone.fill('');
    await form.phone.pressSequentially('5846012345');
    await expect(form.phone).toHaveValue('5846012345');
    await form.submit.click();
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAccessibleDescription(enquiryMessages.emailInvalid);
    await expect(form.phone).toHaveAccessibleDescription(
      /An Indian mobile as you write it.*Please enter a valid phone number starting with \+ followed by numbers/,
    );
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');

    expect(posts(), 'an invalid form must not be sent').toBe(0);
    await expectNoHorizontalOverflow(page);
  });

  test('sends an enquiry: Processing..., thanks for 3 s, then a cleared form; the enquiry is stored', async ({
    page,
    request,
  }, testInfo) => {
    const message = `E2E enquiry from ${testInfo.project.name} at ${Date.now()}: 3 BHK villa in Kakkanad?`;
    await page.clock.install();
    // Hold the real request until "Processing..." has been seen, then let it through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACTS_API, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/contact');
    await waitForHydration(page);
    const form = contactForm(page);
    await fillValidEnquiry(page, message);
    await form.submit.click();
    await expect(form.submit).toHaveText('Processing...');
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/properties/contacts/'),
    );
    release();
    expect((await answered).status()).toBe(201);

    const thanks = page.getByRole('status').filter({ hasText: enquiryMessages.thanks });
    await expect(thanks).toBeVisible();
    await expect(form.form).toHaveCount(0);
    await page.clock.runFor(2_500);
    await expect(thanks).toBeVisible();
    await page.clock.runFor(700);
    await expect(thanks).toBeHidden();
    await expect(form.form).toBeVisible();
    for (const field of [form.name, form.email, form.phone, form.subject, form.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(form.propertyType).toHaveValue('');
    await expect(form.submit).toHaveText('Send Message');

    // The enquiry really reached the database, with what the visitor typed.
    const token = await signInAsAdmin(request);
    const list = await request.get('/api/properties/contacts/?page_size=50', {
      headers: { authorization: `Token ${token}` },
    });
    expect(list.status()).toBe(200);
    const { data } = (await list.json()) as {
      data: {
        name: string;
        email: string;
        phone_number: string;
        subject: string;
        budget_range: string | null;
        property_type: string | null;
        message: string;
      }[];
    };
    expect(data.find((enquiry) => enquiry.message === message)).toMatchObject({
      name: 'Anjali Menon',
      email: 'anjali.menon@example.in',
      phone_number: '+919846012345',
      subject: 'Villa in Kakkanad',
      budget_range: '₹50L-75L',
      property_type: 'Residential',
    });
  });

  test("shows the server's message, its field errors, and the network message", async ({
    page,
  }) => {
    allowConsoleMessages(page, FAILED_LOAD_LOG);
    const answers: ((route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>)[] = [
      (route) =>
        route.fulfill({
          status: 500,
          json: { detail: 'Enquiries are paused for maintenance. Please call us instead.' },
        }),
      (route) => route.fulfill({ status: 500, body: 'not json' }),
      (route) =>
        route.fulfill({
          status: 400,
          json: { phone_number: ['This number is not reachable.'] },
        }),
      (route) => route.abort('internetdisconnected'),
    ];
    await page.route(CONTACTS_API, async (route) => {
      const answer = answers.shift();
      if (!answer) throw new Error('more enquiry POSTs than the test expected');
      await answer(route);
    });

    await page.goto('/contact');
    await waitForHydration(page);
    const form = contactForm(page);
    await fillValidEnquiry(page, 'Is the Marine Drive flat still available?');

    await form.submit.click();
    await expect(form.alert).toHaveText(
      'Enquiries are paused for maintenance. Please call us instead.',
    );
    // The message takes the focus: on a phone it is far above the button.
    await expect(form.alert.locator('p')).toBeFocused();
    await expect(form.alert).toBeInViewport();
    // What the visitor typed stays, ready to send again.
    await expect(form.message).toHaveValue('Is the Marine Drive flat still available?');

    await form.submit.click();
    await expect(form.alert).toHaveText(SUBMIT_FAILED_MESSAGE);

    await form.submit.click();
    await expect(form.alert).toHaveText('This number is not reachable.');
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).toHaveAccessibleDescription(/This number is not reachable\./);
    await expect(form.phone).toBeFocused();

    await form.submit.click();
    await expect(form.alert).toHaveText(NETWORK_ERROR_MESSAGE);
    await expect(form.submit).toHaveText('Send Message');
    expect(answers).toHaveLength(0);
  });
});

test.describe('about page', () => {
  test('has its sections, links and one h1', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(/About/);
    await expect(page.locator('h1')).toHaveCount(1);
    const hero = page.locator('section[aria-labelledby="page-title"]');
    await expect(hero.locator('a[href="/property-listing"]')).toBeVisible();
    await expect(hero.locator('a[href="/contact"]')).toBeVisible();
    await expect(
      page.getByText('a minimal service fee is charged instead of commission', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('#services li')).toHaveCount(6);
    await expect(page.locator('section[aria-labelledby="awards-title"] li')).toHaveCount(4);
    await expect(page.locator('main details')).toHaveCount(4);
    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
  });

  test('/about#services brings the Services heading into view and takes the focus', async ({
    page,
  }) => {
    await page.goto('/about#services');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 2, name: 'Services We Offer' });
    await expect(heading).toBeInViewport();
    await expect(page.locator('#services')).toBeFocused();
  });

  test('a link to #services scrolls there after navigating in the page', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const heading = page.getByRole('heading', { level: 2, name: 'Services We Offer' });
    await expect(heading).not.toBeInViewport();
    await page.getByRole('link', { name: 'Our services' }).click();
    await expect(page).toHaveURL(/\/about#services$/);
    await expect(heading).toBeInViewport();
    await expect(page.locator('#services')).toBeFocused();
  });
});

test.describe('privacy policy and terms', () => {
  test("shows today's date and tabs that scroll to their sections", async ({ page }) => {
    // The page formats the date in India's time zone, as here.
    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    await page.goto('/privacy-policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Privacy Policy & Terms of Service' }),
    ).toBeVisible();
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByText(/paid in advance/)).toBeAttached();
    await expect(page.getByText(/No installments/)).toBeAttached();
    await expect(page.getByText(/non-refundable/)).toBeAttached();
    await expect(page.locator('main a[href="/contact"]').first()).toBeAttached();
    await expect(page.locator('main a[href="/about"]').first()).toBeAttached();

    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
    const tabs = page.getByRole('navigation', { name: 'Policy sections' });
    const privacyTab = tabs.getByRole('link', { name: 'Privacy Policy' });
    const termsTab = tabs.getByRole('link', { name: 'Terms of Service' });
    const privacyHeading = page.getByRole('heading', { level: 2, name: 'Privacy Policy' });
    const termsHeading = page.getByRole('heading', { level: 2, name: 'Terms of Service' });
    await expect(privacyTab).toHaveAttribute('aria-current', 'true');
    await expect(termsHeading).not.toBeInViewport();

    await termsTab.click();
    await expect(termsHeading).toBeInViewport();
    await expect(termsTab).toHaveAttribute('aria-current', 'true');
    await expect(privacyTab).not.toHaveAttribute('aria-current', 'true');

    await privacyTab.click();
    await expect(privacyHeading).toBeInViewport();
    await expect(privacyTab).toHaveAttribute('aria-current', 'true');
    await expect(termsHeading).not.toBeInViewport();
  });
});

test.describe('sitemap', () => {
  test('lists the pages, listing shortcuts and newest listings, and its links resolve', async ({
    page,
    request,
  }) => {
    await page.goto('/sitemap');
    await expect(page.locator('h1')).toHaveCount(1);
    const hrefs = await page
      .locator('main a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    for (const path of ['/', '/property-listing', '/about', '/contact', '/privacy-policy']) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toContain('/sitemap.xml');
    expect(hrefs).toContain('/property-listing?type=buy');
    expect(hrefs).toContain('/property-listing?type=rent');
    for (const district of ['Thiruvananthapuram', 'Ernakulam', 'Kannur', 'Kasaragod']) {
      expect(hrefs).toContain(`/property-listing?location=${district}`);
    }
    expect(hrefs.filter((href) => href.startsWith('/property-listing?location='))).toHaveLength(14);

    // One link per property type the server knows.
    const typesResponse = await request.get('/api/properties/property-types/');
    const typesBody = (await typesResponse.json()) as
      { name: string }[] | { data: { name: string }[] };
    const types = Array.isArray(typesBody) ? typesBody : typesBody.data;
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) {
      expect(hrefs).toContain(
        `/property-listing?category=${encodeURIComponent(type.name.toLowerCase())}`,
      );
    }

    // The newest listings, as the API orders them.
    const newest = await request.get('/api/properties/properties/?sort=newest&page_size=24');
    const { data } = (await newest.json()) as { data: { id: number }[] };
    const listingLinks = hrefs.filter((href) => /^\/property\/\d+$/.test(href));
    expect(listingLinks).toEqual(data.map((property) => `/property/${property.id}`));

    // A sample of links, each a real page.
    // (/sitemap.xml is the SEO module's; its own tests cover it.)
    const sample = [
      listingLinks[0] ?? '',
      listingLinks.at(-1) ?? '',
      '/property-listing?location=Ernakulam',
      hrefs.find((href) => href.startsWith('/property-listing?category=')) ?? '',
      '/about#services',
    ];
    for (const href of sample) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }

    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
  });
});
