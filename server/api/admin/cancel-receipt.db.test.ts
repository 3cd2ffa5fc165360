import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findOutbox } from '~/modules/mail/find-outbox.server';
import { dateInputValue, formatLongDate } from '~/utils/dates';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { payThroughCheckout, postJson, studentWithApplication, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';
import { pdfText } from '../../../tests/pdf-tools';
import { fileViewerFor } from '../../files/document-viewer';
import { receiptFiles } from '../../files/receipts.routes';

// An office receipt issued in error is cancelled (issue 20), through the real API: one reversing
// row, never an edit; the receipt keeps its number and reads CANCELLED; its UTR is free again;
// the student is told; not a refund — no credit note; once only.
const gateway = useLoopbackGateway();
const files = new Hono().route('/files', receiptFiles({ resolveViewer: fileViewerFor('fees') }));
let token = '';
let adminId = '';
beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Cancel Accountant', role: 'accounts' }));
});

const record = async (applicationId: string, fields: Record<string, unknown> = {}) => {
  const res = await send('/admin/record-payment', {
    token,
    json: { applicationId, amount: 4_000, method: 'cash', paidOn: dateInputValue(Date.now()), confirmRepeat: true, ...fields },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { payment: { _id: string; receiptNumber: string; receiptUrl: string } }).payment;
};
const cancel = (json: Record<string, unknown>) => send('/admin/cancel-receipt', { token, json });
const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);

