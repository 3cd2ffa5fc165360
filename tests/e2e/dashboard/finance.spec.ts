import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { csvRecords } from '../../csv';
import { pdfText } from '../../pdf-tools';
import { ACCOUNTS_FIXTURE_ADMIN } from '../../setup/e2e-fixture-ids';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { signInStudent, submitAdmissionAsStudent } from '../portal/portal-helpers';
import { DEMO_ADMIN } from '../../factories';
import { uniqueName } from './staff-students';

// Issue 11, the Finance overview: a student pays through the TEST checkout; accounts staff open
// /dashboard, land on Finance, see TEST money apart and never among the collections of its course
// (issue 20: TEST money is never fee income), download the ledger CSV (the row is there, Test: Yes)
// and the day book PDF (the receipt is there, marked and not counted). Other suites pay too, at the
// same time: figures are read on this test's own course, never as site-wide totals.
test.use({ viewport: { width: 1366, height: 900 } });
test.describe.configure({ timeout: 120_000 });

test(
  'accounts open the Finance overview, see the TEST payment just made kept apart, and download the ledger CSV and the day book PDF',
  { tag: '@journey' },
  async ({ page, browser, playwright, baseURL }, testInfo) => {
    const origin = baseURL!;
    const title = `Finance Course ${uniqueName('Fin')}`;
    const surname = uniqueName('Khobragade');
    let receiptNumber = '';

    await test.step('a student applies to a ₹20,000 course and pays ₹7,500 through the TEST checkout', async () => {
      const staff = await playwright.request.newContext({ baseURL });
      // The demo owner makes the course (sign-ups are limited per client, and every suite shares one).
      const owner = await staff.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
      expect(owner.status(), await owner.text()).toBe(200);
      const created = await staff.post('/api/admin/post-course', { multipart: { title, fees: '20000' }, headers: { origin } });
      expect(created.status(), await created.text()).toBe(201);
      const courseId = ((await created.json()) as { _id: string })._id;

      const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      const student = await context.newPage();
      await signInStudent(student);
      await student.goto('/');
      await submitAdmissionAsStudent(student, { firstName: 'Vaishali', middleName: 'Ramesh', lastName: surname, contactNumber: '9876501234' });
      const applied = await student.request.post('/api/users/apply', { data: { courseId }, headers: { origin } });
      expect(applied.status(), await applied.text()).toBe(201);
      // Off the public site again: the site's suites expect the seeded course list only.
      const hidden = await staff.post('/api/admin/change-visibility', { data: { id: courseId }, headers: { origin } });
      expect(await hidden.json()).toMatchObject({ visible: false });
      await staff.dispose();

      const { applications } = (await (await student.request.get('/api/users/applications')).json()) as {
        applications: Array<{ _id: string; courseId: { title: string } }>;
      };
      const applicationId = applications.find((application) => application.courseId.title === title)!._id;
      await student.goto(`/pay-course/${applicationId}`);
      await waitForHydration(student);
      await student.getByRole('textbox', { name: 'Amount to Pay (₹)' }).fill('7500');
      await student.getByRole('button', { name: 'Pay Now' }).click();
      const checkout = student.getByRole('dialog', { name: 'TEST payment of ₹7,500.00' });
      await checkout.getByRole('radio', { name: 'UPI' }).check();
      await checkout.getByRole('button', { name: 'Pay ₹7,500.00 (TEST)' }).click();
      await expect(student.getByRole('alert').filter({ hasText: 'Payment successful!' })).toBeVisible();
      await context.close();
    });

    await test.step('accounts sign in: /dashboard opens Finance, first in their side menu', async () => {
      const login = await page.request.post('/api/admin/login', { data: { email: ACCOUNTS_FIXTURE_ADMIN.email, password: ACCOUNTS_FIXTURE_ADMIN.password } });
      expect(login.status(), await login.text()).toBe(200);
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/dashboard/finance');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(menu.getByRole('link').first()).toHaveText('Finance');
      await expect(menu.getByRole('link', { name: 'Finance' })).toHaveAttribute('aria-current', 'page');
      await expect(menu.getByRole('link', { name: 'Add Course' })).toHaveCount(0);
    });

    await test.step('the TEST payment is shown apart, never under its course; the chart has its table', async () => {
      await expect(page.getByRole('region', { name: 'TEST payments: no money received' })).toContainText('Today');
      const byCourse = page.getByRole('region', { name: 'Collections by course' });
      await expect(byCourse.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
      for (const card of ['Collected today', 'Collected this month', 'Collected this financial year', 'Dues outstanding']) {
        await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
      }
      await expect(page.getByRole('img', { name: /^Daily collections from .+ in all/ })).toBeVisible();
      // The amount axis says what a bar's height means: the largest day, half of it, and nothing.
      const axis = page.locator('svg text[data-axis="amount"]');
      await expect(axis).toHaveCount(3);
      await expect(axis.last()).toHaveText('₹0');
      // The table lists only the days that took money.
      await page.getByText('Show the days that took money as a table').click();
      const received = await page.getByRole('table', { name: 'Collections per day', includeHidden: true }).locator('tbody td:last-child').allTextContents();
      expect(received.filter((amount) => amount === '₹0.00')).toEqual([]);
      // Other suites may have taken no real money yet (this one's is TEST): then it says so.
      if (received.length === 0) await expect(page.getByText(/^No money was received in these \d+ days\.$/)).toBeVisible();
      await page.getByRole('link', { name: 'Today' }).click();
      await expect(page).toHaveURL(/period=today/);
      await expect(page.getByRole('heading', { name: 'Collections by course and method: today' })).toBeVisible();
      await expect(byCourse.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('finance-overview-1366.png'), fullPage: true });
    });

    await test.step("Ledger (CSV) downloads today's ledger with the payment's row", async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ledger (CSV)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Ledger-\d{4}-\d{2}-\d{2}(-to-\d{4}-\d{2}-\d{2})?\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      const row = csvRecords(text).find((record) => record.Course === title);
      expect(row).toMatchObject({
        Student: `Vaishali Ramesh ${surname}`,
        'Voucher type': 'Receipt',
        'Ledger name': title,
        Type: 'Payment',
        Method: 'Simulated (UPI)',
        'Amount (INR)': '7500.00',
        'Refund (INR)': '',
        Test: 'Yes',
      });
      expect(row!['Receipt number']).toMatch(/^NIHM\/\d{4}-\d{2}\/\d{6}$/);
      expect(row!['Student number']).toMatch(/^NIHM-\d{4}-\d{6}$/);
      expect(row!['Gateway payment ID']).toMatch(/^pay_/);
      expect(row!['Gateway order ID']).toMatch(/^order_/);
      receiptNumber = row!['Receipt number']!;
    });

    await test.step("Day book (PDF) downloads today's day book with the receipt", async () => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Day book (PDF)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Day-Book-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = pdfText(await readFile((await download.path())!)).replace(/[ \t]+/g, ' ');
      expect(text).toContain('Day Book');
      // The receipt's line (names wrap inside their column), marked TEST and left out of the totals.
      expect(text).toMatch(new RegExp(`${receiptNumber.replaceAll('/', '\\/')} Vaishali Ramesh Simulated \\(UPI\\) ₹7,500.00`));
      expect(text).toContain(surname);
      expect(text).toContain('TEST: not counted');
      expect(text).toContain('Total received');
      expect(text).toMatch(/TEST payments, not counted ₹[\d,]+\.\d{2}/);
    });
  },
);

