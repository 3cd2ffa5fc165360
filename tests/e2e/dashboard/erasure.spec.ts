import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { APPLICANT, applicant, uniqueSurname } from './applicant';
import { expect, openDashboard, test } from './content-fixtures';

// A student's data rights (DPDP Act 2023): on My Profile they download everything held about them
// and ask for erasure; staff (the demo administrator) erase it from the dashboard.

test('a student downloads their data and asks for erasure; staff erase it and the student is signed out', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000); // a long journey: a student signs in and applies, four accessibility scans, three steps
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);
  const portal = student.page;
  const panel = portal.getByRole('region', { name: 'Your data' });
  await test.step('the student downloads their data, with the Aadhaar masked', async () => {
    await portal.goto('/user-profile');
    await waitForHydration(portal);
    await portal.getByRole('tab', { name: 'My Profile' }).click();

    const [download] = await Promise.all([portal.waitForEvent('download'), panel.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ lastName: surname, aadharNumber: 'XXXX XXXX 0124' });
    expect(data.applications).toEqual([expect.objectContaining({ course: APPLICANT.FIRST_COURSE, status: 'Pending' })]);
    expect(JSON.stringify(data)).not.toContain(APPLICANT.AADHAAR);
  });

  await test.step('Dismissing the confirmation sends nothing; accepting it sends the request', async () => {
    portal.once('dialog', (dialog) => void dialog.dismiss());
    await panel.getByRole('button', { name: 'Ask to erase my data' }).click();
    await expect(panel.getByRole('button', { name: 'Ask to erase my data' })).toBeVisible();
    portal.once('dialog', (dialog) => void dialog.accept());
    await panel.getByRole('button', { name: 'Ask to erase my data' }).click();
    await expect(portal.getByRole('alert').filter({ hasText: 'Your request to erase your data has been sent.' })).toBeVisible();
    await expect(panel.getByText(/You asked us to erase your data on .+\. We will act on it within 30 days\./)).toBeVisible();
    await expectNoAxeViolations(portal);
  });

  await test.step('staff erase the data from the dashboard', async () => {
    await openDashboard(page, '/dashboard/erasure-requests');
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row.getByRole('rowheader')).toContainText(student.name);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Erase now (data of ${student.name})` }).click();
    // Asked in the page, not by the browser's confirm().
    const dialog = page.getByRole('alertdialog', { name: 'Erase student data' });
    await expect(dialog).toHaveAccessibleDescription("Erase this student's profile, documents and unpaid applications? This cannot be undone.");
    await expect(dialog).toContainText(student.email);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Erase now' }).click();
    await expect(page.getByRole('status').filter({ hasText: "The student's data has been erased." })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The row now belongs to an anonymised account: its name and e-mail are gone from the list.
    await expect(page.getByRole('row').filter({ hasText: student.email })).toHaveCount(0);
    await expect(page.getByText(/^Erased /).first()).toBeVisible();
  });

  await test.step("The erased account's session is gone; its application no longer shows to staff", async () => {
    await portal.goto('/user-profile');
    await expect(portal).toHaveURL('/?sign-in=1');
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    await expect(page.getByText('No Applications Available')).toBeVisible();
    await student.close();
  });
});
