// The enquiry pipeline in the admin (issue 15), against the built server: an enquiry sent from
// a listing is worked from new to won in its drawer (status, follow-up date, a note), and the
// list's status filter finds it; the dashboard links to what is due and what is new.
import { randomBytes } from 'node:crypto';

import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { EnquiryDetail } from '../contract/enquiries';
import { authHeader, signInAsAdmin } from './admin';
import { expect, test } from './fixtures';

const suffix = () => randomBytes(3).toString('hex');

/** The visible row (table, wide screens) or card (phones) of the enquiry from `name`. */
function enquiryEntry(page: Page, name: string): Locator {
  return page.locator('[data-enquiry]').filter({ hasText: name }).filter({ visible: true });
}

async function readEnquiry(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<EnquiryDetail> {
  const response = await request.get(`/api/properties/contacts/${id}/`, {
    headers: authHeader(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as EnquiryDetail;
}

/** Sends a visitor's enquiry about the newest listing; answers its id. */
async function sendEnquiry(page: Page, token: string, name: string): Promise<number> {
  const listings = await page.request.get('/api/properties/properties/?page_size=1');
  const listing = ((await listings.json()) as { data: { id: number }[] }).data[0];
  const sent = await page.request.post('/api/properties/contacts/', {
    data: {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
      phone_number: '+919846033333',
      message: 'Can we see the house this Sunday?',
      ...(listing ? { property: listing.id } : { property_type: 'Residential' }),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const found = await page.request.get(`/api/properties/contacts/?q=${encodeURIComponent(name)}`, {
    headers: authHeader(token),
  });
  const id = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
  expect(id).toBeDefined();
  return id ?? 0;
}

test('working an enquiry from new to won', async ({ page }) => {
  const token = await signInAsAdmin(page);
  const name = `Lakshmi Iyer ${suffix()}`;
  const id = await sendEnquiry(page, token, name);

  await page.goto('/admin/enquiries');
  await expect(page.getByRole('heading', { name: 'Property Enquiries', level: 1 })).toBeVisible();
  const entry = enquiryEntry(page, name);
  await expect(entry).toContainText('New');
  await expect(entry).toContainText('Unassigned');

  // Opened from the keyboard: the drawer takes the focus and its address is the enquiry's.
  await entry.getByRole('link', { name: new RegExp(name) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${id}$`));
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Can we see the house this Sunday?');
  const status = drawer.getByLabel('Status');
  await expect(status).toHaveValue('new');

  const saved = (expected: Partial<EnquiryDetail>) =>
    expect
      .poll(async () => {
        const enquiry = await readEnquiry(page.request, token, id);
        return Object.fromEntries(
          Object.keys(expected).map((key) => [key, enquiry[key as keyof EnquiryDetail]]),
        );
      })
      .toEqual(expected);

  await status.selectOption('contacted');
  await saved({ status: 'contacted' });

  const note = 'Called her: she will come on Sunday at 11 with her husband.';
  await drawer.getByLabel('Add a note').fill(note);
  await drawer.getByRole('button', { name: 'Add note' }).click();
  const notes = drawer.getByRole('list', { name: 'Notes, oldest first' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText(note);
  await expect(notes).toContainText('Administrator');
  await expect(drawer.getByLabel('Add a note')).toHaveValue('');

  await status.selectOption('visit_scheduled');
  await saved({ status: 'visit_scheduled' });
  await drawer.getByLabel('Follow up on').fill('2026-12-06');
  await saved({ follow_up_on: '2026-12-06' });
  await status.selectOption('negotiating');
  await saved({ status: 'negotiating' });
  await status.selectOption('won');
  await saved({ status: 'won', follow_up_on: '2026-12-06' });
  expect((await readEnquiry(page.request, token, id)).notes).toEqual([
    expect.objectContaining({ text: note }),
  ]);

  // Escape closes the drawer; the list behind already shows where the enquiry stands.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(entry).toContainText('Won');
  await expect(entry).toContainText('1 note');

  // The status filter is in the URL and finds it; another status does not.
  const chips = page.getByRole('navigation', { name: 'Filter by status' });
  await chips.getByRole('link', { name: 'Won', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=won$/);
  await expect(chips.getByRole('link', { name: 'Won', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(enquiryEntry(page, name)).toBeVisible();
  await chips.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\?status=new$/);
  await expect(page.getByText(/enquir(y|ies)|No enquiries match/).first()).toBeVisible();
  await expect(enquiryEntry(page, name)).toHaveCount(0);

  // The search box finds it by part of the name, among the won ones.
  await page.goto('/admin/enquiries?status=won');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name.split(' ')[2] ?? name);
  await expect(page).toHaveURL(new RegExp(`status=won&q=${name.split(' ')[2]}`));
  await expect(enquiryEntry(page, name)).toBeVisible();
  await expect(page.locator('[data-enquiry]').filter({ visible: true })).toHaveCount(1);

  // A reload of the enquiry's address opens the drawer over the list (the assignee's e-mail).
  await page.goto(`/admin/enquiries/${id}`);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('dialog', { name }).getByLabel('Status')).toHaveValue('won');
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name })).toBeHidden();
});

test('the dashboard counts what is due and what is new, and links to them', async ({ page }) => {
  const token = await signInAsAdmin(page);
  const name = `Joseph Mathew ${suffix()}`;
  const id = await sendEnquiry(page, token, name);
  const due = await page.request.patch(`/api/properties/contacts/${id}/`, {
    headers: authHeader(token),
    data: { status: 'contacted', follow_up_on: '2020-01-01' },
  });
  expect(due.status()).toBe(200);

  await page.goto('/admin/dashboard');
  const tiles = page.getByRole('list', { name: 'Enquiries to work on' });
  await expect(tiles.getByRole('link', { name: /Due today\s*[1-9]/ })).toBeVisible();
  await expect(tiles.getByRole('link', { name: /New since yesterday\s*[1-9]/ })).toBeVisible();

  await tiles.getByRole('link', { name: /Due today/ }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?due=today$/);
  await expect(page.getByText('Follow-ups due today or earlier')).toBeVisible();
  await expect(enquiryEntry(page, name)).toContainText('Due');

  await page.goto('/admin/dashboard');
  await page
    .getByRole('list', { name: 'Enquiries to work on' })
    .getByRole('link', { name: /New since yesterday\s*[1-9]/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?from=/);
  await expect(enquiryEntry(page, name)).toBeVisible();
});
