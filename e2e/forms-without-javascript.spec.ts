import type { APIRequestContext, Page, Route } from '@playwright/test';

import { accountMessages } from '../contract/accounts';
import {
  SIGN_IN_HANDOFF_COOKIE,
  SIGN_IN_HANDOFF_PATH,
  SIGN_IN_WAITING_FLAG,
} from '../contract/sign-in-handoff';
import { enquiryMessages } from '../contract/enquiry-rules';
import { ADMIN, asDistinctClient, authHeader } from './admin';
import {
  allowConsoleMessages,
  expect,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
} from './fixtures';

/*
 * Issue 33, items 1 and 2: the public forms work with scripts off or not yet run (they post to
 * their page's action, which sends through the API's own way in), nothing typed ever goes into a
 * URL, and a mobile typed as people in India type it is saved as +91 and its ten digits.
 */

interface StoredEnquiry {
  name: string;
  email: string;
  phone_number: string;
  subject: string;
  message: string;
  property: number | null;
  property_type: string | null;
}

interface Listing {
  id: number;
  title: string;
  feature_details: { name: string }[];
}

/** The enquiry stored with this e-mail, as the back office's API lists it. */
async function storedEnquiry(request: APIRequestContext, email: string): Promise<StoredEnquiry> {
  const login = await request.post('/api/accounts/login/', { data: ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(
    `/api/properties/contacts/?q=${encodeURIComponent(email)}&page_size=5`,
    { headers: authHeader(token) },
  );
  expect(response.status()).toBe(200);
  const found = ((await response.json()) as { data: StoredEnquiry[] }).data.filter(
    (enquiry) => enquiry.email === email,
  );
  expect(found, `exactly one enquiry from ${email}`).toHaveLength(1);
  return found[0] as StoredEnquiry;
}

async function listingWithFeatures(request: APIRequestContext): Promise<Listing> {
  const response = await request.get('/api/properties/properties/?page_size=100');
  expect(response.status()).toBe(200);
  const listing = ((await response.json()) as { data: Listing[] }).data.find(
    (each) => each.feature_details.length > 0,
  );
  if (!listing) throw new Error('the demo catalogue has no listing with features');
  return listing;
}

/**
 * Nothing a visitor typed is in the address (nor in the history entry it makes): after a form was
 * sent, only the page's own flag that it was.
 */
function expectNoFieldsInUrl(page: Page) {
  const url = new URL(page.url());
  expect(['', '?sent=1'], `query of ${page.url()}`).toContain(url.search);
  expect(page.url()).not.toMatch(/name=|email=|phone|message=|%40|@/);
}

/** Chromium logs a page answered 400 or 401 (a form sent back with its errors) as a failed load. */
function allowFormErrorAnswers(page: Page) {
  allowConsoleMessages(page, /status of 40[01] \((Bad Request|Unauthorized)\)/);
}

/**
 * Post/Redirect/Get: a sent form's page was loaded by GET, so a reload shows it again and posts
 * nothing (no browser asks to send the enquiry twice).
 */
async function expectReloadPostsNothing(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.request().method()).toBe('GET');
  expect(posts).toEqual([]);
}

const uniqueEmail = (who: string, project: string) => `${who}-${project}-${Date.now()}@example.in`;

function contactForm(page: Page, labels = CONTACT_EN) {
  const form = page.locator('#contact-form form');
  return {
    form,
    name: form.getByLabel(labels.name),
    email: form.getByLabel(labels.email),
    phone: form.getByLabel(labels.phone),
    propertyType: form.getByLabel(labels.propertyType),
    message: form.getByLabel(labels.message),
    submit: form.getByRole('button', { name: labels.submit }),
  };
}

const CONTACT_EN = {
  name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  propertyType: 'Property type',
  message: 'Message',
  submit: 'Send Message',
};
const CONTACT_ML = {
  name: 'മുഴുവൻ പേര്',
  email: 'ഇ-മെയിൽ',
  phone: 'ഫോൺ',
  propertyType: 'പ്രോപ്പർട്ടി തരം',
  message: 'സന്ദേശം',
  submit: 'സന്ദേശം അയയ്ക്കുക',
};

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ page }) => allowFormErrorAnswers(page));

  test('the contact form posts to its page: errors come back with the values, then the thank-you; the enquiry is stored', async ({
    page,
    request,
  }, testInfo) => {
    await asDistinctClient(page);
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.form).toHaveAttribute('method', 'post');

    // Sent empty: every required field says what it needs, rendered by the server.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.submit.click(),
    ]);
    expect(answer.status()).toBe(400);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toHaveAccessibleDescription(enquiryMessages.nameRequired);
    await expect(form.email).toHaveAccessibleDescription(enquiryMessages.emailRequired);
    await expect(form.phone).toHaveAccessibleDescription(new RegExp(enquiryMessages.phoneRequired));
    await expect(form.propertyType).toHaveAccessibleDescription(
      enquiryMessages.propertyTypeRequired,
    );
    await expect(form.message).toHaveAccessibleDescription(enquiryMessages.messageRequired);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expectNoFieldsInUrl(page);

    // Wrong e-mail and a number that is no mobile: the typed values are kept, each error said.
    const email = uniqueEmail('nojs-contact', testInfo.project.name);
    await form.name.fill('Anjali Menon');
    await form.email.fill('anjali@');
    await form.phone.fill('58765 43210');
    await form.propertyType.selectOption('Land');
    await form.message.fill('Ten cents near Kannur, without scripts.');
    await form.submit.click();
    await expect(form.email).toHaveAccessibleDescription(enquiryMessages.emailInvalid);
    await expect(form.phone).toHaveAccessibleDescription(
      new RegExp(enquiryMessages.phoneInvalid.replace('+', '\\+')),
    );
    await expect(form.name).toHaveValue('Anjali Menon');
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveValue('anjali@');
    await expect(form.propertyType).toHaveValue('Land');
    await expect(form.message).toHaveValue('Ten cents near Kannur, without scripts.');
    expectNoFieldsInUrl(page);

    // Put right, with the mobile as people type it: sent, thanked, stored as +91 and ten digits.
    await form.email.fill(email);
    await form.phone.fill('98765 43210');
    await form.submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: enquiryMessages.thanks }),
    ).toBeVisible();
    expectNoFieldsInUrl(page);
    expect(await storedEnquiry(request, email)).toMatchObject({
      name: 'Anjali Menon',
      phone_number: '+919876543210',
      property_type: 'Land',
      property: null,
      message: 'Ten cents near Kannur, without scripts.',
    });
    await expectReloadPostsNothing(page);
    await expect(
      page.getByRole('status').filter({ hasText: enquiryMessages.thanks }),
    ).toBeVisible();
    // Still one enquiry: the reload sent nothing.
    await storedEnquiry(request, email);
  });

  test('the contact form in Malayalam: its errors and its thank-you in Malayalam', async ({
    page,
    request,
  }, testInfo) => {
    await asDistinctClient(page);
    await page.goto('/ml/contact');
    const form = contactForm(page, CONTACT_ML);
    await form.name.fill('മീര');
    await form.phone.fill('12345');
    await form.submit.click();
    expect(new URL(page.url()).pathname).toBe('/ml/contact');
    await expect(form.email).toHaveAccessibleDescription('ദയവായി നിങ്ങളുടെ ഇ-മെയിൽ വിലാസം നൽകുക');
    await expect(form.phone).toHaveAccessibleDescription(
      /\+ ചിഹ്നത്തിൽ തുടങ്ങി അക്കങ്ങൾ മാത്രമുള്ള ശരിയായ ഫോൺ നമ്പർ നൽകുക/,
    );
    await expect(form.name).toHaveValue('മീര');

    const email = uniqueEmail('nojs-contact-ml', testInfo.project.name);
    await form.email.fill(email);
    await form.phone.fill('+91 98765-43210');
    await form.propertyType.selectOption('Residential');
    await form.message.fill('കൊച്ചിയിൽ ഒരു വീട്');
    await form.submit.click();
    await expect(page.getByText('നന്ദി! 24 മണിക്കൂറിനുള്ളിൽ ഞങ്ങൾ നിങ്ങളെ ബന്ധപ്പെടും.')).toBeVisible();
    expectNoFieldsInUrl(page);
    expect(await storedEnquiry(request, email)).toMatchObject({
      phone_number: '+919876543210',
      message: 'കൊച്ചിയിൽ ഒരു വീട്',
    });
  });

  test("a listing's 'Send an enquiry' opens its form in the page; it posts and is stored about the listing", async ({
    page,
    request,
  }, testInfo) => {
    await asDistinctClient(page);
    const listing = await listingWithFeatures(request);
    await page.goto(`/property/${listing.id}`);
    const section = page.locator('#enquire');
    await expect(section).toBeHidden();
    await page.getByRole('link', { name: 'Send an enquiry' }).click();
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Contact Management' })).toBeVisible();

    // The default message is there; the rest is missing: the server says so in the card.
    await section.getByLabel('Name').fill('Meera Nair');
    await section.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(section).toBeVisible();
    await expect(section.getByLabel('Name')).toHaveValue('Meera Nair');
    await expect(section.getByLabel('Email')).toHaveAccessibleDescription(
      enquiryMessages.emailRequired,
    );
    await expect(section.getByLabel('Phone number')).toHaveAccessibleDescription(
      enquiryMessages.phoneRequired,
    );
    await expect(section.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please agree to be contacted about this property',
    );
    expectNoFieldsInUrl(page);

    const email = uniqueEmail('nojs-listing', testInfo.project.name);
    await section.getByLabel('Email').fill(email);
    await section.getByLabel('Phone number').fill('09876543210');
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(section.getByText('Your inquiry has been sent successfully!')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/property/${listing.id}`);
    expectNoFieldsInUrl(page);
    expect(await storedEnquiry(request, email)).toMatchObject({
      name: 'Meera Nair',
      phone_number: '+919876543210',
      property: listing.id,
      subject: `Enquiry: ${listing.title}`,
      message: "I'm interested in this property. Please contact me with more information.",
    });
    await expectReloadPostsNothing(page);
    await expect(section.getByText('Your inquiry has been sent successfully!')).toBeVisible();
    await storedEnquiry(request, email);
  });

  test("a listing's enquiry in Malayalam, thanked in Malayalam", async ({
    page,
    request,
  }, testInfo) => {
    await asDistinctClient(page);
    const listing = await listingWithFeatures(request);
    await page.goto(`/ml/property/${listing.id}`);
    await page.getByRole('link', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
    const section = page.locator('#enquire');
    const email = uniqueEmail('nojs-listing-ml', testInfo.project.name);
    await section.getByLabel('പേര്').fill('മീര');
    await section.getByLabel('ഇമെയിൽ').fill(email);
    await section.getByLabel('ഫോൺ നമ്പർ').fill('919876543210');
    await section.getByRole('button', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
    await expect(section.getByRole('checkbox')).toHaveAccessibleDescription(
      'ഈ പ്രോപ്പർട്ടിയെക്കുറിച്ച് ഞങ്ങൾ ബന്ധപ്പെടുന്നതിന് സമ്മതം നൽകുക',
    );
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
    await expect(section.getByText('നിങ്ങളുടെ അന്വേഷണം അയച്ചു!')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/ml/property/${listing.id}`);
    expectNoFieldsInUrl(page);
    const stored = await storedEnquiry(request, email);
    expect(stored).toMatchObject({ phone_number: '+919876543210', property: listing.id });
    expect(stored.subject).toMatch(/^അന്വേഷണം: /);
  });

  for (const [prefix, names] of [
    ['', { overview: 'Overview', features: 'Features', location: 'Location', video: 'Video' }],
    ['/ml', { overview: 'അവലോകനം', features: 'സൗകര്യങ്ങൾ', location: 'ലൊക്കേഷൻ', video: 'വീഡിയോ' }],
  ] as const) {
    test(`the detail tabs open their panels as links (${prefix || '/'})`, async ({
      page,
      request,
    }) => {
      const listing = await listingWithFeatures(request);
      await page.goto(`${prefix}/property/${listing.id}`);
      const panel = (id: string) => page.locator(`.tabs > #${id}`);
      await expect(panel('overview')).toBeVisible();
      await expect(panel('features')).toBeHidden();

      await page.getByRole('tab', { name: names.features }).click();
      await expect(panel('features')).toBeVisible();
      await expect(panel('overview')).toBeHidden();
      await expect(panel('features').getByRole('listitem').first()).toBeVisible();

      await page.getByRole('tab', { name: names.location }).click();
      await expect(panel('location')).toBeVisible();
      await expect(panel('features')).toBeHidden();

      await page.getByRole('tab', { name: names.video }).click();
      await expect(panel('video')).toBeVisible();

      await page.getByRole('tab', { name: names.overview }).click();
      await expect(panel('overview')).toBeVisible();
      await expect(panel('video')).toBeHidden();

      // A link to a tab opens on it.
      await page.goto(`${prefix}/property/${listing.id}#location`);
      await expect(panel('location')).toBeVisible();
      await expect(panel('overview')).toBeHidden();
    });
  }
});

