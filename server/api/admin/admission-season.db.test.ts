import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { applyToCourse, OUTSIDE_WINDOW_NEEDS_REASON } from '~/modules/applications/apply-to-course.server';
import { changeApplicationCourse } from '~/modules/applications/change-application-course.server';
import { decideApplication } from '~/modules/applications/decide-application.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { saveProfile } from '~/modules/students/save-profile.server';
import { dateInputValue, formatLongDay } from '~/utils/dates';
import { AppError } from '~/utils/errors';
import { getAadhaarKey } from '~/utils/secrets.server';
import { api } from '../api';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { signedInAdmin } from '../../../tests/admin-session';
import { envForThisTest } from '../../../tests/env-for-test';
import { startSmtpSink, type SmtpSink } from '../../../tests/setup/smtp-sink';
import { signedInStudent } from '../../../tests/student-session';
import { insertTestDocument, insertTestUser } from '../../../tests/test-users';
import { documentsNotVerified } from '~/modules/admissions/verified-documents.server';
import { reviewDocument } from '~/modules/documents/review-document.server';
import { allSeatsTaken, seatsBelowAccepted, WINDOW_ORDER } from '~/modules/admissions/admission-season';

// A course's admission season on both engines (issue 23 points 1 and 2, decision 045): racing
// Accepts never oversell, a full course refuses every path to Accepted, and the window refuses
// applications outside it except the owner's, with a reason kept in the audit log.
const staff = { type: 'admin' as const, id: 'season-staff' };
const DAY = 86_400_000;
const day = (offset: number) => dateInputValue(Date.now() + offset * DAY);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(() => {
  envForThisTest({ SMTP_URL: sink.url });
});

async function pendingApplications(courseId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await insertTestUser({ name: `Applicant ${i}` });
    ids.push(await applyToCourse({ userId: user.id, courseId, actor: staff }));
  }
  return ids;
}

const acceptedCount = async (courseId: string) =>
  (await db.selectFrom('applications').select('id').where('course_id', '=', courseId).where('status', '=', 'Accepted').execute()).length;

describe('seats', () => {
  it('eight Accepts racing for three seats: exactly three win, the others hear that all 3 seats are taken', async () => {
    const courseId = await createCourse({ course: { title: 'Dialysis Technician', description: '', images: [], seats: 3 } });
    const applications = await pendingApplications(courseId, 8);
    const outcomes = await Promise.allSettled(applications.map((id) => decideApplication({ id, status: 'Accepted', actor: staff })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as AppError] : []));
    expect(refusals.map((error) => [error.status, error.message])).toEqual(Array(5).fill([409, allSeatsTaken(3)]));
    expect(await acceptedCount(courseId)).toBe(3);
    // The refused ones are still Pending: a seat freed later can still go to them.
    const statuses = await db.selectFrom('applications').select('status').where('course_id', '=', courseId).execute();
    expect(statuses.filter((row) => row.status === 'Pending')).toHaveLength(5);
  });

  it('through the API: Accept beyond the seats is a 409; Reject still works; the public course says how many are left', async () => {
    const { token } = await signedInAdmin({ name: 'Seats Admin' });
    const courseId = await createCourse({ course: { title: 'ECG Technician', description: '', images: [], seats: 1 } });
    const [first, second] = await pendingApplications(courseId, 2);
    const decide = (id: string, status: string) => send('/admin/change-application-status', { token, json: { id, status } });
    const before = (await (await api.request('/courses')).json()) as { courses: Array<Record<string, unknown>> };
    expect(before.courses.find((course) => course._id === courseId)).toMatchObject({ seats: 1, seatsLeft: 1, admissionOpensOn: null, admissionClosesOn: null });
    expect((await decide(first!, 'Accepted')).status).toBe(200);
    await expectFailure(await decide(second!, 'Accepted'), 409, 'All 1 seats of this course are taken.');
    expect((await decide(second!, 'Rejected')).status).toBe(200);
    const after = (await (await api.request('/courses')).json()) as { courses: Array<Record<string, unknown>> };
    expect(after.courses.find((course) => course._id === courseId)).toMatchObject({ seats: 1, seatsLeft: 0 });
    // A course without a limit says so with nulls.
    const unlimited = await createCourse({ course: { title: 'Ward Assistant', description: '', images: [] } });
    const list = (await (await api.request('/courses')).json()) as { courses: Array<Record<string, unknown>> };
    expect(list.courses.find((course) => course._id === unlimited)).toMatchObject({ seats: null, seatsLeft: null });
  });

  it('an Accepted application moves only to a course with a seat free; a Pending one moves to a full course', async () => {
    const full = await createCourse({ course: { title: 'Lab Assistant', description: '', images: [], seats: 1 } });
    const other = await createCourse({ course: { title: 'X-Ray Assistant', description: '', images: [] } });
    const [holder] = await pendingApplications(full, 1);
    await decideApplication({ id: holder!, status: 'Accepted', actor: staff });
    const [accepted, pending] = await pendingApplications(other, 2);
    await decideApplication({ id: accepted!, status: 'Accepted', actor: staff });
    await expect(changeApplicationCourse({ applicationId: accepted!, newCourseId: full, actor: staff })).rejects.toThrow(allSeatsTaken(1));
    expect((await changeApplicationCourse({ applicationId: pending!, newCourseId: full, actor: staff })).status).toBe('Pending');
    expect(await acceptedCount(full)).toBe(1);
  });

  it('staff set, raise and remove seats, never below the applications already Accepted', async () => {
    const { token } = await signedInAdmin({ name: 'Courses Admin' });
    const courseId = await createCourse({ course: { title: 'Phlebotomy Technician', description: '', images: [] } });
    const applications = await pendingApplications(courseId, 2);
    for (const id of applications) await decideApplication({ id, status: 'Accepted', actor: staff });
    const update = (json: Record<string, unknown>) => send('/admin/update-course', { token, json: { id: courseId, ...json } });
    await expectFailure(await update({ seats: 1 }), 409, seatsBelowAccepted(2));
    await expectFailure(await update({ seats: 0 }), 400, /Seats must be a whole number/);
    const set = await update({ seats: '2' });
    expect(set.status).toBe(200);
    expect((await set.json()).course).toMatchObject({ seats: 2, seatsLeft: 0, accepted: 2 });
    const removed = await update({ seats: null });
    expect((await removed.json()).course).toMatchObject({ seats: null, seatsLeft: null, accepted: 2 });
  });
});

