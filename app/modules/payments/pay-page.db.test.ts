import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { AppError } from '~/utils/errors';
import { newId } from '~/utils/ids';
import { insertApplication } from '../../../tests/enrolment';
import { insertStudentRow } from '../../../tests/student-session';
import { findNextInstalments } from './next-instalments.server';
import { getPayPage } from './pay-page.server';
import { APPLICATION_REJECTED, INVALID_APPLICATION_ID, NO_COURSE_FEE, NOTHING_DUE } from './payments.schemas';

// What the pay page and Applied Courses read, on both engines: the student's own application
// only, the balance, and the schedule of the course's instalment plan against what was paid.
const actor = { type: 'admin' as const, id: 'admin-pay-page' };
const now = Date.UTC(2026, 8, 2, 6, 0); // 2 Sep 2026, India
const plan = [
  { amountPaise: 1_000_000, dueDate: '2026-06-01' },
  { amountPaise: 2_000_000, dueDate: '2026-12-01' },
];

async function student() {
  const id = newId();
  await insertStudentRow({ id, name: 'Kavya Jadhav' });
  return id;
}

async function apply(userId: string, courseId: string, { paidPaise = 0, status = 'Pending' } = {}) {
  return insertApplication(db, { userId, courseId, status, fees_paid_paise: paidPaise, now });
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('getPayPage', () => {
  it('gives the balance and the schedule: money counts against the first instalment, the next is overdue once its date has passed', async () => {
    const userId = await student();
    const courseId = await createCourse({ course: { title: 'OT Technician', description: '', fees: 30000, images: [], instalments: plan }, actor });
    const applicationId = await apply(userId, courseId, { paidPaise: 400_000 });
    const page = await getPayPage({ userId, applicationId, now });
    expect(page).toMatchObject({ applicationId, feePaise: 3_000_000, paidPaise: 400_000, balancePaise: 2_600_000, notPayable: null, feeStatus: 'Pending' });
    expect(page.course).toMatchObject({ id: courseId, title: 'OT Technician' });
    expect(page.schedule!.map(({ state, next, outstandingPaise }) => ({ state, next, outstandingPaise }))).toEqual([
      { state: 'overdue', next: true, outstandingPaise: 600_000 },
      { state: 'due', next: false, outstandingPaise: 2_000_000 },
    ]);
  });

  it("is 'Invalid application ID' for another student's, an unknown and a malformed id", async () => {
    const owner = await student();
    const stranger = await student();
    const courseId = await createCourse({ course: { title: 'Lab', description: '', fees: 1000, images: [] }, actor });
    const applicationId = await apply(owner, courseId);
    for (const [userId, id] of [
      [stranger, applicationId],
      [owner, '01900000-0000-7000-8000-000000000000'],
      [owner, "1' or '1'='1"],
    ] as const) {
      expect(await refusal(getPayPage({ userId, applicationId: id, now }))).toMatchObject({ code: 'NOT_FOUND', message: INVALID_APPLICATION_ID });
    }
  });

  it('says why an application cannot be paid: rejected, no fee, nothing left; no plan means no schedule', async () => {
    const withFee = await createCourse({ course: { title: 'Fee', description: '', fees: 1000, images: [] }, actor });
    const noFee = await createCourse({ course: { title: 'No fee', description: '', images: [] }, actor });
    const pageOf = async (courseId: string, options: Parameters<typeof apply>[2] = {}) => {
      const userId = await student(); // one application per student and course
      return getPayPage({ userId, applicationId: await apply(userId, courseId, options), now });
    };
    expect((await pageOf(withFee, { status: 'Rejected' })).notPayable).toBe(APPLICATION_REJECTED);
    expect((await pageOf(noFee)).notPayable).toBe(NO_COURSE_FEE);
    const paid = await pageOf(withFee, { paidPaise: 100_000 });
    expect(paid).toMatchObject({ notPayable: NOTHING_DUE, balancePaise: 0, schedule: null });
  });
});

describe('findNextInstalments', () => {
  it('gives each application with a plan its next instalment, none once paid in full or without a plan', async () => {
    const userId = await student();
    const planned = await createCourse({ course: { title: 'Planned', description: '', fees: 30000, images: [], instalments: plan }, actor });
    const plain = await createCourse({ course: { title: 'Plain', description: '', fees: 30000, images: [] }, actor });
    const another = await createCourse({ course: { title: 'Planned too', description: '', fees: 30000, images: [], instalments: plan }, actor });
    const first = await apply(userId, planned, { paidPaise: 1_000_000 });
    const done = await apply(userId, another, { paidPaise: 3_000_000 });
    const none = await apply(userId, plain);
    const next = await findNextInstalments({ userId, now });
    expect(next[first]).toEqual({ number: 2, outstandingPaise: 2_000_000, dueDate: '2026-12-01', overdue: false });
    expect(next[done]).toBeUndefined();
    expect(next[none]).toBeUndefined();
  });
});
