import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { dateInputValue } from '~/utils/dates';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// Accounts record money paid outside the gateway (issue 11) through the real API on a real
// database: the ledger row, its numbered receipt and e-mail, the paid total, the audit entry, and
// every refusal changing nothing.
let token = '';
let adminId = '';
beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Desk Accountant', role: 'accounts' }));
});

const recordPayment = (json: Record<string, unknown>) => send('/admin/record-payment', { token, json });
const today = () => dateInputValue(Date.now());
// A reference no other test (or run against the same database) has used.
const unique = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const ledger = (applicationId: string) =>
  db
    .selectFrom('payments')
    .select(['kind', 'source', 'method', 'amount_paise', 'reference', 'reference_bank', 'paid_on', 'receipt_number', 'created_by'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
const paidTotal = async (applicationId: string) =>
  Number((await db.selectFrom('applications').select('fees_paid_paise').where('id', '=', applicationId).executeTakeFirstOrThrow()).fees_paid_paise);

describe('POST /admin/record-payment', () => {
  it('writes one staff payment with a numbered receipt, e-mails it, moves the paid total and audits it', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 20_000, status: 'Accepted' });
    const res = await recordPayment({ applicationId, amount: 5_000, method: 'cash', paidOn: today() });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, payment: { _id: expect.any(String), receiptUrl: expect.stringMatching(/^\/files\/receipts\//) } });

    const [row] = await ledger(applicationId);
    expect(row).toEqual({
      kind: 'payment',
      source: 'staff',
      method: 'cash',
      amount_paise: 5_000_00,
      reference: null,
      reference_bank: null,
      paid_on: today(),
      receipt_number: expect.stringMatching(/^NIHM\/\d{4}-\d{2}\/\d{6}$/),
      created_by: `admin:${adminId}`,
    });
    expect(body.payment.receiptNumber).toBe(row?.receipt_number);
    expect(await paidTotal(applicationId)).toBe(5_000_00);

    const receipt = await db
      .selectFrom('receipts')
      .select(['id', 'receipt_number', 'byte_size'])
      .where('payment_id', '=', body.payment._id)
      .executeTakeFirstOrThrow();
    expect(body.payment.receiptUrl).toBe(`/files/receipts/${receipt.id}`);
    expect(receipt.receipt_number).toBe(row?.receipt_number);
    const mail = await db.selectFrom('mail_jobs').select(['subject']).where('recipient', '=', student.email).execute();
    expect(mail).toEqual([{ subject: `Payment received: receipt ${row?.receipt_number}` }]);

    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'after'])
      .where('action', '=', 'application.record-payment')
      .where('entity_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(adminId);
    expect(JSON.parse(String(audit.after))).toMatchObject({ amount: 5_000, method: 'cash', receiptNumber: row?.receipt_number, balance: 15_000 });
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const valid = { applicationId, amount: 1_000, method: 'upi', reference: unique('UTR'), paidOn: today() };
    await expectFailure(await recordPayment({ ...valid, reference: '   ' }), 400, 'Enter the UTR, cheque or demand-draft number.');
    await expectFailure(await recordPayment({ ...valid, method: 'cheque', bank: '' }), 400, 'Enter the bank the cheque or demand draft is drawn on.');
    await expectFailure(await recordPayment({ ...valid, method: 'card' }), 400, /Choose how the student paid/);
    for (const amount of [0, 100.555, -5, '1,0000', 'five hundred', null])
      await expectFailure(
        await recordPayment({ ...valid, amount }),
        400,
        'Enter the amount in rupees, above 0 with at most 2 decimals (for example 1500 or 1,500.50).',
      );
    await expectFailure(await recordPayment({ ...valid, amount: 10_000.01 }), 400, 'The amount is more than the balance due (₹10,000.00).');
    await expectFailure(await recordPayment({ ...valid, paidOn: '2026-02-30' }), 400, 'Enter the day the student paid (yyyy-mm-dd).');
    await expectFailure(await recordPayment({ ...valid, paidOn: dateInputValue(Date.now() + 2 * 86_400_000) }), 400, 'The day paid cannot be in the future.');
    await expectFailure(await recordPayment({ ...valid, applicationId: 'no-such-application' }), 404);
    expect(await ledger(applicationId)).toEqual([]);
    expect(await paidTotal(applicationId)).toBe(0);

    const rejected = await studentWithApplication({ feeRupees: 10_000, status: 'Rejected' });
    await expectFailure(
      await recordPayment({ ...valid, applicationId: rejected.applicationId }),
      400,
      'This application was rejected, so its fees cannot be paid.',
    );
  });

  it('takes payments up to the balance, then refuses more', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 3_000, status: 'Accepted' });
    expect((await recordPayment({ applicationId, amount: '₹3,000', method: 'cash', paidOn: today() })).status).toBe(200);
    await expectFailure(await recordPayment({ applicationId, amount: 1, method: 'cash', paidOn: today() }), 400, 'The fees for this course are already paid.');
  });

  it('refuses a UTR already in the ledger, however it is spaced or cased, naming its receipt, and uses no receipt number', async () => {
    const first = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const second = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const utr = unique('utr');
    const recorded = await (await recordPayment({ applicationId: first.applicationId, amount: 2_000, method: 'upi', reference: utr, paidOn: today() })).json();

    const spaced = ` ${utr.toUpperCase().slice(0, 6)} ${utr.toUpperCase().slice(6)} `;
    await expectFailure(
      await recordPayment({ applicationId: second.applicationId, amount: 2_000, method: 'bank-transfer', reference: spaced, paidOn: today() }),
      409,
      `UTR ${spaced.trim()} is already in the ledger on receipt ${recorded.payment.receiptNumber}.`,
    );
    expect(await ledger(second.applicationId)).toEqual([]);

    // The refusal rolled back before a number was used: the next receipt follows the first.
    const next = await (await recordPayment({ applicationId: second.applicationId, amount: 1, method: 'cash', paidOn: today() })).json();
    const serial = (number: string) => Number(number.split('/').at(-1));
    expect(serial(next.payment.receiptNumber)).toBeGreaterThan(serial(recorded.payment.receiptNumber));
  });

  it('refuses a cheque number twice at the same bank, and takes the same number from another bank', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 50_000, status: 'Accepted' });
    const number = unique('');
    const cheque = { applicationId, amount: 1_000, method: 'cheque', reference: number, bank: 'State Bank of India', paidOn: today() };
    const first = await (await recordPayment(cheque)).json();
    expect(first.success).toBe(true);
    await expectFailure(
      await recordPayment({ ...cheque, bank: 'state bank of  india' }),
      409,
      `Cheque ${number} of state bank of  india is already in the ledger on receipt ${first.payment.receiptNumber}.`,
    );
    // Another payment of the same amount that day: staff confirm it is not the first one again.
    expect((await recordPayment({ ...cheque, bank: 'Canara Bank', confirmRepeat: true })).status).toBe(200);
    // A demand draft is another series: the same number from the same bank is not the cheque.
    expect((await recordPayment({ ...cheque, method: 'demand-draft', confirmRepeat: true })).status).toBe(200);
    expect((await ledger(applicationId)).map((row) => [row.method, row.reference_bank])).toEqual([
      ['cheque', 'State Bank of India'],
      ['cheque', 'Canara Bank'],
      ['demand-draft', 'State Bank of India'],
    ]);
    expect(await paidTotal(applicationId)).toBe(3_000_00);
  });

  it('of two desks recording the same UTR at once, one records it and the other is told where it is', async () => {
    const first = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const second = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const utr = unique('RACE');
    const answers = await Promise.all(
      [first, second].map((application) =>
        recordPayment({ applicationId: application.applicationId, amount: 1_000, method: 'upi', reference: utr, paidOn: today() }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await db.selectFrom('payments').select('id').where('reference', '=', utr).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('a second click is not a second receipt', () => {
  const keyed = (json: Record<string, unknown>, key: string) =>
    api.request('/admin/record-payment', {
      method: 'POST',
      headers: { token, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(json),
    });

  it('answers a repeated submission key with the payment it recorded, writing nothing more — also when both arrive at once', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 20_000, status: 'Accepted' });
    const form = { applicationId, amount: 2_000, method: 'cash', paidOn: today(), submissionKey: unique('form-') };
    const first = await recordPayment(form);
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await recordPayment(form);
    expect(again.status).toBe(200);
    expect((await again.json()).payment).toEqual((await first.json()).payment);

    const key = unique('api-key-');
    const racing = await Promise.all([
      keyed({ applicationId, amount: 3_000, method: 'cash', paidOn: today() }, key),
      keyed({ applicationId, amount: 3_000, method: 'cash', paidOn: today() }, key),
    ]);
    expect(racing.map((res) => res.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(racing.map((res) => res.json()))) as Array<{ payment: { receiptNumber: string } }>;
    expect(a!.payment.receiptNumber).toBe(b!.payment.receiptNumber);

    expect((await ledger(applicationId)).map((row) => Number(row.amount_paise))).toEqual([2_000_00, 3_000_00]);
    expect(await paidTotal(applicationId)).toBe(5_000_00);
    await expectFailure(
      await keyed({ applicationId, amount: 1, method: 'cash', paidOn: today() }, 'short'),
      400,
      'The Idempotency-Key header is 10 to 64 letters, digits, - or _.',
    );
  });

  it('asks before a payment of the same amount for the same application that day, and records it once confirmed', async () => {
    const { applicationId } = await studentWithApplication({ feeRupees: 20_000, status: 'Accepted' });
    const first = await (await recordPayment({ applicationId, amount: 1_500, method: 'cash', paidOn: today() })).json();
    await expectFailure(
      await recordPayment({ applicationId, amount: '1,500', method: 'upi', reference: unique('UTR'), paidOn: today() }),
      409,
      `A payment of ₹1,500.00 was already recorded for this application that day (receipt ${first.payment.receiptNumber}). ` +
        'If this is a second payment, confirm and record it again.',
    );
    expect(await paidTotal(applicationId)).toBe(1_500_00);
    // Another amount, or another day, is not a repeat.
    expect((await recordPayment({ applicationId, amount: 1_000, method: 'cash', paidOn: today() })).status).toBe(200);
    const confirmed = await recordPayment({ applicationId, amount: 1_500, method: 'cash', paidOn: today(), confirmRepeat: true });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(await paidTotal(applicationId)).toBe(4_000_00);
  });
});
