import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { signedInStudent } from '../../../tests/student-session';
import { getEnrolment } from './get-enrolment.server';

class RolledBack extends Error {}

describe('getEnrolment', () => {
  it('reads the session and the profile through the handle it is given', async () => {
    const student = await signedInStudent();
    const request = new Request('http://localhost/apply-course/x', { headers: student.headers });
    const courseId = newId();
    const now = Date.now();

    // Inside a transaction the student's names exist only there: the Enroll Now button must see
    // them, and on SQLite a read on the app's handle would wait for this very transaction.
    let inside: Awaited<ReturnType<typeof getEnrolment>> | undefined;
    const rollback = db.transaction().execute(async (trx) => {
      await trx
        .insertInto('profiles')
        .values({ user_id: student.userId, first_name: 'Asha', middle_name: 'R', last_name: 'Patil', created_at: now, updated_at: now })
        .execute();
      inside = await getEnrolment({ request, courseId, db: trx });
      throw new RolledBack();
    });
    await expect(rollback).rejects.toBeInstanceOf(RolledBack);

    expect(inside).toEqual({ applied: false, status: null, profileComplete: true });
    expect(await getEnrolment({ request, courseId })).toEqual({ applied: false, status: null, profileComplete: false });
    expect(await getEnrolment({ request: new Request('http://localhost/apply-course/x'), courseId })).toBeNull();
  });
});