describe('a course that requires verified documents', () => {
  it('accepts a student only once the photo and Aadhaar are uploaded and every upload is verified', async () => {
    const courseId = await createCourse({ course: { title: 'ICU Technician', description: '', images: [], requiresVerifiedDocuments: true } });
    const [applicationId] = await pendingApplications(courseId, 1);
    const { user_id: userId } = await db.selectFrom('applications').select('user_id').where('id', '=', applicationId!).executeTakeFirstOrThrow();
    const accept = () => decideApplication({ id: applicationId!, status: 'Accepted', actor: staff });
    await expect(accept()).rejects.toThrow(
      documentsNotVerified(['Profile photo not uploaded', 'Aadhaar card (front) not uploaded', 'Aadhaar card (back) not uploaded']),
    );
    for (const kind of ['profilePhoto', 'aadharFront', 'aadharBack', 'hscDocument']) await insertTestDocument({ userId, kind });
    const review = (document: string, decision: 'verified' | 'rejected') =>
      reviewDocument({ input: { studentId: userId, document, decision, ...(decision === 'rejected' ? { reason: 'unreadable' } : {}) } as never, actor: staff });
    for (const document of ['profilePhoto', 'aadharFront', 'aadharBack']) await review(document, 'verified');
    await review('hscDocument', 'rejected');
    await expect(accept()).rejects.toThrow(documentsNotVerified(['HSC marksheet rejected']));
    expect((await db.selectFrom('applications').select('status').where('id', '=', applicationId!).executeTakeFirstOrThrow()).status).toBe('Pending');
    await review('hscDocument', 'verified');
    expect((await accept()).status).toBe('Accepted');
  });

  it('staff turn the rules on and off through the API; the staff course record says which', async () => {
    const { token } = await signedInAdmin({ name: 'Rules Admin' });
    const courseId = await createCourse({ course: { title: 'Nursing Aide', description: '', images: [] } });
    const update = (json: Record<string, unknown>) => send('/admin/update-course', { token, json: { id: courseId, ...json } });
    expect((await (await update({ requiresVerifiedDocuments: true })).json()).course).toMatchObject({ requiresVerifiedDocuments: true });
    await expectFailure(await update({ requiresVerifiedDocuments: 'maybe' }), 400, 'Send true or false.');
    expect((await (await update({ requiresVerifiedDocuments: false })).json()).course).toMatchObject({ requiresVerifiedDocuments: false });
    // The same for the first instalment before a merit offer is accepted (decision 048); the other rule stays as it was.
    const firstInstalment = (await (await update({ offerNeedsFirstInstalment: true })).json()).course;
    expect(firstInstalment).toMatchObject({ offerNeedsFirstInstalment: true, requiresVerifiedDocuments: false });
    await expectFailure(await update({ offerNeedsFirstInstalment: 'maybe' }), 400, 'Send true or false.');
  });
});

