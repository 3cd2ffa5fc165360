import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { signedInAdmin } from '../../../tests/admin-session';
import { payThroughCheckout, postJson, studentWithApplication, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';
import { pdfText, renderFirstPage } from '../../../tests/pdf-tools';
import { receiptFiles } from '../../files/receipts.routes';
import { api } from '../api';

// Staff's 'Generate Receipt' (spec §4, §7): a fee statement PDF of an Accepted application, stored
// and made its receiptUrl in both APIs; refused for other applications and for students.
const gateway = useLoopbackGateway();
const files = new Hono().route('/files', receiptFiles());
const receiptRows = (applicationId: string) => db.selectFrom('receipts').select(['id', 'kind']).where('application_id', '=', applicationId).execute();

describe('POST /api/admin/generate-receipt', () => {
  it('makes the fee statement of an Accepted application, with every payment and its receipt number, its receiptUrl in both APIs; audited', async () => {
    const staff = await signedInAdmin();
    const { student, applicationId, courseTitle } = await studentWithApplication({ feeRupees: 40_000, status: 'Accepted', name: 'Meena Deshmukh' });
    for (const amount of [10_000, 5_000.5]) {
      const paid = await payThroughCheckout(gateway.url(), student, applicationId, amount);
      expect((await postJson('/users/verify-payment', paid, student.headers)).status).toBe(200);
    }
    const numbers = (await db.selectFrom('payments').select('receipt_number').where('application_id', '=', applicationId).orderBy('created_at').execute()).map(
      (row) => row.receipt_number!,
    );

    const answer = await postJson('/admin/generate-receipt', { id: applicationId }, { token: staff.token });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const body = (await answer.json()) as { success: boolean; message: string; application: { _id: string; receiptUrl: string } };
    expect(body).toMatchObject({ success: true, message: 'Receipt generated successfully!', application: { _id: applicationId } });
    expect(body.application.receiptUrl).toMatch(/^\/files\/receipts\/[\w-]+$/);

    const studentList = (await (await api.request('/users/applications', { headers: student.headers })).json()) as {
      applications: Array<{ _id: string; receiptUrl: string }>;
    };
    expect(studentList.applications.find((a) => a._id === applicationId)!.receiptUrl).toBe(body.application.receiptUrl);
    const staffList = (await (await api.request('/admin/applicants?name=Meena', { headers: { token: staff.token } })).json()) as {
      applications: Array<{ _id: string; receiptUrl: string }>;
    };
    expect(staffList.applications.find((a) => a._id === applicationId)!.receiptUrl).toBe(body.application.receiptUrl);

    for (const headers of [student.headers, { token: staff.token }]) {
      const pdf = await files.request(body.application.receiptUrl, { headers });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="Fee-Statement-[\w-]+-\d{4}-\d{2}-\d{2}\.pdf"$/);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      const text = pdfText(bytes).replace(/[ \t]+/g, ' ');
      for (const expected of [
        'Fee Statement (TEST)',
        'Meena Deshmukh',
        courseTitle,
        ...numbers,
        '₹10,000.00',
        '₹5,000.50',
        'Total paid ₹15,000.50',
        'Balance due ₹24,999.50',
      ])
        expect(text).toContain(expected);
      expect(text).toContain('Rupees Fifteen Thousand and Fifty Paise Only');
      expect((await renderFirstPage(bytes)).inked).toBeGreaterThan(3_000);
    }

    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity_id', '=', applicationId)
      .where('action', '=', 'application.receipt-generated')
      .execute();
    expect(audit).toEqual([{ actor_id: staff.admin.id, action: 'application.receipt-generated' }]);
  });

  it('refuses a Pending or Rejected application (409), an unknown one (404), a student (403) and no session (401), storing nothing', async () => {
    const staff = await signedInAdmin();
    const pending = await studentWithApplication();
    const rejected = await studentWithApplication({ status: 'Rejected' });
    const accepted = await studentWithApplication({ status: 'Accepted' });
    const cases: Array<[unknown, Record<string, string>, number, string | RegExp]> = [
      [{ id: pending.applicationId }, { token: staff.token }, 409, 'A receipt can be generated only for an Accepted application.'],
      [{ id: rejected.applicationId }, { token: staff.token }, 409, 'A receipt can be generated only for an Accepted application.'],
      [{ id: newId() }, { token: staff.token }, 404, 'Application not found'],
      [{ id: 'not-an-id' }, { token: staff.token }, 404, 'Application not found'],
      [{}, { token: staff.token }, 400, /Application id is required/],
      [{ id: accepted.applicationId }, accepted.student.headers, 403, /.+/],
      [{ id: accepted.applicationId }, {}, 401, /.+/],
    ];
    for (const [body, headers, status, message] of cases) {
      const answer = await postJson('/admin/generate-receipt', body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      const json = (await answer.json()) as { success: boolean; message: string };
      expect(json.success).toBe(false);
      expect(json.message).toMatch(message);
    }
    for (const { applicationId } of [pending, rejected, accepted]) expect(await receiptRows(applicationId)).toEqual([]);
  });
});
