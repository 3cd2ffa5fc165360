import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
// Signed in as the demo administrator by default: one sign-in per worker (content-fixtures.ts).
import { expect, test } from './content-fixtures';
import { registerAdmin } from './dashboard-helpers';
import { DEMO_ADMIN } from '../../factories';

// The dashboard layout of spec §2: top bar, side menu, titles, and the pages this suite owns.

test('top bar, side menu, active link, titles, noindex and no accessibility violations on Contact Us', async ({ page }) => {
  await test.step('the top bar welcomes the administrator with their photo; the page is noindex', async () => {
    await registerAdmin(page.request, { name: 'Shell Tester', photo: true });
    await page.goto('/dashboard/contact-us');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Dashboard – Contact Us Messages');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Welcome, Shell Tester')).toBeVisible();
    await expect(banner.getByRole('link').first()).toHaveAttribute('href', '/');
    await expect(banner.locator('img')).toHaveAttribute('src', /\/media\//);
    await expectNoAxeViolations(page); // the top bar with a photo
  });

  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await test.step('the side menu links every page and marks the current one', async () => {
    const links = {
      Finance: '/dashboard/finance',
      'Add Course': '/dashboard/add-course',
      'Manage Courses': '/dashboard/manage-courses',
      'View Applications': '/dashboard/view-applications',
      'Enroll Students': '/dashboard/enroll-student',
      'News And Events': '/dashboard/news-events',
      'Contact Us Messages': '/dashboard/contact-us',
      'Data Erasure Requests': '/dashboard/erasure-requests',
      'Audit Log': '/dashboard/audit-log',
      'Site Settings': '/dashboard/site-settings',
    };
    for (const [name, href] of Object.entries(links)) await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Contact Us Messages' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('a menu link opens its page and becomes the current one', async () => {
    await menu.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/audit-log$/);
    await expect(page).toHaveTitle('Dashboard – Audit Log');
    await expect(menu.getByRole('link', { name: 'Audit Log' })).toHaveAttribute('aria-current', 'page');
  });

  // The Audit Log page's scan is audit-log.spec.ts's; /dashboard sending each role to its first
  // page is the server's (app/routes/dashboard/staff-roles.db.test.ts).
});

// That a sign-up reads '… registered as staff' with its name in the audit log:
// server/api/admin/staff-sign-up-audit.db.test.ts; audit-log.spec.ts shows sentences and changes.
test('Logout shows on hover and on keyboard focus of the profile area; on a phone the side menu is collapsed behind a button', async ({ page }) => {
  await test.step('Logout shows on hover and on keyboard focus of the profile area', async () => {
    await page.goto('/dashboard/audit-log');
    await waitForHydration(page);
    const logout = page.getByRole('button', { name: 'Logout', exact: true });
    await expect(logout).toBeHidden();
    await page.getByRole('button', { name: `Account menu for ${DEMO_ADMIN.name}` }).hover();
    await expect(logout).toBeVisible();
    await page.mouse.move(5, 400);
    await expect(logout).toBeHidden();
    await page.getByRole('button', { name: `Account menu for ${DEMO_ADMIN.name}` }).focus();
    await expect(logout).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(logout).toBeFocused();
    await expect(page.getByRole('banner').getByText('DA', { exact: true })).toBeVisible(); // initials without a photo
  });

  await test.step('mobile: the side menu is collapsed behind a button', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/dashboard/contact-us');
    await waitForHydration(page);
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/audit-log$/);
    await expect(menu).toBeHidden();
  });
});