test('a figure of crores stays whole on one line, inside its card, on a laptop, at the narrowest full layout and on a phone', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL!;
  const title = `Crore Course ${uniqueName('Crore')}`;
  await test.step('a student of a ₹1 crore course pays it all in cash at the office', async () => {
    const staff = await playwright.request.newContext({ baseURL });
    const owner = await staff.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(owner.status(), await owner.text()).toBe(200);
    const created = await staff.post('/api/admin/post-course', { multipart: { title, fees: '10000000' }, headers: { origin } });
    expect(created.status(), await created.text()).toBe(201);
    const courseId = ((await created.json()) as { _id: string })._id;
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const student = await context.newPage();
    await signInStudent(student);
    await student.goto('/');
    await submitAdmissionAsStudent(student, { firstName: 'Kiran', middleName: 'Vasant', lastName: uniqueName('Payer'), contactNumber: '9876501299' });
    const applied = await student.request.post('/api/users/apply', { data: { courseId }, headers: { origin } });
    expect(applied.status(), await applied.text()).toBe(201);
    const hidden = await staff.post('/api/admin/change-visibility', { data: { id: courseId }, headers: { origin } });
    expect(await hidden.json()).toMatchObject({ visible: false });
    const { applications } = (await (await student.request.get('/api/users/applications')).json()) as {
      applications: Array<{ _id: string; courseId: { title: string } }>;
    };
    const applicationId = applications.find((application) => application.courseId.title === title)!._id;
    await context.close();
    const paid = await staff.post('/api/admin/record-payment', {
      data: { applicationId, amount: 10_000_000, method: 'cash', paidOn: new Date().toISOString().slice(0, 10) },
      headers: { origin },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await staff.dispose();
  });

  const login = await page.request.post('/api/admin/login', { data: { email: ACCOUNTS_FIXTURE_ADMIN.email, password: ACCOUNTS_FIXTURE_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
  for (const width of [1366, 1050, 390]) {
    await test.step(`at ${width} px wide, every amount of the cards is one line and inside its card`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/finance');
      await expect(page.getByRole('region', { name: 'Collections by course' }).getByRole('row', { name: new RegExp(title) })).toContainText('₹1,00,00,000.00');
      const amounts = await page.getByRole('region', { name: 'Collected' }).evaluate((section) =>
        [...section.querySelectorAll('.tabular-nums')].map((amount) => {
          const range = document.createRange();
          range.selectNodeContents(amount);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const card = amount.closest('.rounded-md')!.getBoundingClientRect();
          const box = range.getBoundingClientRect();
          return { text: amount.textContent, lines, inside: box.left >= card.left && box.right <= card.right };
        }),
      );
      expect(amounts.some((amount) => amount.text?.startsWith('₹1,00,'))).toBe(true);
      for (const amount of amounts) expect(amount, `${width} px`).toMatchObject({ lines: 1, inside: true });
    });
  }
});
