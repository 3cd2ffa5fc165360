import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { LEDGER_COLUMNS, ledgerPages } from '~/modules/exports/ledger-export.server';
import { indiaDayStart } from '~/modules/exports/india-days';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { csvRecords, parseCsv } from '../../../tests/csv';
import { insertAcceptedReport, insertCancellation, insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// The ledger exports an accountant keys into Tally (issue 11, docs/decisions/030-exports.md):
// which rows a range selects, the columns and their money, RFC 4180 quoting, formula-safe text,
// Excel's typed cells, refusals of bad ranges, and the audit of who took what.

type LedgerRowInput = {
  applicationId: string;
  studentId: string;
  kind: 'payment' | 'refund' | 'adjustment';
  paise: number;
  at: number;
  method?: string | null;
  receipt?: string | null;
  reference?: string | null;
  bank?: string | null;
  paidOn?: string | null;
  note?: string | null;
};

async function ledgerRow(row: LedgerRowInput): Promise<string> {
  const id = newId(row.at);
  await db
    .insertInto('payments')
    .values({
      id,
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
      note: row.note ?? null,
      created_by: 'admin:test',
      created_at: row.at,
      reference: row.reference ?? null,
      reference_bank: row.bank ?? null,
      paid_on: row.paidOn ?? null,
      related_payment_id: null,
    })
    .execute();
  return id;
}

const HOUR = 3_600_000;
// Each test keeps its rows on days of its own, far from the rows other suites write today.
let yearCounter = 0;
const aYear = () => 2001 + Math.floor(Math.random() * 20) * 5 + (yearCounter++ % 5);

const studentNumberOf = async (userId: string) =>
  (await db.selectFrom('users').select('student_number').where('id', '=', userId).executeTakeFirstOrThrow()).student_number;

async function exportFile(path: string, token: string) {
  return api.request(path, { headers: { token } });
}

describe('GET /api/admin/exports/ledger.csv', () => {
  it('writes the rows recorded in the range (India days, both ends included) with Tally columns, rupees with two decimals, refunds apart', async () => {
    const year = aYear();
    const staff = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId, courseTitle } = await studentWithApplication({ name: 'Priya Kale', feeRupees: 50_000 });
    const base = { applicationId, studentId: student.userId };
    const firstDay = indiaDayStart(`${year}-04-01`);
    const lastDayEnd = indiaDayStart(`${year}-04-03`);
    const before = await ledgerRow({ ...base, kind: 'payment', paise: 100, at: firstDay - 1, method: 'cash' });
    const cash = await ledgerRow({ ...base, kind: 'payment', paise: 1_250_050, at: firstDay, method: 'cash', receipt: `NIHM/${year}-XX/000001` });
    const cheque = await ledgerRow({
      ...base,
      kind: 'payment',
      paise: 500_000,
      at: firstDay + 10 * HOUR,
      method: 'cheque',
      receipt: `NIHM/${year}-XX/000002`,
      reference: '004512',
      bank: 'State Bank of India',
      paidOn: `${year}-03-30`,
    });
    const refund = await ledgerRow({ ...base, kind: 'refund', paise: -200_000, at: firstDay + 30 * HOUR, method: 'upi', reference: 'UTR 4410' });
    const adjustment = await ledgerRow({ ...base, kind: 'adjustment', paise: -5_000, at: lastDayEnd - 1, note: 'Counted twice' });
    const after = await ledgerRow({ ...base, kind: 'payment', paise: 100, at: lastDayEnd, method: 'cash' });

    const answer = await exportFile(`/admin/exports/ledger.csv?from=${year}-04-01&to=${year}-04-02`, staff.token);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Ledger-${year}-04-01-to-${year}-04-02.csv"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // Response.text() would drop the byte-order mark Excel needs; read the bytes as they arrive.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
    const { bom, rows } = parseCsv(text);
    expect(bom).toBe(true);
    expect(text.split('\r\n').length).toBe(rows.length + 1); // CRLF after every record
    expect(rows[0]).toEqual([
      'Date',
      'Voucher type',
      'Receipt number',
      'Student number',
      'Student',
      'Course',
      'Ledger name',
      'Type',
      'Status',
      'Method',
      'Reference / UTR',
      'Bank',
      'Gateway payment ID',
      'Gateway order ID',
      'Gateway refund ID',
      'Against receipt',
      'Amount (INR)',
      'Refund (INR)',
      'Test',
      'Note',
      'Recorded on',
      'Ledger ID',
    ]);
    const records = csvRecords(text);
    expect(records.map((record) => record['Ledger ID'])).toEqual([cash, cheque, refund, adjustment]);
    expect(records.map((record) => record['Ledger ID'])).not.toContain(before);
    expect(records.map((record) => record['Ledger ID'])).not.toContain(after);
    expect(records[0]).toMatchObject({
      Date: `${year}-04-01`,
      'Voucher type': 'Receipt',
      'Receipt number': `NIHM/${year}-XX/000001`,
      'Student number': await studentNumberOf(student.userId),
      Student: 'Priya Kale',
      Course: courseTitle,
      'Ledger name': courseTitle,
      Type: 'Payment',
      Status: '',
      Method: 'Cash',
      'Amount (INR)': '12500.50',
      'Refund (INR)': '',
      Test: 'No',
      'Recorded on': `${year}-04-01`,
    });
    // The day paid, not the day recorded; the cheque's number and bank.
    expect(records[1]).toMatchObject({
      Date: `${year}-03-30`,
      Method: 'Cheque',
      'Reference / UTR': '004512',
      Bank: 'State Bank of India',
      'Amount (INR)': '5000.00',
      'Recorded on': `${year}-04-01`,
    });
    expect(records[2]).toMatchObject({
      Date: `${year}-04-02`,
      'Voucher type': 'Credit Note',
      Type: 'Refund',
      Method: 'UPI',
      'Reference / UTR': 'UTR 4410',
      'Amount (INR)': '',
      'Refund (INR)': '2000.00',
    });
    expect(records[3]).toMatchObject({ Date: `${year}-04-02`, 'Voucher type': 'Journal', Type: 'Adjustment', 'Amount (INR)': '-50.00', Note: 'Counted twice' });
  });

  it('traces every row: gateway ids, the receipt a refund or reversal is against, how money moved, TEST money, cancelled and bounced payments', async () => {
    const year = aYear();
    const staff = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId } = await studentWithApplication({ name: 'Kavita Meshram', feeRupees: 90_000 });
    const base = { application_id: applicationId, student_id: student.userId };
    const at = indiaDayStart(`${year}-05-20`) + HOUR;
    const live = { ...base, kind: 'payment' as const, gateway: 'razorpay', method: 'upi', amount_paise: 1_000_000, receipt_number: `NIHM/${year}-R/000001` };
    const online = await insertLedgerRow({ ...live, gateway_payment_id: 'pay_Live0001', gateway_order_id: 'order_Live0001', at });
    await insertIssuedDocument({ ...live, id: online }, { test: false });
    const refund = { ...base, kind: 'refund' as const, gateway: 'razorpay', method: 'upi', amount_paise: -200_000, receipt_number: `NIHM/CN/${year}-R/000001` };
    const refundId = await insertLedgerRow({
      ...refund,
      gateway_payment_id: 'pay_Live0001',
      gateway_order_id: 'order_Live0001',
      gateway_refund_id: 'rfnd_Live0001',
      related_payment_id: online,
      at: at + 1,
    });
    await insertIssuedDocument({ ...refund, id: refundId }, { test: false });
    // Razorpay with test keys: the gateway is 'razorpay'; only the receipt issued says TEST.
    const testKeys = { ...base, kind: 'payment' as const, gateway: 'razorpay', method: 'card', amount_paise: 50_000, receipt_number: `NIHM/${year}-R/000002` };
    const testKeysId = await insertLedgerRow({ ...testKeys, gateway_payment_id: 'pay_TestKeys01', gateway_order_id: 'order_TestKeys01', at: at + 2 });
    await insertIssuedDocument({ ...testKeys, id: testKeysId }, { test: true });
    const simulated = await insertLedgerRow({
      ...base,
      kind: 'payment',
      gateway: 'simulated',
      method: 'upi',
      amount_paise: 70_000,
      gateway_payment_id: 'pay_Sim01',
      at: at + 3,
    });
    const reported = await insertLedgerRow({ ...base, kind: 'payment', method: 'upi', amount_paise: 30_000, reference: 'UTR7788', at: at + 4 });
    await insertAcceptedReport({ paymentId: reported, applicationId, studentId: student.userId, amountPaise: 30_000 });
    const cash = { ...base, kind: 'payment' as const, method: 'cash', amount_paise: 40_000, receipt_number: `NIHM/${year}-R/000003` };
    const cancelled = await insertLedgerRow({ ...cash, at: at + 5 });
    const cancellation = await insertCancellation({ payment: { ...cash, id: cancelled }, amountPaise: 40_000, at: at + 6 });
    const cheque = await insertLedgerRow({
      ...base,
      kind: 'payment',
      method: 'cheque',
      amount_paise: 60_000,
      reference: '000771',
      receipt_number: `NIHM/${year}-R/000004`,
      at: at + 7,
    });
    await insertLedgerRow({
      ...base,
      kind: 'adjustment',
      amount_paise: -60_000,
      related_payment_id: cheque,
      note: 'Cheque returned: funds insufficient',
      at: at + 8,
    });

    const records = csvRecords(await (await exportFile(`/admin/exports/ledger.csv?from=${year}-05-20&to=${year}-05-20`, staff.token)).text());
    const byId = (id: string) => records.find((record) => record['Ledger ID'] === id);
    expect(byId(online)).toMatchObject({
      'Voucher type': 'Receipt',
      Method: 'Razorpay (UPI)',
      'Gateway payment ID': 'pay_Live0001',
      'Gateway order ID': 'order_Live0001',
      'Gateway refund ID': '',
      'Against receipt': '',
      Test: 'No',
      'Student number': expect.stringMatching(/^NIHM-\d{4}-\d{6}$/),
    });
    expect(byId(online)!['Student number']).toBe(await studentNumberOf(student.userId));
    expect(byId(refundId)).toMatchObject({
      'Voucher type': 'Credit Note',
      'Receipt number': `NIHM/CN/${year}-R/000001`,
      Method: 'Razorpay (UPI)',
      'Gateway payment ID': 'pay_Live0001',
      'Gateway refund ID': 'rfnd_Live0001',
      'Against receipt': `NIHM/${year}-R/000001`,
      'Refund (INR)': '2000.00',
      Test: 'No',
    });
    expect(byId(testKeysId)).toMatchObject({ Method: 'Razorpay (Card)', Test: 'Yes' });
    expect(byId(simulated)).toMatchObject({ Method: 'Simulated (UPI)', 'Gateway payment ID': 'pay_Sim01', Test: 'Yes' });
    expect(byId(reported)).toMatchObject({ Method: 'UPI, reported by the student', 'Reference / UTR': 'UTR7788', Test: 'No' });
    expect(byId(cancelled)).toMatchObject({ 'Voucher type': 'Receipt', Status: 'Cancelled', Method: 'Cash', 'Amount (INR)': '400.00' });
    expect(byId(cancellation)).toMatchObject({
      'Voucher type': 'Journal',
      Type: 'Adjustment',
      'Against receipt': `NIHM/${year}-R/000003`,
      'Amount (INR)': '-400.00',
      Status: '',
    });
    expect(byId(cheque)).toMatchObject({ Status: 'Bounced', Method: 'Cheque' });
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and makes text starting with = + - @ inert', async () => {
    const year = aYear();
    const staff = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId } = await studentWithApplication({ name: '=HYPERLINK("http://evil.example","Kale, Asha")' });
    const at = indiaDayStart(`${year}-05-10`) + HOUR;
    await ledgerRow({
      applicationId,
      studentId: student.userId,
      kind: 'adjustment',
      paise: 10_000,
      at,
      note: 'Line one\nline "two", done',
      reference: '+919800000000',
    });
    await ledgerRow({
      applicationId,
      studentId: student.userId,
      kind: 'payment',
      paise: 10_000,
      at: at + 1,
      method: 'upi',
      reference: '@SUM(A1:A9)',
      note: '-2+3',
    });

    const text = await (await exportFile(`/admin/exports/ledger.csv?from=${year}-05-10&to=${year}-05-10`, staff.token)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Kale, Asha"")"`);
    const records = csvRecords(text);
    expect(records.map((record) => [record.Student, record['Reference / UTR'], record.Note])).toEqual([
      [`'=HYPERLINK("http://evil.example","Kale, Asha")`, "'+919800000000", 'Line one\nline "two", done'],
      [`'=HYPERLINK("http://evil.example","Kale, Asha")`, "'@SUM(A1:A9)", "'-2+3"],
    ]);
    // Our own numbers are numbers, never neutralised.
    expect(records.map((record) => record['Amount (INR)'])).toEqual(['100.00', '100.00']);
  });

  it('refuses a missing, impossible or backwards range with 400 and a sentence, and records nothing', async () => {
    const staff = await signedInAdmin({ role: 'accounts' });
    const audited = () => db.selectFrom('audit_log').select('id').where('actor_id', '=', staff.admin.id).where('action', '=', 'finance.export').execute();
    for (const [query, message] of [
      ['', /The start date is required/],
      ['from=2026-04-01', /The end date is required/],
      ['from=yesterday&to=2026-04-01', /The start date must be a real date/],
      ['from=2026-02-29&to=2026-03-01', /The start date must be a real date/],
      ['from=2026-04-02&to=2026-04-01', /The start date must be on or before the end date\./],
    ] as const) {
      for (const format of ['csv', 'xlsx']) {
        const answer = await exportFile(`/admin/exports/ledger.${format}?${query}`, staff.token);
        expect(answer.status, query).toBe(400);
        const body = (await answer.json()) as { success: boolean; message: string };
        expect(body.success).toBe(false);
        expect(body.message, query).toMatch(message);
      }
    }
    expect(await audited()).toEqual([]);
  });

  it('is for staff with payments only, and audits who exported which days', async () => {
    const year = aYear();
    const range = `from=${year}-06-01&to=${year}-06-30`;
    expect((await api.request(`/admin/exports/ledger.csv?${range}`)).status).toBe(401);
    const admissions = await signedInAdmin({ role: 'admissions' });
    expect((await exportFile(`/admin/exports/ledger.csv?${range}`, admissions.token)).status).toBe(403);

    const accounts = await signedInAdmin({ role: 'accounts', name: 'Kiran Joshi' });
    await (await exportFile(`/admin/exports/ledger.csv?${range}`, accounts.token)).text();
    await (await exportFile(`/admin/exports/ledger.xlsx?${range}`, accounts.token)).arrayBuffer();
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'after'])
      .where('actor_type', '=', 'admin')
      .where('actor_id', '=', accounts.admin.id)
      .orderBy('created_at')
      .execute();
    expect(entries.map((entry) => ({ ...entry, after: JSON.parse(entry.after!) as unknown }))).toEqual([
      { action: 'finance.export', entity: 'export', after: { report: 'ledger', format: 'csv', from: `${year}-06-01`, to: `${year}-06-30` } },
      { action: 'finance.export', entity: 'export', after: { report: 'ledger', format: 'xlsx', from: `${year}-06-01`, to: `${year}-06-30` } },
    ]);
  });
});

