import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findOutbox } from '~/modules/mail/find-outbox.server';
import { countReportsToVerify } from '~/modules/offline-payments/find-payment-reports.server';
import { dateInputValue } from '~/utils/dates';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, form, send, smallPng } from '../../../tests/admin-api-requests';
import { studentWithApplication, type Student } from '../../../tests/payments/loopback-gateway';
import { pdfText } from '../../../tests/pdf-tools';
import { fileViewerFor } from '../../files/document-viewer';
import { paymentProofFiles } from '../../files/payment-proofs.routes';
import { api } from '../api';

// A student's 'I have paid by UPI / bank transfer' and accounts' To-verify queue (issue 11), through
// the real API, files route and database: report, list, open the screenshot, accept or reject once.
const files = new Hono().route('/files', paymentProofFiles({ resolveViewer: fileViewerFor('fees') }));
let token = '';
let adminId = '';
let admissionsToken = '';
beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Queue Accountant', role: 'accounts' }));
  ({ token: admissionsToken } = await signedInAdmin({ role: 'admissions' }));
});

const today = () => dateInputValue(Date.now());
const uniqueUtr = () => `UTR${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function report(student: Student, fields: Record<string, string | undefined>, screenshot: 'png' | 'none' = 'png') {
  const body = form({ ...fields, screenshot: screenshot === 'png' ? await smallPng() : undefined });
  return api.request('/users/report-payment', { method: 'POST', body, headers: student.headers });
}
async function reported(feeRupees = 10_000, amount = '2500') {
  const application = await studentWithApplication({ feeRupees, status: 'Accepted' });
  const utr = uniqueUtr();
  const res = await report(application.student, { applicationId: application.applicationId, amount, utr, paidOn: today() });
  expect(res.status, await res.clone().text()).toBe(201);
  const { reportId } = await res.json();
  return { ...application, utr, reportId: reportId as string };
}
const queue = async (status = 'pending') =>
  (await (await send(`/admin/payments?status=${status}`, { token })).json()).payments as Array<Record<string, unknown>>;
const decide = (json: Record<string, unknown>) => send('/admin/verify-reported-payment', { token, json });
const ledger = (applicationId: string) =>
  db
    .selectFrom('payments')
    .select(['method', 'amount_paise', 'reference', 'note', 'receipt_number', 'created_by'])
    .where('application_id', '=', applicationId)
    .execute();
const mailsTo = (email: string) => db.selectFrom('mail_jobs').select(['subject']).where('recipient', '=', email).orderBy('created_at').execute();

describe('POST /users/report-payment and the To-verify queue', () => {
  it('puts the report in the queue with the student, course, balance and a screenshot only accounts and the student can open', async () => {
    const { student, applicationId, courseTitle, utr, reportId } = await reported(10_000, '2,500.50');
    const entry = (await queue()).find((row) => row._id === reportId);
    expect(entry).toMatchObject({
      applicationId,
      student: { email: student.email },
      course: courseTitle,
      method: 'upi',
      amount: 2_500.5,
      paidOn: today(),
      utr,
      status: 'pending',
      balance: 10_000,
      flag: null,
      screenshotUrl: `/files/payment-proofs/${reportId}`,
    });
    expect(await ledger(applicationId)).toEqual([]);

    const asAccounts = await files.request(`/files/payment-proofs/${reportId}`, { headers: { token } });
    expect(asAccounts.status).toBe(200);
    expect(asAccounts.headers.get('content-type')).toBe('image/png');
    expect((await files.request(`/files/payment-proofs/${reportId}`, { headers: student.headers })).status).toBe(200);
    expect((await files.request(`/files/payment-proofs/${reportId}`, { headers: { token: admissionsToken } })).status).toBe(403);
    const other = await studentWithApplication();
    expect((await files.request(`/files/payment-proofs/${reportId}`, { headers: other.student.headers })).status).toBe(404);
  });

  it('refuses a report without a screenshot, on someone else’s application, over the balance, or with a UTR already in the ledger', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const fields = { applicationId, amount: '1000', utr: uniqueUtr(), paidOn: today() };
    await expectFailure(await report(student, fields, 'none'), 400, 'Attach a screenshot of the payment or the bank receipt (image or PDF).');
    await expectFailure(await report(student, { ...fields, utr: ' ' }), 400, 'Enter the UTR (transaction reference) of your payment.');
    await expectFailure(await report(student, { ...fields, amount: '6000' }), 400, 'The amount is more than the balance due (₹5,000.00).');
    const stranger = await studentWithApplication();
    await expectFailure(await report(stranger.student, fields), 404, 'Invalid application ID');

    const desk = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const recorded = await (
      await send('/admin/record-payment', {
        token,
        json: { applicationId: desk.applicationId, amount: 1_000, method: 'bank-transfer', reference: fields.utr, paidOn: today() },
      })
    ).json();
    // The student is not told on which receipt (whose payment) the UTR is: staff are (below).
    const refused = await expectFailure(
      await report(student, fields),
      409,
      `UTR ${fields.utr} is already recorded as a payment to the institute. ` +
        'If you made it, its receipt has been e-mailed to you; if not, check the UTR you typed.',
    );
    expect(refused.message).not.toContain(recorded.payment.receiptNumber);
    expect(await db.selectFrom('payment_reports').select('id').where('application_id', '=', applicationId).execute()).toEqual([]);
  });

  it('accept writes the ledger payment with its receipt and e-mail, once', async () => {
    const waitingBefore = await countReportsToVerify();
    const { student, applicationId, utr, reportId } = await reported(10_000, '2500');
    // The side menu's count beside Payments: one more while it waits, one less once decided.
    expect(await countReportsToVerify()).toBe(waitingBefore + 1);
    const res = await decide({ id: reportId, decision: 'accept' });
    expect(await countReportsToVerify()).toBe(waitingBefore);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, payment: { receiptUrl: expect.stringMatching(/^\/files\/receipts\//) } });
    expect(await ledger(applicationId)).toEqual([
      { method: 'upi', amount_paise: 2_500_00, reference: utr, note: null, receipt_number: body.payment.receiptNumber, created_by: `admin:${adminId}` },
    ]);
    expect((await mailsTo(student.email)).map((mail) => mail.subject)).toEqual([
      'We have received your payment report',
      `Payment received: receipt ${body.payment.receiptNumber}`,
    ]);
    expect((await queue()).some((row) => row._id === reportId)).toBe(false);
    expect((await queue('accepted')).find((row) => row._id === reportId)).toMatchObject({ status: 'accepted', balance: 7_500 });
    // The receipt says how the money came: the student's transfer, not cash at the office.
    const issued = await db.selectFrom('receipts').select('pdf_base64').where('receipt_number', '=', body.payment.receiptNumber).executeTakeFirstOrThrow();
    const printed = pdfText(Buffer.from(issued.pdf_base64, 'base64'));
    expect(printed).toContain('UPI, reported by the student');
    expect(printed).not.toContain('At the institute office');

    await expectFailure(await decide({ id: reportId, decision: 'reject', reason: 'Changed my mind' }), 409, 'This report has already been decided.');
    expect(await ledger(applicationId)).toHaveLength(1);
  });

  it('accepting another amount than reported records the confirmed amount and flags it in the ledger and the queue', async () => {
    const { applicationId, reportId } = await reported(10_000, '5000');
    expect((await decide({ id: reportId, decision: 'accept', amount: '4,500' })).status).toBe(200);
    expect(await ledger(applicationId)).toEqual([expect.objectContaining({ amount_paise: 4_500_00, note: 'Reported ₹5,000.00, confirmed ₹4,500.00' })]);
    expect((await queue('accepted')).find((row) => row._id === reportId)).toMatchObject({ amount: 5_000, flag: 'Reported ₹5,000.00, confirmed ₹4,500.00' });
  });

  it('reject needs a reason, e-mails it to the student and writes nothing to the ledger', async () => {
    const { student, applicationId, reportId } = await reported();
    await expectFailure(await decide({ id: reportId, decision: 'reject' }), 400, 'Give the reason for rejecting the report; it is e-mailed to the student.');
    expect((await decide({ id: reportId, decision: 'reject', reason: 'No such credit in our bank statement' })).status).toBe(200);
    expect((await mailsTo(student.email)).map((mail) => mail.subject)).toEqual(['We have received your payment report', 'We could not confirm your payment']);
    const sent = (await findOutbox({ limit: 500 })).find((mail) => mail.to.some((to) => to.address === student.email));
    expect(sent?.text).toContain('Reason: No such credit in our bank statement');
    expect(await ledger(applicationId)).toEqual([]);
    expect((await queue('rejected')).find((row) => row._id === reportId)).toMatchObject({ reason: 'No such credit in our bank statement' });
    const audit = await db.selectFrom('audit_log').select('action').where('entity_id', '=', applicationId).execute();
    expect(audit).toEqual([{ action: 'application.reject-reported-payment' }]);
  });

  it('the rejection reaches a student who chose Marathi in Marathi, the reason as accounts wrote it (issue 22)', async () => {
    const { student, reportId, utr, courseTitle } = await reported();
    await db.updateTable('users').set({ language: 'mr' }).where('id', '=', student.userId).execute();
    expect((await decide({ id: reportId, decision: 'reject', reason: 'No such credit in our bank statement' })).status).toBe(200);
    const subject = 'तुमच्या भरण्याची खात्री आम्ही करू शकलो नाही';
    expect((await mailsTo(student.email)).map((mail) => mail.subject)).toEqual(['We have received your payment report', subject]);
    const text = (await findOutbox({ limit: 500 })).find((mail) => mail.subject === subject && mail.to.some((to) => to.address === student.email))?.text;
    expect(text).toContain(`${courseTitle} साठी तुम्ही कळवलेल्या ₹2,500.00 (UTR ${utr}) च्या भरण्याची खात्री आम्ही करू शकलो नाही.`);
    expect(text).toContain('कारण: No such credit in our bank statement');
    expect(text).toContain('/mr/applications');
  });

  it('of two staff accepting at once, one records the payment and the other is told it is decided', async () => {
    const { applicationId, reportId } = await reported();
    const answers = await Promise.all([decide({ id: reportId, decision: 'accept' }), decide({ id: reportId, decision: 'accept' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await ledger(applicationId)).toHaveLength(1);
  });

  it('a report whose UTR reached the ledger after it was sent is refused on accept, naming the receipt, and stays in the queue', async () => {
    const { applicationId, utr, reportId } = await reported();
    const desk = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const recorded = await (
      await send('/admin/record-payment', {
        token,
        json: { applicationId: desk.applicationId, amount: 1_000, method: 'upi', reference: utr, paidOn: today() },
      })
    ).json();
    await expectFailure(
      await decide({ id: reportId, decision: 'accept' }),
      409,
      `UTR ${utr} is already in the ledger on receipt ${recorded.payment.receiptNumber}.`,
    );
    expect(await ledger(applicationId)).toEqual([]);
    expect((await queue()).some((row) => row._id === reportId)).toBe(true);
  });
});
