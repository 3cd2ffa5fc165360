import { expectNoAxeViolations } from '../axe';
import { expect, openDashboard, test } from './content-fixtures';
import { studentWith, uniqueName } from './staff-students';

// Issue 9 point 14: a second student with an Aadhaar number already on file is saved; staff see
// 'Same Aadhaar as …' in View Applications and on the student's profile (1366 px), and the student
// is asked to contact the office without being told whose number it is (390 px).
const SHARED_AADHAAR = '987654321096'; // valid (Verhoeff); no other suite uses it, nor 456789012341 below

test.use({ viewport: { width: 1366, height: 768 } });
// Journeys through several pages (students sign in through the API) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('two students with one Aadhaar number: staff are warned by name, the student is asked to contact the office', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const first = { firstName: 'Priya', lastName: uniqueName('Kale') };
  const second = { firstName: 'Neha', lastName: uniqueName('Joshi') };
  const firstStudent = await studentWith(browser, baseURL!, { ...first, aadhaar: SHARED_AADHAAR, course: 'Operation Theatre Technician' });
  const secondStudent = await studentWith(browser, baseURL!, { ...second, aadhaar: '9876 5432 1096', viewport: { width: 390, height: 844 } });

  await test.step('View Applications shows the badge on the first student’s row, naming the second', async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${first.lastName}`);
    const row = page.getByRole('row').filter({ hasText: first.lastName });
    await expect(row.getByText('Same Aadhaar as')).toBeVisible();
    await expect(row.getByRole('link', { name: `Neha Ramesh ${second.lastName}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('14-view-applications-same-aadhaar.png') });
  });

  await test.step('the second student’s profile names the first', async () => {
    await page
      .getByRole('row')
      .filter({ hasText: first.lastName })
      .getByRole('link', { name: `Neha Ramesh ${second.lastName}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit user profile' })).toBeVisible();
    await expect(page.getByText('Same Aadhaar as')).toBeVisible();
    await expect(page.getByRole('link', { name: `Priya Ramesh ${first.lastName}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('on a phone, the student is asked to contact the office, and not told whose number it is', async () => {
    const student = secondStudent.page;
    await student.goto('/user-profile');
    const notice = student.getByRole('status').filter({ hasText: 'Your Aadhaar number is already registered' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('please contact the office');
    await expect(notice.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
    expect(await student.content()).not.toContain(first.lastName);
    const box = await notice.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390); // fits the phone's width
    await expectNoAxeViolations(student);
    await student.screenshot({ path: testInfo.outputPath('14-student-aadhaar-registered-390.png'), fullPage: false });
  });

  await test.step('a student whose number is nobody else’s sees no notice', async () => {
    const other = await studentWith(browser, baseURL!, { firstName: 'Ravi', lastName: uniqueName('Shinde'), aadhaar: '456789012341' });
    await other.page.goto('/user-profile');
    await expect(other.page.getByText('Your Aadhaar number is already registered')).toHaveCount(0);
    await other.close();
  });
  await firstStudent.close();
  await secondStudent.close();
});
