import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { insertApplication } from '../../../tests/enrolment';
import { envForThisTest } from '../../../tests/env-for-test';
import { routerContext } from '../../../tests/router-context';
import { signedInStudent } from '../../../tests/student-session';
import { loader } from './pay-course';

// The pay page's loader (spec §2 'Pay course', §5 'Pay'): where each refusal sends the student, and
// a site with online payments off. The gateway's configuration is read once per file (db-setup.ts
// forgets it between files), so this file resolves it with payments off before anything else asks.
const actor = { type: 'admin' as const, id: 'admin-pay-route' };

async function payPage(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers });
  const applicationId = path.split('/').pop()!;
  try {
    return { data: await loader({ request, params: { applicationId }, context: routerContext() } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('location') };
    throw thrown;
  }
}

describe('the pay page loader', () => {
  it('sends each refusal where spec §5/§8 says, and with payments off says to pay at the office (no checkout)', async () => {
    envForThisTest({ paymentGateway: 'off' });
    expect(await payPage('/pay-course/01900000-0000-7000-8000-000000000000')).toEqual({
      redirect: '/?sign-in=1&next=%2Fpay-course%2F01900000-0000-7000-8000-000000000000&notice=login-to-pay',
    });
    const student = await signedInStudent({ name: 'Kavya' });
    expect(await payPage('/pay-course/01900000-0000-7000-8000-000000000000', student.headers)).toEqual({
      redirect: '/user-profile?notice=complete-profile-to-pay',
    });
    const now = Date.now();
    await db
      .insertInto('profiles')
      .values({ user_id: student.userId, first_name: 'Kavya', middle_name: 'Suresh', last_name: 'Jadhav', created_at: now, updated_at: now })
      .execute();
    expect(await payPage('/pay-course/01900000-0000-7000-8000-000000000000', student.headers)).toEqual({
      redirect: '/applications?notice=invalid-application',
    });
    const courseId = await createCourse({ course: { title: 'Office only', description: '', fees: 5000, images: [] }, actor });
    const applicationId = await insertApplication(db, { userId: student.userId, courseId, now });
    const { data } = await payPage(`/pay-course/${applicationId}`, student.headers);
    expect(data).toMatchObject({
      checkout: null,
      page: { balancePaise: 500_000, notPayable: 'Online payment is not available. Please pay your fees at the institute office.' },
    });
  });
});