describe('POST /admin/cancel-receipt', () => {
  it('reverses the payment in one row, stamps the receipt CANCELLED under its number, frees its UTR, e-mails the student and audits it', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const utr = `UTR${Date.now()}`;
    const wrong = await record(applicationId, { method: 'upi', reference: utr });
    const res = await cancel({ paymentId: wrong._id, reason: 'Recorded on the wrong application' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Receipt cancelled. The student has been e-mailed.' });

    const ledger = await db
      .selectFrom('payments')
      .select(['kind', 'status', 'amount_paise', 'related_payment_id', 'note', 'receipt_number', 'created_by'])
      .where('application_id', '=', applicationId)
      .orderBy('created_at')
      .orderBy('kind', 'desc')
      .execute();
    expect(ledger.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([
      {
        kind: 'payment',
        status: 'paid',
        amount_paise: 4_000_00,
        related_payment_id: null,
        note: null,
        receipt_number: wrong.receiptNumber,
        created_by: `admin:${adminId}`,
      },
      {
        kind: 'adjustment',
        status: 'cancelled',
        amount_paise: -4_000_00,
        related_payment_id: wrong._id,
        note: 'Recorded on the wrong application',
        receipt_number: null,
        created_by: `admin:${adminId}`,
      },
    ]);
    expect(await paidTotal(applicationId)).toBe(0);
    // Not a refund: no credit note was made.
    expect(await db.selectFrom('receipts').select('kind').where('application_id', '=', applicationId).execute()).toEqual([{ kind: 'payment' }]);

    const pdf = await files.request(wrong.receiptUrl, { headers: { token } });
    expect(pdf.status).toBe(200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()), { raw: true });
    expect(text).toContain('CANCELLED');
    expect(text).toContain(wrong.receiptNumber);
    expect(text).toMatch(/Cancelled on \d{1,2} \w+ \d{4}: issued in error/);

    // The same UTR can now be recorded where it belongs.
    const other = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    await record(other.applicationId, { method: 'upi', reference: utr });

    const mails = await db.selectFrom('mail_jobs').select('subject').where('recipient', '=', student.email).orderBy('created_at').execute();
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment received: receipt ${wrong.receiptNumber}`, `Receipt ${wrong.receiptNumber} cancelled`]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'payment.receipt-cancel')
      .where('entity_id', '=', applicationId)
      .execute();
    expect(audit.map((entry) => [JSON.parse(String(entry.before)).receiptNumber, JSON.parse(String(entry.after))])).toEqual([
      [wrong.receiptNumber, { reversed: -4_000, reason: 'Recorded on the wrong application' }],
    ]);
  });

  it('tells a student who chose Marathi in Marathi, and one who did not in English (issue 22)', async () => {
    // The second e-mail to the student (the first is the receipt), as sent: the development outbox keeps its words.
    const mailOf = async (email: string) => {
      const { subject } = (await db.selectFrom('mail_jobs').select('subject').where('recipient', '=', email).orderBy('created_at').execute())[1]!;
      const text = (await findOutbox({ limit: 500 })).find((mail) => mail.subject === subject && mail.to.some((to) => to.address === email))?.text;
      return { subject, text_body: text };
    };
    const marathi = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    await db.updateTable('users').set({ language: 'mr' }).where('id', '=', marathi.student.userId).execute();
    const english = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const numbers: string[] = [];
    for (const { applicationId } of [marathi, english]) {
      const wrong = await record(applicationId);
      numbers.push(wrong.receiptNumber);
      expect((await cancel({ paymentId: wrong._id, reason: 'Entered twice' })).status).toBe(200);
    }
    const inMarathi = await mailOf(marathi.student.email);
    expect(inMarathi.subject).toBe(`पावती ${numbers[0]} रद्द केली`);
    expect(inMarathi.text_body).toContain(`₹4,000.00 (${marathi.courseTitle}) ची पावती ${numbers[0]} चुकून दिली गेली होती, ती रद्द केली आहे.`);
    expect(inMarathi.text_body).toContain('आताची थकबाकी: ₹10,000.00.');
    expect(inMarathi.text_body).toMatch(/अर्ज केलेले अभ्यासक्रम: https?:\/\/\S+\/mr\/applications\n/);
    const inEnglish = await mailOf(english.student.email);
    expect(inEnglish.subject).toBe(`Receipt ${numbers[1]} cancelled`);
    expect(inEnglish.text_body).toContain(`Receipt ${numbers[1]} for ₹4,000.00 (${english.courseTitle}) was issued in error and has been cancelled.`);
    expect(inEnglish.text_body).toContain('No money has moved: this corrects our records. The receipt keeps its number and now reads CANCELLED.');
    expect(inEnglish.text_body).toContain('Balance due now: ₹10,000.00.');
  });

  it('stamps a Marathi receipt रद्द with its note in Marathi, and an English one CANCELLED in English: the language it was printed in (issue 22)', async () => {
    const marathi = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    await db.updateTable('users').set({ language: 'mr' }).where('id', '=', marathi.student.userId).execute();
    const english = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const stamped: string[] = [];
    for (const { applicationId } of [marathi, english]) {
      const wrong = await record(applicationId);
      expect((await cancel({ paymentId: wrong._id, reason: 'Entered twice' })).status).toBe(200);
      const pdf = await files.request(wrong.receiptUrl, { headers: { token } });
      expect(pdf.status).toBe(200);
      stamped.push(pdfText(Buffer.from(await pdf.arrayBuffer()), { raw: true }).replace(/\s+/g, ' '));
    }
    const stored = await db
      .selectFrom('receipts')
      .select(['application_id', 'language'])
      .where('application_id', 'in', [marathi.applicationId, english.applicationId])
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.application_id, row.language]))).toEqual({
      [marathi.applicationId]: 'mr',
      [english.applicationId]: 'en',
    });
    const today = (locale: 'en' | 'mr') => formatLongDate(Date.now(), locale);
    expect(stamped[0]).toContain('रद्द');
    expect(stamped[0]).toContain(`${today('mr')} रोजी रद्द केली: ही चुकून दिली गेली होती. या पावतीवर कोणतीही रक्कम मिळाल्याचे दाखवले जात नाही.`);
    expect(stamped[0]).not.toContain('CANCELLED');
    expect(stamped[0]).not.toContain('issued in error');
    expect(stamped[1]).toContain('CANCELLED');
    expect(stamped[1]).toContain(`Cancelled on ${today('en')}: issued in error. No money is shown as received on this receipt.`);
  });

  it('cancels once, even when two staff cancel at the same moment', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const twice = await record(applicationId);
    const answers = await Promise.all([cancel({ paymentId: twice._id, reason: 'Twice' }), cancel({ paymentId: twice._id, reason: 'Twice' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    await expectFailure(await cancel({ paymentId: twice._id, reason: 'Again' }), 409, 'This receipt is already cancelled.');
    expect(await paidTotal(applicationId)).toBe(0);
    // Nor is a cancelled cheque's receipt marked bounced afterwards: it is undone once.
    const cheque = await record(applicationId, { method: 'cheque', reference: `${Date.now()}`, bank: 'Bank of Baroda' });
    expect((await cancel({ paymentId: cheque._id, reason: 'Wrong student' })).status).toBe(200);
    await expectFailure(
      await send('/admin/mark-payment-bounced', { token, json: { paymentId: cheque._id, reason: 'Returned' } }),
      409,
      'This receipt is already cancelled.',
    );
  });

  it('refuses a gateway payment (refunded instead), a bounced or refunded one, an unknown one and a missing reason, changing nothing', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 20_000, status: 'Accepted' });
    const paid = await payThroughCheckout(gateway.url(), student, applicationId, 1_000);
    expect((await postJson('/users/verify-payment', paid, student.headers)).status).toBe(200);
    const online = await db.selectFrom('payments').select('id').where('gateway_payment_id', '=', paid.razorpay_payment_id).executeTakeFirstOrThrow();
    await expectFailure(await cancel({ paymentId: online.id, reason: 'x' }), 400, 'A payment made through the gateway cannot be cancelled: refund it instead.');

    const cheque = await record(applicationId, { method: 'cheque', reference: `${Date.now()}`, bank: 'Bank of India' });
    expect((await send('/admin/mark-payment-bounced', { token, json: { paymentId: cheque._id, reason: 'Returned' } })).status).toBe(200);
    await expectFailure(await cancel({ paymentId: cheque._id, reason: 'x' }), 409, 'This payment is marked bounced, so its receipt cannot be cancelled.');

    const cash = await record(applicationId);
    expect((await send('/admin/refund-payment', { token, json: { paymentId: cash._id, amount: 500, reason: 'Part', method: 'cash' } })).status).toBe(200);
    await expectFailure(await cancel({ paymentId: cash._id, reason: 'x' }), 409, 'This payment has been refunded, so its receipt cannot be cancelled.');

    await expectFailure(await cancel({ paymentId: 'no-such-payment', reason: 'x' }), 404, 'Payment not found.');
    const fresh = await record(applicationId);
    await expectFailure(
      await cancel({ paymentId: fresh._id, reason: '  ' }),
      400,
      'Give the reason the receipt was issued in error; it is printed on the receipt and e-mailed to the student.',
    );
    expect(await db.selectFrom('payments').select('id').where('application_id', '=', applicationId).where('status', '=', 'cancelled').execute()).toEqual([]);
  });
});
