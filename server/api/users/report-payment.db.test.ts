import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { PRIVATE_DIR } from '~/modules/documents/private-storage.server';
import {
  OPEN_REPORTS_PER_APPLICATION,
  PROOF_BUDGET_WINDOW_MS,
  REPORT_WINDOW_MS,
  REPORTS_PER_WINDOW,
} from '~/modules/offline-payments/report-payment-limits.server';
import { dateInputValue } from '~/utils/dates';
import { expectFailure, form, type Part, send, smallPng } from '../../../tests/admin-api-requests';
import { signedInAdmin } from '../../../tests/admin-session';
import { makePdf } from '../../../tests/document-fixtures';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { studentWithApplication, type Student } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// What a student's 'I have paid by UPI / bank transfer' may not repeat and how much a student may
// send (issue 'Money an accountant can sign off'), through the real API, database and private
// storage: a UTR known to the ledger or waiting in a report, three open reports per application,
// 30 MB of screenshots a day, ten reports an hour.
let accountsToken = '';
beforeAll(async () => {
  ({ token: accountsToken } = await signedInAdmin({ role: 'accounts' }));
});

const today = () => dateInputValue(Date.now());
let utrs = 0;
const uniqueUtr = () => `UTR${Date.now()}${(utrs += 1)}`;
const MB = 1024 * 1024;
/** A well-formed PDF padded to `megabytes` (kept as received: PDFs are not re-encoded). */
function pdfOf(megabytes: number): Part {
  const pdf = makePdf();
  const bytes = new Uint8Array(megabytes * MB).fill(0x20);
  bytes.set(pdf);
  return { bytes, name: 'bank-statement.pdf', type: 'application/pdf' };
}

async function report(student: Student, applicationId: string, fields: { utr?: string; amount?: string; screenshot?: Part } = {}) {
  const body = form({
    applicationId,
    amount: fields.amount ?? '1000',
    utr: fields.utr ?? uniqueUtr(),
    paidOn: today(),
    screenshot: fields.screenshot ?? (await smallPng()),
  });
  return api.request('/users/report-payment', { method: 'POST', body, headers: student.headers });
}
async function reported(student: Student, applicationId: string, fields: Parameters<typeof report>[2] = {}) {
  const res = await report(student, applicationId, fields);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { reportId: string }).reportId;
}
const reject = async (id: string) => {
  const res = await send('/admin/verify-reported-payment', { token: accountsToken, json: { id, decision: 'reject', reason: 'No such credit' } });
  expect(res.status, await res.clone().text()).toBe(200);
};
const reportsOf = (studentId: string) => db.selectFrom('payment_reports').select(['id', 'status']).where('student_id', '=', studentId).execute();
/** The screenshots kept in private storage for the student (one per report). */
const proofFilesOf = (studentId: string) => readdir(join(PRIVATE_DIR, 'payment-proofs', studentId)).catch(() => [] as string[]);
/** The student's application to another course of ₹10,000. */
const anotherApplication = async (student: Student) =>
  insertApplication(db, { userId: student.userId, courseId: await insertCourse(db, { fees_paise: 10_000_00 }), status: 'Accepted' });

describe('a UTR is reported once', () => {
  it('a UTR already in the ledger is refused at once, without naming the receipt it is on', async () => {
    const desk = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const utr = uniqueUtr();
    const recorded = await send('/admin/record-payment', {
      token: accountsToken,
      json: { applicationId: desk.applicationId, amount: 1000, method: 'upi', reference: utr, paidOn: today() },
    });
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    const { payment } = (await recorded.json()) as { payment: { receiptNumber: string } };

    const { student, applicationId } = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const spaced = `${utr.slice(0, 6).toLowerCase()} ${utr.slice(6)}`;
    const body = await expectFailure(
      await report(student, applicationId, { utr: spaced }),
      409,
      `UTR ${spaced} is already recorded as a payment to the institute. If you made it, its receipt has been e-mailed to you; if not, check the UTR you typed.`,
    );
    expect(body.message).not.toContain(payment.receiptNumber);
    expect(await reportsOf(student.userId)).toEqual([]);
    expect(await proofFilesOf(student.userId)).toEqual([]);
  });

  it('a UTR waiting in any report, however spaced or cased, is refused until that report is decided', async () => {
    const first = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const second = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const utr = uniqueUtr();
    const reportId = await reported(first.student, first.applicationId, { utr: `${utr.slice(0, 4)} ${utr.slice(4)}` });

    const waiting = (typed: string) => `UTR ${typed} has already been reported and is waiting for the accounts office to check it.`;
    await expectFailure(await report(first.student, first.applicationId, { utr }), 409, waiting(utr));
    await expectFailure(await report(second.student, second.applicationId, { utr: ` ${utr.toLowerCase()} ` }), 409, waiting(utr.toLowerCase()));
    expect(await reportsOf(second.student.userId)).toEqual([]);

    await reject(reportId);
    await reported(second.student, second.applicationId, { utr });
  });
});

