import { expectNoAxeViolations } from '../axe';
import { expect, openDashboard, test, uniqueTitle } from './content-fixtures';
import { browserDialogs, saidOnce } from './dashboard-helpers';
import { uniqueName } from './staff-students';

// Spec §2 View Applications, the fees block's 'Edit' of the amount paid (issue 10): asked in the
// page, not in the browser's prompt(). That the new total is an audited ledger adjustment with a
// reason is the server's rule (server/api/admin/fees-paid.db.test.ts, the sentence in
// app/modules/audit/describe-audit-entry.test.ts, the audit log page in audit-log.spec.ts).
test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 120_000 });

test('staff edit the amount paid in a dialog: a typo is refused at the field, and the paid and balance update', async ({ page, baseURL }, testInfo) => {
  const seen = browserDialogs(page);
  const surname = uniqueName('Wagh');
  const title = uniqueTitle('Dialysis Technician');

  await test.step('a student enrolled by staff applies to a hidden course of ₹35,000', async () => {
    const headers = { origin: new URL(baseURL!).origin };
    const course = await page.request.post('/api/admin/post-course', { multipart: { title, fees: '35000' }, headers });
    expect(course.status(), await course.text()).toBe(201);
    const courseId = ((await course.json()) as { _id: string })._id;
    // Off the public site at once (staff may still apply to it): the site's suites expect the seeded course list only.
    const hidden = await page.request.post('/api/admin/change-visibility', { data: { id: courseId }, headers });
    expect(await hidden.json()).toMatchObject({ visible: false });
    const created = await page.request.post('/api/admin/create-user', {
      headers,
      data: {
        name: `Sneha Ramesh ${surname}`,
        email: `fees-${surname.toLowerCase()}@example.org`,
        profile: { firstName: 'Sneha', middleName: 'Ramesh', lastName: surname, contactNumber: '9876543210', dob: '2004-02-29', address: 'Sitabuldi, Nagpur' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { user } = (await created.json()) as { user: { _id: string } };
    const applied = await page.request.post('/api/admin/apply-course-for-user', { headers, data: { userId: user._id, courseId } });
    expect(applied.status(), await applied.text()).toBe(201);
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
    // A correction, not a payment: the dialog sends money received to Record payment.
    await expect(dialog).toContainText('For corrections only: this issues no receipt.');
    await expect(dialog.getByRole('link', { name: 'Record payment' })).toHaveAttribute('href', /^\/dashboard\/payments\?q=Sneha/);
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

  expect(seen).toEqual([]);
});
