// The admin's banners, enquiries and settings screens, against the built server: a banner
// uploaded here leads the home page, an enquiry sent from the contact page is read and deleted
// here, and features and property types are added, renamed and deleted.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import type { Banner } from '../contract/banners';
import { referenceMessages } from '../contract/reference';
import { asDistinctClient, authHeader, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, test, waitForHydration } from './fixtures';

const suffix = () => randomBytes(3).toString('hex');

/** A real JPEG of one colour, as a file for setInputFiles. */
async function jpeg(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 1200, height: 640, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function heroBanners(request: APIRequestContext): Promise<Banner[]> {
  const response = await request.get('/api/properties/hero-banners/');
  expect(response.status()).toBe(200);
  return (await response.json()) as Banner[];
}

/** The folder of a stored image's renditions, e.g. /media/hero-banners/ab12cd34/. */
const mediaFolder = (banner: Banner) => banner.variants[0]!.url.replace(/[^/]+$/, '');

/** The address the home page's hero picture was drawn from. */
async function homeHeroSource(page: Page): Promise<string> {
  await page.goto('/');
  const picture = page.locator('section[aria-labelledby="hero-title"] img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toBe('');
  return picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-toast]').filter({ hasText: text });

test.describe('admin banners', () => {
  test('a hero banner uploaded here leads the home page, and after its delete the previous one does again', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const before = await heroBanners(page.request);

    await page.goto('/admin/banners');
    await page.getByRole('button', { name: 'Add Banner', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Banner' });
    await expect(dialog.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Hero banner' })).toBeChecked();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(await jpeg('monsoon.jpg', { r: 30, g: 90, b: 140 }));
    await expect(dialog.getByRole('img', { name: /Preview of monsoon\.jpg/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await expect(toast(page, 'Banner added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = await heroBanners(page.request);
    expect(after).toHaveLength(before.length + 1);
    const added = after[0]!;
    const heroSection = page.getByRole('region', { name: /Hero Banners/ });
    await expect(heroSection.locator(`[data-banner="${added.id}"]`)).toBeVisible();
    await expect(heroSection.locator('li').first()).toContainText('Shown on the site');

    expect(await homeHeroSource(page)).toContain(mediaFolder(added));

    await page.goto('/admin/banners');
    const card = page
      .getByRole('region', { name: /Hero Banners/ })
      .locator(`[data-banner="${added.id}"]`);
    await card.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this banner?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Banner deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    // The deleted card's button is gone; the keyboard carries on from the section's Add.
    await expect(page.getByRole('button', { name: 'Add hero banner' })).toBeFocused();
    expect((await heroBanners(page.request)).map((banner) => banner.id)).not.toContain(added.id);

    const source = await homeHeroSource(page);
    expect(source).not.toContain(mediaFolder(added));
    if (before[0]) expect(source).toContain(mediaFolder(before[0]));
  });

  test('the modal asks for an image and refuses a file that is not one', async ({ page }) => {
    await signInAsAdmin(page);
    const before = await heroBanners(page.request);
    await page.goto('/admin/banners');
    await page.getByRole('button', { name: 'Add offer banner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Banner' });
    await expect(dialog.getByRole('radio', { name: 'Offer banner' })).toBeChecked();

    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Image is required');

    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'notes.txt: only JPEG, PNG, GIF or WebP images can be added.',
    );

    // Named like a photo, but not one: the server looks inside and refuses it (415).
    allowConsoleMessages(page, /status of 415/);
    await fileInput.setInputFiles({
      name: 'fake.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not really a picture'),
    });
    await dialog.getByRole('button', { name: 'Add Banner' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Only JPEG, PNG, GIF or WebP images are accepted.',
    );
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await heroBanners(page.request)).toHaveLength(before.length);
  });
});

/** The visible row (table, wide screens) or card (phones) of the enquiry from `name`. */
function enquiryEntry(page: Page, name: string): Locator {
  return page.locator('[data-enquiry]').filter({ hasText: name }).filter({ visible: true });
}

test.describe('admin enquiries', () => {
  test('an enquiry sent from the contact page is listed, and deleted only after the confirmation', async ({
    page,
  }, testInfo) => {
    await asDistinctClient(page);
    const name = `Meera Nair ${suffix()}`;
    await page.goto('/contact');
    // The form is sent by the page's script: a visitor's first tap asks for it, and a test is faster.
    await waitForHydration(page);
    const form = page.locator('#contact-form form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('E-mail').fill('meera.nair@example.in');
    await form.getByLabel('Phone').fill('+919846011111');
    await form.getByLabel('Property type').selectOption('Residential');
    await form.getByLabel('Subject').fill('Plot near Thrissur');
    await form
      .getByLabel('Message')
      .fill('Is the 12 cent plot near the Vadakkunnathan temple still available?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Thank you/ })).toBeVisible();

    await signInAsAdmin(page);
    await page.goto('/admin/enquiries');
    await expect(page.getByRole('heading', { name: 'Property Enquiries', level: 1 })).toBeVisible();
    const entry = enquiryEntry(page, name);
    await expect(entry).toContainText('meera.nair@example.in');
    await expect(entry).toContainText('Plot near Thrissur');
    await expect(entry).toContainText('Vadakkunnathan temple');
    await expect(entry.getByRole('link', { name: 'meera.nair@example.in' })).toHaveAttribute(
      'href',
      'mailto:meera.nair@example.in',
    );
    // A table on wide screens, cards on phones.
    const isPhone = testInfo.project.name === 'phone';
    await expect(page.getByRole('table')).toBeVisible({ visible: !isPhone });

    await entry.getByRole('button', { name: `Delete the enquiry from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this enquiry?' });
    await expect(dialog).toContainText('This action cannot be undone.');
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText('meera.nair@example.in');
    await expect(dialog).toContainText('Plot near Thrissur');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(entry).toBeVisible();

    await entry.getByRole('button', { name: `Delete the enquiry from ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Enquiry deleted successfully')).toBeVisible();
    await expect(enquiryEntry(page, name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Property Enquiries', level: 1 })).toBeVisible();
    await expect(page.locator('[data-enquiry]').filter({ hasText: name })).toHaveCount(0);
  });

  test('a long message is cut at 200 characters, and an enquiry about a listing links to it', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const listings = await page.request.get('/api/properties/properties/?page_size=1');
    const listing = ((await listings.json()) as { data: { id: number; title: string }[] }).data[0]!;
    const name = `Rahul Varma ${suffix()}`;
    const message = `${'We would like to visit this weekend with our parents. '.repeat(5)}END-OF-MESSAGE`;
    const sent = await page.request.post('/api/properties/contacts/', {
      data: {
        name,
        email: 'rahul.varma@example.in',
        phone_number: '+919846022222',
        subject: 'Site visit',
        budget_range: '₹50L-75L',
        message,
        property_type: 'Residential',
        property: listing.id,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.goto('/admin/enquiries');
    const entry = enquiryEntry(page, name);
    await expect(entry).toContainText(`${message.slice(0, 200).trimEnd()}…`);
    await expect(entry).not.toContainText('END-OF-MESSAGE');
    await entry.getByRole('button', { name: 'Show full message' }).click();
    await expect(entry).toContainText('END-OF-MESSAGE');
    await expect(entry).toContainText('₹50L-75L');
    await expect(entry.getByRole('link', { name: new RegExp(listing.title) })).toHaveAttribute(
      'href',
      `/property/${listing.id}`,
    );

    // Clean up through the API.
    const list = await page.request.get('/api/properties/contacts/?page_size=100', {
      headers: authHeader(token),
    });
    const created = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
      (enquiry) => enquiry.name === name,
    );
    expect(created).toBeDefined();
    const removed = await page.request.delete(`/api/properties/contacts/${created!.id}/`, {
      headers: authHeader(token),
    });
    expect(removed.status()).toBe(204);
  });

  test('the screen opens at once with its spinner, from the navigation and on a fresh load', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Slow answers, so the screen is seen while it waits for them.
    await page.route('**/api/properties/contacts/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading enquiries…' });
    await page
      .getByRole('complementary', { name: 'Admin' })
      .getByRole('link', { name: 'Enquiries', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Property Enquiries', level: 1 })).toBeVisible();
    await expect(spinner).toBeVisible();
    await expect(page.getByText(/enquir(y|ies), newest first|No enquiries yet/)).toBeVisible();
    await expect(spinner).toBeHidden();

    await page.reload();
    await expect(spinner).toBeVisible();
    await expect(spinner).toBeHidden();
  });

  test('a failed load replaces the screen with the message, and Try again recovers', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    allowConsoleMessages(page, /status of 500/);
    let failures = 0;
    await page.route('**/api/properties/contacts/**', async (route) => {
      if (failures > 0) return route.continue();
      failures++;
      return route.fulfill({ status: 500, json: { detail: 'Internal error.' } });
    });
    await page.goto('/admin/enquiries');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to fetch enquiries' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to fetch enquiries' }),
    ).toBeHidden();
    await expect(page.getByText(/enquir(y|ies), newest first|No enquiries yet/)).toBeVisible();
  });
});

/** The panel of one settings list. */
const panel = (page: Page, title: 'Property Features' | 'Property Types') =>
  page.getByRole('region', { name: title });

async function listed(
  request: APIRequestContext,
  path: string,
): Promise<{ id: number; name: string }[]> {
  const response = await request.get(`/api/properties/${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; name: string }[];
}

test.describe('admin settings', () => {
  test('a feature is added, renamed and deleted; blank names do nothing; a duplicate is refused', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const features = panel(page, 'Property Features');
    const name = `Solar panels ${suffix()}`;
    const input = features.getByPlaceholder('Add new feature');
    await expect(features.getByRole('listitem').first()).toBeVisible();
    const count = await features.getByRole('listitem').count();

    // Blank: nothing happens and nothing is said.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/properties/features/'))
        posts++;
    });
    await input.fill('   ');
    await features.getByRole('button', { name: 'Add' }).click();
    await expect(features.getByRole('listitem')).toHaveCount(count);
    expect(posts).toBe(0);

    await input.fill(`  ${name}  `);
    await input.press('Enter');
    await expect(toast(page, 'Feature added successfully')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(features.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    expect((await listed(page.request, 'features/')).map((item) => item.name)).toContain(name);

    // The same name again: the server refuses it and the toast says why.
    allowConsoleMessages(page, /status of 400/);
    await input.fill(name.toUpperCase());
    await features.getByRole('button', { name: 'Add' }).click();
    await expect(
      toast(page, `Failed to add feature: ${referenceMessages.featureExists}`),
    ).toBeVisible();

    // Rename: Escape cancels, Enter confirms.
    await features.getByRole('button', { name: `Edit ${name}` }).click();
    const editBox = features.getByLabel(`New name for ${name}`);
    await expect(editBox).toBeFocused();
    await editBox.fill('Discarded');
    await editBox.press('Escape');
    await expect(features.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
    const renamed = `${name} (rooftop)`;
    await features.getByRole('button', { name: `Edit ${name}` }).click();
    // A blank new name does nothing: still editing, nothing sent.
    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches++;
    });
    await editBox.fill('  ');
    await editBox.press('Enter');
    await expect(editBox).toBeFocused();
    expect(patches).toBe(0);
    await editBox.fill(renamed);
    await editBox.press('Enter');
    await expect(toast(page, 'Feature updated successfully')).toBeVisible();
    await expect(features.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();

    await features.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Feature' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete "${renamed}"? This action cannot be undone.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(features.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
    await features.getByRole('button', { name: `Delete ${renamed}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Feature deleted successfully')).toBeVisible();
    await expect(features.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    await expect(input).toBeFocused();
    expect((await listed(page.request, 'features/')).map((item) => item.name)).not.toContain(
      renamed,
    );
  });

  test('a property type is renamed; still used by a listing it is not deleted; once unused it is', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const types = panel(page, 'Property Types');
    const first = `Boat house ${suffix()}`;
    await types.getByPlaceholder('Add new property type').fill(first);
    await types.getByRole('button', { name: 'Add' }).click();
    await expect(toast(page, 'Property type added successfully')).toBeVisible();

    // Renamed with the row's confirm button.
    const name = `Houseboat ${suffix()}`;
    await types.getByRole('button', { name: `Edit ${first}` }).click();
    await types.getByLabel(`New name for ${first}`).fill(name);
    await types.getByRole('button', { name: `Save ${first}` }).click();
    await expect(toast(page, 'Property type updated successfully')).toBeVisible();
    await expect(types.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expect(types.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
    const type = (await listed(page.request, 'property-types/')).find((item) => item.name === name);
    expect(type).toBeDefined();

    // A listing of that type, made through the API.
    const states = await listed(page.request, 'states/');
    const kerala = states.find((state) => state.name === 'Kerala')!;
    const districts = await listed(page.request, `districts/?state=${kerala.id}`);
    const alappuzha = districts.find((district) => district.name === 'Alappuzha')!;
    const city = (await listed(page.request, `cities/?district=${alappuzha.id}`))[0]!;
    const form = new FormData();
    const fields: Record<string, string> = {
      title: `Kettuvallam stay ${suffix()}`,
      description: 'A converted rice barge moored on Vembanad lake.',
      price: '25000',
      property_for: 'rent',
      property_ownership: 'direct_owner',
      property_type: String(type!.id),
      bedrooms: '2',
      bathrooms: '2',
      area: '900',
      contact_name: 'Settings Test',
      email: 'settings-test@example.com',
      phone_number: '+919846033333',
      whatsapp_number: '+919846033333',
      state: String(kerala.id),
      district: String(alappuzha.id),
      city: String(city.id),
      latitude: '9.4981',
      longitude: '76.3388',
    };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    const created = await page.request.post('/api/properties/properties/', {
      headers: authHeader(token),
      multipart: form,
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = (await created.json()) as { id: number };

    allowConsoleMessages(page, /status of 409/);
    await types.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Property Type' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      toast(page, `Failed to delete propertyType: ${referenceMessages.propertyTypeInUse(1)}`),
    ).toBeVisible();
    await expect(types.getByRole('listitem').filter({ hasText: name })).toBeVisible();

    const removed = await page.request.delete(`/api/properties/properties/${listing.id}/`, {
      headers: authHeader(token),
    });
    expect(removed.status()).toBe(204);
    await types.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Property type deleted successfully')).toBeVisible();
    await expect(types.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  });

  test('an owner sees the background jobs: every queue and its counts', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const jobs = page.getByRole('region', { name: 'Background jobs' });
    const queues = jobs.getByRole('list', { name: 'Queues' }).getByRole('listitem');
    const names = [
      'Instant alerts',
      'Daily alerts',
      'Weekly alerts',
      'Housekeeping',
      'Media sweep',
    ];
    await expect(queues).toHaveCount(names.length);
    for (const name of names) {
      const row = queues.filter({ hasText: name });
      await expect(row).toBeVisible();
      await expect(row.getByRole('definition')).toHaveCount(3);
    }
    await expect(jobs.getByRole('heading', { name: /^Failed jobs/ })).toBeVisible();
  });
});
