import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { insertStudentWithApplication } from '../../../tests/enrolment';

// GET /api/admin/dues and POST /api/admin/pause-reminders through the real API as accounts:
// the query's rules and messages, the pause written once and audited, bad input changing nothing.
let token = '';
let adminId = '';
let courseId = '';
const applications: string[] = [];

beforeAll(async () => {
  ({
    token,
    admin: { id: adminId },
  } = await signedInAdmin({ name: 'Dues Accounts', role: 'accounts' }));
  courseId = await createCourse({
    course: { title: 'API dues course', description: '', fees: 20000, images: [], instalments: [{ amountPaise: 2_000_000, dueDate: '2026-01-10' }] },
    actor: { type: 'admin', id: 'dues-course-maker' },
  });
  for (const [name, paidPaise] of [
    ['Api Student One', 0],
    ['Api Student Two', 500_000],
  ] as const) {
    const { applicationId } = await insertStudentWithApplication(db, { student: { name }, courseId, status: 'Accepted', fees_paid_paise: paidPaise, now: 0 });
    applications.push(applicationId);
  }
});

const auditOf = (applicationId: string) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('entity_id', '=', applicationId)
    .where('action', '=', 'application.reminders-pause')
    .execute();

describe('GET /api/admin/dues', () => {
  it('answers one page of dues with the next instalment, filtered by course, sorted and paged', async () => {
    const res = await send(`/admin/dues?course=${courseId}&sort=balance&order=asc&perPage=1&page=1`, { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, total: 2, page: 1, perPage: 1, pageCount: 2, sort: 'balance', order: 'asc' });
    expect(body.dues).toEqual([
      expect.objectContaining({
        applicationId: applications[1],
        student: expect.objectContaining({ name: 'Api Student Two' }),
        course: { id: courseId, title: 'API dues course' },
        feePaise: 2_000_000,
        paidPaise: 500_000,
        balancePaise: 1_500_000,
        nextInstalment: { number: 1, outstandingPaise: 1_500_000, dueDate: '2026-01-10' },
        remindersPaused: false,
      }),
    ]);
    expect(body.dues[0].daysOverdue).toBeGreaterThan(0);
    const overdue = await (await send(`/admin/dues?course=${courseId}&overdue=true`, { token })).json();
    expect(overdue).toMatchObject({ total: 2, sort: 'overdue', order: 'desc' });
  });

  it("finds students by their name's words, in any case, as View Applications' search", async () => {
    const named = await (await send(`/admin/dues?course=${courseId}&name=${encodeURIComponent('  student TWO ')}`, { token })).json();
    expect(named).toMatchObject({ success: true, total: 1 });
    expect(named.dues.map((due: { applicationId: string }) => due.applicationId)).toEqual([applications[1]]);
    const nobody = await (await send(`/admin/dues?course=${courseId}&name=Three`, { token })).json();
    expect(nobody).toMatchObject({ total: 0, dues: [] });
  });

  it.each([
    ['sort=fees', 'sort must be one of overdue, balance, name, due.'],
    ['order=up', 'order must be asc or desc.'],
    ['overdue=yes', 'overdue must be true or false.'],
    ['perPage=500', 'perPage must be a whole number from 1 to 100.'],
    ['page=0', 'page must be a whole number of at least 1.'],
    [`name=${'a'.repeat(101)}`, 'The name to search is too long (100 characters at most).'],
  ])('refuses ?%s with a sentence', async (query, message) => {
    await expectFailure(await send(`/admin/dues?${query}`, { token }), 400, message);
  });
});

describe('POST /api/admin/pause-reminders', () => {
  it('pauses and resumes an application, audited once per change', async () => {
    const [applicationId] = applications;
    const paused = await send('/admin/pause-reminders', { token, json: { applicationId, paused: true } });
    expect(await paused.json()).toEqual({ success: true, message: 'Fee reminders paused', paused: true, changed: true });
    const again = await send('/admin/pause-reminders', { token, json: { applicationId, paused: true } });
    expect(await again.json()).toMatchObject({ changed: false });
    const row = await db.selectFrom('applications').select('reminders_paused').where('id', '=', applicationId!).executeTakeFirstOrThrow();
    expect(Number(row.reminders_paused)).toBe(1);
    const listed = await (await send(`/admin/dues?course=${courseId}&sort=name`, { token })).json();
    expect(listed.dues.map((due: { remindersPaused: boolean }) => due.remindersPaused)).toEqual([true, false]);

    const resumed = await send('/admin/pause-reminders', { token, json: { applicationId, paused: false } });
    expect(await resumed.json()).toMatchObject({ message: 'Fee reminders resumed', paused: false, changed: true });
    const audit = await auditOf(applicationId!);
    expect(audit).toHaveLength(2);
    expect(audit.every((entry) => entry.actor_id === adminId)).toBe(true);
    expect(audit.map((entry) => JSON.parse(entry.after ?? '{}'))).toEqual(expect.arrayContaining([{ remindersPaused: true }, { remindersPaused: false }]));
  });

  it('refuses bad input and an unknown application, changing nothing', async () => {
    const applicationId = applications[1]!;
    await expectFailure(await send('/admin/pause-reminders', { token, json: { applicationId, paused: 'maybe' } }), 400, 'paused must be true or false.');
    await expectFailure(await send('/admin/pause-reminders', { token, json: { paused: true } }), 400, 'applicationId is required.');
    await expectFailure(
      await send('/admin/pause-reminders', { token, json: { applicationId: 'no-such-application', paused: true } }),
      404,
      'Application not found',
    );
    const row = await db.selectFrom('applications').select('reminders_paused').where('id', '=', applicationId).executeTakeFirstOrThrow();
    expect(Number(row.reminders_paused)).toBe(0);
    expect(await auditOf(applicationId)).toEqual([]);
  });
});
