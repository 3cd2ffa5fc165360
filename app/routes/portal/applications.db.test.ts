import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { decidePaymentReport } from '~/modules/offline-payments/decide-payment-report.server';
import { reportPayment } from '~/modules/offline-payments/report-payment.server';
import { dateInputValue } from '~/utils/dates';
import { signedInAdmin } from '../../../tests/admin-session';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { makePng, upload } from '../../../tests/document-fixtures';
import { signedInStudent } from '../../../tests/student-session';
import { action, loader } from './applications';
import { generateRound } from '~/modules/admissions/merit-rounds.server';
import { applicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { routerContext } from '../../../tests/router-context';

// Applied Courses' loader: what a student reported paying outside the gateway and accounts have
// not checked yet, per application ('₹1,750.50 awaiting verification' under the fees). The reports
// go through the domain function the API calls (server/api/users/report-payment.db.test.ts).
type Student = Awaited<ReturnType<typeof signedInStudent>>;
let utrs = 0;

async function report(student: Student, applicationId: string, amountPaise: number) {
  const screenshot = upload(await makePng(), 'upi.png', 'image/png');
  const input = {
    applicationId,
    amount: amountPaise,
    method: 'upi' as const,
    utr: `AWAIT${Date.now()}${(utrs += 1)}`,
    paidOn: dateInputValue(Date.now()),
    screenshot,
  };
  return (await reportPayment({ userId: student.userId, input })).id;
}
const applicationTo = async (student: Student, feeRupees: number) =>
  insertApplication(db, { userId: student.userId, courseId: await insertCourse(db, { fees_paise: feeRupees * 100 }), status: 'Accepted' });
const appliedCourses = async (student: Student, locale: 'en' | 'hi' | 'mr' = 'en') =>
  loader({ request: new Request('http://localhost/applications', { headers: student.headers }), params: {}, context: routerContext(locale) } as never);

describe('the Applied Courses loader', () => {
  it("sums each application's reports waiting for the accounts office, and nothing once they are decided", async () => {
    const student = await signedInStudent({ name: 'Farah' });
    const first = await applicationTo(student, 40_000);
    const second = await applicationTo(student, 35_000);
    expect((await appliedCourses(student)).awaitingVerification).toEqual({});

    await report(student, first, 1_500_00);
    await report(student, first, 250_50);
    const decided = await report(student, second, 2_000_00);
    const stranger = await signedInStudent();
    await report(stranger, await applicationTo(stranger, 10_000), 900_00);
    const { admin } = await signedInAdmin({ role: 'accounts' });
    await decidePaymentReport({ input: { id: decided, decision: 'reject', reason: 'No such credit' }, actor: { type: 'admin', id: admin.id } });

    const data = await appliedCourses(student);
    expect(data.awaitingVerification).toEqual({ [first]: 1_750_50 });
    // Waiting is not paid: the fees paid stay what the ledger holds.
    expect(data.applications.find((application) => application._id === first)).toMatchObject({ feesPaid: 0, fees: 'Pending' });
  });

  it('names each course in the page’s language where staff entered it, in English otherwise (issue 22)', async () => {
    const student = await signedInStudent();
    const courseId = await insertCourse(db, { fees_paise: 20_000_00 });
    await db.updateTable('courses').set({ title: 'Dialysis Technician', title_mr: 'डायलिसिस टेक्निशियन' }).where('id', '=', courseId).execute();
    await insertApplication(db, { userId: student.userId, courseId, status: 'Accepted' });
    const titleIn = async (locale: 'en' | 'hi' | 'mr') => (await appliedCourses(student, locale)).applications[0]!.courseId.title;
    expect(await titleIn('mr')).toBe('डायलिसिस टेक्निशियन');
    expect(await titleIn('hi')).toBe('Dialysis Technician');
    expect(await titleIn('en')).toBe('Dialysis Technician');
  });
});

describe('an offer on Applied Courses (issue 23 point 4)', () => {
  const answer = (student: Student, applicationId: string, decision: string, locale: 'en' | 'mr') => {
    const body = new FormData();
    body.set('intent', 'offer-decision');
    body.set('applicationId', applicationId);
    body.set('decision', decision);
    const request = new Request('http://localhost/mr/applications', { method: 'POST', headers: student.headers, body });
    return action({ request, params: {}, context: routerContext(locale) } as never) as Promise<unknown>;
  };
  const bodyOf = (result: unknown) => ((result as { data?: unknown }).data ?? result) as { ok: boolean; message: string };

  it('shows the open offer with its deadline, rank and category; Accept takes the seat and answers in the page’s language', async () => {
    const student = await signedInStudent({ name: 'Meera' });
    const courseId = await insertCourse(db, { fees_paise: 30_000_00 });
    await db.updateTable('courses').set({ seats: 2 }).where('id', '=', courseId).execute();
    const now = Date.now();
    await db
      .insertInto('profiles')
      .values({ user_id: student.userId, first_name: 'Meera', category: 'NT', hsc_percentage: 81.5, created_at: now, updated_at: now })
      .execute();
    const applicationId = await insertApplication(db, { userId: student.userId, courseId, status: 'Pending' });
    const { number } = await generateRound({ courseId, deadlineOn: dateInputValue(now + 3 * 86_400_000), actor: { type: 'admin', id: 'round-staff' } });

    expect((await appliedCourses(student)).merit[applicationId]).toMatchObject({
      round: number,
      rank: 1,
      category: 'NT',
      outcome: 'offered',
      offerState: 'open',
    });
    const texts = applicationsTexts(i18nFor('mr')).offer;
    expect(texts.accepted).not.toBe(applicationsTexts(i18nFor('en')).offer.accepted);
    expect(bodyOf(await answer(student, applicationId, 'accept', 'mr'))).toEqual({ ok: true, message: texts.accepted });
    const after = await appliedCourses(student);
    expect(after.applications.find((application) => application._id === applicationId)?.status).toBe('Accepted');
    expect(after.merit[applicationId]).toMatchObject({ offerState: 'accepted' });
    expect(bodyOf(await answer(student, applicationId, 'decline', 'mr'))).toEqual({ ok: false, message: texts.noOffer });
  });

  it('a course that asks for its first instalment says, in the page’s language, what is still to pay before Accept', async () => {
    const student = await signedInStudent({ name: 'Nikhil' });
    const courseId = await insertCourse(db, { fees_paise: 12_000_00 });
    await db.updateTable('courses').set({ seats: 1, offer_needs_first_instalment: 1 }).where('id', '=', courseId).execute();
    const applicationId = await insertApplication(db, { userId: student.userId, courseId, status: 'Pending' });
    await generateRound({ courseId, actor: { type: 'admin', id: 'round-staff' } });
    // No instalment plan: the first instalment is the whole fee.
    expect((await appliedCourses(student)).merit[applicationId]).toMatchObject({ offerState: 'open', firstInstalmentOwedPaise: 12_000_00 });
    const texts = applicationsTexts(i18nFor('mr')).offer;
    const refused = bodyOf(await answer(student, applicationId, 'accept', 'mr'));
    expect(refused).toEqual({ ok: false, message: texts.payFirst.replace('{amount}', '₹12,000') });
    expect(refused.message).toMatch(/^ही जागा स्वीकारण्यासाठी/);
    expect((await appliedCourses(student)).merit[applicationId]).toMatchObject({ offerState: 'open' });
  });
});
