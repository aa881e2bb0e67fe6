import type { APIRequestContext, Page } from '@playwright/test';

import { enquiryMessages } from '../contract/enquiry-rules';
import { formatVisitTime, parseVisitTime, toVisitInputValue } from '../contract/visit-time';
import { ADMIN, asDistinctClient, authHeader, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, test, waitForHydration } from './fixtures';

/*
 * Issue 34, item 5: a visitor may say when they would like to visit a listing, in India time,
 * and sees it in the Gulf's times as they pick it; the team reads it in both on the enquiry.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `hh:mm` in India, `days` from now, as the datetime-local input takes it. */
function visitValue(days: number, time: string): string {
  return `${toVisitInputValue(new Date(Date.now() + days * DAY_MS)).slice(0, 10)}T${time}`;
}

interface StoredEnquiry {
  id: number;
  email: string;
  property: number | null;
  preferred_visit_at: string | null;
}

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

async function anyListing(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const response = await request.get('/api/properties/properties/?page_size=5');
  expect(response.status()).toBe(200);
  const [listing] = ((await response.json()) as { data: { id: number; title: string }[] }).data;
  if (!listing) throw new Error('the demo catalogue has no listing');
  return listing;
}

const uniqueEmail = (who: string, project: string) => `${who}-${project}-${Date.now()}@example.in`;

async function fillVisitor(scope: ReturnType<Page['locator']>, email: string) {
  await scope.getByLabel('Name').fill('Fathima Rahman');
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Phone number').fill('+971501234567');
  await scope.getByRole('checkbox').check();
}

test('a visit time picked in the dialog is said in Gulf time as it is picked, and in India and Gulf time on the enquiry', async ({
  page,
  request,
}, testInfo) => {
  await asDistinctClient(page);
  const listing = await anyListing(request);
  await page.goto(`/property/${listing.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Send an enquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Management' });
  const visit = dialog.getByLabel('Preferred visit time (optional)');
  await expect(visit).toHaveAttribute('type', 'datetime-local');
  await expect(visit).toHaveAttribute('step', '900');
  await expect(visit).toHaveAccessibleDescription(/^In India time \(IST, UTC\+5:30\)\./);

  // Soon after midnight in India it is still the evening before in the Gulf.
  await visit.fill(visitValue(10, '01:00'));
  await expect(visit).toHaveAccessibleDescription(
    '1:00 am India time · 11:30 pm (the day before) UAE & Oman · 10:30 pm (the day before) Saudi Arabia, Qatar, Kuwait & Bahrain',
  );
  const chosen = visitValue(10, '10:30');
  await visit.fill(chosen);
  await expect(visit).toHaveAccessibleDescription(
    '10:30 am India time · 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain',
  );

  const email = uniqueEmail('visit', testInfo.project.name);
  await fillVisitor(dialog, email);
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog.getByText('Your inquiry has been sent successfully!')).toBeVisible();
  const said = formatVisitTime(parseVisitTime(chosen) ?? new Date(NaN));
  await expect(dialog.getByText(`Your preferred visit time: ${said}.`)).toBeVisible();

  const stored = await storedEnquiry(request, email);
  expect(stored).toMatchObject({
    property: listing.id,
    preferred_visit_at: parseVisitTime(chosen)?.toISOString(),
  });

  // The team reads it in India and Gulf time, on the enquiry and in the list.
  await signInAsAdmin(page);
  await page.goto(`/admin/enquiries/${stored.id}`);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(said)).toBeVisible();
  expect(said).toMatch(
    /^\w{3}, \d{1,2} \w{3,4} \d{4}, 10:30 am India time · 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain$/,
  );
  await page.goto('/admin/enquiries');
  await expect(page.locator(`[data-enquiry="${stored.id}"]`).first()).toContainText(said);
});

test('the Malayalam form says the picked time in Malayalam', async ({ page, request }) => {
  const listing = await anyListing(request);
  await page.goto(`/ml/property/${listing.id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'അന്വേഷണം അയയ്ക്കുക' }).click();
  const dialog = page.getByRole('dialog');
  const visit = dialog.getByLabel('സന്ദർശനത്തിന് സൗകര്യമുള്ള സമയം (നിർബന്ധമില്ല)');
  await visit.fill(visitValue(5, '15:45'));
  await expect(visit).toHaveAccessibleDescription(
    'ഇന്ത്യൻ സമയം വൈകുന്നേരം 3:45 · യുഎഇ, ഒമാൻ: ഉച്ചതിരിഞ്ഞ് 2:15 · സൗദി അറേബ്യ, ഖത്തർ, കുവൈത്ത്, ബഹ്റൈൻ: ഉച്ചയ്ക്ക് 1:15',
  );
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test("the listing's own form takes a visit time: a past one comes back with its error and value, a good one is stored", async ({
    page,
    request,
  }, testInfo) => {
    // Chromium logs the page answered 400 (the form sent back with its errors) as a failed load.
    allowConsoleMessages(page, /status of 400 \(Bad Request\)/);
    await asDistinctClient(page);
    const listing = await anyListing(request);
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('link', { name: 'Send an enquiry' }).click();
    const section = page.locator('#enquire');
    const visit = section.getByLabel('Preferred visit time (optional)');
    // Without scripts the hint says which time it is and how far the Gulf is behind.
    await expect(visit).toHaveAccessibleDescription(
      'In India time (IST, UTC+5:30). The UAE and Oman (UTC+4) are 1½ hours behind; Saudi Arabia, Qatar, Kuwait and Bahrain (UTC+3) 2½ hours behind.',
    );

    const email = uniqueEmail('visit-nojs', testInfo.project.name);
    await fillVisitor(section, email);
    const past = visitValue(-1, '10:30');
    await visit.fill(past);
    await section.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(visit).toHaveValue(past);
    await expect(visit).toHaveAccessibleDescription(new RegExp(enquiryMessages.visitPast));
    await expect(visit).toHaveAttribute('aria-invalid', 'true');

    const chosen = visitValue(3, '16:00');
    await visit.fill(chosen);
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(section.getByText('Your inquiry has been sent successfully!')).toBeVisible();
    expect(page.url()).not.toContain('visit');
    expect(await storedEnquiry(request, email)).toMatchObject({
      property: listing.id,
      preferred_visit_at: parseVisitTime(chosen)?.toISOString(),
    });
  });
});
