// The admin's add and edit property screens (product.md section 2, issue 5 items 6 and 7): a
// listing added through the form with real photos shows on the public site; an empty form explains
// itself; an edit changes the price, deletes a photo at once and adds one by drag and drop.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';

import { formatPrice } from '../contract/format';
import type { Property } from '../contract/properties';
import { authHeader, referenceId, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';

/** A small real photo: a coloured JPEG or PNG that the server's image pipeline accepts. */
async function photo(
  name: string,
  color: { r: number; g: number; b: number },
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const image = sharp({ create: { width: 480, height: 320, channels: 3, background: color } });
  const isPng = name.endsWith('.png');
  const buffer = await (isPng ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
  return { name, mimeType: isPng ? 'image/png' : 'image/jpeg', buffer };
}

/** A photo of noise, which no encoder can shrink: about 210 KB, to watch an upload progress. */
async function noisyPhoto(name: string) {
  const buffer = await sharp({
    create: {
      width: 300,
      height: 250,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Chromium sends request bodies at this many bytes a second (the DevTools throttle). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const uniqueSuffix = () => randomBytes(4).toString('hex');

async function readListing(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Property;
}

async function findListingByTitle(request: APIRequestContext, token: string, title: string) {
  const response = await request.get(
    `/api/properties/properties/?status=all&q=${encodeURIComponent(title)}`,
    { headers: authHeader(token) },
  );
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: Property[] };
  return data.find((listing) => listing.title === title);
}

async function deleteListing(request: APIRequestContext, token: string, id: number) {
  const response = await request.delete(`/api/properties/properties/${id}/`, {
    headers: authHeader(token),
  });
  expect([204, 404]).toContain(response.status());
}

/** The folder of a stored photo, which also holds its renditions (400.webp, 800.avif…). */
const imageFolder = (image: { image: string }) => image.image.replace(/[^/]+$/, '');

/** The reference ids of a flat in Kochi, looked up by name. */
async function kochiFlatIds(request: APIRequestContext) {
  const state = await referenceId(request, 'states/', 'Kerala');
  const district = await referenceId(request, `districts/?state=${state}`, 'Ernakulam');
  const city = await referenceId(request, `cities/?district=${district}`, 'Kochi');
  const propertyType = await referenceId(request, 'property-types/', 'Apartment');
  return { state, district, city, propertyType };
}

/** A listing made through the API, with two photos, for the edit tests. */
async function createListing(request: APIRequestContext, token: string, title: string) {
  const ids = await kochiFlatIds(request);
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    description: 'A listing the admin form tests edit.',
    price: '3500000',
    property_for: 'sell',
    property_ownership: 'management',
    property_type: ids.propertyType,
    bedrooms: '2',
    bathrooms: '2',
    area: '1100',
    built_year: '2018',
    parking_spaces: '1',
    furnishing: 'semi_furnished',
    contact_name: 'Form Test',
    email: 'form-test@example.com',
    phone_number: '+919846012345',
    whatsapp_number: '+919846012345',
    state: ids.state,
    district: ids.district,
    city: ids.city,
    latitude: '9.9312',
    longitude: '76.2673',
    google_maps_url: 'https://maps.google.com/?q=9.9312,76.2673',
    google_embedded_map_link: 'https://www.google.com/maps/embed?pb=e2e',
    nearby_places: JSON.stringify([{ place: 'Marine Drive', distance: 1.5 }]),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of [
    await photo('first.jpg', { r: 200, g: 60, b: 40 }),
    await photo('second.png', { r: 40, g: 120, b: 200 }),
  ]) {
    form.append(
      'uploaded_images',
      new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
      image.name,
    );
  }
  const response = await request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: form,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Property;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const saveButton = (page: Page, name: 'Create Property' | 'Save Changes') =>
  page.getByRole('button', { name, exact: true });

/** Chooses an option by its text once the select offers it (districts and cities load). */
async function choose(select: Locator, label: string) {
  await expect(select.locator('option', { hasText: label }).first()).toBeAttached();
  await select.selectOption({ label });
}

/** Drops files on an element as a person dragging them from the desktop would. */
async function dropFiles(
  target: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const dataTransfer = await target.evaluateHandle(
    (_, items) => {
      const transfer = new DataTransfer();
      for (const item of items) {
        const bytes = Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
      }
      return transfer;
    },
    files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: file.buffer.toString('base64'),
    })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** Fills in what the add screen requires, with a flat in Kochi. */
async function fillRequiredAddFields(page: Page, title: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Price (₹)').fill('2500000');
  await choose(field(page, 'Property type'), 'Apartment');
  await field(page, 'Bedrooms').fill('2');
  await field(page, 'Bathrooms').fill('1');
  await field(page, 'Area (sq.ft)').fill('950');
  await field(page, 'Contact name').fill('Form Test');
  await field(page, 'E-mail').fill('form-test@example.com');
  await field(page, 'Phone number').fill('+919846012345');
  await field(page, 'WhatsApp number').fill('+919846012345');
  await choose(field(page, 'State'), 'Kerala');
  await choose(field(page, 'District'), 'Ernakulam');
  await choose(field(page, 'City'), 'Kochi');
  await field(page, 'Latitude').fill('9.9312');
  await field(page, 'Longitude').fill('76.2673');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A flat for the form tests.');
}

/** Property writes the page sends: none may leave the browser while the form has errors. */
function countPropertyWrites(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      /\/api\/properties\/properties\/(\d+\/)?$/.test(request.url()) &&
      request.method() !== 'GET'
    ) {
      count += 1;
    }
  });
  return () => count;
}

test.describe('admin add and edit property', () => {
  test('a listing added with two photos, the cascade, features and a nearby place is on the public site', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const title = `Form test villa ${uniqueSuffix()}`;
    const price = 7_250_000;
    let createdId: number | undefined;
    try {
      await page.goto('/admin/add-property');
      await expect(page.getByRole('heading', { name: 'Add Property', level: 1 })).toBeVisible();
      // product.md section 9: a new listing is for rent unless changed.
      await expect(field(page, 'Property for')).toHaveValue('rent');
      await expect(field(page, 'Listing status')).toHaveValue('available');

      await field(page, 'Title').fill(`  ${title}  `);
      await field(page, 'Price (₹)').fill(String(price));
      await expect(page.getByText(formatPrice(price), { exact: true })).toBeVisible();
      await field(page, 'Property for').selectOption('sell');
      await field(page, 'Ownership').selectOption({ label: 'Owner' });
      await choose(field(page, 'Property type'), 'Villa');
      await field(page, 'Bedrooms').fill('4');
      await field(page, 'Bathrooms').fill('3');
      await field(page, 'Area (sq.ft)').fill('2400');
      await field(page, 'Built year').fill('2019');
      await field(page, 'Parking spaces').fill('2');
      await field(page, 'Furnishing').selectOption({ label: 'Semi-furnished' });
      await field(page, 'Contact name').fill('Anitha Menon');
      await field(page, 'E-mail').fill('anitha@example.com');
      await field(page, 'Phone number').fill('+919846012345');
      await field(page, 'WhatsApp number').fill('+919846012345');

      // The cascade: a district clears the city; a state clears both.
      const state = field(page, 'State');
      const district = field(page, 'District');
      const city = field(page, 'City');
      await expect(district).toBeDisabled();
      await choose(state, 'Kerala');
      await choose(district, 'Ernakulam');
      await choose(city, 'Kakkanad');
      await choose(district, 'Thrissur');
      await expect(city).toHaveValue('');
      // Back to the first district, the city it had is not chosen again: it was cleared.
      await choose(district, 'Ernakulam');
      await expect(city.locator('option', { hasText: 'Kakkanad' })).toBeAttached();
      await expect(city).toHaveValue('');
      await choose(city, 'Kakkanad');
      await choose(state, 'Karnataka');
      await expect(district).toHaveValue('');
      await expect(city).toHaveValue('');
      await expect(city).toBeDisabled();
      await choose(state, 'Kerala');
      await expect(district.locator('option', { hasText: 'Ernakulam' })).toBeAttached();
      await expect(district).toHaveValue('');
      await expect(city).toBeDisabled();
      await choose(district, 'Ernakulam');
      await choose(city, 'Kakkanad');

      // 'Use my location' fills in the coordinates from the browser's position.
      await page.context().grantPermissions(['geolocation']);
      await page.context().setGeolocation({ latitude: 10.0159, longitude: 76.3419 });
      await page.getByRole('button', { name: 'Use my location' }).click();
      await expect(field(page, 'Latitude')).toHaveValue('10.015900');
      await expect(field(page, 'Longitude')).toHaveValue('76.341900');
      await page
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('A quiet villa near the IT park, with a garden.');
      await page.getByLabel('Pool', { exact: true }).check();
      await page.getByLabel('Garden', { exact: true }).check();
      await page.getByLabel('Place 1', { exact: true }).fill('Lulu Mall');
      await page.getByLabel('Distance (km)').first().fill('2.5');

      // The drop zone is the file input's label: a keyboard user reaches the input with Tab.
      await field(page, 'Video link').focus();
      await page.keyboard.press('Tab');
      await expect(page.locator('input[type="file"]')).toBeFocused();
      await page
        .locator('input[type="file"]')
        .setInputFiles([
          await photo('front.jpg', { r: 190, g: 90, b: 50 }),
          await photo('garden.png', { r: 60, g: 160, b: 90 }),
        ]);
      const previews = page.getByRole('list', { name: 'New images' }).getByRole('listitem');
      await expect(previews).toHaveCount(2);
      await expect(previews.first().getByRole('img')).toHaveAttribute('src', /^blob:/);

      await saveButton(page, 'Create Property').click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      await expect(page.getByText('Property created successfully')).toBeVisible();

      const listing = await findListingByTitle(page.request, token, title);
      expect(listing, 'the new listing is in the API').toBeDefined();
      if (!listing) return;
      createdId = listing.id;
      expect(listing).toMatchObject({
        price,
        property_for: 'sell',
        property_ownership: 'direct_owner',
        status: 'available',
        bedrooms: 4,
        built_year: 2019,
        parking_spaces: 2,
        furnishing: 'semi_furnished',
        property_type_details: { name: 'Villa' },
        location: { state: 'Kerala', district: 'Ernakulam', city: 'Kakkanad' },
        latitude: 10.0159,
        longitude: 76.3419,
        nearby_places: [{ place: 'Lulu Mall', distance: 2.5 }],
        youtube_video_link: null,
      });
      expect(listing.feature_details.map((feature) => feature.name).sort()).toEqual([
        'Garden',
        'Pool',
      ]);
      expect(listing.images).toHaveLength(2);

      await page.goto(`/property/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(formatPrice(price)).first()).toBeVisible();
      const gallery = page.getByRole('region', { name: 'Photos' });
      await expect(gallery.getByText('1 / 2')).toBeVisible();
      await expect(
        gallery.getByRole('list', { name: 'All photos' }).getByRole('listitem'),
      ).toHaveCount(2);
      const html = await page.content();
      for (const image of listing.images) expect(html).toContain(imageFolder(image));
      // The photo itself arrives, not only its address.
      await expect
        .poll(() =>
          gallery
            .getByRole('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    } finally {
      if (createdId !== undefined) await deleteListing(page.request, token, createdId);
    }
  });

  test('a district list that fails to load says so under the select, and choosing the state again loads it', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/add-property');
    allowConsoleMessages(page, /status of 500/);
    let failing = true;
    await page.route('**/api/properties/districts/**', (route) =>
      failing ? route.fulfill({ status: 500, body: 'not json' }) : route.fallback(),
    );
    const state = field(page, 'State');
    const district = field(page, 'District');
    await choose(state, 'Kerala');
    await expect(page.getByText('Failed to load the districts.')).toBeVisible();
    await expect(district).toBeEnabled();
    await expect(district.locator('option', { hasText: 'Ernakulam' })).toHaveCount(0);

    failing = false;
    await state.selectOption({ index: 0 });
    await choose(state, 'Kerala');
    await choose(district, 'Ernakulam');
    await expect(page.getByText('Failed to load the districts.')).toHaveCount(0);
    await choose(field(page, 'City'), 'Kochi');
  });

  test('an empty add form lists every required field, next to the field and in a summary that takes the focus', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const writes = countPropertyWrites(page);
    await page.goto('/admin/add-property');
    await saveButton(page, 'Create Property').click();

    const summary = page.getByTestId('form-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('fields need your attention before saving');
    for (const line of [
      'Title: This field is required.',
      'Price (₹): This field is required.',
      'Property type: This field is required.',
      'Bedrooms: This field is required.',
      'Bathrooms: This field is required.',
      'Area (sq.ft): This field is required.',
      'Contact name: This field is required.',
      'E-mail: This field is required.',
      'Phone number: This field is required.',
      'WhatsApp number: This field is required.',
      'Location: Please select state, district, and city',
      'Latitude: This field is required.',
      'Longitude: This field is required.',
      'Description: This field is required.',
    ]) {
      await expect(summary.getByRole('link', { name: line })).toBeVisible();
    }
    await expectNoHorizontalOverflow(page);
    // Optional on add (product.md section 5).
    await expect(summary).not.toContainText('Built year');
    await expect(summary).not.toContainText('Video link');

    // Each field says what is wrong, for sight and for screen readers.
    const title = field(page, 'Title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await title.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('This field is required.');
    await expect(field(page, 'State')).toHaveAttribute('aria-invalid', 'true');

    // A summary link takes the keyboard to its field; fixing it takes the line away.
    await summary.getByRole('link', { name: 'Title: This field is required.' }).click();
    await expect(title).toBeFocused();
    await title.fill('Anything');
    await expect(title).not.toHaveAttribute('aria-invalid');
    await expect(summary.getByRole('link', { name: /^Title:/ })).toHaveCount(0);

    // Brackets or quotes in a nearby place.
    await page.getByLabel('Place 1', { exact: true }).fill('Lulu Mall (Edappally)');
    await saveButton(page, 'Create Property').click();
    await expect(
      summary.getByRole('link', {
        name: 'Nearby place 1: Please remove any brackets or quotes from the text',
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Place 1', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // A file that is not an image is refused as it is picked.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(
      page.getByText('plan.pdf: only JPEG, PNG, GIF or WebP images can be added.'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'New images' })).toHaveCount(0);
    expect(writes(), 'nothing was sent').toBe(0);
  });

  test('an edit changes the price, deletes a photo at once and adds one by drag and drop', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const title = `Form test flat ${uniqueSuffix()}`;
    const listing = await createListing(page.request, token, title);
    const [deleted, kept] = listing.images;
    if (!deleted || !kept) throw new Error('the listing was made with two images');
    try {
      await page.goto(`/admin/edit-property/${listing.id}`);
      await expect(page.getByRole('heading', { name: 'Edit Property', level: 1 })).toBeVisible();
      await expect(field(page, 'Title')).toHaveValue(title);
      await expect(field(page, 'City')).toHaveValue(String(listing.location.city_id));
      await expect(page.getByLabel('Place 1', { exact: true })).toHaveValue('Marine Drive');

      // The first photo goes at once, before Save, after a confirmation.
      const current = page.getByRole('list', { name: 'Current images' }).getByRole('listitem');
      await expect(current).toHaveCount(2);
      await page.getByRole('button', { name: 'Delete image 1' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this image?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog).toBeHidden();
      await expect(current).toHaveCount(1);
      const afterDelete = await readListing(page.request, token, listing.id);
      expect(afterDelete.images.map((image) => image.id)).toEqual([kept.id]);

      await field(page, 'Price (₹)').fill('3900000');
      await dropFiles(page.getByTestId('image-drop-zone'), [await noisyPhoto('balcony.png')]);
      const previews = page.getByRole('list', { name: 'New images' }).getByRole('listitem');
      await expect(previews).toHaveCount(1);
      await expect(previews.first()).toContainText('balcony.png');

      // On a slow link the upload shows how far it has got.
      await throttleUploads(page, 80 * 1024);
      await saveButton(page, 'Save Changes').click();
      const progress = page.getByRole('progressbar', { name: 'Upload progress' });
      await expect(progress).toBeVisible();
      await expect(saveButton(page, 'Save Changes')).toBeDisabled();
      await expect
        .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 8_000 })
        .toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/admin\/properties$/, { timeout: 15_000 });
      await expect(page.getByText('Property updated successfully')).toBeVisible();
      await throttleUploads(page, -1);

      const saved = await readListing(page.request, token, listing.id);
      expect(saved.price).toBe(3_900_000);
      expect(saved.images).toHaveLength(2);
      expect(saved.images[0]?.id).toBe(kept.id);
      expect(saved.images.map((image) => image.id)).not.toContain(deleted.id);
      // Fields not touched are kept as they were.
      expect(saved).toMatchObject({
        title,
        built_year: 2018,
        nearby_places: [{ place: 'Marine Drive', distance: 1.5 }],
      });

      await page.goto(`/property/${listing.id}`);
      await expect(page.getByText(formatPrice(3_900_000)).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Photos' }).getByText('1 / 2')).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain(imageFolder(deleted));
      for (const image of saved.images) expect(html).toContain(imageFolder(image));
    } finally {
      await deleteListing(page.request, token, listing.id);
    }
  });

  test('an edit refuses more than 10 bedrooms and a built year in the future, and sends nothing', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const listing = await createListing(page.request, token, `Form test rules ${uniqueSuffix()}`);
    const writes = countPropertyWrites(page);
    try {
      await page.goto(`/admin/edit-property/${listing.id}`);
      await expect(field(page, 'Bedrooms')).toHaveValue('2');
      await field(page, 'Bedrooms').fill('11');
      await field(page, 'Built year').fill(String(new Date().getFullYear() + 1));
      await field(page, 'Area (sq.ft)').fill('0');
      await saveButton(page, 'Save Changes').click();

      const summary = page.getByTestId('form-error-summary');
      await expect(summary).toBeFocused();
      await expect(
        summary.getByRole('link', { name: 'Bedrooms: Bedrooms cannot exceed 10' }),
      ).toBeVisible();
      await expect(
        summary.getByRole('link', { name: 'Built year: Built year cannot be in the future' }),
      ).toBeVisible();
      await expect(
        summary.getByRole('link', { name: 'Area (sq.ft): Area must be greater than 0' }),
      ).toBeVisible();
      await expect(field(page, 'Bedrooms')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Bedrooms cannot exceed 10', { exact: true })).toBeVisible();
      expect(writes()).toBe(0);

      // Cancel leaves without saving.
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      expect((await readListing(page.request, token, listing.id)).bedrooms).toBe(2);
    } finally {
      await deleteListing(page.request, token, listing.id);
    }
  });

  test('leaving an edit with unsaved changes asks first; an untouched form lets the admin go', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const listing = await createListing(page.request, token, `Form test leave ${uniqueSuffix()}`);
    const sideLink = page
      .getByRole('complementary', { name: 'Admin' })
      .getByRole('link', { name: 'Properties', exact: true });
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    try {
      await page.goto(`/admin/edit-property/${listing.id}`);
      await expect(field(page, 'Price (₹)')).toHaveValue('3500000');
      await sideLink.click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      await expect(question).toBeHidden();

      await page.goto(`/admin/edit-property/${listing.id}`);
      await field(page, 'Price (₹)').fill('3700000');
      await sideLink.click();
      await expect(question).toBeVisible();
      await expect(question).toContainText('Your changes to this listing have not been saved');
      await question.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(question).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/admin/edit-property/${listing.id}$`));
      await expect(field(page, 'Price (₹)')).toHaveValue('3700000');

      await sideLink.click();
      await question.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      expect((await readListing(page.request, token, listing.id)).price).toBe(3500000);
    } finally {
      await deleteListing(page.request, token, listing.id);
    }
  });

  test("a refusal by the server shows its field errors as 'field: messages' lines, and the form stays", async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const title = `Form test refusal ${uniqueSuffix()}`;
    // A feature that exists when the form opens and is gone when it is saved: only the server
    // can know, and it answers 400 {features: [...]}.
    const featureName = `Form test feature ${uniqueSuffix()}`;
    const made = await page.request.post('/api/properties/features/', {
      headers: authHeader(token),
      data: { name: featureName },
    });
    expect(made.status()).toBe(201);
    const feature = (await made.json()) as { id: number };
    let createdId: number | undefined;
    try {
      await page.goto('/admin/add-property');
      await fillRequiredAddFields(page, title);
      await page.getByLabel(featureName, { exact: true }).check();
      const removed = await page.request.delete(`/api/properties/features/${feature.id}/`, {
        headers: authHeader(token),
      });
      expect(removed.status()).toBe(204);

      allowConsoleMessages(page, /status of 400/);
      await saveButton(page, 'Create Property').click();
      const summary = page.getByTestId('form-error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toHaveText('Failed to create property');
      await expect(summary).toContainText('features: Choose features from the list.');
      await expect(page).toHaveURL(/\/admin\/add-property$/);
      await expect(field(page, 'Title')).toHaveValue(title);

      // Unticked, the same form saves.
      await page.getByLabel(featureName, { exact: true }).uncheck();
      await saveButton(page, 'Create Property').click();
      await expect(page).toHaveURL(/\/admin\/properties$/);
      createdId = (await findListingByTitle(page.request, token, title))?.id;
      expect(createdId).toBeDefined();
    } finally {
      await page.request.delete(`/api/properties/features/${feature.id}/`, {
        headers: authHeader(token),
      });
      if (createdId !== undefined) await deleteListing(page.request, token, createdId);
    }
  });

  test('an edit offline says so, a photo that cannot be deleted says so for 3 s, and a listing deleted meanwhile is reported', async ({
    page,
  }) => {
    const token = await signInAsAdmin(page);
    const listing = await createListing(page.request, token, `Form test offline ${uniqueSuffix()}`);
    try {
      await page.goto(`/admin/edit-property/${listing.id}`);
      await field(page, 'Price (₹)').fill('4100000');
      const summary = page.getByTestId('form-error-summary');
      // The screen's panels (listing checks, preview links) load their code and data on arrival:
      // cut off before they have, a panel's code would fail to load and reload the page.
      await page.waitForLoadState('networkidle');

      await page.context().setOffline(true);
      // Offline, Chromium logs each refused request, and React Router its route discovery.
      allowConsoleMessages(page, /ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches/);
      await saveButton(page, 'Save Changes').click();
      await expect(summary.getByRole('heading')).toHaveText(
        'Failed to update property. Please check your connection and try again.',
      );

      // A photo that cannot be deleted says so for 3 s (product.md section 9), and stays.
      await page.getByRole('button', { name: 'Delete image 1' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this image?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const deleteError = page.getByText('Failed to delete image. Please try again.');
      await expect(deleteError).toBeVisible();
      const shownAt = Date.now();
      await expect(deleteError).toBeHidden({ timeout: 5_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(2_000);
      await expect(
        page.getByRole('list', { name: 'Current images' }).getByRole('listitem'),
      ).toHaveCount(2);
      await page.context().setOffline(false);
      expect((await readListing(page.request, token, listing.id)).price).toBe(3_500_000);

      await deleteListing(page.request, token, listing.id);
      allowConsoleMessages(page, /status of 404/);
      await saveButton(page, 'Save Changes').click();
      await expect(summary.getByRole('heading')).toHaveText('Property not found.');
      await expect(summary).toBeFocused();
    } finally {
      await page.context().setOffline(false);
      await deleteListing(page.request, token, listing.id);
    }
  });

  test('an edit of a listing that does not exist shows the error panel with Go Back', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    // Chromium logs the API's 404 answer; this test asks for it.
    allowConsoleMessages(page, /status of 404/);
    await page.goto('/admin/edit-property/987654321');
    const panel = page.getByRole('alert').filter({ hasText: 'Failed to fetch property details' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Property not found.');
    await panel.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);
  });
});
