import { randomBytes } from 'node:crypto';

import type { Page } from '@playwright/test';

import { accountMessages } from '../contract/accounts';
import { ownersOnlyMessages } from '../contract/owners-only';
import { teamMessages } from '../contract/team';
import { ADMIN, asDistinctClient } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';
import { listOutbox, waitForInvitationLink } from './outbox';

/*
 * The team and roles (docs/product.md, "The team and roles"): an owner invites a member in
 * /admin/team, the member opens the e-mailed link, chooses a password and lands in the
 * dashboard as an agent, without the Team screen or the delete buttons of Settings.
 */

/** Chromium logs every 4xx answer as a console error; the owners-only and used-link checks provoke them. */
const FAILED_LOAD_LOG = /Failed to load resource/;

/**
 * Signs the owner in through the API and stores the session as the sign-in screen does, once:
 * unlike signInAsAdmin's init script, it does not come back after the test signs out.
 */
async function signInOnce(page: Page): Promise<void> {
  await asDistinctClient(page);
  const response = await page.request.post('/api/accounts/login/', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/admin/login');
  await page.evaluate((value) => {
    window.localStorage.setItem('adminToken', value);
    window.localStorage.setItem('adminAuthenticated', 'true');
  }, token);
}

test('an invitation accepted', async ({ page }, testInfo) => {
  allowConsoleMessages(page, FAILED_LOAD_LOG);
  const email = `agent-${testInfo.project.name}-${randomBytes(4).toString('hex')}@veedu.test`;
  const name = `Anu ${testInfo.project.name}`;
  const nav = page.getByRole('complementary', { name: 'Admin' });

  await signInOnce(page);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByText(ADMIN.email)).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // The owner invites an agent; the form checks before it sends.
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText(teamMessages.nameRequired)).toBeVisible();
  await invite.getByLabel('Name').fill(name);
  await invite.getByLabel('Email address').fill(email);
  await expect(invite.getByRole('radio', { name: /Agent/ })).toBeChecked();
  const seen = await listOutbox();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(teamMessages.invited(email))).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(pending.getByText(/Link valid until/).first()).toBeVisible();

  // A second invitation, withdrawn after a confirmation: its row goes.
  const withdrawn = `gone-${testInfo.project.name}-${randomBytes(4).toString('hex')}@veedu.test`;
  await invite.getByLabel('Name').fill('Withdrawn Member');
  await invite.getByLabel('Email address').fill(withdrawn);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await pending.getByRole('button', { name: `Withdraw the invitation to ${withdrawn}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText(teamMessages.withdrawn(withdrawn))).toBeVisible();
  await expect(pending.getByText(withdrawn)).toHaveCount(0);
  await expect(pending.getByText(email)).toBeVisible();

  // The member opens the link from the e-mail, signed out.
  const link = await waitForInvitationLink(email, seen);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  await password.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(accountMessages.passwordTooShort);
  await password.fill('backwaters-by-boat');
  await confirm.fill('backwaters-by-boat');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in as an agent: no Team in the navigation.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'Properties' })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // Opened anyway, the Team and Activity screens say what was refused.
  await page.goto('/admin/team');
  await expect(page.getByText(ownersOnlyMessages.team)).toBeVisible();
  await page.goto('/admin/activity');
  await expect(page.getByText(ownersOnlyMessages.activity)).toBeVisible();

  // Settings: agents add and rename, but see no delete buttons.
  await page.goto('/admin/settings');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // The link was single use.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
  ).toBeVisible();
  await expect(page.getByText(teamMessages.invitationInvalid)).toBeVisible();
});
