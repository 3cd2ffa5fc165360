import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { indiaDayStart } from '~/modules/exports/india-days';
import { newId } from '~/utils/ids';
import { insertCancellation, insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { findFinanceOverview, periodStarts } from './finance-overview.server';

// The Finance overview's figures (issue 11): collections today, this month and this financial year
// (April–March, India) net of refunds, dues of non-Rejected applications, breakdowns by course and
// method, 90 days of daily collections and applications by status.
const HOUR = 3_600_000;

async function ledgerRow(
  applicationId: string,
  studentId: string,
  kind: 'payment' | 'refund' | 'adjustment',
  paise: number,
  at: number,
  method: string | null,
  relatedPaymentId: string | null = null,
) {
  const id = newId(at);
  await db
    .insertInto('payments')
    .values({
      id,
      application_id: applicationId,
      student_id: studentId,
      kind,
      source: 'staff',
      gateway: null,
      method,
      amount_paise: paise,
      currency: 'INR',
      gateway_order_id: null,
      gateway_payment_id: null,
      gateway_refund_id: null,
      status: 'paid',
      receipt_number: null,
      note: null,
      created_by: 'admin:test',
      created_at: at,
      reference: null,
      reference_bank: null,
      paid_on: null,
      related_payment_id: relatedPaymentId,
    })
    .execute();
  return id;
}

describe('findFinanceOverview', () => {
  it('starts the financial year on 1 April in India and the day at midnight in India', () => {
    expect(periodStarts(Date.parse('2027-03-31T18:29:59Z'))).toEqual({ today: '2027-03-31', month: '2027-03-01', year: '2026-04-01' });
    expect(periodStarts(Date.parse('2027-03-31T18:30:00Z'))).toEqual({ today: '2027-04-01', month: '2027-04-01', year: '2027-04-01' });
  });

  it('adds up payments and refunds by period, course and method, leaves adjustments out, and fills 90 days of the chart', async () => {
    const year = 2101 + Math.floor(Math.random() * 800);
    const now = indiaDayStart(`${year}-06-15`) + 12 * HOUR; // a day of its own, far from other suites' rows
    const nursing = await studentWithApplication({ feeRupees: 30_000 });
    const lab = await studentWithApplication({ feeRupees: 20_000 });
    const pay = (made: typeof nursing, kind: 'payment' | 'refund' | 'adjustment', rupees: number, at: number, method: string | null) =>
      ledgerRow(made.applicationId, made.student.userId, kind, rupees * 100, at, method);
    await pay(nursing, 'payment', 1_000, now - HOUR, 'cash'); // today
    await pay(lab, 'payment', 500, now - 2 * HOUR, 'upi'); // today
    await pay(nursing, 'refund', -200, now - 3 * HOUR, 'upi'); // today
    await pay(nursing, 'adjustment', 700, now - 4 * HOUR, null); // moves no money
    await pay(lab, 'payment', 3_000, indiaDayStart(`${year}-06-01`), 'cheque'); // this month
    await pay(nursing, 'payment', 4_000, indiaDayStart(`${year}-04-01`), 'cash'); // this financial year
    await pay(nursing, 'payment', 9_000, indiaDayStart(`${year}-04-01`) - 1, 'cash'); // last financial year
    await pay(nursing, 'payment', 100, now + 12 * HOUR, 'cash'); // tomorrow: not yet

    const overview = await findFinanceOverview({ now, period: 'month' });
    expect(overview.today).toBe(`${year}-06-15`);
    expect(overview.periods).toEqual({
      today: { from: `${year}-06-15`, receivedPaise: 150_000, refundedPaise: 20_000, netPaise: 130_000 },
      month: { from: `${year}-06-01`, receivedPaise: 450_000, refundedPaise: 20_000, netPaise: 430_000 },
      year: { from: `${year}-04-01`, receivedPaise: 850_000, refundedPaise: 20_000, netPaise: 830_000 },
    });
    expect(overview.byCourse).toEqual([
      { course: lab.courseTitle, receivedPaise: 350_000, refundedPaise: 0 },
      { course: nursing.courseTitle, receivedPaise: 100_000, refundedPaise: 20_000 },
    ]);
    expect(overview.byMethod).toEqual([
      { method: 'Cheque', receivedPaise: 300_000, refundedPaise: 0 },
      { method: 'Cash', receivedPaise: 100_000, refundedPaise: 0 },
      { method: 'UPI', receivedPaise: 50_000, refundedPaise: 20_000 },
    ]);
    const yearly = await findFinanceOverview({ now, period: 'year' });
    expect(yearly.byMethod.find((row) => row.method === 'Cash')).toEqual({ method: 'Cash', receivedPaise: 500_000, refundedPaise: 0 });

    expect(overview.daily).toHaveLength(90);
    expect(overview.daily.at(-1)).toEqual({ day: `${year}-06-15`, receivedPaise: 150_000 });
    expect(overview.daily[0]!.day).toBe(new Date(Date.parse(`${year}-06-15T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10));
    expect(overview.daily.find((day) => day.day === `${year}-06-01`)).toEqual({ day: `${year}-06-01`, receivedPaise: 300_000 });
    expect(overview.daily.find((day) => day.day === `${year}-04-01`)).toEqual({ day: `${year}-04-01`, receivedPaise: 400_000 });
    // 90 days reach back past 1 April: the chart shows days, not financial years.
    expect(overview.daily.reduce((sum, day) => sum + day.receivedPaise, 0)).toBe(850_000 + 900_000);
  });

  it('takes a bounced cheque out of the collections of the day it was reversed, its course, its method and the chart', async () => {
    const year = 2101 + Math.floor(Math.random() * 800);
    const now = indiaDayStart(`${year}-08-20`) + 12 * HOUR;
    const made = await studentWithApplication({ feeRupees: 40_000 });
    const cheque = await ledgerRow(made.applicationId, made.student.userId, 'payment', 1_200_000, indiaDayStart(`${year}-08-18`), 'cheque');
    await ledgerRow(made.applicationId, made.student.userId, 'payment', 300_000, now - HOUR, 'cash');
    await ledgerRow(made.applicationId, made.student.userId, 'adjustment', -1_200_000, now - 2 * HOUR, 'cheque', cheque); // bounced today

    const overview = await findFinanceOverview({ now, period: 'month' });
    expect(overview.periods.today).toEqual({ from: `${year}-08-20`, receivedPaise: 300_000 - 1_200_000, refundedPaise: 0, netPaise: -900_000 });
    expect(overview.periods.month).toEqual({ from: `${year}-08-01`, receivedPaise: 300_000, refundedPaise: 0, netPaise: 300_000 });
    expect(overview.byCourse).toEqual([{ course: made.courseTitle, receivedPaise: 300_000, refundedPaise: 0 }]);
    expect(overview.byMethod).toEqual([
      { method: 'Cash', receivedPaise: 300_000, refundedPaise: 0 },
      { method: 'Cheque', receivedPaise: 0, refundedPaise: 0 },
    ]);
    expect(overview.daily.find((day) => day.day === `${year}-08-18`)?.receivedPaise).toBe(1_200_000);
    expect(overview.daily.at(-1)?.receivedPaise).toBe(300_000 - 1_200_000);
  });

  it('keeps TEST money (the simulated gateway, Razorpay test keys) out of every collected figure, breakdown and chart, and sums it apart', async () => {
    const year = 2101 + Math.floor(Math.random() * 800);
    const now = indiaDayStart(`${year}-07-10`) + 12 * HOUR;
    const made = await studentWithApplication({ feeRupees: 90_000 });
    const base = { application_id: made.applicationId, student_id: made.student.userId };
    await insertLedgerRow({ ...base, kind: 'payment', method: 'cash', amount_paise: 200_000, at: now - HOUR });
    const simulated = await insertLedgerRow({ ...base, kind: 'payment', gateway: 'simulated', method: 'upi', amount_paise: 750_000, at: now - 2 * HOUR });
    await insertLedgerRow({
      ...base,
      kind: 'refund',
      gateway: 'simulated',
      method: 'upi',
      amount_paise: -50_000,
      related_payment_id: simulated,
      at: now - HOUR,
    });
    const testKeys = { ...base, kind: 'payment' as const, gateway: 'razorpay', method: 'card', amount_paise: 300_000, receipt_number: `NIHM/F${year}/1` };
    await insertIssuedDocument({ ...testKeys, id: await insertLedgerRow({ ...testKeys, at: indiaDayStart(`${year}-07-02`) }) }, { test: true });

    const overview = await findFinanceOverview({ now, period: 'month' });
    expect(overview.periods.today).toEqual({ from: `${year}-07-10`, receivedPaise: 200_000, refundedPaise: 0, netPaise: 200_000 });
    expect(overview.periods.month).toEqual({ from: `${year}-07-01`, receivedPaise: 200_000, refundedPaise: 0, netPaise: 200_000 });
    expect(overview.testMoney).toEqual({
      today: { receivedPaise: 750_000, refundedPaise: 50_000 },
      month: { receivedPaise: 1_050_000, refundedPaise: 50_000 },
      year: { receivedPaise: 1_050_000, refundedPaise: 50_000 },
    });
    expect(overview.byCourse).toEqual([{ course: made.courseTitle, receivedPaise: 200_000, refundedPaise: 0 }]);
    expect(overview.byMethod).toEqual([{ method: 'Cash', receivedPaise: 200_000, refundedPaise: 0 }]);
    expect(overview.daily.at(-1)).toEqual({ day: `${year}-07-10`, receivedPaise: 200_000 });
    expect(overview.daily.find((day) => day.day === `${year}-07-02`)?.receivedPaise).toBe(0);
  });

  it('counts a cancelled receipt and the row that cancels it out of the collections, whichever day each was recorded on', async () => {
    const year = 2101 + Math.floor(Math.random() * 800);
    const now = indiaDayStart(`${year}-09-10`) + 12 * HOUR;
    const made = await studentWithApplication({ feeRupees: 90_000 });
    const base = { application_id: made.applicationId, student_id: made.student.userId };
    await insertLedgerRow({ ...base, kind: 'payment', method: 'cash', amount_paise: 400_000, at: now - 3 * HOUR });
    const slip = { ...base, kind: 'payment' as const, method: 'cash', amount_paise: 250_000 };
    const cancelled = await insertLedgerRow({ ...slip, at: indiaDayStart(`${year}-09-09`) + HOUR });
    await insertCancellation({ payment: { ...slip, id: cancelled }, amountPaise: 250_000, at: now - HOUR });

    const overview = await findFinanceOverview({ now, period: 'month' });
    expect(overview.periods.today).toEqual({ from: `${year}-09-10`, receivedPaise: 400_000, refundedPaise: 0, netPaise: 400_000 });
    expect(overview.periods.month).toEqual({ from: `${year}-09-01`, receivedPaise: 400_000, refundedPaise: 0, netPaise: 400_000 });
    expect(overview.byMethod).toEqual([{ method: 'Cash', receivedPaise: 400_000, refundedPaise: 0 }]);
    expect(overview.daily.find((day) => day.day === `${year}-09-09`)?.receivedPaise).toBe(0);
  });

  it('counts as dues what non-Rejected applications still owe, and applications by status', async () => {
    const before = await findFinanceOverview();
    const count = (overview: typeof before, status: string) => overview.applicationsByStatus.find((row) => row.status === status)?.count ?? 0;
    const owing = await studentWithApplication({ feeRupees: 25_000, status: 'Accepted' });
    await db.updateTable('applications').set({ fees_paid_paise: 1_000_000 }).where('id', '=', owing.applicationId).execute();
    await studentWithApplication({ feeRupees: 10_000, status: 'Pending' });
    await studentWithApplication({ feeRupees: 99_000, status: 'Rejected' });
    const overpaid = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    await db.updateTable('applications').set({ fees_paid_paise: 600_000 }).where('id', '=', overpaid.applicationId).execute();

    const after = await findFinanceOverview();
    expect(after.duesPaise - before.duesPaise).toBe(1_500_000 + 1_000_000);
    expect(count(after, 'Accepted') - count(before, 'Accepted')).toBe(2);
    expect(count(after, 'Pending') - count(before, 'Pending')).toBe(1);
    expect(count(after, 'Rejected') - count(before, 'Rejected')).toBe(1);
  });
});
