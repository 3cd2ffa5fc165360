import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findOutbox } from '~/modules/mail/find-outbox.server';
import { NOTHING_LEFT_TO_REFUND } from '~/modules/refunds/refunds.schemas';
import { dateInputValue } from '~/utils/dates';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';

// A cheque or demand draft the bank returned (issue 11), through the real API on a real database:
// one reversal row, never an edit; the balance reopens; the student is told; once only.
let token = '';
let adminId = '';
beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Bounce Accountant', role: 'accounts' }));
});

const record = async (applicationId: string, method: string, amount = 4_000) => {
  const res = await send('/admin/record-payment', {
    token,
    json: {
      applicationId,
      amount,
      method,
      reference: `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      bank: 'Bank of Maharashtra',
      paidOn: dateInputValue(Date.now()),
      confirmRepeat: true, // several payments of one amount a day here, each meant
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { payment: { _id: string; receiptNumber: string } }).payment;
};
const bounce = (json: Record<string, unknown>) => send('/admin/mark-payment-bounced', { token, json });
const ledger = (applicationId: string) =>
  db
    .selectFrom('payments')
    .select(['id', 'kind', 'amount_paise', 'related_payment_id', 'note', 'created_by'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);

describe('POST /admin/mark-payment-bounced', () => {
  it('adds one reversal row naming the cheque, reopens the balance, e-mails the student and audits it', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const cheque = await record(applicationId, 'cheque');
    const res = await bounce({ paymentId: cheque._id, reason: 'Insufficient funds' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Marked bounced. The amount is back in the balance and the student has been e-mailed.' });

    const rows = await ledger(applicationId);
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { kind: 'payment', amount_paise: 4_000_00, related_payment_id: null, note: null, created_by: `admin:${adminId}` },
      { kind: 'adjustment', amount_paise: -4_000_00, related_payment_id: cheque._id, note: 'Insufficient funds', created_by: `admin:${adminId}` },
    ]);
    expect(await paidTotal(applicationId)).toBe(0);
    const mails = await db.selectFrom('mail_jobs').select('subject').where('recipient', '=', student.email).orderBy('created_at').execute();
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment received: receipt ${cheque.receiptNumber}`, 'Your cheque was returned unpaid']);
    const audit = await db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'application.payment-bounced')
      .where('entity_id', '=', applicationId)
      .execute();
    expect(audit.map((entry) => JSON.parse(String(entry.after)))).toEqual([{ reversed: -4_000, reason: 'Insufficient funds' }]);
  });

  it('tells a student who chose Hindi in Hindi, and one who did not in English (issue 22)', async () => {
    // The second e-mail to the student (the first is the receipt), as sent: the development outbox keeps its words.
    const mailOf = async (email: string) => {
      const { subject } = (await db.selectFrom('mail_jobs').select('subject').where('recipient', '=', email).orderBy('created_at').execute())[1]!;
      const text = (await findOutbox({ limit: 500 })).find((mail) => mail.subject === subject && mail.to.some((to) => to.address === email))?.text;
      return { subject, text_body: text };
    };
    const hindi = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    await db.updateTable('users').set({ language: 'hi' }).where('id', '=', hindi.student.userId).execute();
    const english = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    for (const { applicationId } of [hindi, english]) {
      const draft = await record(applicationId, 'demand-draft');
      expect((await bounce({ paymentId: draft._id, reason: 'Stale draft' })).status).toBe(200);
    }
    const inHindi = await mailOf(hindi.student.email);
    expect(inHindi.subject).toBe('आपका डिमांड ड्राफ़्ट बिना भुगतान के लौट आया');
    expect(inHindi.text_body).toMatch(
      new RegExp(`${hindi.courseTitle} के लिए ₹4,000.00 का आपका डिमांड ड्राफ़्ट \\d+ \\(Bank of Maharashtra, रसीद \\S+\\) बैंक ने बिना भुगतान के लौटा दिया है`),
    );
    expect(inHindi.text_body).toContain('कारण: Stale draft');
    expect(inHindi.text_body).toContain('/hi/applications');
    const inEnglish = await mailOf(english.student.email);
    expect(inEnglish.subject).toBe('Your demand draft was returned unpaid');
    expect(inEnglish.text_body).toMatch(
      /Your demand draft \d+ of Bank of Maharashtra for ₹4,000\.00 \(receipt \S+\) for Course \S+ was returned unpaid by the bank\./,
    );
    expect(inEnglish.text_body).toMatch(
      /The amount is due again\. Please pay it at the institute office or online under Applied Courses: https?:\/\/\S+\/applications\n/,
    );
  });

  it('reverses a payment once, even when two staff mark it at the same moment', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const draft = await record(applicationId, 'demand-draft');
    const answers = await Promise.all([bounce({ paymentId: draft._id, reason: 'Stopped' }), bounce({ paymentId: draft._id, reason: 'Stopped' })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    await expectFailure(await bounce({ paymentId: draft._id, reason: 'Again' }), 409, 'This payment is already marked bounced.');
    expect((await ledger(applicationId)).filter((row) => row.kind === 'adjustment')).toHaveLength(1);
    expect(await paidTotal(applicationId)).toBe(0);
  });

  it('takes a refund and a bounce of one cheque at the same moment in turn: one of them, never both', async () => {
    // Before both locked the application first, the bounce read the refunds unlocked: on PostgreSQL
    // both succeeded in 4 of 6 runs and the fees paid went below zero. Raced several times over.
    for (let round = 0; round < 6; round++) {
      const { applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
      const cheque = await record(applicationId, 'cheque');
      const [refund, bounced] = await Promise.all([
        send('/admin/refund-payment', { token, json: { paymentId: cheque._id, amount: 4_000, reason: 'Withdrew', method: 'cash' } }),
        bounce({ paymentId: cheque._id, reason: 'Insufficient funds' }),
      ]);
      // Whichever came second is refused for what the first did.
      if (refund.status === 200) await expectFailure(bounced, 409, 'This payment has been refunded, so it cannot be marked bounced.');
      else await expectFailure(refund, 400, NOTHING_LEFT_TO_REFUND);
      expect(bounced.status === 200 || refund.status === 200, `round ${round}`).toBe(true);
      const reversals = (await ledger(applicationId)).filter((row) => row.related_payment_id === cheque._id);
      expect(reversals.map((row) => Number(row.amount_paise))).toEqual([-4_000_00]);
      expect(await paidTotal(applicationId)).toBe(0);
    }
  });

  it('refuses cash or UPI payments, refunded ones, unknown ones and a missing reason, changing nothing', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 20_000, status: 'Accepted' });
    const cash = await record(applicationId, 'cash');
    await expectFailure(await bounce({ paymentId: cash._id, reason: 'x' }), 400, 'Only a cheque or demand-draft payment can be marked bounced.');
    const cheque = await record(applicationId, 'cheque');
    await expectFailure(await bounce({ paymentId: cheque._id, reason: '  ' }), 400, 'Give the reason the bank returned it (for example: insufficient funds).');
    await expectFailure(await bounce({ paymentId: 'no-such-payment', reason: 'x' }), 404, 'Payment not found.');
    // A refund of part of the cheque (as the refunds path writes it): the cheque cleared, it cannot bounce now.
    await db
      .insertInto('payments')
      .values({
        id: newId(),
        application_id: applicationId,
        student_id: student.userId,
        kind: 'refund',
        source: 'staff',
        gateway: null,
        method: 'bank-transfer',
        amount_paise: -1_000_00,
        currency: 'INR',
        gateway_order_id: null,
        gateway_payment_id: null,
        gateway_refund_id: null,
        status: 'processed',
        receipt_number: null,
        note: 'Part refund',
        created_by: `admin:${adminId}`,
        created_at: Date.now(),
        reference: null,
        reference_bank: null,
        paid_on: null,
        related_payment_id: cheque._id,
      })
      .execute();
    await expectFailure(await bounce({ paymentId: cheque._id, reason: 'Returned' }), 409, 'This payment has been refunded, so it cannot be marked bounced.');
    expect((await ledger(applicationId)).filter((row) => row.kind === 'adjustment')).toEqual([]);
  });
});
