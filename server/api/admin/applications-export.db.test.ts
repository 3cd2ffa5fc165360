import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { indiaDayStart } from '~/modules/exports/india-days';
import { signedInAdmin } from '../../../tests/admin-session';
import { csvRecords } from '../../../tests/csv';
import { insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// The applications list as a file (issue 11): the applications submitted in a range of days with
// what each owes; never an Aadhaar number.
const HOUR = 3_600_000;

const studentNumberOf = async (userId: string) =>
  (await db.selectFrom('users').select('student_number').where('id', '=', userId).executeTakeFirstOrThrow()).student_number;

async function applicationOn(at: number, options: Parameters<typeof studentWithApplication>[0] & { paidPaise?: number }) {
  const made = await studentWithApplication(options);
  await db
    .updateTable('applications')
    .set({ created_at: at, fees_paid_paise: options.paidPaise ?? 0 })
    .where('id', '=', made.applicationId)
    .execute();
  return made;
}

describe('GET /api/admin/exports/applications.csv and .xlsx', () => {
  it('lists the applications submitted in the range with fee, paid and balance (none for Rejected), and no Aadhaar number', async () => {
    const year = 2002 + Math.floor(Math.random() * 90);
    const day = indiaDayStart(`${year}-10-05`);
    const staff = await signedInAdmin({ role: 'accounts' });
    const accepted = await applicationOn(day + HOUR, { name: 'Rohit Bhoyar', status: 'Accepted', feeRupees: 40_000, paidPaise: 1_500_050 });
    const rejected = await applicationOn(day + 2 * HOUR, { name: 'Neha Ingle', status: 'Rejected', feeRupees: 40_000 });
    const outside = await applicationOn(day - 1, { name: 'Before Range' });
    const now = Date.now();
    await db
      .insertInto('profiles')
      .values({
        user_id: accepted.student.userId,
        first_name: 'Rohit',
        last_name: 'Bhoyar',
        contact_number: '+919876500011',
        city: 'Wardha',
        aadhaar_encrypted: 'sealed',
        aadhaar_last4: '4821',
        aadhaar_hash: `hash-${accepted.applicationId}`,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const answer = await api.request(`/admin/exports/applications.csv?from=${year}-10-05&to=${year}-10-05`, { headers: { token: staff.token } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Applications-${year}-10-05.csv"`);
    const text = await answer.text();
    // Not the Aadhaar's last four digits, alone or masked ('XXXX XXXX 4821'); ids are hex and may hold the digits inside them.
    expect(text).not.toMatch(/(?<![0-9a-z])4821(?![0-9a-z])/i);
    expect(text.toLowerCase()).not.toContain('aadhaar');
    const records = csvRecords(text);
    expect(records.map((record) => record['Application ID'])).toEqual([accepted.applicationId, rejected.applicationId]);
    expect(records.map((record) => record['Application ID'])).not.toContain(outside.applicationId);
    expect(records[0]).toEqual({
      'Applied on': `${year}-10-05`,
      Student: 'Rohit Bhoyar',
      'Student number': await studentNumberOf(accepted.student.userId),
      'E-mail': expect.stringContaining('@'),
      Phone: "'+919876500011",
      City: 'Wardha',
      Course: accepted.courseTitle,
      Status: 'Accepted',
      Fees: 'Pending',
      'Fee (INR)': '40000.00',
      'Paid (INR)': '15000.50',
      'Balance (INR)': '24999.50',
      Test: 'No',
      'Application ID': accepted.applicationId,
    });
    expect(records[1]).toMatchObject({
      Student: 'Neha Ingle',
      Status: 'Rejected',
      'Fee (INR)': '40000.00',
      'Paid (INR)': '0.00',
      'Balance (INR)': '',
      Test: 'No',
    });

    const workbook = new ExcelJS.Workbook();
    const xlsx = await api.request(`/admin/exports/applications.xlsx?from=${year}-10-05&to=${year}-10-05`, { headers: { token: staff.token } });
    expect(xlsx.status).toBe(200);
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet('Applications')!;
    expect(sheet.rowCount).toBe(3);
    const values = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
    expect(values).toEqual([
      new Date(`${year}-10-05T00:00:00Z`),
      'Rohit Bhoyar',
      await studentNumberOf(accepted.student.userId),
      expect.stringContaining('@'),
      '+919876500011',
      'Wardha',
      accepted.courseTitle,
      'Accepted',
      'Pending',
      40_000,
      15_000.5,
      24_999.5,
      'No',
      accepted.applicationId,
    ]);
  });

  it('says Test: Yes for an application paid on a test gateway (the simulated one, or Razorpay test keys), whose paid amount was not received', async () => {
    const year = 2002 + Math.floor(Math.random() * 90);
    const day = indiaDayStart(`${year}-11-05`);
    const staff = await signedInAdmin({ role: 'accounts' });
    const simulated = await applicationOn(day + HOUR, { name: 'Sim Payer', paidPaise: 500_000 });
    const testKeys = await applicationOn(day + 2 * HOUR, { name: 'Test Key Payer', paidPaise: 500_000 });
    const live = await applicationOn(day + 3 * HOUR, { name: 'Live Payer', paidPaise: 500_000 });
    const pay = (made: typeof live, gateway: string) =>
      insertLedgerRow({
        application_id: made.applicationId,
        student_id: made.student.userId,
        kind: 'payment',
        gateway,
        method: 'upi',
        amount_paise: 500_000,
        at: day + HOUR,
      });
    await pay(simulated, 'simulated');
    const receiptOfTestKeys = {
      application_id: testKeys.applicationId,
      student_id: testKeys.student.userId,
      kind: 'payment' as const,
      receipt_number: `NIHM/T${year}/1`,
    };
    await insertIssuedDocument({ ...receiptOfTestKeys, id: await pay(testKeys, 'razorpay') }, { test: true });
    const receiptOfLive = { application_id: live.applicationId, student_id: live.student.userId, kind: 'payment' as const, receipt_number: `NIHM/T${year}/2` };
    await insertIssuedDocument({ ...receiptOfLive, id: await pay(live, 'razorpay') }, { test: false });

    const records = csvRecords(
      await (await api.request(`/admin/exports/applications.csv?from=${year}-11-05&to=${year}-11-05`, { headers: { token: staff.token } })).text(),
    );
    expect(records.map((record) => [record.Student, record.Test])).toEqual([
      ['Sim Payer', 'Yes'],
      ['Test Key Payer', 'Yes'],
      ['Live Payer', 'No'],
    ]);
  });

  it('refuses a backwards range with 400 and admissions staff with 403', async () => {
    const staff = await signedInAdmin({ role: 'accounts' });
    const backwards = await api.request('/admin/exports/applications.csv?from=2026-05-02&to=2026-05-01', { headers: { token: staff.token } });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ success: false, message: 'The start date must be on or before the end date.' });
    const admissions = await signedInAdmin({ role: 'admissions' });
    expect((await api.request('/admin/exports/applications.xlsx?from=2026-05-01&to=2026-05-02', { headers: { token: admissions.token } })).status).toBe(403);
  });
});
