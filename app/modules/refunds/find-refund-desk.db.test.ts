import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { insertCancellation, insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { findRefundDesk, REFUND_DESK_PAGE_SIZE } from './find-refund-desk.server';

// The Refunds page's work lists are paged (issue 11): every open request and every application
// due a refund can be reached, a page at a time, none twice, in a stable order.

const REJECTED_WITH_MONEY = 45;
const OPEN_REQUESTS = 25;

/** 45 applications Rejected after paying (refund due), the first 25 with a student's open request. */
async function seedDesk() {
  const { student } = await studentWithApplication({ feeRupees: 10_000 });
  const start = Date.now() - 1_000_000;
  const applicationIds: string[] = [];
  for (let index = 0; index < REJECTED_WITH_MONEY; index++) {
    const at = start + index * 1_000;
    const courseId = await insertCourse(db, { title: `Course ${index}`, fees_paise: 10_000_00, now: at });
    const applicationId = await insertApplication(db, { userId: student.userId, courseId, status: 'Rejected', fees_paid_paise: 500_00, now: at });
    if (index < OPEN_REQUESTS) {
      await db
        .insertInto('refund_requests')
        .values({
          id: newId(),
          application_id: applicationId,
          student_id: student.userId,
          kind: 'refund',
          reason: `Request ${index}`,
          status: 'open',
          decision_reason: null,
          refund_id: null,
          decided_by: null,
          decided_at: null,
          created_at: at,
        })
        .execute();
    }
    applicationIds.push(applicationId);
  }
  return applicationIds;
}

describe('the Refunds page pages its requests and refunds due', () => {
  it('pages of 20: every row once, requests oldest first, refunds due latest first; a page past the last shows the last', async () => {
    const applicationIds = await seedDesk();

    const first = await findRefundDesk();
    expect(first.requestPages).toEqual({ page: 1, pageCount: 2, total: OPEN_REQUESTS });
    expect(first.duePages).toEqual({ page: 1, pageCount: 3, total: REJECTED_WITH_MONEY });
    expect(first.requests).toHaveLength(REFUND_DESK_PAGE_SIZE);
    expect(first.refundsDue).toHaveLength(REFUND_DESK_PAGE_SIZE);
    expect(first.refundsDue[0]).toMatchObject({ applicationId: applicationIds.at(-1), duePaise: 500_00, status: 'Rejected' });

    const requests = [...first.requests, ...(await findRefundDesk({ requestsPage: 2 })).requests].map((request) => request.reason);
    expect(requests).toEqual(Array.from({ length: OPEN_REQUESTS }, (_, index) => `Request ${index}`));

    const due = [];
    for (let duePage = 1; duePage <= 3; duePage++) due.push(...(await findRefundDesk({ duePage })).refundsDue.map((row) => row.applicationId));
    expect(due).toEqual(applicationIds.toReversed());

    const past = await findRefundDesk({ duePage: 9, requestsPage: 9 });
    expect(past.duePages.page).toBe(3);
    expect(past.refundsDue.map((row) => row.applicationId)).toEqual(applicationIds.slice(0, 5).toReversed());
    expect(past.requestPages.page).toBe(2);
    expect(past.requests).toHaveLength(OPEN_REQUESTS - REFUND_DESK_PAGE_SIZE);
  });
});

describe('the latest refunds', () => {
  it('trace each refund: the student number, how it goes back, the gateway ids and the receipt it is against; TEST money marked', async () => {
    const { student, applicationId } = await studentWithApplication({ name: 'Swati Bawane', feeRupees: 50_000 });
    const base = { application_id: applicationId, student_id: student.userId };
    const at = Date.now() - 60_000;
    const online = { ...base, kind: 'payment' as const, gateway: 'razorpay', method: 'upi', amount_paise: 1_000_000, receipt_number: 'NIHM/2026-27/000101' };
    const onlineId = await insertLedgerRow({ ...online, gateway_payment_id: 'pay_Desk0001', gateway_order_id: 'order_Desk0001', at });
    await insertIssuedDocument({ ...online, id: onlineId }, { test: false });
    const cashId = await insertLedgerRow({
      ...base,
      kind: 'payment',
      method: 'cash',
      amount_paise: 300_000,
      receipt_number: 'NIHM/2026-27/000102',
      at: at + 1,
    });
    const simulatedId = await insertLedgerRow({
      ...base,
      kind: 'payment',
      gateway: 'simulated',
      method: 'card',
      amount_paise: 200_000,
      gateway_payment_id: 'pay_Sim0001',
      at: at + 2,
    });
    const refund = (paymentId: string, channel: 'gateway' | 'office', extra: { method?: string; gateway_refund_id?: string }, when: number) =>
      db
        .insertInto('refunds')
        .values({
          id: newId(when),
          payment_id: paymentId,
          application_id: applicationId,
          student_id: student.userId,
          amount_paise: 100_000,
          reason: `Refund by ${channel}`,
          channel,
          method: extra.method ?? null,
          status: 'pending',
          gateway_refund_id: extra.gateway_refund_id ?? null,
          ledger_payment_id: null,
          failure: null,
          created_by: 'admin:test',
          created_at: when,
          updated_at: when,
          checked_at: null,
        })
        .execute();
    await refund(onlineId, 'gateway', { gateway_refund_id: 'rfnd_Desk0001' }, at + 3);
    await refund(cashId, 'office', { method: 'cash' }, at + 4);
    await refund(simulatedId, 'gateway', {}, at + 5);

    const { recent } = await findRefundDesk();
    const studentNumber = (await db.selectFrom('users').select('student_number').where('id', '=', student.userId).executeTakeFirstOrThrow()).student_number;
    expect(studentNumber).toMatch(/^NIHM-\d{4}-\d{6}$/);
    expect(
      recent.slice(0, 3).map(({ studentNumber, againstReceipt, methodLabel, gatewayPaymentId, gatewayOrderId, gatewayRefundId, test }) => ({
        studentNumber,
        againstReceipt,
        methodLabel,
        gatewayPaymentId,
        gatewayOrderId,
        gatewayRefundId,
        test,
      })),
    ).toEqual([
      {
        studentNumber,
        againstReceipt: null,
        methodLabel: 'Simulated (Card)',
        gatewayPaymentId: 'pay_Sim0001',
        gatewayOrderId: null,
        gatewayRefundId: null,
        test: true,
      },
      {
        studentNumber,
        againstReceipt: 'NIHM/2026-27/000102',
        methodLabel: 'Cash',
        gatewayPaymentId: null,
        gatewayOrderId: null,
        gatewayRefundId: null,
        test: false,
      },
      {
        studentNumber,
        againstReceipt: 'NIHM/2026-27/000101',
        methodLabel: 'Razorpay (UPI)',
        gatewayPaymentId: 'pay_Desk0001',
        gatewayOrderId: 'order_Desk0001',
        gatewayRefundId: 'rfnd_Desk0001',
        test: false,
      },
    ]);
  });
});

describe('a payment found by its receipt number', () => {
  it('says it was cancelled or bounced instead of offering a refund of nothing', async () => {
    const { student, applicationId } = await studentWithApplication({ name: 'Pooja Ghodke', feeRupees: 50_000 });
    const base = { application_id: applicationId, student_id: student.userId, kind: 'payment' as const };
    const at = Date.now() - 60_000;
    const slip = { ...base, method: 'cash', amount_paise: 200_000, receipt_number: 'NIHM/2026-27/000301' };
    const cancelled = await insertLedgerRow({ ...slip, at });
    await insertCancellation({ payment: { ...slip, id: cancelled }, amountPaise: 200_000, at: at + 1 });
    const bounced = await insertLedgerRow({ ...base, method: 'cheque', amount_paise: 300_000, receipt_number: 'NIHM/2026-27/000302', at: at + 2 });
    await insertLedgerRow({ ...base, kind: 'adjustment', amount_paise: -300_000, related_payment_id: bounced, at: at + 3 });
    const kept = await insertLedgerRow({ ...base, method: 'cash', amount_paise: 100_000, receipt_number: 'NIHM/2026-27/000303', at: at + 4 });

    const { found } = await findRefundDesk({ receipt: 'NIHM/2026-27/000303' });
    expect(found?.[0]?.payments.map(({ id, outcome, leftPaise }) => ({ id, outcome, leftPaise }))).toEqual([
      { id: cancelled, outcome: 'Cancelled', leftPaise: 0 },
      { id: bounced, outcome: 'Bounced', leftPaise: 0 },
      { id: kept, outcome: null, leftPaise: 100_000 },
    ]);
  });
});
