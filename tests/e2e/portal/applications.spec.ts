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

test('Enroll Now with an incomplete profile warns and goes to /user-profile', async ({ page }) => {
  await page.goto(`/apply-course/${await courseIdByTitle(page, COURSE)}`);
  await signInWithEmailCode(page);
  await submitAdmissionAsStudent(page, { firstName: 'Asha', lastName: 'Patil' }); // no middle name
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Complete your profile before applying' })).toBeVisible();
  await expect(page).toHaveURL('/user-profile');
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
