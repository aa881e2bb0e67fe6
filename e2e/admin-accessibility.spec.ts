import { randomBytes } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { toCsv } from '../server/http/csv';
import { ADMIN, asDistinctClient, authHeader, kakkanadFlatForm, signInAsAdmin } from './admin';
import { axeViolations, describeViolations } from './axe';
import { allowConsoleMessages, expect, test } from './fixtures';
import { listOutbox, readOutboxMessage, waitForResetCode } from './outbox';

/*
 * Every back-office screen, and the dialogs that open on them, pass axe-core's rules at both
 * screen sizes (issue 37, item 4; e2e/axe.ts says which rules). Each test makes what its screens
 * show (a listing with photos, an unassigned enquiry with an e-mail and a phone, an invitation)
 * and removes the listing after. A new screen adds its own test here.
 */

/** Chromium logs every 4xx answer as a console error; the sign-in checks provoke some. */
const FAILED_LOAD_LOG = /Failed to load resource/;

/** Runs axe on the page as it stands; a screen's faults are listed with the others' at the end. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(describeViolations(violations), `axe on ${screen}`).toBe('');
}

/** Waits for the screen's heading and for its panels to finish loading. */
async function expectLoaded(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading|…$/ })).toHaveCount(0);
}

let token: string;
/** What a test made, removed after it so that the other specs never meet it. */
let createdListings: number[] = [];
let createdEnquiries: number[] = [];

test.afterEach(async ({ request }) => {
  for (const id of createdEnquiries) {
    await request.delete(`/api/properties/contacts/${id}/`, { headers: authHeader(token) });
  }
  for (const id of createdListings) {
    await request.delete(`/api/properties/properties/${id}/`, { headers: authHeader(token) });
  }
  createdListings = [];
  createdEnquiries = [];
});

interface Listing {
  id: number;
  title: string;
}

