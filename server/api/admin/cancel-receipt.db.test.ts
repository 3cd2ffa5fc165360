import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { dateInputValue } from '~/utils/dates';
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
