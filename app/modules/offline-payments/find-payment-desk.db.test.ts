import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { insertAcceptedReport, insertCancellation, insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { findDeskLedger } from './find-payment-desk.server';

// The Payments page's newest payments: each traceable (the student's number, how the money came
// with the gateway's ids, TEST money marked) and what became of it (cancelled, bounced).
describe('the newest ledger payments of the Payments page', () => {
  it('name how each payment came, with the gateway ids and the student number, mark TEST money, and tell cancelled from bounced', async () => {
    const { student, applicationId } = await studentWithApplication({ name: 'Manisha Dhote', feeRupees: 90_000 });
    const base = { application_id: applicationId, student_id: student.userId, kind: 'payment' as const };
    const at = Date.now() - 60_000;
    const online = { ...base, gateway: 'razorpay', method: 'upi', amount_paise: 500_000, receipt_number: 'NIHM/2026-27/000201' };
    const onlineId = await insertLedgerRow({ ...online, gateway_payment_id: 'pay_Desk0201', gateway_order_id: 'order_Desk0201', at });
    await insertIssuedDocument({ ...online, id: onlineId }, { test: false });
    const simulatedId = await insertLedgerRow({
      ...base,
      gateway: 'simulated',
      method: 'upi',
      amount_paise: 100_000,
      gateway_payment_id: 'pay_Sim0201',
      at: at + 1,
    });
    const reportedId = await insertLedgerRow({ ...base, method: 'upi', amount_paise: 200_000, reference: 'UTR0201', at: at + 2 });
    await insertAcceptedReport({ paymentId: reportedId, applicationId, studentId: student.userId, amountPaise: 200_000 });
    const slip = {
      ...base,
      method: 'cheque',
      amount_paise: 300_000,
      reference: '000201',
      reference_bank: 'Canara Bank',
      receipt_number: 'NIHM/2026-27/000202',
    };
    const cancelledId = await insertLedgerRow({ ...slip, at: at + 3 });
    await insertCancellation({ payment: { ...slip, id: cancelledId }, amountPaise: 300_000, at: at + 4 });
    const bouncedId = await insertLedgerRow({ ...slip, reference: '000202', receipt_number: 'NIHM/2026-27/000203', at: at + 5 });
    await insertLedgerRow({ ...base, kind: 'adjustment', amount_paise: -300_000, related_payment_id: bouncedId, note: 'Returned unpaid', at: at + 6 });
    const chequeId = await insertLedgerRow({ ...slip, reference: '000203', receipt_number: 'NIHM/2026-27/000204', at: at + 7 });

    const rows = await findDeskLedger();
    const studentNumber = (await db.selectFrom('users').select('student_number').where('id', '=', student.userId).executeTakeFirstOrThrow()).student_number;
    const row = (id: string) => rows.find((candidate) => candidate._id === id)!;
    expect(row(onlineId)).toMatchObject({
      studentNumber,
      methodLabel: 'Razorpay (UPI)',
      gatewayPaymentId: 'pay_Desk0201',
      gatewayOrderId: 'order_Desk0201',
      test: false,
      cancelled: false,
      bounced: false,
    });
    expect(row(simulatedId)).toMatchObject({ methodLabel: 'Simulated (UPI)', gatewayPaymentId: 'pay_Sim0201', test: true });
    expect(row(reportedId)).toMatchObject({ methodLabel: 'UPI, reported by the student', reference: 'UTR0201', test: false });
    // A cancelled cheque is not 'Bounced', and can no longer be marked bounced.
    expect(row(cancelledId)).toMatchObject({ methodLabel: 'Cheque', cancelled: true, bounced: false, bounceable: false });
    expect(row(bouncedId)).toMatchObject({ cancelled: false, bounced: true, bounceable: false });
    expect(row(chequeId)).toMatchObject({ cancelled: false, bounced: false, bounceable: true });
  });
});