/** A flat in Kakkanad with `photos` photos (3 at most) and a site visit, made through the API. */
async function createListing(page: Page, photos: number): Promise<Listing> {
  const { request } = page;
  const form = new FormData();
  const fields = await kakkanadFlatForm(request, {
    title: `Accessible flat ${randomBytes(3).toString('hex')}`,
    description: 'A bright flat near Infopark, made by the accessibility tests.',
    price: '7400000',
    area: '1100',
    latitude: '10.0159',
    longitude: '76.3419',
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const colours = [
    { r: 200, g: 60, b: 40 },
    { r: 40, g: 140, b: 80 },
    { r: 50, g: 80, b: 200 },
  ];
  for (const [index, background] of colours.slice(0, photos).entries()) {
    const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toBuffer();
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    );
  }
  const response = await request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
  const listing = (await response.json()) as Listing;
  createdListings.push(listing.id);
  const visit = await request.post(`/api/properties/properties/${listing.id}/visits/`, {
    headers: authHeader(token),
    data: { visited_on: '2026-01-10', visited_by: 'Anitha', checks: ['title_deed_seen'] },
  });
  expect(visit.status(), await visit.text()).toBe(201);
  return listing;
}

/** A visitor's enquiry about `listing`, with an e-mail and a phone, assigned to nobody. */
async function sendEnquiry(page: Page, listing: Listing): Promise<{ id: number; name: string }> {
  const name = `Meera Nair ${randomBytes(3).toString('hex')}`;
  const sent = await page.request.post('/api/properties/contacts/', {
    data: {
      name,
      email: 'meera.nair@example.in',
      phone_number: '+919846033333',
      // Over 200 characters, so the list shows "Show full message" too.
      message:
        'Is the flat still available? We would like to visit on Sunday morning with my parents, ' +
        'who will live with us. Could you tell us the maintenance charges, whether the car park ' +
        'is covered, and how far the nearest bus stop is?',
      property: listing.id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const found = await page.request.get(`/api/properties/contacts/?q=${encodeURIComponent(name)}`, {
    headers: authHeader(token),
  });
  const id = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  if (id === undefined) throw new Error(`no enquiry from ${name}`);
  createdEnquiries.push(id);
  return { id, name };
}

/** Opens a dialog with `opener`, checks it, and closes it with its Cancel button. */
async function checkDialog(page: Page, opener: Locator, screen: string): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Judged as the eye sees it once open: mid fade-in, its colours are still pale.
  // (A spinner's endless animation is not waited for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  await expectAccessible(page, screen);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('signed out', () => {
  test('sign-in and each step of the password recovery', async ({ page }) => {
    await asDistinctClient(page);
    allowConsoleMessages(page, FAILED_LOAD_LOG);
    await page.goto('/admin/login');
    await expectLoaded(page, 'Sign In');
    await expectAccessible(page, 'sign-in');

    // A refused sign-in shows its alert.
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'sign-in, refused');

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expectAccessible(page, 'forgot password');

    const seen = await listOutbox();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    await expectAccessible(page, 'verify OTP');

    // The code is only checked, not used up: the password stays as it is.
    await page.keyboard.type(await waitForResetCode(ADMIN.email, seen));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expectAccessible(page, 'reset password');
  });

  test('accepting an invitation, and a link that cannot be used', async ({ page }) => {
    await asDistinctClient(page);
    allowConsoleMessages(page, FAILED_LOAD_LOG);
    const login = await page.request.post('/api/accounts/login/', { data: ADMIN });
    const owner = authHeader(((await login.json()) as { token: string }).token);
    const email = `axe-${randomBytes(4).toString('hex')}@veedu.test`;
    const seen = await listOutbox();
    const invited = await page.request.post('/api/accounts/users/', {
      headers: owner,
      data: { email, name: 'Anu Joseph', role: 'agent' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    let link = '';
    await expect
      .poll(async () => {
        for (const name of await listOutbox()) {
          if (seen.includes(name)) continue;
          const message = await readOutboxMessage(name);
          if (!message.headers.to?.includes(email)) continue;
          link = /https?:\/\/\S+\/admin\/accept-invite\?token=[\w-]+/.exec(message.text)?.[0] ?? '';
        }
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await expectLoaded(page, 'Welcome, Anu Joseph');
    await expectAccessible(page, 'accept invitation');

    await page.goto(`/admin/accept-invite?token=${'A'.repeat(43)}`);
    await expectLoaded(page, 'This invitation cannot be used');
    await expectAccessible(page, 'accept invitation, a dead link');

    const { id } = (await invited.json()) as { id: number };
    const withdrawn = await page.request.delete(`/api/accounts/invitations/${id}/`, {
      headers: owner,
    });
    expect(withdrawn.status()).toBe(204);
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    token = await signInAsAdmin(page);
  });

  test('dashboard, with the performance of listings', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expectLoaded(page, 'Dashboard');
    await expectAccessible(page, 'dashboard');
  });

  test('properties and the delete dialog', async ({ page }) => {
    const listing = await createListing(page, 1);
    await page.goto('/admin/properties');
    await expectLoaded(page, 'Properties');
    // A table from 1280 px, cards below: the one shown.
    await expect(
      page.getByRole('link', { name: listing.title, exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expectAccessible(page, 'properties');
    await checkDialog(
      page,
      page.getByRole('button', { name: `Delete ${listing.title}` }).filter({ visible: true }),
      'properties, delete dialog',
    );
  });

  test('import, and a checked file with errors', async ({ page }) => {
    await page.goto('/admin/import-listings');
    await expectLoaded(page, 'Import listings');
    await expectAccessible(page, 'import');
    // Checked only, never imported: one row of a type that does not exist.
    const row = {
      status: 'draft',
      title: 'Castle by the sea',
      description: 'A castle on the beach.',
      price: '16000',
      property_type: 'Castle',
      bedrooms: '1',
      bathrooms: '1',
      area: '450',
      town: 'Kakkanad',
      latitude: '10.0159',
      longitude: '76.3419',
      contact_name: 'Anitha Menon',
      phone_number: '+919847011223',
      whatsapp_number: '+919847011223',
      email: 'anitha@example.in',
      features: 'Parking',
    };
    await page.getByLabel('CSV file').setInputFiles({
      name: 'listings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(toCsv(Object.keys(row), [Object.values(row)])),
    });
    await expect(
      page.getByRole('heading', { name: 'listings.csv: 0 ready, 1 with errors' }),
    ).toBeVisible();
    await expectAccessible(page, 'import, checked file with errors');
  });

  test('add property', async ({ page }) => {
    await page.goto('/admin/add-property');
    await expectLoaded(page, 'Add Property');
    await expectAccessible(page, 'add property');
  });

  test('edit property with photos, its checks and performance, the delete photo dialog', async ({
    page,
  }) => {
    const listing = await createListing(page, 3);
    // An enquiry draws the performance chart instead of its empty panel.
    await sendEnquiry(page, listing);
    await page.goto(`/admin/edit-property/${listing.id}`);
    await expectLoaded(page, 'Edit Property');
    // Its visible words first, then which photo (WCAG 2.5.3).
    await expect(page.getByRole('button', { name: 'Make cover: image 2' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Site visits' })).toBeVisible();
    await expect(page.getByTestId('listing-performance').getByRole('figure')).toBeVisible();
    await expectAccessible(page, 'edit property');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Delete image 2' }),
      'edit property, delete photo dialog',
    );
  });

  test('enquiries: the list and the delete dialog', async ({ page }) => {
    const listing = await createListing(page, 1);
    const enquiry = await sendEnquiry(page, listing);
    await page.goto('/admin/enquiries');
    await expectLoaded(page, 'Property Enquiries');
    // A table from 1280 px, cards below: the one shown.
    const entry = page
      .locator('[data-enquiry]')
      .filter({ hasText: enquiry.name })
      .filter({ visible: true });
    await expect(entry).toContainText('Unassigned');
    await expect(entry.getByRole('link', { name: 'meera.nair@example.in' })).toBeVisible();
    await expect(entry.getByRole('link', { name: '+919846033333' })).toBeVisible();
    await expectAccessible(page, 'enquiries');
    await checkDialog(
      page,
      entry.getByRole('button', { name: `Delete the enquiry from ${enquiry.name}` }),
      'enquiries, delete dialog',
    );
  });

  test('one enquiry, in its drawer over the list', async ({ page }) => {
    const listing = await createListing(page, 1);
    const enquiry = await sendEnquiry(page, listing);
    await page.goto('/admin/enquiries');
    await expectLoaded(page, 'Property Enquiries');
    const entry = page
      .locator('[data-enquiry]')
      .filter({ hasText: enquiry.name })
      .filter({ visible: true });
    await entry.getByRole('link', { name: new RegExp(enquiry.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${enquiry.id}$`));
    await expect(page.getByRole('dialog', { name: enquiry.name })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Status')).toHaveValue('new');
    await expectAccessible(page, 'one enquiry');
  });

  test('banners and the add dialog', async ({ page }) => {
    await page.goto('/admin/banners');
    await expectLoaded(page, 'Banners');
    await expectAccessible(page, 'banners');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Add hero banner' }),
      'banners, add dialog',
    );
  });

  test('settings (features and property types) and the delete dialog', async ({ page }) => {
    await page.goto('/admin/settings');
    await expectLoaded(page, 'Settings');
    await expectAccessible(page, 'settings (features and property types)');
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Delete / }).first(),
      'settings, delete dialog',
    );
  });

  test('team and the withdraw dialog', async ({ page }) => {
    const email = `axe-${randomBytes(4).toString('hex')}@veedu.test`;
    const invited = await page.request.post('/api/accounts/users/', {
      headers: authHeader(token),
      data: { email, name: 'Rahul Varma', role: 'agent' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    await page.goto('/admin/team');
    await expectLoaded(page, 'Team');
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page, 'team');
    await checkDialog(
      page,
      page.getByRole('button', { name: `Withdraw the invitation to ${email}` }),
      'team, withdraw dialog',
    );
    const { id } = (await invited.json()) as { id: number };
    const withdrawn = await page.request.delete(`/api/accounts/invitations/${id}/`, {
      headers: authHeader(token),
    });
    expect(withdrawn.status()).toBe(204);
  });

  test('privacy: what is held about a person, and the erase dialog', async ({ page }) => {
    const email = `axe-${randomBytes(4).toString('hex')}@example.in`;
    const sent = await page.request.post('/api/properties/contacts/', {
      data: {
        name: 'Meera Nair',
        email,
        phone_number: '+919847011223',
        message: 'Is the flat still available?',
        property_type: 'Residential',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.goto('/admin/privacy');
    await expectLoaded(page, 'Privacy');
    await expectAccessible(page, 'privacy, nothing looked up');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Find what is held' }).click();
    await expect(page.getByRole('heading', { name: `Held about ${email}` })).toBeVisible();
    await expectAccessible(page, 'privacy, what is held');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Erase all of it…' }),
      'privacy, erase dialog',
    );
    const erased = await page.request.post('/api/privacy/erase/', {
      headers: authHeader(token),
      data: { email },
    });
    expect(erased.status(), await erased.text()).toBe(200);
  });

  test('activity, and the logout dialog', async ({ page }) => {
    await page.goto('/admin/activity');
    await expectLoaded(page, 'Activity');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /created|updated|deleted/ })
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'activity');
    await checkDialog(page, page.getByRole('button', { name: 'Logout' }), 'logout dialog');
  });

  test('the navigation laid over the page on a phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'below 1024 px the navigation is a strip');
    await page.goto('/admin/dashboard');
    await expectLoaded(page, 'Dashboard');
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
    await expectAccessible(page, 'navigation open');
  });
});
