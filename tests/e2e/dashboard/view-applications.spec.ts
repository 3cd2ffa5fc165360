import { expectNoAxeViolations } from '../axe';
import { colourOf } from '../colour';
import { waitForMail } from '../mailbox';
import type { Page } from '@playwright/test';
import { APPLICANT, applicant, uniqueSurname } from './applicant';
import { courseIdByTitle } from '../portal/portal-helpers';
import { expect, openDashboard, test } from './content-fixtures';
import { browserDialogs, saidOnce } from './dashboard-helpers';

// View Applications (spec §2, §4): a real student (signed in with the e-mailed code through the
// API) fills the admission form and applies; staff (the demo administrator of content-fixtures.ts)
// find the application, read the profile, change the course and decide; the student sees the
// decision and has the e-mail about it. The list's filters and paging, the decisions' e-mails and
// the audit of a reveal are server rules, proven on both engines in
// server/api/admin/applications.db.test.ts and app/routes/dashboard/view-applications.db.test.ts.

const { FIRST_COURSE, SECOND_COURSE } = APPLICANT;

test('staff find an application, read the profile, reveal the Aadhaar, change the course and accept; the student sees Accepted and has the e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000); // a long journey: a student signs in and applies, then seven steps of staff work
  await page.setViewportSize({ width: 1366, height: 768 });
  const seen = browserDialogs(page);
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

  await test.step('Staff mark the fees Paid by hand, with a reason shown beside the status; the student sees Paid too', async () => {
    await row.getByRole('button', { name: `Mark Paid (fees of ${student.name})` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark fees Paid' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid in cash at the office, receipt 1042');
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await saidOnce(page, 'Fee status updated!');
    await expect(dialog).toBeHidden();
    const fees = row.getByRole('cell').filter({ hasText: 'Course fee' });
    await expect(fees).toContainText('Paid (set by staff)');
    await expect(fees).toContainText('Reason: Paid in cash at the office, receipt 1042');
    await student.page.goto('/applications');
    const feesCell = student.page.getByRole('row').filter({ hasText: FIRST_COURSE }).getByRole('cell').nth(4);
    await expect(feesCell.getByText('Paid', { exact: true })).toBeVisible();
    await expect(feesCell).toContainText('Balance ₹0');
    await expect(feesCell.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
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

  await test.step('Inline course change: display → edit → Save → display', async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    await row.getByRole('button', { name: `Change course for ${student.name}` }).click();
    await expect(row.getByLabel(`New course for ${student.name}`)).toBeFocused();
    await row.getByLabel(`New course for ${student.name}`).selectOption({ label: SECOND_COURSE });
    await row.getByRole('button', { name: 'Save' }).click();
    await saidOnce(page, 'Course changed successfully!');
    await expect(row.getByText(SECOND_COURSE)).toBeVisible();
    await expect(row.getByRole('button', { name: `Change course for ${student.name}` })).toBeFocused();
  });

  await test.step('Accept, confirmed in its dialog: the actions give way to the decision', async () => {
    await row.getByRole('button', { name: `Accept application of ${student.name}` }).click();
    await page.getByRole('alertdialog', { name: 'Accept this application?' }).getByRole('button', { name: 'Accept and send e-mail' }).click();
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
  expect(seen).toEqual([]);
});

test('a rejected application shows the overlay while on its way and is red for the student; a search that finds nobody says so', async ({
  page,
  browser,
  baseURL,
}) => {
  const seen = browserDialogs(page);
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
    const dialog = page.getByRole('alertdialog', { name: 'Reject this application?' });
    await expect(dialog).toContainText(
      `An e-mail will go to ${student.name} (${student.email}) saying that the application for ${FIRST_COURSE} has been rejected.`,
    );
    await dialog.getByRole('button', { name: 'Reject and send e-mail' }).click();
    await expect(page.getByText('Please wait, Application status is being changed. Do not press back.')).toBeVisible();
    release();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page.getByText('Please wait, Application status is being changed. Do not press back.')).toBeHidden();
    await page.unrouteAll();
    await expect(row.getByRole('button', { name: /Accept application/ })).toHaveCount(0);
  });

  await test.step('the student sees Rejected in red', async () => {
    await student.page.goto('/applications');
    await expect.poll(() => colourOf(student.page.getByRole('row').filter({ hasText: FIRST_COURSE }).getByText('Rejected', { exact: true }))).toBe('red');
    await student.close();
  });
  expect(seen).toEqual([]);

  await test.step('Searching is done by the server, through the URL', async () => {
    await page.getByRole('searchbox', { name: 'Search applications by candidate name' }).fill(`${surname}zzz`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/name=.+zzz/);
    await expect(page.getByText('No Applications Available')).toBeVisible();
  });
});

/** Students enrolled by staff through the API (spec §7 create-user, apply-course-for-user), each applied to `courses`; their application ids. */
async function enrolledApplicants(page: Page, baseURL: string, surname: string, count: number, courses: string[]) {
  // Cookie-authenticated writes must carry our own Origin (docs/architecture.md).
  const headers = { origin: new URL(baseURL).origin };
  const courseIds = await Promise.all(courses.map((course) => courseIdByTitle(page, course)));
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const created = await page.request.post('/api/admin/create-user', {
      headers,
      data: {
        name: `Asha Vinod ${surname}`,
        email: `applicant-${n}-${surname.toLowerCase()}@example.org`,
        profile: { firstName: 'Asha', middleName: 'Vinod', lastName: surname, contactNumber: '9876543210', dob: '2004-02-29', address: 'Sitabuldi, Nagpur' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { user } = await created.json();
    for (const courseId of courseIds) {
      const applied = await page.request.post('/api/admin/apply-course-for-user', { headers, data: { userId: user._id, courseId } });
      expect(applied.status(), await applied.text()).toBe(201);
      ids.push((await applied.json()).applicationId);
    }
  }
  return ids;
}

test('View Applications at 1366 px: every column and the date; decisions have a safety catch; the status filter is kept in the URL', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000); // four staff calls to set up, then five steps with three accessibility scans
  await page.setViewportSize({ width: 1366, height: 768 });
  const seen = browserDialogs(page);
  const surname = uniqueSurname();
  // One student enrolled by staff, applied to two courses: the filter below leaves one of the two.
  await enrolledApplicants(page, baseURL!, surname, 1, [FIRST_COURSE, SECOND_COURSE]);
  const name = `Asha Vinod ${surname}`;
  const email = `applicant-0-${surname.toLowerCase()}@example.org`;
  const row = page.getByRole('row').filter({ hasText: name }).filter({ hasText: FIRST_COURSE });

  await test.step('every column header is inside the 1366 × 768 viewport, and the date of application is a long date', async () => {
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    await expect(page.getByText(`2 applications for “${surname}”`)).toBeVisible();
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText(['#', 'Candidate Name', 'Course Title', 'Date of Application', 'Profile', 'Resume', 'Fees', 'Action', 'Receipt']);
    for (const header of await headers.all()) {
      const box = (await header.boundingBox())!;
      expect(box.x, await header.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await header.innerText()).toBeLessThanOrEqual(1366);
      expect(box.y + box.height, await header.innerText()).toBeLessThanOrEqual(768);
    }
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(Date.now());
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText(today);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('10-view-applications-1366.png') });
  });

  await test.step('Mark Paid asks why; a blank reason is refused at the field and nothing changes', async () => {
    await row.getByRole('button', { name: `Mark Paid (fees of ${name})` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark fees Paid' });
    await expect(dialog).toHaveAccessibleDescription(`${name}, ${FIRST_COURSE}: ₹0 paid of ₹35,000.`);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('9-mark-paid-dialog.png') });
    await reason.fill('   ');
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Give the reason for marking the fees Paid\./);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const fees = row.getByRole('cell').filter({ hasText: 'Course fee' });
    await expect(fees).toContainText('StatusPending');
    await expect(fees).not.toContainText('set by staff');
  });

  await test.step('Accept names the student, the course and the e-mail; Cancel decides nothing', async () => {
    const accept = row.getByRole('button', { name: `Accept application of ${name}` });
    const dialog = page.getByRole('alertdialog', { name: 'Accept this application?' });
    await accept.click();
    await expect(dialog).toHaveAccessibleDescription(`${name} applied for ${FIRST_COURSE}.`);
    await expect(dialog).toContainText(`An e-mail will go to ${name} (${email}) saying that the application for ${FIRST_COURSE} has been accepted.`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('9-accept-dialog.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(accept).toBeFocused();
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    await expect(row.getByRole('button', { name: `Accept application of ${name}` })).toBeVisible();
  });

  await test.step('confirmed, the decision is made', async () => {
    await row.getByRole('button', { name: `Accept application of ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Accept this application?' }).getByRole('button', { name: 'Accept and send e-mail' }).click();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
  });

  await test.step('status Accepted, chosen in the form, goes into the URL and leaves the accepted application; a reload keeps it', async () => {
    await page.getByLabel('Status').selectOption('Accepted');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?name=${surname}&status=Accepted$`));
    await expect(page.getByText(`1 application for “${surname}”, status Accepted`)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('Accepted');
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'Show all' }).click();
    await expect(page).toHaveURL(/\/dashboard\/view-applications$/);
  });
  expect(seen).toEqual([]);
});
