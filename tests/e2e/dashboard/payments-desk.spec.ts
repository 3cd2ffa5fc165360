import { pdfText } from '../../pdf-tools';
import { expectNoAxeViolations } from '../axe';
import { waitForMail } from '../mailbox';
import { APPLICANT, applicant, uniqueSurname } from './applicant';
import { expect, openDashboard, pngFile, test } from './content-fixtures';
import { saidOnce } from './dashboard-helpers';
import { ACCOUNTS_FIXTURE_ADMIN } from '../../setup/e2e-fixture-ids';

// Payments outside the gateway (issue 11), on the dashboard's Payments page as the staff who take
// money use it, and on the student's Applied Courses. Each test has its own student (own browser
// context) applying to a seeded course, so nothing here touches another suite's data. The desk is
// the seeded member of staff with the accounts role (decision 029), not an owner.
test.beforeEach(async ({ page }) => {
  const login = await page.request.post('/api/admin/login', { data: { email: ACCOUNTS_FIXTURE_ADMIN.email, password: ACCOUNTS_FIXTURE_ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
});
test.use({ viewport: { width: 1366, height: 768 } });
test.describe.configure({ timeout: 120_000 });

const RECEIPT = /NIHM\/\d{4}-\d{2}\/\d{6}/;
const uniqueUtr = () => `UTR${Date.now()}${process.pid}`;

test(
  'the desk records a cash payment and opens its receipt; a UTR already in the ledger is refused naming its receipt',
  { tag: '@journey' },
  async ({ page, browser, baseURL }, testInfo) => {
    const surname = uniqueSurname();
    const student = await applicant(browser, baseURL!, surname);
    const list = (await (await student.page.request.get('/api/users/applications')).json()) as { applications: Array<{ _id: string }> };
    const applicationId = list.applications[0]!._id;
    await student.close();
    const form = page.getByRole('form', { name: /^Record a payment for / });
    let receiptNumber = '';

    await test.step('find the student by name and record ₹2,000 in cash', async () => {
      await openDashboard(page, `/dashboard/payments?q=${surname}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      await page.getByRole('button', { name: `Record a payment for Meera Sunil ${surname}, ${APPLICANT.FIRST_COURSE}` }).click();
      // It opens in view at 1366×768, ready to type the amount (issue 21).
      await expect(form).toBeInViewport({ ratio: 1 });
      await expect(form.getByRole('textbox', { name: 'Amount received (₹)' })).toBeFocused();
      await form.getByRole('textbox', { name: 'Amount received (₹)' }).fill('2000');
      await expect(form.getByRole('combobox', { name: 'Paid by' })).toHaveValue('cash');
      await form.getByRole('button', { name: 'Record payment' }).click();
      const recorded = form.getByText(/^Recorded on receipt/);
      await expect(recorded).toBeVisible();
      receiptNumber = (await recorded.getByRole('link').textContent())!;
      expect(receiptNumber).toMatch(RECEIPT);
      await saidOnce(page, `Payment recorded. The receipt has been e-mailed to the student. Receipt ${receiptNumber}.`);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('desk-cash-recorded.png') });
    });

    await test.step('the receipt opens as the PDF with its number, and the student has it by e-mail', async () => {
      const href = (await form.getByRole('link', { name: receiptNumber }).getAttribute('href'))!;
      const answer = await page.request.get(href);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(pdfText(await answer.body())).toContain(receiptNumber);
      const mail = await waitForMail(student.email, `Payment received: receipt ${receiptNumber}`);
      expect(mail.text).toContain('We have received your payment of ₹2,000.00');
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Newest ledger payments' }).getByRole('link', { name: `Download receipt ${receiptNumber} (PDF)` }),
      ).toBeVisible();
    });

    await test.step('a UPI payment whose UTR is already in the ledger is refused at the UTR, naming that receipt', async () => {
      const utr = uniqueUtr();
      const origin = new URL(baseURL!).origin;
      const first = await page.request.post('/api/admin/record-payment', {
        data: { applicationId, amount: 1_000, method: 'upi', reference: utr, paidOn: new Date().toISOString().slice(0, 10) },
        headers: { origin },
      });
      expect(first.status(), await first.text()).toBe(200);
      const { payment } = (await first.json()) as { payment: { receiptNumber: string } };

      await openDashboard(page, `/dashboard/payments?q=${surname}`);
      await page.getByRole('button', { name: `Record a payment for Meera Sunil ${surname}, ${APPLICANT.FIRST_COURSE}` }).click();
      await form.getByRole('textbox', { name: 'Amount received (₹)' }).fill('500');
      await form.getByRole('combobox', { name: 'Paid by' }).selectOption('upi');
      const reference = form.getByRole('textbox', { name: 'UTR' });
      await reference.fill(` ${utr.toLowerCase()} `);
      await form.getByRole('button', { name: 'Record payment' }).click();
      const refusal = `UTR ${utr.toLowerCase()} is already in the ledger on receipt ${payment.receiptNumber}.`;
      await expect(reference).toHaveAttribute('aria-invalid', 'true');
      await expect(reference).toHaveAccessibleDescription(refusal);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('desk-duplicate-utr.png') });
    });

    await test.step('a cheque the bank returned is marked bounced with the reason, and the ledger shows it bounced', async () => {
      const cheque = await page.request.post('/api/admin/record-payment', {
        data: {
          applicationId,
          amount: 700,
          method: 'cheque',
          reference: `${Date.now()}`,
          bank: 'Canara Bank',
          paidOn: new Date().toISOString().slice(0, 10),
        },
        headers: { origin: new URL(baseURL!).origin },
      });
      const { payment } = (await cheque.json()) as { payment: { receiptNumber: string } };
      await openDashboard(page, '/dashboard/payments');
      const row = page.getByRole('region', { name: 'Newest ledger payments' }).getByRole('row').filter({ hasText: payment.receiptNumber });
      await row.getByRole('button', { name: `Mark bounced (receipt ${payment.receiptNumber})` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Mark bounced' });
      await dialog.getByRole('textbox', { name: 'Reason the bank gave' }).fill('Insufficient funds');
      await dialog.getByRole('button', { name: 'Mark bounced' }).click();
      await saidOnce(page, 'Marked bounced. The amount is back in the balance and the student has been e-mailed.');
      await expect(row.getByText('Bounced', { exact: true })).toBeVisible();
      await waitForMail(student.email, 'Your cheque was returned unpaid');
    });

    await test.step('₹2,000 in cash again that day is asked about first; confirmed, it is recorded once and the form empties', async () => {
      await openDashboard(page, `/dashboard/payments?q=${surname}`);
      await page.getByRole('button', { name: `Record a payment for Meera Sunil ${surname}, ${APPLICANT.FIRST_COURSE}` }).click();
      const amount = form.getByRole('textbox', { name: 'Amount received (₹)' });
      await amount.fill('2,000');
      await form.getByRole('button', { name: 'Record payment' }).click();
      const confirm = form.getByRole('checkbox', {
        name: /was already recorded for this application that day \(receipt .+\)\..*Yes, this is a second payment\./,
      });
      await expect(confirm).toBeVisible();
      await confirm.check();
      await form.getByRole('button', { name: 'Record payment' }).click();
      const recorded = form.getByText(/^Recorded on receipt/);
      await expect(recorded).toBeVisible();
      receiptNumber = (await recorded.getByRole('link').textContent())!;
      await expect(amount).toHaveValue('');
    });

    await test.step('that receipt, issued in error, is cancelled with the reason: it reads Cancelled and the student is told', async () => {
      await openDashboard(page, '/dashboard/payments');
      const row = page.getByRole('region', { name: 'Newest ledger payments' }).getByRole('row').filter({ hasText: receiptNumber });
      await row.getByRole('button', { name: `Cancel receipt ${receiptNumber}` }).click();
      const dialog = page.getByRole('alertdialog', { name: `Cancel receipt ${receiptNumber}` });
      await dialog.getByRole('textbox', { name: 'Why it was issued in error' }).fill('Recorded twice');
      await dialog.getByRole('button', { name: 'Cancel receipt' }).click();
      await saidOnce(page, 'Receipt cancelled. The student has been e-mailed.');
      await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
      await waitForMail(student.email, `Receipt ${receiptNumber} cancelled`);
    });
  },
);

test('a student reports a UPI payment with a screenshot, accounts accept it, and the receipt appears on Applied Courses', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const surname = uniqueSurname();
  const student = await applicant(browser, baseURL!, surname);
  await student.page.setViewportSize({ width: 1366, height: 768 });
  const utr = uniqueUtr();
  const fees = student.page.getByRole('row').filter({ hasText: APPLICANT.FIRST_COURSE }).getByRole('cell').nth(4);

  await test.step('the student reports ₹1,500 paid by UPI, with the UTR and a screenshot', async () => {
    await student.page.goto('/applications');
    await fees.getByText('I have paid by UPI or bank transfer').click();
    const report = fees.getByRole('form', { name: `Report a payment for ${APPLICANT.FIRST_COURSE}` });
    await report.getByRole('textbox', { name: 'Amount paid (₹)' }).fill('1500');
    await report.getByLabel('Date paid').fill(new Date().toISOString().slice(0, 10));
    await report.getByRole('textbox', { name: 'UTR (transaction reference)' }).fill(utr);
    await report.getByLabel('Screenshot or bank receipt (image or PDF)').setInputFiles(await pngFile('upi.png', [20, 140, 90]));
    await report.getByRole('button', { name: 'Send for verification' }).click();
    await saidOnce(student.page, 'Thank you. The accounts office will check your payment and e-mail you the receipt.');
    // Not in the fees paid until accounts accept it, but said under the fees.
    await expect(fees).toContainText('₹1,500 awaiting verification');
    await expectNoAxeViolations(student.page);
    await student.page.screenshot({ path: testInfo.outputPath('report-sent.png') });
  });

  await test.step('accounts see it in To verify, open the screenshot and accept it', async () => {
    await openDashboard(page, '/dashboard/payments');
    // The side menu says there is work waiting (other suites' reports may wait too: at least this one).
    const menuEntry = page.getByRole('navigation').getByRole('link', { name: /^Payments \d+ to verify$/ });
    await expect(menuEntry).toBeVisible();
    expect(Number(/\d+/.exec((await menuEntry.textContent())!)![0])).toBeGreaterThanOrEqual(1);
    const row = page.getByRole('region', { name: 'Reported payments to verify' }).getByRole('row').filter({ hasText: utr });
    await expect(row).toContainText(`Meera Sunil ${surname}`);
    await expect(row).toContainText('₹1,500');
    const screenshot = await page.request.get((await row.getByRole('link', { name: /^Open/ }).getAttribute('href'))!);
    expect(screenshot.headers()['content-type']).toBe('image/png');
    await row.getByRole('button', { name: /^Accept/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Accept reported payment' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Accept and send receipt' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.Toastify').getByRole('alert')).toContainText(
      /^Payment accepted\. The receipt has been e-mailed to the student\. Receipt NIHM\//,
    );
    await expect(row).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('report-accepted.png') });
  });

  await test.step('the student sees the receipt under the fees on Applied Courses', async () => {
    await student.page.reload();
    await expect(fees.getByRole('link', { name: /^Download receipt NIHM\/\d{4}-\d{2}\/\d{6}, ₹1,500 paid on / })).toBeVisible();
    await expect(fees).not.toContainText('awaiting verification');
    await student.close();
  });
});
