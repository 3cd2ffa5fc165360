import { expectNoAxeViolations } from '../axe';
import { waitForMail } from '../mailbox';
import { FAILED_MAIL_FIXTURE } from '../../setup/e2e-fixture-ids';
import { expect, openDashboard, test } from './content-fixtures';
import { saidOnce } from './dashboard-helpers';

// Staff (the demo administrator) find an e-mail the mail queue gave up on (decision 022: the
// fixture's mail server refused every attempt for a day) and send it again once mail works.

test('staff see an e-mail that was not sent, with why, and Retry now sends it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const row = page.getByRole('row').filter({ hasText: FAILED_MAIL_FIXTURE.to });

  await test.step('E-mails Not Sent lists the recipient, subject, attempts and last error', async () => {
    await openDashboard(page, '/dashboard/manage-courses');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'E-mails Not Sent' }).click();
    await expect(page).toHaveTitle('Dashboard – E-mails not sent');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails not sent' })).toBeVisible();
    await expect(row.getByRole('rowheader')).toHaveText(FAILED_MAIL_FIXTURE.to);
    await expect(row.getByRole('cell').nth(0)).toHaveText(FAILED_MAIL_FIXTURE.subject);
    await expect(row.getByRole('cell').nth(1)).toHaveText('8'); // every attempt of MAIL_MAX_ATTEMPTS
    await expect(row.getByRole('cell').nth(2)).toHaveText(FAILED_MAIL_FIXTURE.lastError);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('mail-queue-failed-1366.png'), fullPage: true });
  });

  await test.step('Retry now sends it through the mail server and it leaves the list', async () => {
    await row.getByRole('button', { name: `Retry now (e-mail to ${FAILED_MAIL_FIXTURE.to})` }).click();
    await saidOnce(page, 'E-mail sent.');
    await expect(row).toHaveCount(0);
    const mail = await waitForMail(FAILED_MAIL_FIXTURE.to, FAILED_MAIL_FIXTURE.subject);
    expect(mail.text).toContain('Dear student');
    await expect(page.getByText('All e-mails were sent.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the retry is in the audit log', async () => {
    await openDashboard(page, '/dashboard/audit-log');
    const entry = page.getByRole('cell').filter({ hasText: 'asked for a failed e-mail to be sent again' }).first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('mail.retry');
  });
});
