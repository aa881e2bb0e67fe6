// Issue 32, item 3: an owner sees every live preview link of a listing on its edit screen (who
// made it, when, when it ends) and revokes each behind a confirmation; the revoked link's page
// answers 404 at once. At the desk's size (playwright.config.ts), and at 360 px.
import { randomBytes } from 'node:crypto';

import type { Page } from '@playwright/test';

import type { PreviewLinkAnswer } from '../contract/property-write';
import { authHeader, kakkanadFlatForm, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';
import { listOutbox, waitForInvitationLink } from './outbox';

let token: string;
let cleanUps: (() => Promise<unknown>)[] = [];

test.beforeEach(async ({ page }) => {
  token = await signInAsAdmin(page);
});

test.afterEach(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  cleanUps = [];
});

/** A draft flat in Kakkanad, made through the admin API (removed after the test). */
async function createDraft(page: Page, title: string): Promise<number> {
  const { request } = page;
  const form = new FormData();
  const fields = await kakkanadFlatForm(request, {
    title,
    description: 'A flat near Infopark, made by the preview links test.',
    price: '6800000',
    area: '1050',
    latitude: '10.0159',
    longitude: '76.3419',
  });
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await request.post('/api/properties/properties/', {
    headers: authHeader(token),
    multipart: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  cleanUps.push(() =>
    request.delete(`/api/properties/properties/${id}/`, { headers: authHeader(token) }),
  );
  const drafted = await request.post('/api/properties/properties/bulk_status/', {
    headers: authHeader(token),
    data: { ids: [id], status: 'draft' },
  });
  expect(drafted.status()).toBe(200);
  return id;
}

/** An agent who joined by invitation: their name and token (deactivated after the test). */
async function joinAsAgent(page: Page, name: string): Promise<string> {
  const { request } = page;
  const email = `agent-${randomBytes(4).toString('hex')}@veedu.test`;
  const seen = await listOutbox();
  const invited = await request.post('/api/accounts/users/', {
    headers: authHeader(token),
    data: { email, name, role: 'agent' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = new URL(await waitForInvitationLink(email, seen));
  const password = 'agent-password-2026';
  const accepted = await request.post('/api/accounts/invitations/accept/', {
    data: { token: link.searchParams.get('token'), password, confirm_password: password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const agent = (await accepted.json()) as { token: string; user: { id: number } };
  cleanUps.push(() =>
    request.patch(`/api/accounts/users/${agent.user.id}/`, {
      headers: authHeader(token),
      data: { is_active: false },
    }),
  );
  return agent.token;
}

test('an owner lists the live preview links of a listing and revokes one, then another', async ({
  page,
}) => {
  // The revoked links' pages answer 404, which Chromium logs.
  allowConsoleMessages(page, /Failed to load resource/);
  const word = randomBytes(4).toString('hex');
  const id = await createDraft(page, `Preview links flat ${word}`);
  const agentToken = await joinAsAgent(page, `Anitha ${word}`);
  const made = await page.request.post(`/api/properties/properties/${id}/preview/`, {
    headers: authHeader(agentToken),
  });
  expect(made.status()).toBe(201);
  const agentLink = (await made.json()) as PreviewLinkAnswer;
  const agentPath = new URL(agentLink.url);
  expect((await page.request.get(`${agentPath.pathname}${agentPath.search}`)).status()).toBe(200);

  await page.goto(`/admin/edit-property/${id}`);
  // The panel shows with the listing; its links load after it.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible();
  const live = preview.getByRole('list', { name: /Live preview links/ });
  await expect(live.getByRole('listitem')).toHaveCount(1);
  await expect(live.getByRole('listitem')).toContainText(`Anitha ${word}`);
  await expect(live.getByRole('listitem')).toContainText('Made');
  await expect(live.getByRole('listitem')).toContainText('ends');
  // Never the token: it was shown once, to whoever made the link.
  await expect(preview).not.toContainText(agentPath.searchParams.get('preview') ?? '-');

  // A link made here joins the list at once, as the owner's own.
  await preview.getByRole('button', { name: 'Preview link', exact: true }).click();
  await expect(preview.getByRole('textbox', { name: 'Preview link' })).toHaveValue(/preview=/);
  await expect(live.getByRole('listitem')).toHaveCount(2);
  await expect(live.getByRole('listitem').first()).toContainText('You');

  // By keyboard: Revoke opens the question; Escape keeps the link.
  const revokeAgent = live.getByRole('button', { name: /made by Anitha/ });
  await revokeAgent.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revoke this preview link?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Whoever has the link Anitha ${word} made on`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revokeAgent).toBeFocused();
  await expect(live.getByRole('listitem')).toHaveCount(2);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Preview link revoked: it no longer opens the page.')).toBeVisible();
  await expect(live.getByRole('listitem')).toHaveCount(1);
  await expect(live).not.toContainText(`Anitha ${word}`);
  await expect(preview.getByRole('heading', { name: /Live preview links/ })).toBeFocused();
  // At once: the page and its data answer 404.
  expect((await page.request.get(`${agentPath.pathname}${agentPath.search}`)).status()).toBe(404);
  expect((await page.request.get(`${agentPath.pathname}.data${agentPath.search}`)).status()).toBe(
    404,
  );

  // The owner's own link, shown above, goes from there too once revoked.
  await live.getByRole('button', { name: /made by you/ }).click();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(preview.getByText(/No live links/)).toBeVisible();
  await expect(preview.getByRole('textbox', { name: 'Preview link' })).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
});

test('the list says when it is loading, when it failed, and works at 360 px', async ({ page }) => {
  allowConsoleMessages(page, /Failed to load resource/);
  const id = await createDraft(page, `Preview links phone ${randomBytes(4).toString('hex')}`);
  const made = await page.request.post(`/api/properties/properties/${id}/preview/`, {
    headers: authHeader(token),
  });
  expect(made.status()).toBe(201);

  // The first answer fails (slowly), the retry gets through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const linksApi = `**/api/properties/properties/${id}/preview/`;
  await page.route(linksApi, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await held;
    await route.fulfill({ status: 500, json: { detail: 'The server could not answer.' } });
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/edit-property/${id}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status').filter({ hasText: 'Loading the links…' })).toBeVisible();
  release();
  await expect(preview.getByRole('alert')).toHaveText('The server could not answer.');
  await page.unroute(linksApi);
  await preview.getByRole('button', { name: 'Try again' }).click();
  const live = preview.getByRole('list', { name: /Live preview links/ });
  await expect(live.getByRole('listitem')).toHaveCount(1);
  await expect(live.getByRole('button', { name: /made by you/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});