describe('the admission window', () => {
  async function studentWithProfile() {
    const student = await signedInStudent();
    await saveProfile({
      userId: student.userId,
      changes: { firstName: 'Kavya', middleName: 'Anil', lastName: 'Joshi' },
      aadhaarKey: getAadhaarKey(),
      actor: staff,
    });
    return student;
  }
  const studentApplies = (headers: Record<string, string>, courseId: string) =>
    api.request('/users/apply', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ courseId }) });

  it('a student applies from the first day to the last, both included, and is told the dates outside them', async () => {
    const notYet = await createCourse({ course: { title: 'CSSD Technician', description: '', images: [], admissionOpensOn: day(1) } });
    const closed = await createCourse({ course: { title: 'Medical Records', description: '', images: [], admissionClosesOn: day(-1) } });
    const lastDay = await createCourse({
      course: { title: 'Hospital Front Office', description: '', images: [], admissionOpensOn: day(0), admissionClosesOn: day(0) },
    });
    const { headers } = await studentWithProfile();
    const opens = await expectFailure(await studentApplies(headers, notYet), 409, /^Admissions for this course open on \d{1,2} \w+ \d{4}\.$/);
    expect(opens.message).toContain(new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(Date.now() + DAY));
    await expectFailure(await studentApplies(headers, closed), 409, /^Admissions for this course closed on \d{1,2} \w+ \d{4}\.$/);
    // Asked in Marathi: the sentence and its day in Marathi, as the course page says it.
    const inMarathi = await studentApplies({ ...headers, 'accept-language': 'mr' }, closed);
    expect(inMarathi.headers.get('content-language')).toBe('mr');
    expect((await inMarathi.json()).message).toBe(`प्रवेश ${formatLongDay(day(-1), 'mr')} रोजी बंद झाले.`);
    expect((await studentApplies(headers, lastDay)).status).toBe(201);
    expect(await db.selectFrom('applications').select('id').where('course_id', 'in', [notYet, closed]).execute()).toEqual([]);
  });

  it('staff apply a student outside it only as the owner, with a reason the audit log keeps', async () => {
    const courseId = await createCourse({ course: { title: 'Anaesthesia Assistant', description: '', images: [], admissionClosesOn: day(-3) } });
    const student = await insertTestUser({ name: 'Late Applicant' });
    const admissions = await signedInAdmin({ name: 'Admissions Desk', role: 'admissions' });
    const owner = await signedInAdmin({ name: 'Owner', role: 'owner' });
    const applyFor = (token: string, extra: Record<string, unknown> = {}) =>
      send('/admin/apply-course-for-user', { token, json: { userId: student.id, courseId, ...extra } });
    await expectFailure(
      await applyFor(admissions.token, { outsideWindowReason: 'Medical leave during the window' }),
      403,
      /closed on .* does not include applications outside/,
    );
    await expectFailure(await applyFor(owner.token), 409, new RegExp(`closed on .*\\. ${OUTSIDE_WINDOW_NEEDS_REASON}$`));
    await expectFailure(await applyFor(owner.token, { outsideWindowReason: 'ok' }), 400, /Say in 5–500 characters/);
    const applied = await applyFor(owner.token, { outsideWindowReason: 'Medical leave during the window' });
    expect(applied.status).toBe(201);
    const { applicationId } = (await applied.json()) as { applicationId: string };
    const audit = await db
      .selectFrom('audit_log')
      .select('after')
      .where('entity_id', '=', applicationId)
      .where('action', '=', 'application.create')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({
      outsideWindow: { state: 'closed', opensOn: null, closesOn: day(-3), reason: 'Medical leave during the window' },
    });
  });

  it('staff set the window through the API: in order, valid days, removable; the public course shows it', async () => {
    const { token } = await signedInAdmin({ name: 'Window Admin' });
    const courseId = await createCourse({ course: { title: 'Optometry Assistant', description: '', images: [] } });
    const update = (json: Record<string, unknown>) => send('/admin/update-course', { token, json: { id: courseId, ...json } });
    await expectFailure(await update({ admissionOpensOn: '2027-07-01', admissionClosesOn: '2027-06-30' }), 400, WINDOW_ORDER);
    await expectFailure(await update({ admissionOpensOn: '2027-02-30' }), 400, 'Choose a date (YYYY-MM-DD).');
    expect((await update({ admissionOpensOn: '2027-06-01', admissionClosesOn: '2027-06-30' })).status).toBe(200);
    // One end changed alone is checked against the other as stored.
    await expectFailure(await update({ admissionOpensOn: '2027-07-15' }), 400, WINDOW_ORDER);
    const list = (await (await api.request('/courses')).json()) as { courses: Array<Record<string, unknown>> };
    expect(list.courses.find((course) => course._id === courseId)).toMatchObject({ admissionOpensOn: '2027-06-01', admissionClosesOn: '2027-06-30' });
    expect((await update({ admissionOpensOn: '', admissionClosesOn: null })).status).toBe(200);
    const course = await db.selectFrom('courses').select(['admission_opens_on', 'admission_closes_on']).where('id', '=', courseId).executeTakeFirstOrThrow();
    expect(course).toEqual({ admission_opens_on: null, admission_closes_on: null });
  });
});
