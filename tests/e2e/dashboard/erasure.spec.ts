import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { APPLICANT, applicant, uniqueSurname } from './applicant';
import { expect, openDashboard, test } from './content-fixtures';
import { browserDialogs } from './dashboard-helpers';

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

  await test.step('On a phone (390 px) the request is asked in a dialog: Cancel sends nothing, confirming sends it', async () => {
    await portal.setViewportSize({ width: 390, height: 844 });
    const seen = browserDialogs(portal);
    const ask = panel.getByRole('button', { name: 'Ask to erase my data' });
    const dialog = portal.getByRole('alertdialog', { name: 'Erase my data' });
    await ask.click();
    await expect(dialog).toHaveAccessibleDescription(
      'Ask the institute to erase your profile, documents and applications? Records of fees you paid are kept as tax law requires. ' +
        'You will be signed out when it is done.',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(portal);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(ask).toBeVisible();
    await ask.click();
    await dialog.getByRole('button', { name: 'Ask to erase my data' }).click();
    const sent = 'Your request to erase your data has been sent. The institute will act on it within 30 days.';
    await expect(portal.getByRole('alert').filter({ hasText: sent })).toBeVisible();
    await expect(portal.getByText(sent, { exact: true })).toHaveCount(1); // one notice: the toast
    await expect(dialog).toBeHidden();
    await expect(panel.getByText(/You asked us to erase your data on .+\. We will act on it within 30 days\./)).toBeVisible();
    expect(seen).toEqual([]);
    await expectNoAxeViolations(portal);
  });

  await test.step('staff erase the data from the dashboard (1366 px)', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
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
    const erased = "The student's data has been erased.";
    await expect(page.getByRole('alert').filter({ hasText: erased })).toBeVisible();
    await expect(page.getByText(erased, { exact: true })).toHaveCount(1); // one notice: the toast, not a status line too
    await expect(dialog).toBeHidden();
    // The row now belongs to an anonymised account: its name and e-mail are gone from the list.
    await expect(page.getByRole('row').filter({ hasText: student.email })).toHaveCount(0);
    await expect(page.getByText(/^Erased /).first()).toBeVisible();
  });

  await test.step("The erased account's session is gone; its application no longer shows to staff", async () => {
    await portal.goto('/user-profile');
    await expect(portal).toHaveURL('/?sign-in=1&next=%2Fuser-profile');
    await openDashboard(page, `/dashboard/view-applications?name=${surname}`);
    await expect(page.getByText('No Applications Available')).toBeVisible();
    await student.close();
  });
});
