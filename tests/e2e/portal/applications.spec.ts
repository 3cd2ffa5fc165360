import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { colourOf } from '../colour';
import { waitForHydration } from '../hydration';
import { registerAdmin, tinyPng } from '../dashboard/dashboard-helpers';
import { courseIdByTitle, recordToasts, signInStudent, submitAdmissionAsStudent, tinyPdf } from './portal-helpers';

const COURSE = 'Diploma in C.S.S.D';

test.describe('on a phone (390 px)', () => {
  const PHONE = { width: 390, height: 844 };

  test('Enroll Now without a middle name opens the form at that field, and after saving returns to the course and finishes the application', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const courseId = await courseIdByTitle(page, COURSE);
    const form = page.getByRole('tabpanel', { name: 'Student Admission Form', exact: true });
    const middleName = form.getByLabel('Middle name', { exact: true });

    await test.step('the form marks the three names as needed to apply, and a foreign return path is ignored', async () => {
      await page.goto(`/apply-course/${courseId}`);
      await signInStudent(page);
      await submitAdmissionAsStudent(page, { firstName: 'Asha', lastName: 'Patil' }); // no middle name
      await page.setViewportSize(PHONE);
      await page.goto('/user-profile?apply=https%3A%2F%2Fevil.example%2F');
      await waitForHydration(page);
      await expect(form.getByText(/^Applying for/)).toHaveCount(0);
      await expect(middleName).not.toHaveAttribute('aria-invalid', 'true');
      await expect(middleName).toHaveAccessibleDescription("Needed to apply for a course. Your father's or husband's name, as on your marksheet.");
      await expect(form.getByLabel('First name', { exact: true })).toHaveAccessibleDescription('Needed to apply for a course.');
      await expect(form.getByLabel('Last name', { exact: true })).toHaveAccessibleDescription('Needed to apply for a course.');
    });

    await test.step('Enroll Now warns, opens the form for this course, and puts the focus on the missing name, not yet marked wrong', async () => {
      await page.goto(`/apply-course/${courseId}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Complete your profile before applying' })).toBeVisible();
      await expect(page).toHaveURL(`/user-profile?apply=${courseId}`);
      await expect(form.getByText(`Applying for ${COURSE}`)).toBeVisible();
      await expect(middleName).toBeFocused();
      await expect(middleName).toBeInViewport();
      // Not touched yet: no field of the form says it is wrong (issue 21); the hint says why it matters.
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(middleName).toHaveAccessibleDescription("Needed to apply for a course. Your father's or husband's name, as on your marksheet.");
      await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Asha');
      await page.screenshot({ path: testInfo.outputPath('1-missing-middle-name.png') });
      await expectNoAxeViolations(page);
    });

    await test.step('left empty, the middle name says it is needed', async () => {
      await page.keyboard.press('Tab');
      await expect(middleName).toHaveAttribute('aria-invalid', 'true');
      await expect(middleName).toHaveAccessibleDescription(/^Middle name is needed to apply for a course\./);
      await expect(form.getByLabel('First name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('Submit without it is refused at the field; with it, the course finishes the application', async () => {
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(middleName).toBeFocused();
      await expect(page).toHaveURL(`/user-profile?apply=${courseId}`);
      await middleName.fill('Ramesh');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Applied successfully!' })).toBeVisible();
      await expect(page).toHaveURL('/applications');
      // On a phone the application is a card headed by its course (the table, with the student's
      // name, is for wider screens).
      await expect(page.getByRole('main').getByRole('article', { name: COURSE })).toBeVisible();
      await page.goto(`/apply-course/${courseId}`);
      await expect(page.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
    });
  });

  test('a refused UPI report takes the student to what to correct: the future day, focused and in view (issue 21)', async ({ page }, testInfo) => {
    await page.goto('/');
    await signInStudent(page);
    await submitAdmissionAsStudent(page, { firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil' });
    const origin = new URL(page.url()).origin;
    const applied = await page.request.post('/api/users/apply', { data: { courseId: await courseIdByTitle(page, COURSE) }, headers: { origin } });
    expect(applied.status(), await applied.text()).toBe(201);
    await page.setViewportSize(PHONE);
    await page.goto('/applications');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: COURSE });
    await card.getByText('I have paid by UPI or bank transfer').click();
    const report = card.getByRole('form', { name: `Report a payment for ${COURSE}` });
    const paidOn = report.getByLabel('Date paid');
    await report.getByRole('textbox', { name: 'Amount paid (₹)' }).fill('1500');
    // Two days ahead: tomorrow in India whatever the machine's time zone.
    await paidOn.fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await report.getByRole('textbox', { name: 'UTR (transaction reference)' }).fill(`UTR${Date.now()}`);
    await report.getByLabel('Screenshot or bank receipt (image or PDF)').setInputFiles({ name: 'upi.png', mimeType: 'image/png', buffer: tinyPng() });
    // Send at the foot of the screen, as a thumb finds it: anything said under it is off screen.
    const send = report.getByRole('button', { name: 'Send for verification' });
    await send.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await send.click();
    await expect(paidOn).toHaveAttribute('aria-invalid', 'true');
    await expect(paidOn).toHaveAccessibleDescription('The day paid cannot be in the future.');
    await expect(paidOn).toBeFocused();
    await expect(paidOn).toBeInViewport();
    await expect(report.getByText('The day paid cannot be in the future.')).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('3-future-day-in-view-390.png') });
  });
});

test('a student applies, sees the application on /applications, and the course then says Already Enrolled', { tag: '@journey' }, async ({ page }) => {
  test.setTimeout(60_000); // a sign-in, an application and an axe scan
  const courseId = await courseIdByTitle(page, COURSE);
  await test.step('a signed-in student with a complete profile opens the course', async () => {
    await page.goto(`/apply-course/${courseId}`);
    await signInStudent(page);
    await submitAdmissionAsStudent(page, { firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil' });
    await page.reload();
    await waitForHydration(page);
  });
  await test.step('Enroll Now applies and opens /applications', async () => {
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    // Spec §8's success and its info follow-up, in one notice.
    const notice = page.getByRole('alert').filter({ hasText: 'Applied successfully!' });
    await expect(notice).toContainText('Make sure your profile is complete (ignore if already done).');
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page).toHaveURL('/applications');
  });

  await test.step('the application lists with the name, today and a blue Pending', async () => {
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Asha Ramesh Patil');
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
    await expect(row.getByRole('cell').nth(2)).toHaveText(today);
    const status = row.getByText('Pending', { exact: true }).first();
    await expect.poll(() => colourOf(status)).toBe('blue'); // neither Accepted nor Rejected (spec §4)
    await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', /^\/pay-course\/[\w-]+$/);
    // Scanned with more rows and states at 1366 px in the test of the cards and the table.
  });

  await test.step("the course then says Already Enrolled, with the application's status beside it", async () => {
    await page.goto(`/apply-course/${courseId}`);
    const enrolment = page.getByRole('complementary', { name: 'Enrolment' });
    await expect(enrolment.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
    await expect(enrolment).toContainText('Application status: Pending');
    await expect.poll(() => colourOf(enrolment.getByText('Pending', { exact: true }))).toBe('blue');
    await expect(enrolment.getByRole('link', { name: 'See it in Applied Courses' })).toHaveAttribute('href', '/applications');
    await expectNoAxeViolations(page);
  });
});

test('signed out, Applied Courses opens the sign-in dialog; the resume: Save without a file says so; a PDF is saved and shown as a link with Edit', async ({
  page,
}) => {
  const section = page.getByRole('region', { name: 'Your Resume' });
  const link = section.getByRole('link', { name: 'Resume' });
  const toasts = await recordToasts(page);
  await test.step('signed out, the student pages send to the sign-in dialog', async () => {
    await page.goto('/applications');
    await expect(page).toHaveURL('/?sign-in=1&next=%2Fapplications');
    await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible();
  });
  await test.step('Save without a file says so; a PDF is saved and shown as a link with Edit', async () => {
    await signInStudent(page);
    await page.goto('/applications');
    await waitForHydration(page);
    const picker = section.getByLabel(/Resume \(PDF/);
    await section.getByRole('button', { name: 'Save' }).click();
    // Said once, at the picker (focused), not in a toast as well.
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription('Please select a resume file before saving.');
    await expect(picker).toBeFocused();
    await expectNoAxeViolations(page);
    await expect(picker).toHaveAttribute('accept', 'application/pdf,.pdf');
    // The server's refusal stands at the picker too.
    await picker.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') });
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toHaveAccessibleDescription(/That file is not really a PDF file/);
    await picker.setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Resume updated successfully!' })).toBeVisible();
    await expect(link).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit' })).toBeVisible();
    // The file's own answers (private, an attachment, never cached, 401 to nobody) are
    // server/files/documents.routes.db.test.ts's.
    await expect(link).toHaveAttribute('href', /^\/files\/documents\/[\w-]+$/);
    expect(await toasts()).toEqual(['Resume updated successfully!']); // the refusal was never a toast too
  });
});

test('on a 390 px phone each application is a card with its status, fees and action; from 760 px the table', async ({ page, playwright, baseURL }, info) => {
  test.setTimeout(60_000); // a sign-in, two applications, staff decisions and two axe scans
  const origin = baseURL!;
  await test.step('a student applies to two courses; staff accept one and mark its fees paid', async () => {
    await page.goto('/');
    await signInStudent(page);
    await submitAdmissionAsStudent(page, { firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil' });
    for (const title of [COURSE, 'Patient Care Assistant']) {
      const applied = await page.request.post('/api/users/apply', { data: { courseId: await courseIdByTitle(page, title) }, headers: { origin } });
      expect(applied.status(), await applied.text()).toBe(201);
    }
    const { applications } = (await (await page.request.get('/api/users/applications')).json()) as {
      applications: Array<{ _id: string; courseId: { title: string } }>;
    };
    const id = applications.find((application) => application.courseId.title === 'Patient Care Assistant')!._id;
    const staff = await playwright.request.newContext({ baseURL });
    await registerAdmin(staff);
    for (const [path, body] of [
      ['/api/admin/change-application-status', { id, status: 'Accepted' }],
      ['/api/admin/change-fee-status', { id, fees: 'Paid' }],
    ] as const) {
      const response = await staff.post(path, { data: body, headers: { origin } });
      expect(response.status(), await response.text()).toBe(200);
    }
    await staff.dispose();
  });

  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
  await test.step('390 px: a card per application, nothing cut off', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/applications');
    await expect(page.getByRole('table')).toBeHidden();
    const pending = page.getByRole('article', { name: COURSE });
    await expect(pending.getByRole('term')).toHaveText(['Date of Application', 'Status', 'Course fee', 'Fees', 'Balance']);
    await expect(pending.getByRole('definition')).toHaveText([today, 'Pending', '₹40,000', 'Pending', '₹40,000']);
    await expect.poll(() => colourOf(pending.getByText('Pending').first())).toBe('blue');
    // Whole, not cut off at the card's or the screen's edge.
    await pending.getByRole('link', { name: 'Pay Now' }).scrollIntoViewIfNeeded();
    await expect(pending.getByRole('link', { name: 'Pay Now' })).toBeInViewport({ ratio: 1 });

    const accepted = page.getByRole('article', { name: 'Patient Care Assistant' });
    await expect(accepted.getByRole('definition')).toHaveText([today, 'Accepted', '₹35,000', 'Paid', '₹0']);
    await expect.poll(() => colourOf(accepted.getByText('Accepted'))).toBe('green');
    await expect(accepted.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath('4-applied-courses-390.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });

  await test.step('390 px: the ☰ menu has the student’s own links too, and My Profile opens from it', async () => {
    await page.goto('/courses');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const own = drawer.getByRole('navigation', { name: 'Your account' });
    await expect(own.getByRole('link')).toHaveText(['Applied Courses', 'My Profile']);
    await own.getByRole('link', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(/\/user-profile$/);
    await expect(drawer).toBeHidden();
  });

  await test.step('390 px: a new notice replaces the one before, even one held open under the pointer', async () => {
    // A pay page for an application that is not hers says so on Applied Courses (spec §8).
    await page.goto('/pay-course/01900000-0000-7000-8000-000000000000');
    await expect(page).toHaveURL('/applications');
    const payNotice = page.getByRole('alert').filter({ hasText: 'Invalid application ID' });
    await payNotice.hover(); // pauses its 5 s timer (spec §9): only the next notice can remove it
    const picker = page.getByLabel(/Resume \(PDF/);
    await picker.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await page.getByRole('region', { name: 'Your Resume' }).getByRole('button', { name: 'Save' }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(['Resume updated successfully!']);
  });

  await test.step('1366 px: the table of spec §2, with the fee and balance under the fees', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(page.getByRole('article', { name: COURSE })).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: COURSE });
    // Under the balance, the (closed) disclosure to report a payment made outside the gateway (issue 11).
    const fees = /^Pending\s*Pay Now\s*Course fee ₹40,000 · Balance ₹40,000\s*I have paid by UPI or bank transfer for Diploma in C\.S\.S\.D$/;
    await expect(row.getByRole('cell')).toHaveText(['Asha Ramesh Patil', COURSE, today, 'Pending', fees]);
    await page.screenshot({ path: info.outputPath('4-applied-courses-1366.png') });
    await expectNoAxeViolations(page);
  });
});
