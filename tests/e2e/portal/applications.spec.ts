import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { colourOf } from '../colour';
import { waitForHydration } from '../hydration';
import { courseIdByTitle, signInWithEmailCode, submitAdmissionAsStudent, tinyPdf } from './portal-helpers';

const COURSE = 'Diploma in C.S.S.D';

test('signed out, the student pages send to the sign-in dialog', async ({ page }) => {
  await page.goto('/applications');
  await expect(page).toHaveURL('/?sign-in=1');
  await expect(page.getByRole('dialog', { name: 'Student Login' })).toBeVisible();
});

test.describe('on a phone (390 px)', () => {
  // Signed in at the default size (the helper uses the header's Login button), then on a phone.
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
      await signInWithEmailCode(page);
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

    await test.step('Enroll Now warns, opens the form for this course, and puts the focus on the missing name', async () => {
      await page.goto(`/apply-course/${courseId}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Enroll Now' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Complete your profile before applying' })).toBeVisible();
      await expect(page).toHaveURL(`/user-profile?apply=${courseId}`);
      await expect(form.getByText(`Applying for ${COURSE}`)).toBeVisible();
      await expect(middleName).toHaveAttribute('aria-invalid', 'true');
      await expect(middleName).toHaveAccessibleDescription(/^Middle name is needed to apply for a course\./);
      await expect(middleName).toBeFocused();
      await expect(middleName).toBeInViewport();
      await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Asha');
      await expect(form.getByLabel('First name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: testInfo.outputPath('1-missing-middle-name.png') });
      await expectNoAxeViolations(page);
    });

    await test.step('Submit without it is refused at the field; with it, the course finishes the application', async () => {
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(middleName).toBeFocused();
      await expect(page).toHaveURL(`/user-profile?apply=${courseId}`);
      await middleName.fill('Ramesh');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Applied successfully!' })).toBeVisible();
      await expect(page).toHaveURL('/applications');
      await expect(page.getByRole('main').getByText(COURSE).first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Asha Ramesh Patil').first()).toBeVisible();
      await page.goto(`/apply-course/${courseId}`);
      await expect(page.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
    });
  });
});

test('a student applies, sees the application on /applications, and the course then says Already Enrolled', async ({ page }) => {
  const courseId = await courseIdByTitle(page, COURSE);
  await test.step('a signed-in student with a complete profile opens the course', async () => {
    await page.goto(`/apply-course/${courseId}`);
    await signInWithEmailCode(page);
    await submitAdmissionAsStudent(page, { firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil' });
    await page.reload();
    await waitForHydration(page);
  });
  await test.step('Enroll Now applies and opens /applications', async () => {
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Applied successfully!' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Make sure your profile is complete (ignore if already done).' })).toBeVisible();
    await expect(page).toHaveURL('/applications');
  });

  await test.step('the application lists with the name, today and a blue Pending', async () => {
    const row = page.getByRole('row').filter({ hasText: COURSE });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Asha Ramesh Patil');
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date());
    await expect(row.getByRole('cell').nth(2)).toHaveText(today);
    const status = row.getByText('Pending', { exact: true }).first();
    await expect.poll(() => colourOf(status)).toBe('blue'); // neither Accepted nor Rejected (spec §4)
    await expect(row.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the course then says Already Enrolled', async () => {
    await page.goto(`/apply-course/${courseId}`);
    await expect(page.getByRole('button', { name: 'Already Enrolled' })).toBeDisabled();
  });
});

test('the resume: Save without a file says so; a PDF is saved and then shown as a link with Edit', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Your Resume' });
  const link = section.getByRole('link', { name: 'Resume' });
  await test.step('Save without a file says so; a PDF is saved and shown as a link with Edit', async () => {
    await page.goto('/');
    await signInWithEmailCode(page);
    await page.goto('/applications');
    await waitForHydration(page);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a resume file before saving.' })).toBeVisible();
    await expect(section.getByLabel(/Resume \(PDF/)).toHaveAttribute('accept', 'application/pdf,.pdf');
    await section.getByLabel(/Resume \(PDF/).setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Resume updated successfully!' })).toBeVisible();
    await expect(link).toBeVisible();
    await expect(section.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  await test.step('Private: the owner gets it as an attachment, never cached; nobody else gets it at all', async () => {
    const href = (await link.getAttribute('href'))!;
    const mine = await page.request.get(href);
    expect(mine.status()).toBe(200);
    expect(mine.headers()).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="resume.pdf"',
      'cache-control': 'no-store',
    });
    expect(mine.headers()['content-security-policy']).toContain('sandbox');
    const stranger = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    expect((await stranger.request.get(href)).status()).toBe(401);
    await stranger.close();
  });
});
