import { expectNoAxeViolations } from '../axe';
import { APPLICANT, applicant, uniqueSurname } from '../dashboard/applicant';
import { expect, openDashboard, test } from '../dashboard/content-fixtures';
import { saidOnce } from '../dashboard/dashboard-helpers';
import { payOnlineThroughApi } from './portal-helpers';

// Receipts (issue 10): a student pays through the simulated gateway's real API path (create-order,
// the TEST checkout's pay call, verify-payment), sees the receipt on Applied Courses and downloads
// it; staff generate the fee statement of the Accepted application and then see 'Download Receipt'.
// The page of the test is staff's (the demo administrator of content-fixtures.ts); the student has
// their own browser context. The e-mailed receipt, the file's answers (no-store, 404 to another
// student) and the statement's PDF are server/api/payments/receipts.db.test.ts's and
// server/api/admin/receipts.db.test.ts's.

const RECEIPT_NUMBER = /NIHM\/\d{4}-\d{2}\/\d{6}/;

test('a paid student downloads the receipt from Applied Courses, and staff generate the receipt of the Accepted application', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000); // a student signs in and applies, pays, staff act
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);
  const origin = new URL(baseURL!).origin;
  let applicationId = '';
  let receiptUrl = '';

  await test.step('the student pays ₹5,000 through the simulated gateway', async () => {
    applicationId = await payOnlineThroughApi(student.page, 5000);
  });

  await test.step('Applied Courses lists the receipt under the fees; it downloads as the PDF', async () => {
    await student.page.setViewportSize({ width: 1366, height: 768 });
    await student.page.goto('/applications');
    const fees = student.page.getByRole('row').filter({ hasText: APPLICANT.FIRST_COURSE }).getByRole('cell').nth(4);
    const link = fees.getByRole('link', { name: /^Download receipt NIHM\/\d{4}-\d{2}\/\d{6}, ₹5,000 paid on .+, test payment \(PDF\)$/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveText(RECEIPT_NUMBER);
    receiptUrl = (await link.getAttribute('href'))!;
    expect(receiptUrl).toMatch(/^\/files\/receipts\//);
    const download = student.page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/^Receipt-NIHM-\d{4}-\d{2}-\d{6}\.pdf$/);
    await expectNoAxeViolations(student.page);
    await student.page.screenshot({ path: testInfo.outputPath('receipts-applied-courses-1366.png') });
  });

  await test.step('on a phone the application card carries the same link', async () => {
    await student.page.setViewportSize({ width: 390, height: 844 });
    const card = student.page.getByRole('article', { name: APPLICANT.FIRST_COURSE });
    await expect(card.getByRole('link', { name: /^Download receipt NIHM\// })).toHaveAttribute('href', receiptUrl);
    // The cards are scanned in applications.spec.ts, the receipt's link in the table above.
    await student.page.screenshot({ path: testInfo.outputPath('receipts-applied-courses-390.png') });
  });

  await test.step('staff accept the application, Generate Receipt, and after the reload see Download Receipt', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const accepted = await page.request.post('/api/admin/change-application-status', { data: { id: applicationId, status: 'Accepted' }, headers: { origin } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await openDashboard(page, `/dashboard/view-applications?name=${surname.toLowerCase()}`);
    const row = page.getByRole('row').filter({ hasText: student.name });
    await row.getByRole('button', { name: `Generate Receipt for ${student.name}` }).click();
    await saidOnce(page, 'Receipt generated successfully!');
    const download = row.getByRole('link', { name: `Download Receipt of ${student.name} (PDF)` });
    await expect(download).toBeVisible();
    await expect(row.getByRole('button', { name: /^Generate Receipt/ })).toHaveCount(0);
    await expect(download).toHaveAttribute('href', /^\/files\/receipts\/[\w-]+$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('receipts-view-applications-1366.png') });
  });
  await student.close();
});
