import { expectNoAxeViolations } from '../axe';
import { DEMO_ADMIN } from '../../factories';
import { addCourse, expect, openDashboard, test, uniqueTitle } from './content-fixtures';
import { studentWith, uniqueName } from './staff-students';
import { saidOnce } from './dashboard-helpers';

// Issue 9 point 12 at 1366 px: the audit log reads as sentences with names, shows plain
// before → after, and filters by person, action and date on the server, in the URL.
test.use({ viewport: { width: 1366, height: 768 } });
// Journeys through several pages (and students' e-mail sign-ins) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('the audit log says who did what to whom, and filters by person, action and date in the URL', async ({ page, browser, baseURL }, testInfo) => {
  const surname = uniqueName('Kale');
  const before = uniqueTitle('OT Tech');
  const after = `${before} renamed`;

  await test.step('a student applies, staff accept the application and rename a course', async () => {
    const student = await studentWith(browser, baseURL!, {
      firstName: 'Priya',
      lastName: surname,
      aadhaar: '345678901240',
      course: 'Operation Theatre Technician',
    });
    const origin = new URL(page.url() === 'about:blank' ? baseURL! : page.url()).origin;
    const decided = await page.request.post('/api/admin/change-application-status', {
      data: { id: student.applicationId, status: 'Accepted' },
      headers: { origin },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    await student.close();
    const id = await addCourse(page, { title: before, images: false });
    await openDashboard(page, `/dashboard/edit-course/${id}`);
    await page.getByLabel('Course Title').fill(after);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await saidOnce(page, 'Course updated successfully!');
  });

  await test.step('filtered by the student’s name, the decision reads as a sentence with names', async () => {
    await openDashboard(page, '/dashboard/audit-log');
    await page.getByLabel('Person').fill(surname);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]person=${surname}(&|$)`));
    const decision = page.getByRole('row').filter({ hasText: `${DEMO_ADMIN.name} accepted Priya ${surname}'s application for Operation Theatre Technician` });
    await expect(decision).toHaveCount(1);
    await expect(decision).toContainText('Status: Pending');
    await expect(decision).toContainText('Accepted');
    // The student's own actions are found by the same name: her application.
    await expect(page.getByRole('row').filter({ hasText: `Priya ${surname} applied for Operation Theatre Technician` })).toHaveCount(1);
    await expect(page.getByText(/\d+ entr(y|ies) match the filters/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('12-audit-log-person.png') });
  });

  await test.step('filtered by action and today, a course edit shows its title before → after', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now());
    await openDashboard(page, '/dashboard/audit-log');
    await page.getByLabel('Action').selectOption({ label: 'Edited a course' });
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/action=course\.update/);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    const edit = page.getByRole('row').filter({ hasText: `${DEMO_ADMIN.name} edited the course ${after}` });
    await expect(edit).toHaveCount(1);
    await expect(edit.getByRole('cell').nth(2)).toContainText(`Title: ${before}`);
    await expect(edit.getByRole('cell').nth(2)).toContainText(after);
    await expect(page.getByRole('row').filter({ hasText: 'accepted' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('12-audit-log-action-date.png') });
  });

  await test.step('the filters survive a reload and a day with nothing says so', async () => {
    await page.reload();
    await expect(page.getByLabel('Action')).toHaveValue('course.update');
    await openDashboard(page, '/dashboard/audit-log?from=2020-01-01&to=2020-01-02');
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await openDashboard(page, '/dashboard/audit-log?from=yesterday');
    await expect(page.getByText('From must be a date (yyyy-mm-dd).')).toBeVisible();
  });
});
