import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findNextInstalments } from '~/modules/payments/next-instalments.server';
import { findRefundDesk } from '~/modules/refunds/find-refund-desk.server';
import { refundDue } from '~/modules/refunds/refund-due';
import { signedInAdmin } from '../../../tests/admin-session';
import { insertCourse } from '../../../tests/enrolment';
import { postJson, studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { insertOfficePayment } from '../../../tests/payments/office-payment';
import { api } from '../api';

// change-user-course (issue 11): the balance is recomputed against the new course's fee and
// instalment plan; the money paid stays with the application; paying more than the new fee shows
// as 'refund due' to staff (View Applications, the Refunds page) and to the student (Applied Courses).
type View = { status: string; fees: string; feesPaid: number; courseId: { _id: string; fees: number | null } };

async function course(feeRupees: number, plan: Array<[rupees: number, due: string]> = []) {
  const id = await insertCourse(db, { fees_paise: feeRupees * 100 });
  for (const [position, [rupees, due]] of plan.entries()) {
    await db
      .insertInto('course_instalments')
      .values({ course_id: id, position: position + 1, amount_paise: rupees * 100, due_date: due })
      .execute();
  }
  return id;
}

describe('POST /api/admin/change-user-course and the balance', () => {
  it('to a cheaper course: paid stays, Paid, refund due the difference (both APIs, Refunds page); to a dearer one: balance and its plan', async () => {
    const admissions = await signedInAdmin({ role: 'admissions' });
    const { student, applicationId } = await studentWithApplication({ feeRupees: 15_000 });
    await insertOfficePayment({ applicationId, studentId: student.userId, rupees: 10_000 });
    const cheaper = await course(8_000);
    const dearer = await course(20_000, [
      [8_000, '2020-01-10'],
      [12_000, '2099-03-10'],
    ]);

    const moved = await postJson('/admin/change-user-course', { applicationId, newCourseId: cheaper }, { token: admissions.token });
    expect(moved.status).toBe(200);
    const staffView = ((await moved.json()) as { application: View }).application;
    expect(staffView).toMatchObject({ feesPaid: 10_000, fees: 'Paid', courseId: { _id: cheaper, fees: 8_000 } });
    expect(refundDue(staffView)).toBe(2_000);
    const { applications } = (await (await api.request('/users/applications', { headers: student.headers })).json()) as {
      applications: Array<View & { _id: string }>;
    };
    const studentView = applications.find((application) => application._id === applicationId)!;
    expect(refundDue(studentView)).toBe(2_000);
    expect((await findRefundDesk()).refundsDue.find((row) => row.applicationId === applicationId)).toMatchObject({ duePaise: 2_000_00, paidPaise: 10_000_00 });
    expect((await findNextInstalments({ userId: student.userId }))[applicationId]).toBeUndefined();

    const back = await postJson('/admin/change-user-course', { applicationId, newCourseId: dearer }, { token: admissions.token });
    const dearerView = ((await back.json()) as { application: View }).application;
    expect(dearerView).toMatchObject({ feesPaid: 10_000, fees: 'Pending', courseId: { _id: dearer, fees: 20_000 } });
    expect(refundDue(dearerView)).toBe(0);
    // The new plan: the first instalment (₹8,000) is covered by the ₹10,000 paid; ₹10,000 of the second is left.
    expect((await findNextInstalments({ userId: student.userId }))[applicationId]).toEqual({
      number: 2,
      outstandingPaise: 10_000_00,
      dueDate: '2099-03-10',
      overdue: false,
    });
    expect((await findRefundDesk()).refundsDue.some((row) => row.applicationId === applicationId)).toBe(false);
    const ledger = await db.selectFrom('payments').select(['kind', 'amount_paise']).where('application_id', '=', applicationId).execute();
    expect(ledger.map((row) => [row.kind, Number(row.amount_paise)])).toEqual([['payment', 10_000_00]]); // nothing moved: the money stays
  });

  it('a Rejected application owes nothing: everything it paid is refund due', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 15_000, status: 'Rejected' });
    await insertOfficePayment({ applicationId, studentId: student.userId, rupees: 4_000 });
    expect((await findRefundDesk()).refundsDue.find((row) => row.applicationId === applicationId)).toMatchObject({ duePaise: 4_000_00 });
    expect(refundDue({ status: 'Rejected', feesPaid: 4_000, courseId: { fees: 15_000 } })).toBe(4_000);
    expect(refundDue({ status: 'Accepted', feesPaid: 4_000, courseId: { fees: null } })).toBe(0);
  });
});
