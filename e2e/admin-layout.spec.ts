// The admin frame (product.md section 2, admin layout): the side navigation open from 1024 px and a
// narrow strip below that widens on hover, focus or the toggle; a sticky top bar; every entry.
import type { Page } from '@playwright/test';

import { signInAsAdmin } from './admin';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

const ENTRIES = [
  { label: 'Dashboard', path: '/admin/dashboard', heading: 'Dashboard' },
  { label: 'Properties', path: '/admin/properties', heading: 'Properties' },
  { label: 'Add Property', path: '/admin/add-property', heading: 'Add Property' },
  { label: 'Banners', path: '/admin/banners', heading: 'Banners' },
  { label: 'Enquiries', path: '/admin/enquiries', heading: 'Property Enquiries' },
  { label: 'Team', path: '/admin/team', heading: 'Team' },
  { label: 'Privacy', path: '/admin/privacy', heading: 'Privacy' },
  { label: 'Settings', path: '/admin/settings', heading: 'Settings' },
] as const;

const navigation = (page: Page) => page.getByRole('complementary', { name: 'Admin' });
const navWidth = async (page: Page) => (await navigation(page).boundingBox())?.width ?? 0;

test.describe('admin layout', () => {
  test('every sidebar entry opens its screen and is marked as the current one', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    for (const entry of ENTRIES) {
      const link = navigation(page).getByRole('link', { name: entry.label, exact: true });
      // On a phone the strip's labels are for screen readers; the icon is what is tapped.
      await link.click();
      await expect(page).toHaveURL(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      // Every screen fits both sizes (most back-office specs run at one size only).
      await expectNoHorizontalOverflow(page);
    }
    await expect(page).toHaveTitle(/Veedu Admin/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('wide screens open the navigation; the toggle folds it to a strip that widens on hover', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the 1024 px and wider layout');
    await signInAsAdmin(page);
    await page.goto('/admin/properties');
    await expect(navigation(page).getByText('Settings', { exact: true })).toBeVisible();
    expect(await navWidth(page)).toBeGreaterThan(200);

    const toggle = page.getByRole('button', { name: 'Collapse navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect.poll(() => navWidth(page)).toBeLessThan(80);
    await expect(page.getByRole('button', { name: 'Expand navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await navigation(page).hover();
    await expect.poll(() => navWidth(page)).toBeGreaterThan(200);
    await page.mouse.move(1200, 500);
    await expect.poll(() => navWidth(page)).toBeLessThan(80);

    // The top bar stays at the top of a long page.
    await page.goto('/admin/add-property');
    await page.mouse.wheel(0, 1500);
    const toggleBar = page.getByRole('banner');
    await expect.poll(async () => (await toggleBar.boundingBox())?.y).toBe(0);
  });

  test('narrow screens show a strip; the toggle lays the navigation over the page', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the layout below 1024 px');
    await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await navWidth(page)).toBeLessThan(80);
    // In the strip the labels are for screen readers only.
    await expect(navigation(page).getByText('Settings', { exact: true })).toHaveClass(/sr-only/);

    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(() => navWidth(page)).toBeGreaterThan(200);
    await expect(navigation(page).getByText('Settings', { exact: true })).not.toHaveClass(
      /sr-only/,
    );
    // The page keeps its width: the navigation lies over it.
    const main = await page.locator('#main-content').boundingBox();
    expect(main?.x).toBeLessThan(80);

    await navigation(page).getByRole('link', { name: 'Enquiries', exact: true }).click();
    await expect(page).toHaveURL('/admin/enquiries');
    await expect.poll(() => navWidth(page)).toBeLessThan(80);
  });
});
