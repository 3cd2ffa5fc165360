import { expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { env } from '~/utils/env.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { insertTestUser } from '../../../tests/test-users';
import { action, loader } from './merit-rounds';

// The Merit Rounds page as React Router calls it (decision 048): admissions publish a round from
// the form and see its list; other roles are refused the page; only the owner sets the
// reservation. The rules themselves are proved in server/api/admin/merit-rounds.db.test.ts.
const cookieOf = async (role: 'owner' | 'admissions' | 'accounts') => `${ADMIN_SESSION_COOKIE}=${(await signedInAdmin({ role })).token}`;
const get = (cookie: string, courseId: string) =>
  loader({
    request: new Request(`http://localhost/dashboard/merit-rounds/${courseId}`, { headers: { cookie } }),
    params: { id: courseId },
    context: {},
  } as never) as ReturnType<typeof loader>;
const getRounds = async (cookie: string, courseId: string) => {
  const page = await get(cookie, courseId);
  if (page.page !== 'rounds') throw new Error('not the rounds of a course');
  return page;
};
const post = async (cookie: string, courseId: string, fields: Record<string, string>) => {
  const request = new Request(`http://localhost/dashboard/merit-rounds/${courseId}`, {
    method: 'POST',
    headers: { cookie, origin: new URL(env.APP_URL).origin },
    body: new URLSearchParams(fields),
  });
  const result = (await action({ request, params: { id: courseId }, context: {} } as never)) as {
    data: { ok: boolean; message: string };
    init: { status?: number } | null;
  };
  return { ...result.data, status: result.init?.status ?? 200 };
};

it('admissions publish a round from the page and see its list; accounts do not; the owner alone sets the reservation', async () => {
  const courseId = await createCourse({ course: { title: 'Physiotherapy Assistant', description: '', images: [], seats: 2 } });
  for (const name of ['Om', 'Pia', 'Raj']) {
    const user = await insertTestUser({ name });
    await db
      .insertInto('profiles')
      .values({ user_id: user.id, first_name: name, hsc_percentage: name.length * 20 + name.charCodeAt(0) / 10, created_at: 0, updated_at: 0 })
      .execute();
    await applyToCourse({ userId: user.id, courseId, actor: { type: 'admin', id: 'page-test' } });
  }
  const admissions = await cookieOf('admissions');
  const before = await getRounds(admissions, courseId);
  expect(before).toMatchObject({ maySetReservation: false, rounds: [], course: { seats: 2 } });

  const published = await post(admissions, courseId, { intent: 'generate', deadlineOn: before.defaultDeadline, criterion: 'hscPercentage' });
  expect(published).toMatchObject({ ok: true, message: 'Round 1 published: 2 offered, 1 waitlisted. The offered students are e-mailed.' });
  expect((await post(admissions, courseId, { intent: 'generate', deadlineOn: '2001-01-01' })).status).toBe(400);

  const accounts = await cookieOf('accounts');
  await expect(get(accounts, courseId)).rejects.toMatchObject({ init: { status: 403 } });
  const seen = await getRounds(admissions, courseId);
  expect(seen.rounds[0]!.entries.map((entry) => [entry.rank, entry.outcome])).toEqual([
    [1, 'offered'],
    [2, 'offered'],
    [3, 'waitlisted'],
  ]);
  // Without a course: the courses with seats, each with its rounds.
  const list = await loader({
    request: new Request('http://localhost/dashboard/merit-rounds', { headers: { cookie: admissions } }),
    params: {},
    context: {},
  } as never);
  expect(list.page === 'courses' && list.courses.find((course) => course.id === courseId)).toEqual({
    id: courseId,
    title: 'Physiotherapy Assistant',
    seats: 2,
    rounds: 1,
  });
  await expect(post(accounts, courseId, { intent: 'generate' })).rejects.toMatchObject({ init: { status: 403 } });
  await expect(post(admissions, courseId, { intent: 'reservation', SC: '10', ST: '5', NT: '5', OBC: '20', convertAfterRound: '3' })).rejects.toMatchObject({
    init: { status: 403 },
  });
  const saved = await post(await cookieOf('owner'), courseId, { intent: 'reservation', SC: '10', ST: '5', NT: '5', OBC: '20', convertAfterRound: '3' });
  expect(saved.ok).toBe(true);
  expect((await getRounds(admissions, courseId)).reservation).toMatchObject({
    percentages: { SC: 10, ST: 5, NT: 5, OBC: 20 },
    convertAfterRound: 3,
    saved: true,
  });
});