describe('GET /api/admin/exports/ledger.xlsx', () => {
  it('is a workbook with the same rows: rupees as numbers with two decimals, days as dates, text exactly as stored', async () => {
    const year = aYear();
    const staff = await signedInAdmin({ role: 'accounts' });
    const { student, applicationId } = await studentWithApplication({ name: '@Meena, "Ji"' });
    const at = indiaDayStart(`${year}-07-15`) + HOUR;
    const paid = await ledgerRow({
      applicationId,
      studentId: student.userId,
      kind: 'payment',
      paise: 1_234_567,
      at,
      method: 'bank-transfer',
      reference: 'UTR99',
    });
    const refund = await ledgerRow({ applicationId, studentId: student.userId, kind: 'refund', paise: -34_567, at: at + 1, method: 'bank-transfer' });

    const answer = await exportFile(`/admin/exports/ledger.xlsx?from=${year}-07-15&to=${year}-07-15`, staff.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Ledger-${year}-07-15.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await answer.arrayBuffer());
    const sheet = workbook.getWorksheet('Ledger')!;
    const values = (rowNumber: number) => (sheet.getRow(rowNumber).values as ExcelJS.CellValue[]).slice(1);
    expect(values(1)).toEqual(expect.arrayContaining(['Date', 'Receipt number', 'Amount (INR)', 'Refund (INR)', 'Ledger ID']));
    expect(sheet.rowCount).toBe(3);
    // Cells by heading: the columns of LEDGER_COLUMNS, in order.
    const cell = (rowNumber: number, heading: string) => values(rowNumber)[LEDGER_COLUMNS.findIndex((column) => column.heading === heading)];
    expect(cell(2, 'Date')).toEqual(new Date(`${year}-07-15T00:00:00Z`));
    expect(['Student', 'Type', 'Method', 'Reference / UTR', 'Amount (INR)', 'Ledger ID'].map((heading) => cell(2, heading))).toEqual([
      '@Meena, "Ji"',
      'Payment',
      'Bank transfer',
      'UTR99',
      12_345.67,
      paid,
    ]);
    expect(cell(2, 'Refund (INR)') ?? null).toBeNull();
    expect(sheet.getRow(2).getCell(LEDGER_COLUMNS.findIndex((column) => column.heading === 'Amount (INR)') + 1).numFmt).toBe('0.00');
    expect(cell(3, 'Refund (INR)')).toBe(345.67);
    expect(cell(3, 'Ledger ID')).toBe(refund);
  });
});

describe('ledger pages', () => {
  it('reads every row once, in order, across pages when many share the same instant', async () => {
    const year = aYear();
    const { student, applicationId } = await studentWithApplication();
    const at = indiaDayStart(`${year}-08-01`) + HOUR;
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push(await ledgerRow({ applicationId, studentId: student.userId, kind: 'payment', paise: 100 + index, at: at + (index < 5 ? 0 : index) }));
    }
    const seen: string[] = [];
    let pages = 0;
    for await (const page of ledgerPages({ range: { from: `${year}-08-01`, to: `${year}-08-01` }, pageSize: 2 })) {
      pages += 1;
      seen.push(...page.map((row) => String(row[LEDGER_COLUMNS.length - 1])));
    }
    const expected = [...ids.slice(0, 5).sort(), ...ids.slice(5)];
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
  });
});
