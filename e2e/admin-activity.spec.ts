import { randomBytes } from 'node:crypto';

import { authHeader, signInAsAdmin } from './admin';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

/*
 * The Activity screen (docs/decisions/018): a change an owner makes appears with who made it and
 * each field before and after, and the filters narrow the list.
 */

test('a renamed feature shows who renamed it, from what to what, and the filters find it', async ({
  page,
}) => {
  const token = await signInAsAdmin(page);
  const suffix = randomBytes(3).toString('hex');
  const before = `Rainwater pit ${suffix}`;
  const after = `Rainwater harvesting ${suffix}`;
  const created = await page.request.post('/api/properties/features/', {
    data: { name: before },
    headers: authHeader(token),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const renamed = await page.request.patch(`/api/properties/features/${id}/`, {
    data: { name: after },
    headers: authHeader(token),
  });
  expect(renamed.status()).toBe(200);

  await page.goto('/admin/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.getByLabel('About').selectOption('feature');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/entity=feature/);

  const entry = page.getByRole('listitem').filter({ hasText: `updated feature #${id}` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('admin@veedu.test');
  await expect(entry.getByRole('definition')).toContainText(`${before}`);
  await expect(entry.getByRole('definition')).toContainText(`${after}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: `created feature #${id}` }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // A day with nothing in it says so.
  await page.getByLabel('To').fill('2020-01-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const removed = await page.request.delete(`/api/properties/features/${id}/`, {
    headers: authHeader(token),
  });
  expect(removed.status()).toBe(204);
});