describe('how much a student may send', () => {
  it(`at most ${OPEN_REPORTS_PER_APPLICATION} reports wait per application; another application, or a decided report, makes room`, async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const ids = [];
    for (let i = 0; i < OPEN_REPORTS_PER_APPLICATION; i++) ids.push(await reported(student, applicationId, { amount: '500' }));
    await expectFailure(
      await report(student, applicationId),
      409,
      'You already have 3 payments for this course waiting to be checked. Please wait for the accounts office to check them before reporting another.',
    );
    expect(await reportsOf(student.userId)).toHaveLength(OPEN_REPORTS_PER_APPLICATION);
    expect(await proofFilesOf(student.userId)).toHaveLength(OPEN_REPORTS_PER_APPLICATION);

    await reported(student, await anotherApplication(student));

    await reject(ids[0]!);
    await reported(student, applicationId);
  });

  it('of two reports sent at once for the last open place, one is kept and the other refused, its screenshot discarded', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    for (let i = 1; i < OPEN_REPORTS_PER_APPLICATION; i++) await reported(student, applicationId);
    const screenshot = await smallPng(); // made first, so that both requests leave together
    const answers = await Promise.all([report(student, applicationId, { screenshot }), report(student, applicationId, { screenshot })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await reportsOf(student.userId)).toHaveLength(OPEN_REPORTS_PER_APPLICATION);
    expect(await proofFilesOf(student.userId)).toHaveLength(OPEN_REPORTS_PER_APPLICATION);
  });

  it('screenshots past 30 MB in 24 hours are refused with 413 and stored nowhere; a smaller one still fits, and a day later there is room again', async () => {
    const student = await studentWithApplication({ feeRupees: 10_000, status: 'Accepted' });
    const second = await anotherApplication(student.student);
    // The reported case: 9 MB PDFs in a row. Three fit (27 MB); the fourth would pass 30 MB.
    for (let i = 0; i < 3; i++) await reported(student.student, student.applicationId, { amount: '100', screenshot: pdfOf(9) });
    const spent =
      'Your screenshots of the last 24 hours add up to more than 30 MB, the most we accept in a day. ' +
      'Attach a smaller screenshot (a picture of the payment confirmation is enough) or try again tomorrow.';
    await expectFailure(await report(student.student, second, { screenshot: pdfOf(9) }), 413, spent);
    expect(await reportsOf(student.student.userId)).toHaveLength(3);
    expect(await proofFilesOf(student.student.userId)).toHaveLength(3);

    await reported(student.student, second, { screenshot: await smallPng() });
    await expectFailure(await report(student.student, second, { screenshot: pdfOf(3) }), 413, spent);

    const dayAgo = Date.now() - PROOF_BUDGET_WINDOW_MS - 60_000;
    await db.updateTable('payment_reports').set({ created_at: dayAgo }).where('student_id', '=', student.student.userId).execute();
    await reported(student.student, second, { screenshot: pdfOf(9) });
    expect(await proofFilesOf(student.student.userId)).toHaveLength(5);
  });

  it(`the ${REPORTS_PER_WINDOW + 1}th report in an hour is refused with 429 and Retry-After, refused ones counted; other students go on`, async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 1_000, status: 'Accepted' });
    // Typos count too: the limit is on requests, before the upload is read.
    for (let i = 0; i < REPORTS_PER_WINDOW; i++) expect((await report(student, applicationId, { amount: '5000' })).status).toBe(400);
    const refused = await report(student, applicationId);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REPORT_WINDOW_MS / 1000);
    await expectFailure(refused, 429, 'You have sent many payment reports in a short time. Please wait an hour and try again.');
    expect(await reportsOf(student.userId)).toEqual([]);
    expect(await proofFilesOf(student.userId)).toEqual([]);

    const other = await studentWithApplication({ feeRupees: 1_000, status: 'Accepted' });
    await reported(other.student, other.applicationId);
  });
});
