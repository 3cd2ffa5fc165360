import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
// Signed in as the demo administrator by default: one sign-in per worker (content-fixtures.ts).
import { expect, openDashboard, pngFile, test } from './content-fixtures';
import { registerAdmin } from './dashboard-helpers';
import { DEMO_ADMIN } from '../../factories';
import { payOnlineThroughApi } from '../portal/portal-helpers';
import { applicant, uniqueSurname } from './applicant';
import type { Page } from '@playwright/test';

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

/**
 * Every table shown on the page lies whole inside its box (nothing to scroll sideways) and ends at
 * least 16 px before the window's right edge; the page itself does not scroll sideways.
 */
async function expectTablesFit(page: Page, path: string) {
  const measured = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const tables = [...document.querySelectorAll('main table')]
      .filter((table) => table.getBoundingClientRect().width > 0)
      .map((table) => {
        const box = table.parentElement!;
        // Each column's width, to tell which one pushes a table past its box.
        const columns = [...table.querySelectorAll('thead th')].map((th) => `${th.textContent}: ${Math.round(th.getBoundingClientRect().width)}`);
        return {
          table: box.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? '',
          margin: Math.round(width - box.getBoundingClientRect().right),
          hidden: Math.max(0, Math.ceil(table.getBoundingClientRect().width - box.clientWidth)),
          columns: columns.join(', '),
        };
      });
    return { sideways: document.documentElement.scrollWidth - width, tables };
  });
  expect(measured.sideways, `${path} scrolls sideways`).toBe(0);
  for (const { table, margin, hidden, columns } of measured.tables) {
    expect(margin, `${path}: ${table} keeps a margin at the right edge`).toBeGreaterThanOrEqual(16);
    expect(hidden, `${path}: ${table} needs no sideways scroll (${columns})`).toBe(0);
  }
  return measured.tables.map(({ table }) => table);
}

test('at 1366×768 every table of the staff pages fits, with a margin at the right edge (issue 21)', async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const surname = uniqueSurname();
  await test.step('a student who paid online, reported a UPI payment and asked for ₹1,000 back, so the fees lists have rows', async () => {
    const student = await applicant(browser, baseURL!, surname);
    const applicationId = await payOnlineThroughApi(student.page, 5000);
    const headers = { origin: new URL(baseURL!).origin };
    const reported = await student.page.request.post('/api/users/report-payment', {
      multipart: {
        applicationId,
        method: 'upi',
        amount: '1500',
        paidOn: new Date().toISOString().slice(0, 10),
        utr: `UTR${Date.now()}${process.pid}`,
        screenshot: await pngFile('upi.png', [20, 140, 90]),
      },
      headers,
    });
    expect(reported.status(), await reported.text()).toBe(201);
    const asked = await student.page.request.post('/api/users/request-refund', {
      data: { applicationId, kind: 'refund', reason: 'Hostel not available this term', amount: '1000' },
      headers,
    });
    expect(asked.status(), await asked.text()).toBe(201);
    await student.close();
  });
  await test.step('the owner refunds it from the Refunds page, so Latest refunds has a row', async () => {
    await openDashboard(page, '/dashboard/refunds');
    const row = page.getByRole('region', { name: 'Requests from students' }).getByRole('row').filter({ hasText: surname });
    await row.getByRole('button', { name: /^Refund NIHM\// }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Refund NIHM\// });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Hostel fee part of the first payment');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Latest refunds' }).getByRole('row').filter({ hasText: surname })).toBeVisible();
  });
  const pages = {
    '/dashboard/refunds': ['Latest refunds'],
    '/dashboard/dues': ['Dues table'],
    '/dashboard/payments': ['Reported payments to verify', 'Newest ledger payments'],
    '/dashboard/view-applications': ['Applications table'],
    '/dashboard/manage-courses': [],
    '/dashboard/finance': [],
    '/dashboard/audit-log': [],
    '/dashboard/mail-queue': [],
    '/dashboard/staff': [],
    '/dashboard/contact-us': [],
    '/dashboard/erasure-requests': [],
  };
  for (const [path, named] of Object.entries(pages)) {
    await test.step(path, async () => {
      await openDashboard(page, path);
      expect(await expectTablesFit(page, path)).toEqual(expect.arrayContaining(named));
      await page.screenshot({ path: testInfo.outputPath(`tables${path.replaceAll('/', '-')}-1366.png`), fullPage: true });
    });
  }
});