test.describe('page posts', () => {
  test('from another site are refused; answers are never cached', async ({ request }) => {
    const form = {
      name: 'Forged',
      email: 'forged@example.in',
      phone: '9876543210',
      propertyType: 'Land',
      message: 'Sent from elsewhere',
    };
    const forged = await request.post('/contact', {
      form,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status()).toBe(403);
    const forgedOrigin = await request.post('/contact', {
      form,
      headers: { origin: 'https://attacker.example' },
    });
    expect(forgedOrigin.status()).toBe(403);

    // A post of the site's own page (the browser says same-origin) with an error: 400, private.
    const own = await request.post('/contact', {
      form: { ...form, email: 'not-an-address' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status()).toBe(400);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    expect(own.headers()['x-cache']).toBeUndefined();
    expect(await own.text()).toContain('not-an-address');
    // The page itself is still the public one, without anybody's values.
    const page = await request.get('/contact');
    expect(page.status()).toBe(200);
    expect(await page.text()).not.toContain('not-an-address');
  });
});

test.describe('with scripts on', () => {
  test('a click before the scripts run is not lost: the form posts itself', async ({
    page,
    request,
  }, testInfo) => {
    await asDistinctClient(page);
    // The page's scripts never arrive: the visitor is as early as can be.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    allowConsoleMessages(
      page,
      /Failed to load resource|ERR_FAILED|dynamically imported module|module script failed/,
    );
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail('early-contact', testInfo.project.name);
    await form.name.fill('Early Bird');
    await form.email.fill(email);
    await form.phone.fill('9876543210');
    await form.propertyType.selectOption('Residential');
    await form.message.fill('Sent before the scripts ran.');
    await form.submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: enquiryMessages.thanks }),
    ).toBeVisible();
    expectNoFieldsInUrl(page);
    expect((await storedEnquiry(request, email)).phone_number).toBe('+919876543210');
  });

  test('the contact form sends as before, without a new page, and saves 98765 43210 as +919876543210', async ({
    page,
    request,
  }, testInfo) => {
    await asDistinctClient(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await markDocument(page);
    const form = contactForm(page);
    const email = uniqueEmail('js-contact', testInfo.project.name);
    await form.name.fill('Anjali Menon');
    await form.email.fill(email);
    await form.phone.pressSequentially('98765 43210');
    await form.propertyType.focus();
    await expect(form.phone).toHaveValue('+919876543210');
    await form.propertyType.selectOption('Residential');
    await form.message.fill('Scripted, as before.');
    const [posted] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === 'POST'),
      form.submit.click(),
    ]);
    // Through the API, as before issue 33; the page stays the same document.
    expect(new URL(posted.url()).pathname).toBe('/api/properties/contacts/');
    await expect(
      page.getByRole('status').filter({ hasText: enquiryMessages.thanks }),
    ).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    expectNoFieldsInUrl(page);
    expect((await storedEnquiry(request, email)).phone_number).toBe('+919876543210');
  });

  test('the detail tabs keep their scripted behaviour: the hash follows, no jump', async ({
    page,
    request,
  }) => {
    const listing = await listingWithFeatures(request);
    await page.goto(`/property/${listing.id}`);
    await waitForHydration(page);
    await expect(page.locator('.tabs')).toHaveAttribute('data-scripted', 'true');
    await page.getByRole('tab', { name: 'Features' }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'features');
    expect(new URL(page.url()).hash).toBe('#features');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The enquiry link opens the dialog, and the tab stays chosen.
    await page.getByRole('link', { name: 'Send an enquiry' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Management' })).toBeVisible();
    await expect(page.locator('#enquire')).toBeHidden();
  });
});

