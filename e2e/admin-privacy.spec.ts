import { randomInt } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { privacyMessages } from '../contract/privacy';
import { authHeader, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';

/*
 * Erasing a person's data (docs/decisions/021): an owner looks up a phone number however it is
 * written, sees what is held (by date and listing, never what the person wrote), confirms, and
 * it is gone; the other visitors' enquiries stay.
 */

/** Ten digits of an Indian mobile number no other test uses. */
const mobile = () => `98${String(randomInt(10 ** 8)).padStart(8, '0')}`;

async function sendEnquiry(
  request: APIRequestContext,
  fields: { name: string; phone: string; property?: number },
): Promise<void> {
  const response = await request.post('/api/properties/contacts/', {
    data: {
      name: fields.name,
      email: 'privacy.e2e@example.in',
      phone_number: fields.phone,
      message: `${fields.name} would like to see the house this Sunday.`,
      property_type: 'Residential',
      ...(fields.property ? { property: fields.property } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function enquiriesWith(
  request: APIRequestContext,
  token: string,
  digits: string,
): Promise<{ id: number; name: string }[]> {
  const response = await request.get(`/api/properties/contacts/?q=${digits}&page_size=100`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number; name: string }[] }).data;
}

const results = (page: Page) => page.locator('section[aria-live]');

test('an owner finds what is held about a phone number, confirms, and it is erased', async ({
  page,
}) => {
  const token = await signInAsAdmin(page);
  const listings = await page.request.get('/api/properties/properties/?page_size=1');
  const listing = ((await listings.json()) as { data: { id: number; title: string }[] }).data[0]!;
  const hers = mobile();
  const someoneElses = mobile();
  await sendEnquiry(page.request, {
    name: 'Lakshmi Pillai',
    phone: `+91${hers}`,
    property: listing.id,
  });
  await sendEnquiry(page.request, { name: 'Lakshmi P', phone: `+91${hers}` });
  await sendEnquiry(page.request, { name: 'Varun Menon', phone: `+91${someoneElses}` });
  const [first] = await enquiriesWith(page.request, token, hers);
  const noted = await page.request.post(`/api/properties/contacts/${first!.id}/notes/`, {
    data: { text: 'Lakshmi prefers mornings.' },
    headers: authHeader(token),
  });
  expect(noted.status()).toBe(201);

  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(results(page).getByRole('heading', { name: 'Nothing looked up yet' })).toBeVisible();

  // By keyboard: choose the phone, type it the Indian way, and send with Enter.
  const written = `0${hers.slice(0, 5)}-${hers.slice(5)}`;
  await page.getByRole('radio', { name: 'Phone number' }).check();
  const field = page.getByRole('textbox', { name: 'Phone number' });
  await field.fill(written);
  await field.press('Enter');
  await expect(results(page).getByRole('heading', { name: `Held about ${written}` })).toBeFocused();
  const counts = results(page).getByRole('definition');
  await expect(counts).toHaveText(['2', '1', '1', '0', '2']);
  await expect(results(page).getByRole('listitem')).toHaveCount(2);
  await expect(results(page).getByRole('listitem').first()).toContainText('a general enquiry');
  await expect(results(page).getByText(`${listing.title} (#${listing.id})`)).toBeVisible();
  // When and about what; never who or what they wrote.
  await expect(results(page)).not.toContainText('Lakshmi');
  await expectNoHorizontalOverflow(page);

  await results(page).getByRole('button', { name: 'Erase all of it…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this person’s data?' });
  await expect(dialog).toContainText(`held about ${written}`);
  await expect(dialog.getByRole('definition')).toHaveText(['2', '1', '1', '0', '2']);
  await expect(dialog.getByText(`${listing.title} (#${listing.id})`)).toBeVisible();
  // Escape keeps everything; the dialog comes back for the real answer.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await enquiriesWith(page.request, token, hers)).toHaveLength(2);
  await results(page).getByRole('button', { name: 'Erase all of it…' }).click();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();

  await expect(page.getByText(privacyMessages.erased(2))).toBeVisible();
  await expect(results(page).getByRole('heading', { name: 'Erased' })).toBeFocused();
  expect(await enquiriesWith(page.request, token, hers)).toEqual([]);
  expect(await enquiriesWith(page.request, token, someoneElses)).toHaveLength(1);

  // Asked again, written another way: nothing is held any more.
  await field.fill(`+91 ${hers.slice(0, 5)} ${hers.slice(5)}`);
  await page.getByRole('button', { name: 'Find what is held' }).click();
  await expect(
    results(page).getByRole('heading', {
      name: privacyMessages.nothingHeld(`+91 ${hers.slice(0, 5)} ${hers.slice(5)}`),
    }),
  ).toBeVisible();
  await expect(results(page).getByRole('button', { name: 'Erase all of it…' })).toHaveCount(0);

  // The narrowest phone, opened afresh at its size: what someone else sent fits too.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await page.getByRole('radio', { name: 'Phone number' }).check();
  await field.fill(someoneElses);
  await field.press('Enter');
  await expect(
    results(page).getByRole('heading', { name: `Held about ${someoneElses}` }),
  ).toBeFocused();
  await expectNoHorizontalOverflow(page);
});

test('the form says what is wrong, waits with a spinner, and recovers from a failure', async ({
  page,
}) => {
  await signInAsAdmin(page);
  allowConsoleMessages(page, /status of 503/);
  await page.goto('/admin/privacy');
  const find = page.getByRole('button', { name: 'Find what is held' });
  await find.click();
  await expect(page.getByText(privacyMessages.emailInvalid)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeFocused();

  let isFailing = true;
  await page.route('**/api/privacy/erase/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    if (isFailing) return route.fulfill({ status: 503, json: { detail: 'Try later.' } });
    return route.continue();
  });
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('nobody.e2e@example.in');
  await find.click();
  await expect(results(page).getByRole('status')).toContainText('Looking for what is held…');
  await expect(results(page).getByRole('alert')).toHaveText('Try later.');

  isFailing = false;
  await results(page).getByRole('button', { name: 'Try again' }).click();
  await expect(
    results(page).getByRole('heading', {
      name: privacyMessages.nothingHeld('nobody.e2e@example.in'),
    }),
  ).toBeVisible();
});
