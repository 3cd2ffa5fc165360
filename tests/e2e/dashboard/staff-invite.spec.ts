import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { expect, test } from './content-fixtures';
import { DEMO_ADMIN } from '../../factories';
import { saidOnce, STRONG_PASSWORD, tinyPng, uniqueEmail } from './dashboard-helpers';

// Issue 11: an owner invites a member of staff as Accounts; the invitation really arrives by
// e-mail (SMTP on loopback); the invitee joins through its link and sees only what Accounts may
// use; once the owner disables them, their open page's next request is refused.
test.describe.configure({ timeout: 90_000 }); // three password hashes and two browser contexts on a busy machine

test('an owner invites an accounts clerk, who joins through the link, sees only accounts pages, and is shut out once disabled', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('clerk');
  const name = 'Anil Wankhede';
  // The owner is the demo administrator of content-fixtures.ts (sign-ups are rate-limited per client, and every suite shares one).

  await test.step('the owner invites them as Accounts from the Staff page', async () => {
    await page.goto('/dashboard/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('accounts');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await saidOnce(page, `Invitation sent to ${email}.`);
    await expect(page.getByLabel('E-mail')).toHaveValue('');
    const invitation = page.getByRole('table', { name: 'Open invitations' }).getByRole('row').filter({ hasText: email });
    await expect(invitation).toContainText('Accounts');
    await expect(invitation).toContainText(DEMO_ADMIN.name);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('staff-page.png'), fullPage: true });
  });

  const mail = await waitForMail(email, 'You are invited to the staff of');
  const link = mail.text.match(/https?:\/\/\S+(\/dashboard\/accept-invite\/[\w-]+)/)?.[1];
  expect(link, mail.text).toBeTruthy();

  const clerkContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const clerk = await clerkContext.newPage();
  try {
    await test.step('the invitee opens the link and sets name, photo and password', async () => {
      await clerk.goto(link!);
      await expect(clerk.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
      await waitForHydration(clerk);
      await expect(clerk.getByText(email)).toBeVisible();
      await expectNoAxeViolations(clerk);
      await clerk.getByLabel('Name').fill(name);
      await clerk.getByLabel('Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: tinyPng() });
      await clerk.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await clerk.getByLabel('Confirm password').fill(STRONG_PASSWORD);
      await clerk.getByRole('button', { name: 'Join the staff' }).click();
      await expect(clerk).toHaveURL(/\/dashboard\/finance$/); // accounts start on the Finance overview
      await expect(clerk.getByText(`Welcome, ${name}`)).toBeVisible();
    });

    await test.step('they see only the accounts side menu, and a course page is refused', async () => {
      const menu = clerk.getByRole('navigation', { name: 'Dashboard' });
      await expect(menu.getByRole('link', { name: 'View Applications' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'E-mails Not Sent' })).toBeVisible();
      for (const hidden of ['Staff', 'Add Course', 'Manage Courses', 'News And Events', 'Audit Log']) {
        await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
      }
      const refused = await clerk.goto('/dashboard/manage-courses');
      expect(refused?.status()).toBe(403);
      await expect(clerk.getByRole('heading', { name: 'Not part of your role' })).toBeVisible();
      await expect(clerk.getByText('Your role (Accounts) does not include courses and their fees.', { exact: false })).toBeVisible();
      await clerk.goto('/dashboard/view-applications');
      await waitForHydration(clerk);
    });

    await test.step('the link works only once', async () => {
      const again = await clerkContext.newPage();
      await again.goto(link!);
      await expect(again.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
      await again.close();
    });

    const row = page.getByRole('table', { name: 'Staff members' }).getByRole('row').filter({ hasText: email });
    await test.step('the owner changes their role, and their next page load carries it', async () => {
      await page.reload();
      await waitForHydration(page);
      await row.getByLabel(`Role of ${name}`).selectOption('admissions');
      await row.getByRole('button', { name: `Change role of ${name}` }).click();
      await saidOnce(page, `${name} is now Admissions.`);
      await clerk.reload();
      await expect(clerk.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Enroll Students' })).toBeVisible();
      await waitForHydration(clerk);
    });

    await test.step('the owner disables them, and the open page of theirs is refused at its next request', async () => {
      await expect(row).toContainText('Can sign in');
      await row.getByRole('button', { name: `Disable ${name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Disable staff account' });
      await expect(dialog).toContainText('will be signed out at once');
      await dialog.getByRole('button', { name: 'Disable' }).click();
      await saidOnce(page, `${name} is disabled: they are signed out and cannot sign in.`);
      await expect(row).toContainText('Disabled');
      await expect(row.getByRole('button', { name: `Enable ${name}` })).toBeVisible();

      await clerk.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'E-mails Not Sent' }).click();
      await expect(clerk).toHaveURL('/?admin-login=1&next=%2Fdashboard%2Fmail-queue');
      await expect(clerk.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
    });
  } finally {
    await clerkContext.close();
  }
});

test('an owner revokes an invitation sent to the wrong address: it leaves the list and its link stops working', async ({ page, browser }) => {
  const email = uniqueEmail('wrong');
  await page.goto('/dashboard/staff');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('content');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await saidOnce(page, `Invitation sent to ${email}.`);
  const link = (await waitForMail(email, 'You are invited to the staff of')).text.match(/https?:\/\/\S+(\/dashboard\/accept-invite\/[\w-]+)/)![1]!;

  const invitation = page.getByRole('table', { name: 'Open invitations' }).getByRole('row').filter({ hasText: email });
  await invitation.getByRole('button', { name: `Revoke the invitation of ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the invitation' });
  await expect(dialog).toContainText(`${email} was invited as Content.`);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await saidOnce(page, 'Invitation revoked. Its link no longer works.');
  await expect(invitation).toHaveCount(0);

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
  } finally {
    await stranger.close();
  }
});