/** The back office's sign-in form, by what its visitor sees. */
function signInForm(page: Page) {
  return {
    form: page.locator('form').filter({ has: page.getByLabel('Password', { exact: true }) }),
    email: page.getByLabel('Email address'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign In' }),
  };
}

test.describe('the back office sign-in (decision 025)', () => {
  test.describe('with scripts off', () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ page }) => allowFormErrorAnswers(page));

    test('posts to its page: a wrong password is said by the server; the right one signs in, and the scripts take it up later', async ({
      page,
      browser,
    }) => {
      const client = await asDistinctClient(page);
      await page.goto('/admin/login?next=/admin/enquiries');
      const form = signInForm(page);
      await expect(form.form).toHaveAttribute('method', 'post');
      // Playwright's text search skips <noscript>: its paragraph is found by markup.
      const recovery = page.locator('noscript > p');
      await expect(recovery).toBeVisible();
      await expect(recovery).toHaveText('Resetting a password needs JavaScript.');

      // Empty: the browser's own check, said by the server.
      await form.submit.click();
      await expect(page.getByRole('alert')).toHaveText(accountMessages.loginRequired);

      await form.email.fill(ADMIN.email);
      await form.password.fill('not-the-password');
      const [refused] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        form.submit.click(),
      ]);
      expect(refused.status()).toBe(401);
      expect(refused.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('alert')).toHaveText(accountMessages.invalidCredentials);
      await expect(form.email).toHaveValue(ADMIN.email);
      await expect(form.password).toHaveValue(''); // never sent back
      expect(page.url()).not.toMatch(/password|email=|%40/);

      await form.password.fill(ADMIN.password);
      await form.submit.click();
      await expect(page).toHaveURL(/\/admin\/enquiries$/);
      await expect(page.locator('noscript > p')).toHaveText(
        /^The back office runs in your browser/,
      );
      await expect(page.locator('noscript > p')).toBeVisible();
      const [waiting] = (await page.context().cookies()).filter(
        (cookie) => cookie.name === SIGN_IN_HANDOFF_COOKIE,
      );
      expect(waiting).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: SIGN_IN_HANDOFF_PATH,
      });
      const [flag] = (await page.context().cookies()).filter(
        (cookie) => cookie.name === SIGN_IN_WAITING_FLAG,
      );
      expect(flag).toMatchObject({ value: '1', httpOnly: false, path: '/admin' });

      // Scripts turned on in the same browser: the back office opens, signed in, once.
      // (A new context takes this test's options, the project's and scripts off, but for these.)
      const withScripts = await browser.newContext({
        javaScriptEnabled: true,
        storageState: await page.context().storageState(),
        extraHTTPHeaders: { 'x-forwarded-for': client },
      });
      try {
        const admin = await withScripts.newPage();
        await admin.goto('/admin/enquiries');
        await expect(admin).toHaveURL(/\/admin\/enquiries$/);
        await expect(
          admin.getByRole('heading', { level: 1, name: 'Property Enquiries' }),
        ).toBeVisible();
        expect(await admin.evaluate(() => localStorage.getItem('adminToken'))).toMatch(
          /^[A-Za-z0-9_-]{43}$/,
        );
        const left = (await withScripts.cookies()).map((cookie) => cookie.name);
        expect(left).not.toContain(SIGN_IN_HANDOFF_COOKIE);
        expect(left).not.toContain(SIGN_IN_WAITING_FLAG);
      } finally {
        await withScripts.close();
      }
    });
  });

  test('a sign-in sent before the scripts run is not lost', async ({ page }) => {
    await asDistinctClient(page);
    const blockScripts = (route: Route) => route.abort();
    await page.route(/\/assets\/.*\.js$/, blockScripts);
    allowConsoleMessages(
      page,
      /Failed to load resource|ERR_FAILED|dynamically imported module|module script failed/,
    );
    await page.goto('/admin/login');
    const form = signInForm(page);
    await form.email.fill(ADMIN.email);
    await form.password.fill(ADMIN.password);
    await form.submit.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The scripts arrive: the sign-in made by the form is the page's.
    await page.unroute(/\/assets\/.*\.js$/, blockScripts);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
