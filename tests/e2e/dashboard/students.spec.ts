import type { Page } from '@playwright/test';
import { makePdf } from '../../document-fixtures';
import { expectNoAxeViolations } from '../axe';
import { expect, openDashboard, pngFile, test } from './content-fixtures';
import { saidAtField, saidOnce, uniqueEmail } from './dashboard-helpers';
import { recordToasts } from '../portal/portal-helpers';

// Enroll Student, Select a course and Edit user profile (spec §2, §4, §5, §8, §9), signed in as
// the demo administrator (content-fixtures.ts).

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf()) });

/** Fills both steps of the wizard and submits. */
async function enroll(page: Page, email: string) {
  await openDashboard(page, '/dashboard/enroll-student');
  await page.getByLabel('Full Name').fill('Kavita Deshmukh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Profile Photo').setInputFiles(await pngFile('kavita.png', [15, 118, 110]));
  await page.getByLabel('Resume (PDF)').setInputFiles(pdfFile('resume.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Profile details' })).toBeFocused();
  await page.getByLabel('First Name').fill('Kavita');
  await page.getByLabel('Last Name').fill('Deshmukh');
  await page.getByLabel('Contact Number').fill('98765 43210');
  await page.getByLabel('Date of Birth').fill('2003-08-15');
  await page.getByLabel('Address').fill('Dharampeth, Nagpur');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Blood Group').selectOption('O+');
  await expect(page.getByLabel('Referrer Name')).toHaveCount(0);
  await page.getByLabel('Reference').selectOption('Other');
  await page.getByLabel('Referrer Name').fill('Dr. Kale');
  await page.getByLabel('SSC marksheet').setInputFiles(pdfFile('ssc.pdf'));
  await page.getByRole('button', { name: 'Enroll Student' }).click();
}

test('enrolls a student in two steps, applies for a course, then edits the profile', async ({ page }) => {
  test.setTimeout(60_000); // a long journey: enrol, apply, edit, and three accessibility scans
  const email = uniqueEmail('kavita');
  await test.step('the empty form opens', async () => {
    await openDashboard(page, '/dashboard/enroll-student');
    await expectNoAxeViolations(page);
  });

  await test.step('step 1 of the form is checked in the browser, without a call', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name')).toBeHidden();
  });

  const userId = await test.step('both steps filled, the student is enrolled', async () => {
    await enroll(page, email);
    await expect(page).toHaveURL(/\/dashboard\/select-course\/[^/]+$/);
    return page.url().split('/').pop()!;
  });

  await test.step('a course is selected and applied for', async () => {
    await expect(page.getByRole('heading', { name: 'Select a course' })).toBeVisible();
    const apply = page.getByRole('button', { name: 'Apply Now' });
    await expect(apply).toBeDisabled();
    await expectNoAxeViolations(page);
    const first = page.getByRole('radio').first();
    await expect(first).toHaveAccessibleDescription(/\.\.\.$/);
    // Keyboard: focus the group and move with the arrow keys, as in any radio group.
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    // A pointer chooses by clicking anywhere on the card.
    const title = (await first.getAttribute('aria-labelledby'))!;
    await page.locator(`[id="${title}"]`).click();
    await expect(first).toBeChecked();
    await expect(apply).toBeEnabled();
    await apply.click();
    await saidOnce(page, 'User successfully applied for the course!');
    await expect(page).toHaveURL(new RegExp(`/dashboard/select-course/${userId}$`));
    await expect(page).toHaveURL(/\/dashboard\/view-applications$/);
  });

  // Edit user profile.
  const firstName = page.getByLabel('First Name', { exact: true });
  await test.step('the profile is locked until the pencil and confirmed with the tick', async () => {
    await openDashboard(page, `/dashboard/change-user-profile/${userId}`);
    await expectNoAxeViolations(page);
    await expect(firstName).toHaveValue('Kavita');
    await expect(firstName).not.toBeEditable();
    await expect(page.getByLabel('Referrer Name', { exact: true })).toHaveValue('Dr. Kale');
    await expect(page.getByLabel('Aadhaar Number', { exact: true })).toHaveValue('Not provided');
    await page.getByRole('button', { name: 'Edit First Name' }).click();
    await expect(firstName).toBeEditable();
    await expect(firstName).toBeFocused();
    await firstName.fill('Kavya');
    await page.getByRole('button', { name: 'Done editing First Name' }).click();
    await expect(firstName).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Edit First Name' })).toBeFocused();
  });

  await test.step('Cancel returns to the loaded profile', async () => {
    await page.getByRole('button', { name: 'Edit City' }).click();
    await page.getByLabel('City', { exact: true }).fill('Wardha');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('');
    await expect(firstName).toHaveValue('Kavita');
  });

  await test.step('Save stores the changed fields', async () => {
    await page.getByRole('button', { name: 'Edit First Name' }).click();
    await firstName.fill('Kavya');
    await page.getByRole('button', { name: 'Edit Reference' }).click();
    await page.getByLabel('Reference', { exact: true }).selectOption('Friend');
    await expect(page.getByLabel('Referrer Name', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await saidOnce(page, 'Profile updated successfully!');
    await expect(firstName).not.toBeEditable();
  });

  await test.step('the saved profile comes back with the changes and the documents', async () => {
    await openDashboard(page, `/dashboard/change-user-profile/${userId}`);
    await expect(firstName).toHaveValue('Kavya');
    await expect(page.getByLabel('Reference', { exact: true })).toHaveValue('Friend');
    await expect(page.getByRole('link', { name: 'View ssc marksheet' })).toHaveAttribute('href', /^\/files\/documents\//);
    await expect(page.getByRole('link', { name: 'View resume' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View profile photo' })).toBeVisible();
    await expect(page.getByText('Not Uploaded')).toHaveCount(6);
  });
});

test('a refused value is explained and keeps the field open; an enrolled e-mail gets the server’s message', async ({ page, baseURL }) => {
  const toasts = await recordToasts(page);
  const email = uniqueEmail('twice');
  // The first enrolment through the staff API: the wizard itself is the journey above.
  const created = await page.request.post('/api/admin/create-user', {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name: 'Kavita Deshmukh',
      email,
      profile: { firstName: 'Kavita', lastName: 'Deshmukh', contactNumber: '9876543210', dob: '2003-08-15', address: 'Dharampeth, Nagpur' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { user: { _id: string } }).user._id;

  await enroll(page, email);
  // Said once, at the e-mail field on step 1, which is shown and focused.
  const emailField = page.getByLabel('Email');
  await saidAtField(emailField, 'A student with this e-mail address already exists. Use another address, or find the student in View Applications.', toasts);
  await expect(page.getByRole('heading', { name: 'Step 1 of 2: Account' })).toBeVisible();
  await expect(emailField).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/enroll-student$/);

  await openDashboard(page, `/dashboard/change-user-profile/${userId}`);
  await page.getByRole('button', { name: 'Edit Aadhaar Number' }).click();
  await page.getByLabel('Aadhaar Number', { exact: true }).fill('123456789012');
  await page.getByRole('button', { name: 'Save' }).click();
  await saidAtField(page.getByLabel('Aadhaar Number', { exact: true }), 'An Aadhaar number never starts with 0 or 1.', toasts);
  await expect(page.getByLabel('Aadhaar Number', { exact: true })).toBeEditable();
});

test('an unknown student is a 404 page on both screens', async ({ page }) => {
  for (const path of ['/dashboard/select-course/no-such-student', '/dashboard/change-user-profile/no-such-student']) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Student not found' })).toBeVisible();
  }
});
