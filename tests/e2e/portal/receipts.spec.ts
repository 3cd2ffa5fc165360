import { expectNoAxeViolations } from '../axe';
import { waitForMail } from '../mailbox';
import { APPLICANT, applicant, uniqueSurname } from '../dashboard/applicant';
import { expect, openDashboard, test } from '../dashboard/content-fixtures';
import { saidOnce } from '../dashboard/dashboard-helpers';
import { signInWithEmailCode, uniqueEmail } from './portal-helpers';

// Receipts (issue 10): a student pays through the simulated gateway's real API path (create-order,
// the TEST checkout's pay call, verify-payment), gets the receipt by e-mail, sees it on Applied
// Courses and downloads it; another student cannot; staff generate the fee statement of the
// Accepted application and then see 'Download Receipt'. The page of the test is staff's (the
// demo administrator of content-fixtures.ts); the students have their own browser contexts.

const RECEIPT_NUMBER = /NIHM\/\d{4}-\d{2}\/\d{6}/;

test('a paid student downloads the receipt from Applied Courses, another student gets 404, and staff generate the receipt of the Accepted application', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000); // a student signs in and applies, pays, a second student signs in, staff act
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);
  const origin = new URL(baseURL!).origin;
  let applicationId = '';
  let receiptUrl = '';

  await test.step('the student pays ₹5,000 through the simulated gateway and is told to check the e-mail, which carries the receipt', async () => {
    const list = (await (await student.page.request.get('/api/users/applications')).json()) as { applications: Array<{ _id: string }> };
    applicationId = list.applications[0]!._id;
    const created = await student.page.request.post('/api/users/create-order', { data: { amount: 5000, applicationId }, headers: { origin } });
    expect(created.status(), await created.text()).toBe(200);
    const { order } = (await created.json()) as { order: { id: string } };
    // The key id the TEST checkout is opened with (generated for this local site).
    const { key } = (await (await student.page.request.post('/simulated-gateway/try/order', { headers: { origin } })).json()) as { key: string };
    const paid = await student.page.request.post('/simulated-gateway/checkout/pay', { data: { key, order_id: order.id, outcome: 'success', method: 'upi' } });
    expect(paid.status(), await paid.text()).toBe(200);
    const verified = await student.page.request.post('/api/users/verify-payment', { data: await paid.json(), headers: { origin } });
    expect(await verified.json()).toEqual({ success: true, message: 'Payment successful! Please Check your email for Receipt' });
    const mail = await waitForMail(student.email, 'Payment received: receipt NIHM/');
    expect(mail.subject).toMatch(/^\[TEST\] Payment received: receipt NIHM\/\d{4}-\d{2}\/\d{6}$/);
    expect(mail.text).toContain('We have received your payment of ₹5,000.00 (Rupees Five Thousand Only) for Patient Care Assistant.');
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
    const answer = await student.page.request.get(receiptUrl);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['cache-control']).toBe('no-store');
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectNoAxeViolations(student.page);
    await student.page.screenshot({ path: testInfo.outputPath('receipts-applied-courses-1366.png') });
  });

  await test.step('on a phone the application card carries the same link', async () => {
    await student.page.setViewportSize({ width: 390, height: 844 });
    const card = student.page.getByRole('article', { name: APPLICANT.FIRST_COURSE });
    await expect(card.getByRole('link', { name: /^Download receipt NIHM\// })).toHaveAttribute('href', receiptUrl);
    await expectNoAxeViolations(student.page);
    await student.page.screenshot({ path: testInfo.outputPath('receipts-applied-courses-390.png') });
  });

  await test.step('another signed-in student gets 404 for that receipt', async () => {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const other = await context.newPage();
    await other.goto('/');
    await signInWithEmailCode(other, uniqueEmail('other-student'));
    const answer = await other.request.get(receiptUrl);
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toEqual({ success: false, message: 'Receipt not found.' });
    await context.close();
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
    const statement = await page.request.get((await download.getAttribute('href'))!);
    expect(statement.status()).toBe(200);
    expect(statement.headers()['content-type']).toBe('application/pdf');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('receipts-view-applications-1366.png') });
  });
  await student.close();
});
