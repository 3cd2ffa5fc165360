import { expect, test } from '@playwright/test';
import { pdfText } from '../../pdf-tools';
import { ACCOUNTS_FIXTURE_ADMIN } from '../../setup/e2e-fixture-ids';
import { expectNoAxeViolations } from '../axe';
import { waitForHydration } from '../hydration';
import { waitForMail } from '../mailbox';
import { APPLICANT, applicant, uniqueSurname } from './applicant';
import { openDashboard } from './content-fixtures';
import { saidOnce } from './dashboard-helpers';
import { payOnlineThroughApi } from '../portal/portal-helpers';

// A partial refund through the simulated gateway (issue 11): a student pays ₹5,000 online and asks
// for a refund on Applied Courses; the seeded accounts member of staff (the role that refunds, and
// inside the refund window needs no owner) refunds ₹1,500 of it from the Refunds page; the gateway
// processes it (refund.processed reaches our webhook as well as the API's answer: it is entered
// once), the balance rises by ₹1,500, the credit note opens as a PDF with its CN number, and the
// student gets it by e-mail and sees it beside the receipt.

const AADHAAR = '613579246808'; // this suite's own (Verhoeff-valid, used nowhere else)
const CREDIT_NOTE = /NIHM\/CN\/\d{4}-\d{2}\/\d{6}/;
const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));

test(
  'a student pays online, accounts refund part of it from the Refunds page, and the credit note and the higher balance reach the student',
  { tag: '@journey' },
  async ({ page, browser, baseURL }, testInfo) => {
    test.setTimeout(90_000); // a student signs in, applies and pays; staff refund; the student checks
    const surname = uniqueSurname();
    const student = await applicant(browser, baseURL!, surname, { aadhaar: AADHAAR });
    await student.page.setViewportSize({ width: 1366, height: 768 });
    const feesCell = () => student.page.getByRole('row').filter({ hasText: APPLICANT.FIRST_COURSE }).getByRole('cell').nth(4);
    let balanceBefore = 0;

    await test.step('the student pays ₹5,000 through the simulated gateway', async () => {
      await payOnlineThroughApi(student.page, 5000);
    });

    await test.step('on Applied Courses the student asks for a refund of ₹1,500, with a reason', async () => {
      await student.page.goto('/applications');
      await waitForHydration(student.page);
      await expect(feesCell()).toContainText('Fees Paid: ₹5,000');
      balanceBefore = rupees(/Balance (₹[\d,]+)/.exec((await feesCell().textContent())!)![1]!);
      await feesCell()
        .getByRole('button', { name: `Ask for a refund or withdrawal: ${APPLICANT.FIRST_COURSE}` })
        .click();
      const dialog = student.page.getByRole('alertdialog', { name: 'Ask for a refund or withdrawal' });
      await dialog.getByRole('radio', { name: 'a refund of fees paid' }).check();
      await dialog.getByRole('textbox', { name: 'Amount to refund (₹)' }).fill('1,500');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Hostel not available this term');
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await saidOnce(student.page, 'Your request has been sent to the accounts office. We will e-mail you when it is decided.');
      await expect(feesCell()).toContainText(/Refund requested on .+: waiting for the accounts office\./);
      await expectNoAxeViolations(student.page);
    });

    let creditNote = '';
    await test.step('accounts refund the ₹1,500 asked for, from the request on the Refunds page', async () => {
      const login = await page.request.post('/api/admin/login', { data: { email: ACCOUNTS_FIXTURE_ADMIN.email, password: ACCOUNTS_FIXTURE_ADMIN.password } });
      expect(login.status(), await login.text()).toBe(200);
      await page.setViewportSize({ width: 1366, height: 768 });
      await openDashboard(page, '/dashboard/refunds');
      await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
      const requests = page.getByRole('region', { name: 'Requests from students' });
      const row = requests.getByRole('row').filter({ hasText: student.name });
      await expect(row).toContainText('Hostel not available this term');
      await expect(row).toContainText('₹1,500.00');
      await row.getByRole('button', { name: new RegExp(`^Refund NIHM/\\d{4}-\\d{2}/\\d{6} of ${student.name}$`) }).click();
      const dialog = page.getByRole('alertdialog', { name: /^Refund NIHM\// });
      await expect(dialog).toContainText('₹5,000.00 paid, ₹5,000.00 left to refund. The money goes back through the payment gateway.');
      // The dialog starts from what the student asked for, not the whole payment.
      await expect(dialog.getByRole('textbox', { name: 'Amount to refund (₹)' })).toHaveValue('1,500');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Hostel fee part of the first payment');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('refund-dialog-1366.png') });
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await saidOnce(page, 'Refund processed. The credit note has been e-mailed to the student.');
      await expect(row).toHaveCount(0); // the request is answered
      const latest = page.getByRole('region', { name: 'Latest refunds' }).getByRole('row').filter({ hasText: student.name });
      await expect(latest).toContainText('₹1,500.00');
      await expect(latest).toContainText('Processed');
      const link = latest.getByRole('link', { name: /^Credit note NIHM\/CN\/.+ \(PDF\)$/ });
      creditNote = (await link.textContent())!;
      expect(creditNote).toMatch(CREDIT_NOTE);
      await expectNoAxeViolations(page);
    });

    await test.step('the credit note opens as a PDF with its CN number, the amount and the reason', async () => {
      const href = await page.getByRole('link', { name: `Credit note ${creditNote} (PDF)` }).getAttribute('href');
      const answer = await page.request.get(href!);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      const text = pdfText(await answer.body()).replace(/[ \t]+/g, ' ');
      for (const expected of ['Credit Note (TEST)', creditNote, '₹1,500.00', 'Hostel fee part of the first payment', student.name])
        expect(text).toContain(expected);
    });

    await test.step('the student gets the credit note by e-mail and sees it on Applied Courses, once, with the balance ₹1,500 higher', async () => {
      const mail = await waitForMail(student.email, `Refund made: credit note ${creditNote}`);
      expect(mail.text).toContain('We have refunded ₹1,500.00 (Rupees One Thousand Five Hundred Only) of your fees for Patient Care Assistant.');
      await student.page.reload();
      await waitForHydration(student.page);
      await expect(feesCell()).toContainText('Fees Paid: ₹3,500');
      const balanceAfter = rupees(/Balance (₹[\d,]+)/.exec((await feesCell().textContent())!)![1]!);
      expect(balanceAfter).toBe(balanceBefore + 1_500);
      const links = feesCell().getByRole('link', { name: /^Download credit note NIHM\/CN\// });
      await expect(links).toHaveCount(1); // the API's answer and the refund.processed webhook entered it once
      await expect(links).toHaveAccessibleName(
        new RegExp(`^Download credit note ${creditNote.replaceAll('/', '\\/')}, ₹1,500 refunded on .+, test refund \\(PDF\\)$`),
      );
      await expect(feesCell()).toContainText('Your refund request was answered with a refund: see its credit note.');
      const pdf = await student.page.request.get((await links.getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      await expectNoAxeViolations(student.page);
      await student.page.screenshot({ path: testInfo.outputPath('refund-applied-courses-1366.png') });
    });
    await student.close();
  },
);
