import { expectNoAxeViolations } from '../axe';
import { DEMO_ADMIN } from '../../factories';
import { addCourse, expect, openDashboard, test, uniqueTitle } from './content-fixtures';
import { browserDialogs, saidOnce } from './dashboard-helpers';
import { studentWith, uniqueName } from './staff-students';

// Spec §2 View Applications, the fees block's 'Edit' of the amount paid (issue 10): asked in the
// page, not in the browser's prompt(); the new total is an audited ledger adjustment with a reason.
test.use({ viewport: { width: 1366, height: 768 } });
// A student signs in by e-mail code and applies, then staff work on two pages: a long journey on a shared machine.
test.describe.configure({ timeout: 120_000 });

test('staff edit the amount paid in a dialog: a typo is refused at the field, the paid and balance update, and the audit log says why', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const seen = browserDialogs(page);
  const surname = uniqueName('Wagh');
  const title = uniqueTitle('Dialysis Technician');

  await test.step('a student applies to a course of ₹35,000', async () => {
    const courseId = await addCourse(page, { title, fees: '35000', images: false });
    const student = await studentWith(browser, baseURL!, { firstName: 'Sneha', lastName: surname, aadhaar: '567890123458' });
    const applied = await student.page.request.post('/api/users/apply', { data: { courseId }, headers: { origin: new URL(baseURL!).origin } });
    expect(applied.status(), await applied.text()).toBe(201);
    await student.close();
    // Off the public site again: the site's suites expect the seeded course list only.
    const hidden = await page.request.post('/api/admin/change-visibility', { data: { id: courseId }, headers: { origin: new URL(baseURL!).origin } });
    expect(await hidden.json()).toMatchObject({ visible: false });
  });

  const row = page.getByRole('row').filter({ hasText: surname });
  const fees = row.getByRole('cell').filter({ hasText: 'Course fee' });
  const dialog = page.getByRole('alertdialog', { name: 'Edit fees paid' });
  const amount = dialog.getByRole('textbox', { name: 'Fees paid (₹)' });

  await test.step("'12,34x' is refused at the field, in the dialog, and nothing changes", async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${surname.toLowerCase()}`);
    await expect(fees).toContainText('Paid₹0');
    await expect(fees).toContainText('Balance₹35,000');
    await row.getByRole('button', { name: /^Edit fees paid of Sneha/ }).click();
    await expect(dialog).toBeVisible();
    await expect(amount).toHaveValue('0');
    await amount.fill('12,34x');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cash at the office, receipt 1042');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/^Please enter a valid number\./);
    await expect(amount).toBeFocused();
    await expect(dialog.getByText('Please enter a valid number.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('edit-fees-paid-refused.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(fees).toContainText('Paid₹0');
  });

  await test.step('staff set ₹12,500 with a reason: the toast, then the paid and balance shown update', async () => {
    await row.getByRole('button', { name: /^Edit fees paid of Sneha/ }).click();
    await amount.fill('12500');
    await amount.blur();
    await expect(amount).toHaveValue('12,500'); // grouped the Indian way once typed
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cash at the office, receipt 1042');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await saidOnce(page, 'Fees paid updated!');
    await expect(dialog).toBeHidden();
    await expect(fees).toContainText('Paid₹12,500');
    await expect(fees).toContainText('Balance₹22,500');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('edit-fees-paid-updated.png') });
  });

  await test.step('the audit log says who set it, from what to what, and why', async () => {
    await openDashboard(page, '/dashboard/audit-log');
    await page.getByLabel('Person').fill(surname);
    await page.getByRole('button', { name: 'Filter' }).click();
    const entry = page.getByRole('row').filter({ hasText: `${DEMO_ADMIN.name} set the fees paid on` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`application for ${title} to ₹12,500 (was ₹0): Cash at the office, receipt 1042`);
    await expectNoAxeViolations(page);
  });

  expect(seen).toEqual([]);
});
