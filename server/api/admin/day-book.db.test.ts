import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { indiaDayStart } from '~/modules/exports/india-days';
import { formatCalendarDate } from '~/utils/dates';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { pdfText } from '../../../tests/pdf-tools';
import { insertCancellation, insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// The day book (issue 11): one day's receipts, refunds apart, totals by method and the day's net,
// as a PDF the cashier prints and signs when handing over.
const HOUR = 3_600_000;

async function ledgerRow(row: {
  applicationId: string;
  studentId: string;
  kind: 'payment' | 'refund' | 'adjustment';
  paise: number;
  at: number;
  method?: string;
  receipt?: string;
  reference?: string;
}) {
  await db
    .insertInto('payments')
    .values({
      id: newId(row.at),
      application_id: row.applicationId,
      student_id: row.studentId,
      kind: row.kind,
      source: 'staff',
      gateway: null,
      method: row.method ?? null,
      amount_paise: row.paise,
      currency: 'INR',
      gateway_order_id: null,
      gateway_payment_id: null,
      gateway_refund_id: null,
      status: row.kind === 'payment' ? 'paid' : row.kind === 'refund' ? 'processed' : 'recorded',
      receipt_number: row.receipt ?? null,
      note: row.kind === 'adjustment' ? 'Correction' : null,
      created_by: 'admin:test',
      created_at: row.at,
      reference: row.reference ?? null,
      reference_bank: null,
      paid_on: null,
      related_payment_id: null,
    })
    .execute();
}

describe('GET /api/admin/exports/day-book.pdf', () => {
  it("lists the day's receipts, then refunds, then totals by method and the net, and leaves out other days and adjustments", async () => {
    const year = 2003 + Math.floor(Math.random() * 90);
    const staff = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId } = await studentWithApplication({ name: 'Sunita Wankhede', feeRupees: 60_000 });
    const base = { applicationId, studentId: student.userId };
    const day = indiaDayStart(`${year}-09-14`);
    await ledgerRow({ ...base, kind: 'payment', paise: 1_000_000, at: day + 5 * HOUR, method: 'cash', receipt: `NIHM/T${year}/000011` });
    await ledgerRow({ ...base, kind: 'payment', paise: 250_050, at: day + 6 * HOUR, method: 'cheque', receipt: `NIHM/T${year}/000012`, reference: '778812' });
    await ledgerRow({ ...base, kind: 'payment', paise: 300_000, at: day + 7 * HOUR, method: 'cash', receipt: `NIHM/T${year}/000013` });
    await ledgerRow({ ...base, kind: 'refund', paise: -120_000, at: day + 8 * HOUR, method: 'upi', reference: 'UTR5521' });
    await ledgerRow({ ...base, kind: 'adjustment', paise: 99_900, at: day + 9 * HOUR });
    await ledgerRow({ ...base, kind: 'payment', paise: 777_700, at: day - 1, method: 'cash', receipt: `NIHM/T${year}/000010` });

    const answer = await api.request(`/admin/exports/day-book.pdf?date=${year}-09-14`, { headers: { token: staff.token } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Day-Book-${year}-09-14.pdf"`);
    const text = pdfText(Buffer.from(await answer.arrayBuffer())).replace(/[ \t]+/g, ' ');
    expect(text).toContain(`Day Book — ${formatCalendarDate(`${year}-09-14`)}`);
    for (const expected of [
      `NIHM/T${year}/000011`,
      `NIHM/T${year}/000012`,
      `NIHM/T${year}/000013`,
      'Sunita Wankhede',
      'Sunita Wankhede · Course',
      'Cheque · 778812',
      'UPI · UTR5521',
      '₹10,000.00',
      'Cash ₹13,000.00',
      'Cheque ₹2,500.50',
      'Total received ₹15,500.50',
      'Refunds paid ₹1,200.00',
      'Net for the day ₹14,300.50',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Refunds\n')).toBeGreaterThan(text.indexOf(`NIHM/T${year}/000013`));
    expect(text).not.toContain(`NIHM/T${year}/000010`);
    expect(text).not.toContain('₹999.00');
    expect(text).not.toContain('TEST');

    const audit = await db
      .selectFrom('audit_log')
      .select('after')
      .where('actor_id', '=', staff.admin.id)
      .where('action', '=', 'finance.export')
      .executeTakeFirst();
    expect(JSON.parse(audit!.after!)).toEqual({ report: 'day-book', format: 'pdf', from: `${year}-09-14`, to: `${year}-09-14` });
  });

  it('marks TEST money and cancelled receipts and keeps them out of every total; gives refunds by method and the cash in hand', async () => {
    const year = 2003 + Math.floor(Math.random() * 90);
    const staff = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId } = await studentWithApplication({ name: 'Rekha Thakre', feeRupees: 90_000 });
    const base = { application_id: applicationId, student_id: student.userId };
    const day = indiaDayStart(`${year}-10-21`);
    const cash = await insertLedgerRow({
      ...base,
      kind: 'payment',
      method: 'cash',
      amount_paise: 2_000_000,
      receipt_number: `NIHM/D${year}/000001`,
      at: day + HOUR,
    });
    const online = { ...base, kind: 'payment' as const, gateway: 'razorpay', method: 'upi', amount_paise: 500_000, receipt_number: `NIHM/D${year}/000002` };
    await insertIssuedDocument({ ...online, id: await insertLedgerRow({ ...online, gateway_payment_id: 'pay_Day0001', at: day + 2 * HOUR }) }, { test: false });
    await insertLedgerRow({
      ...base,
      kind: 'payment',
      gateway: 'simulated',
      method: 'upi',
      amount_paise: 750_000,
      receipt_number: `NIHM/D${year}/000003`,
      at: day + 3 * HOUR,
    });
    const slip = { ...base, kind: 'payment' as const, method: 'cash', amount_paise: 300_000, receipt_number: `NIHM/D${year}/000004` };
    const cancelled = await insertLedgerRow({ ...slip, at: day + 4 * HOUR });
    await insertCancellation({ payment: { ...slip, id: cancelled }, amountPaise: 300_000, at: day + 5 * HOUR });
    await insertLedgerRow({
      ...base,
      kind: 'refund',
      method: 'cash',
      amount_paise: -150_000,
      related_payment_id: cash,
      receipt_number: `NIHM/CN/D${year}/000001`,
      at: day + 6 * HOUR,
    });
    await insertLedgerRow({
      ...base,
      kind: 'refund',
      gateway: 'razorpay',
      method: 'upi',
      amount_paise: -100_000,
      gateway_refund_id: 'rfnd_Day0001',
      at: day + 7 * HOUR,
    });

    const answer = await api.request(`/admin/exports/day-book.pdf?date=${year}-10-21`, { headers: { token: staff.token } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const text = pdfText(Buffer.from(await answer.arrayBuffer())).replace(/[ \t]+/g, ' ');
    const studentNumber = (await db.selectFrom('users').select('student_number').where('id', '=', student.userId).executeTakeFirstOrThrow()).student_number!;
    for (const expected of [
      studentNumber,
      'Razorpay (UPI)',
      'Simulated (UPI)',
      'TEST: not counted',
      'Cancelled: not counted',
      'Cash ₹20,000.00',
      'Razorpay (UPI) ₹5,000.00',
      'Total received ₹25,000.00',
      'Refunded: Cash ₹1,500.00',
      'Refunded: Razorpay (UPI) ₹1,000.00',
      'Refunds paid ₹2,500.00',
      'Net for the day ₹22,500.00',
      'Cash in hand (cash received less cash paid back) ₹18,500.00',
      'TEST payments, not counted ₹7,500.00',
      'Cancelled receipts, not counted ₹3,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    // Listed above, never among the totals.
    expect(text.slice(text.indexOf('Totals\n'))).not.toContain('Simulated');
  });

  it('says so on a day without money, refuses a date that is not a day with 400, and refuses roles without payments', async () => {
    const staff = await signedInAdmin({ role: 'accounts' });
    const empty = await api.request('/admin/exports/day-book.pdf?date=1999-01-01', { headers: { token: staff.token } });
    expect(empty.status).toBe(200);
    const text = pdfText(Buffer.from(await empty.arrayBuffer())).replace(/[ \t]+/g, ' ');
    expect(text).toContain('No money received this day');
    expect(text).toContain('Net for the day ₹0.00');

    for (const query of ['', 'date=2026-13-01', 'date=today']) {
      const answer = await api.request(`/admin/exports/day-book.pdf?${query}`, { headers: { token: staff.token } });
      expect(answer.status, query).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/^The date (is required|must be a real date)/);
    }
    const content = await signedInAdmin({ role: 'content' });
    expect((await api.request('/admin/exports/day-book.pdf?date=2026-04-01', { headers: { token: content.token } })).status).toBe(403);
  });
});
