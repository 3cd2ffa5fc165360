import { expectNoAxeViolations } from '../axe';
import { colourOf } from '../colour';
import { waitForMail } from '../mailbox';
import { APPLICANT, applicant, uniqueSurname } from './applicant';
import { expect, openDashboard, test } from './content-fixtures';

// View Applications (spec §2, §4): a real student signs in with an e-mail code, fills the
// admission form and applies; staff (the demo administrator of content-fixtures.ts) find the
// application, read the profile, change the course and decide; the student sees the decision and
// has the e-mail about it.

const { AADHAAR, FIRST_COURSE, SECOND_COURSE } = APPLICANT;

test('staff find an application, read the profile, reveal the Aadhaar, change the course and accept; the student sees Accepted and has the e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);

  const row = page.getByRole('row').filter({ hasText: student.name });
  await test.step('staff find the application by name, with photo, course, resume and fee', async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${surname.toLowerCase()}`);
    await expect(page.getByText('1 application for')).toBeVisible();
    // The photo is a private document, shown to staff inline (decorative: the name is beside it).
    const photo = row.locator('img');
    await expect(photo).toHaveAttribute('src', /^\/files\/documents\/.+inline=1/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(row.getByText(FIRST_COURSE)).toBeVisible();
    await expect(row.getByRole('link', { name: `Resume of ${student.name} (opens in a new tab)` })).toHaveAttribute('href', /^\/files\/documents\/.+inline=1/);
    await expect(row.getByRole('cell').filter({ hasText: 'Course fee' })).toContainText('Pending');
    await expect(row.getByText('No receipt yet')).toBeAttached();
  });

  await test.step('Staff set the fee status (a waiver, a payment at the counter); the student sees it too', async () => {
    await row.getByRole('button', { name: `Mark Paid (fees of ${student.name})` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Fee status updated!' })).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: 'Course fee' })).toContainText('Paid (set by staff)');
    await student.page.goto('/applications');
    const feesCell = student.page.getByRole('row').filter({ hasText: FIRST_COURSE }).getByRole('cell').nth(4);
    await expect(feesCell).toHaveText('Paid');
    await expect(feesCell.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("The profile: Aadhaar masked until an audited Reveal; documents or 'Not Uploaded'", async () => {
    await row.getByRole('link', { name: `View Profile of ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: student.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('XXXX XXXX 0124')).toBeVisible();
    await expect(dialog.getByText('91.4%')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /SSC marksheet/ })).toHaveAttribute('href', /^\/files\/documents\//);
    await expect(dialog.getByText('Not Uploaded')).toHaveCount(6);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Reveal the full Aadhaar number' }).click();
    await expect(dialog.getByText('2345 6789 0124')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /^\/dashboard\/change-user-profile\/.+/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/profile=/);
  });

  await test.step('The reveal is in the audit log, without the number', async () => {
    await openDashboard(page, '/dashboard/audit-log');
    await expect(page.getByRole('row').filter({ hasText: 'student.aadhaar-revealed' }).first()).toBeVisible();
    await expect(page.getByText(AADHAAR)).toHaveCount(0);
  });

  await test.step('Inline course change: display → edit → Save → display', async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    await row.getByRole('button', { name: `Change course for ${student.name}` }).click();
    await expect(row.getByLabel(`New course for ${student.name}`)).toBeFocused();
    await row.getByLabel(`New course for ${student.name}`).selectOption({ label: SECOND_COURSE });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Course changed successfully!' })).toBeVisible();
    await expect(row.getByText(SECOND_COURSE)).toBeVisible();
    await expect(row.getByRole('button', { name: `Change course for ${student.name}` })).toBeFocused();
  });

  await test.step('Accept: the actions give way to the decision, which the student sees in green', async () => {
    await row.getByRole('button', { name: `Accept application of ${student.name}` }).click();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Reject application/ })).toHaveCount(0);
  });

  await test.step('the student sees Accepted in green and has the e-mail', async () => {
    await student.page.goto('/applications');
    const applied = student.page.getByRole('row').filter({ hasText: SECOND_COURSE });
    await expect.poll(() => colourOf(applied.getByText('Accepted', { exact: true }))).toBe('green');
    const mail = await waitForMail(student.email, `Your application for ${SECOND_COURSE} has been accepted`);
    expect(mail.text).toContain(`Dear ${student.name},`);
    await student.close();
  });
});

test('a rejected application is red for the student and e-mailed; a search that finds nobody says so', async ({ page, browser, baseURL }) => {
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);

  const row = page.getByRole('row').filter({ hasText: student.name });
  await test.step('staff reject the application, with the overlay while it is on its way', async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    // Held back a moment, the decision shows the overlay of spec §2 while it is on its way.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dashboard/view-applications.data*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await row.getByRole('button', { name: `Reject application of ${student.name}` }).click();
    await expect(page.getByText('Please wait, Application status is being changed. Do not press back.')).toBeVisible();
    release();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page.getByText('Please wait, Application status is being changed. Do not press back.')).toBeHidden();
    await page.unrouteAll();
    await expect(row.getByRole('button', { name: /Accept application/ })).toHaveCount(0);
  });

  await test.step('the student sees Rejected in red and has the e-mail', async () => {
    await student.page.goto('/applications');
    await expect.poll(() => colourOf(student.page.getByRole('row').filter({ hasText: FIRST_COURSE }).getByText('Rejected', { exact: true }))).toBe('red');
    await waitForMail(student.email, `About your application for ${FIRST_COURSE}`);
    await student.close();
  });

  await test.step('Searching is done by the server, through the URL', async () => {
    await page.getByRole('searchbox', { name: 'Search applications by candidate name' }).fill(`${surname}zzz`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/name=.+zzz/);
    await expect(page.getByText('No Applications Available')).toBeVisible();
  });
});

test('View Applications needs a signed-in administrator', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/dashboard/view-applications');
  await expect(page).toHaveURL(/\/\?admin-login=1$/);
  await context.close();
});
